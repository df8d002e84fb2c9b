import Foundation

/// A section's header and footer heights, as the delegate, the data source's titles and the table's settings give them.
struct TableSectionMetrics: Equatable {
    var header: CGFloat
    var footer: CGFloat
}

/// Where a section's header, footer and whole extent (header, rows and footer) lie in the table's content.
struct TableSectionFrame: Equatable {
    var header: CGRect
    var footer: CGRect
    var all: CGRect
}

/// Sections: header and footer heights, the rows' rectangles between them (inset and rounded in `.insetGrouped`),
/// the header and footer views on screen (titles in the table's own header views, or the delegate's views), and
/// plain tables' headers pinned to the top while their section scrolls under them.
extension UITableView {
    /// The inset of `.insetGrouped` sections from the table's sides.
    static let insetGroupedMargin: CGFloat = 20

    /// Asks the delegate and data source for each section's header and footer heights.
    func measureSections() {
        sectionMetrics = rows.indices.map { section in
            TableSectionMetrics(header: sectionViewHeight(section, footer: false), footer: sectionViewHeight(section, footer: true))
        }
    }

    /// A header's (or footer's) height: the delegate's, else the table's `sectionHeaderHeight` when there is
    /// something to show, else the style's standard: a titled header 28 high in plain tables and 38 in grouped ones,
    /// a grouped section's empty header or footer 18 (the space between sections), a plain one none.
    private func sectionViewHeight(_ section: Int, footer: Bool) -> CGFloat {
        let given = footer ? tableDelegate?.tableView(self, heightForFooterInSection: section) : tableDelegate?.tableView(self, heightForHeaderInSection: section)
        if let given, given != UITableView.automaticDimension { return max(0, given.isFinite ? given : 0) }
        let title = sectionTitle(section, footer: footer)
        let view = sectionDelegateView(section, footer: footer)
        defer { if let reusable = view as? UITableViewHeaderFooterView { enqueueHeaderFooter(reusable) } }
        let setting = footer ? sectionFooterHeight : sectionHeaderHeight
        let padding = !footer && sectionHeaderTopPadding > 0 ? sectionHeaderTopPadding : 0
        guard view != nil || title != nil else { return style == .plain ? 0 : 18 }
        if setting != UITableView.automaticDimension { return max(0, setting) + padding }
        if let view, view.autoLayoutStorage?.subtreeHasConstraints == true {
            let size = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
                                                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            return max(0, size.height) + padding
        }
        if let view, !(view is UITableViewHeaderFooterView), view.frame.height > 0 { return view.frame.height + padding }
        if footer, let title, style != .plain {
            let label = UILabel()
            label.font = .systemFont(ofSize: 13)
            label.numberOfLines = 0
            label.text = title
            let width = bounds.width - 2 * (style == .insetGrouped ? 2 : 1) * UITableView.insetGroupedMargin
            return ceil(label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude)).height) + 18
        }
        return (style == .plain ? 28 : 38) + padding
    }

    private func sectionTitle(_ section: Int, footer: Bool) -> String? {
        footer ? dataSource?.tableView(self, titleForFooterInSection: section) : dataSource?.tableView(self, titleForHeaderInSection: section)
    }

    private func sectionDelegateView(_ section: Int, footer: Bool) -> UIView? {
        footer ? tableDelegate?.tableView(self, viewForFooterInSection: section) : tableDelegate?.tableView(self, viewForHeaderInSection: section)
    }

    /// The rows' rectangles, the sections' frames and the content size, from the heights.
    func layoutRowRects() {
        if sectionMetrics.count != rows.count { measureSections() }
        let inset = style == .insetGrouped ? UITableView.insetGroupedMargin : 0
        let width = max(0, bounds.width - 2 * inset)
        var y: CGFloat = tableHeaderView?.frame.height ?? 0
        var frames: [TableSectionFrame] = []
        rowRects = rows.enumerated().map { section, sectionRows in
            let top = y
            let metrics = sectionMetrics[section]
            let header = CGRect(x: 0, y: y, width: bounds.width, height: metrics.header)
            y += metrics.header
            let gap = dropGap?.indexPath.section == section ? dropGap : nil
            let rects = sectionRows.enumerated().map { index, row -> CGRect in
                if let gap, gap.indexPath.row == index { y += gap.height }
                // A row lifted out of the table for a drop in it takes no room.
                let height = dropGap?.collapsed == IndexPath(row: index, section: section) ? 0 : row.height
                defer { y += height }
                return CGRect(x: inset, y: y, width: width, height: height)
            }
            if let gap, gap.indexPath.row >= sectionRows.count { y += gap.height }
            let footer = CGRect(x: 0, y: y, width: bounds.width, height: metrics.footer)
            y += metrics.footer
            frames.append(TableSectionFrame(header: header, footer: footer, all: CGRect(x: 0, y: top, width: bounds.width, height: y - top)))
            return rects
        }
        sectionFrames = frames
        if let tableFooterView {
            UIView.performWithoutAnimation { tableFooterView.frame = CGRect(x: 0, y: y, width: bounds.width, height: tableFooterView.frame.height) }
            y += tableFooterView.frame.height
        }
        if let tableHeaderView {
            UIView.performWithoutAnimation { tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.frame.height) }
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    /// The table header or footer view changed: the old one goes, the new one scrolls with the rows.
    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        guard hasLoadedRows else { return }
        layoutRowRects()
        setNeedsLayout()
    }

    /// Places the header and footer views of the sections on screen (making the ones coming on screen and letting
    /// go of the others); a plain table's header stays at the top of the visible area while its section is under it.
    func layoutSectionViews() {
        let top = contentOffset.y + adjustedContentInset.top
        let shown = bounds
        for (section, frame) in sectionFrames.enumerated() {
            var header = frame.header
            if style == .plain, header.height > 0 {
                header.origin.y = max(frame.header.minY, min(top, frame.all.maxY - frame.footer.height - header.height))
            }
            placeSectionView(section, footer: false, in: header, shown: shown)
            placeSectionView(section, footer: true, in: frame.footer, shown: shown)
        }
        for section in Array(visibleHeaders.keys) where !sectionFrames.indices.contains(section) { removeSectionView(section, footer: false) }
        for section in Array(visibleFooters.keys) where !sectionFrames.indices.contains(section) { removeSectionView(section, footer: true) }
    }

    private func placeSectionView(_ section: Int, footer: Bool, in rect: CGRect, shown: CGRect) {
        let existing = footer ? visibleFooters[section] : visibleHeaders[section]
        guard rect.height > 0, rect.maxY > shown.minY, rect.minY < shown.maxY else {
            if existing != nil { removeSectionView(section, footer: footer) }
            return
        }
        let view: UIView
        if let existing {
            view = existing
        } else {
            guard let made = makeSectionView(section, footer: footer) else { return }
            view = made
            if footer { visibleFooters[section] = made } else { visibleHeaders[section] = made }
            if footer {
                tableDelegate?.tableView(self, willDisplayFooterView: made, forSection: section)
            } else {
                tableDelegate?.tableView(self, willDisplayHeaderView: made, forSection: section)
            }
        }
        view.frame = rect
        if view.superview !== self {
            addSubview(view)
        } else if style == .plain {
            bringSubviewToFront(view)
        }
    }

    /// The delegate's view, or one of the table's header views showing the data source's title.
    private func makeSectionView(_ section: Int, footer: Bool) -> UIView? {
        let view = sectionDelegateView(section, footer: footer)
        let grouped = style != .plain
        if let headerFooter = view as? UITableViewHeaderFooterView { headerFooter.style(grouped: grouped, footer: footer) }
        if let view { return view }
        guard let title = sectionTitle(section, footer: footer) else { return nil }
        let identifier = footer ? "UITableView.footer" : "UITableView.header"
        let made = reusableHeaderFooters[identifier]?.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        made.style(grouped: grouped, footer: footer)
        made.textLabel?.text = grouped && !footer ? title.uppercased() : title
        return made
    }

    private func removeSectionView(_ section: Int, footer: Bool) {
        guard let view = footer ? visibleFooters.removeValue(forKey: section) : visibleHeaders.removeValue(forKey: section) else { return }
        view.removeFromSuperview()
        if footer {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
        if let reusable = view as? UITableViewHeaderFooterView { enqueueHeaderFooter(reusable) }
    }

    /// Lets go of every header and footer view (the data reloaded).
    func removeSectionViews() {
        for section in Array(visibleHeaders.keys) { removeSectionView(section, footer: false) }
        for section in Array(visibleFooters.keys) { removeSectionView(section, footer: true) }
    }

    func enqueueHeaderFooter(_ view: UITableViewHeaderFooterView) {
        guard view.superview == nil, let identifier = view.reuseIdentifier else { return }
        if reusableHeaderFooters[identifier]?.contains(where: { $0 === view }) == true { return }
        reusableHeaderFooters[identifier, default: []].append(view)
    }

    /// Dresses a row's cell for its place: the separator below it (none under a grouped section's last row), and an
    /// inset-grouped section's rounded first and last rows.
    func decorate(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let last = indexPath.row == rows[indexPath.section].count - 1
        cell.separatorShown = separatorStyle != .none && !(last && style != .plain)
        cell.applyStyleBackground(style == .plain ? .systemBackground : .secondarySystemGroupedBackground)
        cell.separatorLineColor = separatorColor ?? .separator
        var inset = cell.separatorInset == UITableViewCell.unsetSeparatorInset ? separatorInset : cell.separatorInset
        if separatorInsetReference == .fromAutomaticInsets {
            inset.left += UITableView.automaticSeparatorInset.left
            inset.right += UITableView.automaticSeparatorInset.right
        }
        cell.separatorLineInset = inset
        guard style == .insetGrouped else { return }
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.maskedCorners = corners.isEmpty ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : corners
        cell.clipsToBounds = true
    }
}
