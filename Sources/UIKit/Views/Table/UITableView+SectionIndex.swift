import Foundation

/// The section index: the data source's `sectionIndexTitles(for:)` drawn as a strip of small titles down the
/// table's trailing edge; a tap on a title scrolls to the section `sectionForSectionIndexTitle` names.
@MainActor
final class TableIndexStrip: UIView {
    let titles: [String]
    private var labels: [UILabel] = []
    weak var table: UITableView?

    init(titles: [String], table: UITableView) {
        self.titles = titles
        self.table = table
        super.init(frame: .zero)
        for title in titles {
            let label = UILabel()
            label.text = title
            label.font = .boldSystemFont(ofSize: 11)
            label.textAlignment = .center
            labels.append(label)
            addSubview(label)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The titles are stacked at 15 points each, centred in the strip.
    static let titleHeight: CGFloat = 15
    static let width: CGFloat = 15

    override func layoutSubviews() {
        super.layoutSubviews()
        let color = table?.sectionIndexColor ?? tintColor ?? .systemBlue
        let top = max(0, (bounds.height - CGFloat(labels.count) * TableIndexStrip.titleHeight) / 2)
        for (index, label) in labels.enumerated() {
            label.textColor = color
            label.frame = CGRect(x: 0, y: top + CGFloat(index) * TableIndexStrip.titleHeight, width: bounds.width, height: TableIndexStrip.titleHeight)
        }
    }

    /// A tap at `point` (in the strip) picks the title under it.
    func tapped(at point: CGPoint) {
        guard let table, let dataSource = table.dataSource,
              let index = labels.firstIndex(where: { $0.frame.minY <= point.y && point.y < $0.frame.maxY }) else { return }
        let section = dataSource.tableView(table, sectionForSectionIndexTitle: titles[index], at: index)
        guard section >= 0, section < table.numberOfSections else { return }
        let rect = table.rect(forSection: section)
        let maxY = max(-table.adjustedContentInset.top, table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
        table.contentOffset = CGPoint(x: table.contentOffset.x, y: min(rect.minY - table.adjustedContentInset.top, maxY))
    }
}

extension UITableView {
    /// Asks the data source for index titles again (the data reloaded): the strip shows them, or goes.
    func reloadIndexStrip() {
        indexStrip?.removeFromSuperview()
        indexStrip = nil
        guard let titles = dataSource?.sectionIndexTitles(for: self), !titles.isEmpty,
              rows.reduce(0, { $0 + $1.count }) >= sectionIndexMinimumDisplayRowCount else { return }
        indexStrip = TableIndexStrip(titles: titles, table: self)
    }

    /// Keeps the strip at the trailing edge of the visible area, above the rows.
    func layoutIndexStrip() {
        guard let strip = indexStrip else { return }
        strip.backgroundColor = sectionIndexBackgroundColor
        let insets = adjustedContentInset
        strip.frame = CGRect(x: bounds.maxX - TableIndexStrip.width - insets.right, y: bounds.minY + insets.top,
                             width: TableIndexStrip.width, height: bounds.height - insets.top - insets.bottom)
        if strip.superview !== self { addSubview(strip) } else { bringSubviewToFront(strip) }
    }
}
