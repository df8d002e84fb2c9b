import QuartzCore

/// The sidebar a tab bar controller shows at its leading edge: the header configuration's view, one row per tab
/// (groups as headers whose children follow while expanded), the footer's view; a tap selects a tab or toggles a group.
final class TabSidebarView: UIView {
    /// A tab row's height, and a group header's.
    static let rowHeight: CGFloat = 44
    static let headerHeight: CGFloat = 38
    /// The rows' inset from the sidebar's sides, and a nested group's extra indent.
    static let inset: CGFloat = 12
    static let indent: CGFloat = 16

    private unowned let controller: UITabBarController
    private(set) var rows: [TabSidebarRow] = []
    private(set) var rowViews: [TabSidebarRowView] = []
    private var headerView: (any UIView & UIContentView)?
    private var footerView: (any UIView & UIContentView)?
    /// The groups the person collapsed.
    private var collapsed: Set<ObjectIdentifier> = []

    init(controller: UITabBarController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the rows again from the tabs, telling the sidebar's delegate which rows come and go.
    func reload() {
        let old = shownTabs
        rows = TabSidebarRow.rows(for: controller.tabs, collapsed: collapsed)
        for view in rowViews { view.removeFromSuperview() }
        rowViews = rows.map { row in
            let view = TabSidebarRowView(row: row, selected: !row.isGroupHeader && row.action == nil && row.tab === controller.selectedTab)
            view.addAction(UIAction { [unowned self, unowned view] _ in tapped(row, in: view) }, for: .touchUpInside)
            addSubview(view)
            return view
        }
        headerView?.removeFromSuperview()
        footerView?.removeFromSuperview()
        headerView = controller.sidebar.headerContentConfiguration?.makeContentView()
        footerView = controller.sidebar.footerContentConfiguration?.makeContentView()
        for view in [headerView, footerView].compactMap({ $0 }) { addSubview(view) }
        tellDisplaying(from: old)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        var y = safeAreaInsets.top + 8
        if let headerView {
            let height = headerView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            headerView.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        for (row, view) in zip(rows, rowViews) {
            let height = row.isGroupHeader ? Self.headerHeight : Self.rowHeight
            let indent = CGFloat(max(0, row.depth - 1)) * Self.indent
            view.frame = CGRect(x: Self.inset + indent, y: y, width: max(0, width - 2 * Self.inset - indent), height: height)
            y += height
        }
        if let footerView {
            let height = footerView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            footerView.frame = CGRect(x: 0, y: max(y, bounds.height - safeAreaInsets.bottom - height), width: width, height: height)
        }
    }

    private func tapped(_ row: TabSidebarRow, in view: TabSidebarRowView) {
        if let action = row.action { return action.perform(sender: view) }
        guard row.isGroupHeader else { return controller.userSelected(row.tab) }
        let id = ObjectIdentifier(row.tab)
        if collapsed.remove(id) == nil { collapsed.insert(id) }
        reload()
    }

    /// The tabs the rows show (an action row shows none).
    private var shownTabs: [UITab] { rows.filter { $0.action == nil }.map(\.tab) }

    private func tellDisplaying(from old: [UITab]) {
        guard let delegate = controller.sidebar.delegate else { return }
        let new = shownTabs
        for tab in old where !new.contains(where: { $0 === tab }) {
            delegate.tabBarController(controller, sidebar: controller.sidebar, didEndDisplaying: tab)
        }
        for tab in new where !old.contains(where: { $0 === tab }) {
            delegate.tabBarController(controller, sidebar: controller.sidebar, willBeginDisplaying: tab)
        }
    }
}

/// One row of the sidebar: the tab's image, title and subtitle as a sidebar cell (a group's as a header with a
/// chevron), its badge at the trailing end, and the selected row on a tinted rounded background.
final class TabSidebarRowView: UIControl {
    private let content: UIListContentView
    private let badge = UILabel()
    private let chevron: UIImageView?
    private let selectedRow: Bool

    init(row: TabSidebarRow, selected: Bool) {
        selectedRow = selected
        var configuration = row.isGroupHeader ? UIListContentConfiguration.header() : UIListContentConfiguration.sidebarCell()
        configuration.text = row.action?.title ?? row.tab.title
        configuration.secondaryText = row.isGroupHeader || row.action != nil ? nil : row.tab.subtitle
        configuration.image = row.isGroupHeader ? nil : row.action?.image ?? row.tab.image
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: row.isGroupHeader ? 12 : 11, leading: 12, bottom: row.isGroupHeader ? 6 : 11, trailing: 12)
        configuration.imageToTextPadding = 12
        if selected {
            configuration.textProperties.color = .white
            configuration.secondaryTextProperties.color = .white
            configuration.imageProperties.tintColor = .white
        }
        if !row.tab.isEnabled { configuration.textProperties.color = .tertiaryLabel }
        content = UIListContentView(configuration: configuration)
        content.isUserInteractionEnabled = false
        chevron = row.isGroupHeader ? UIImageView(image: UIImage(systemName: row.isExpanded ? "chevron.down" : "chevron.right")) : nil
        super.init(frame: .zero)
        layer.cornerRadius = 10
        addSubview(content)
        badge.text = row.isGroupHeader || row.action != nil ? nil : row.tab.badgeValue
        badge.font = .systemFont(ofSize: 15)
        badge.textColor = selected ? .white : .secondaryLabel
        addSubview(badge)
        if let chevron {
            chevron.tintColor = .secondaryLabel
            addSubview(chevron)
        }
        isEnabled = row.tab.isEnabled
        accessibilityTraits = selected ? [.button, .selected] : .button
        accessibilityLabel = row.action?.title ?? row.tab.title
        accessibilityIdentifier = row.tab.accessibilityIdentifier
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        paintSelection()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        paintSelection()
    }

    /// The selected row's background takes the tint colour it inherits.
    private func paintSelection() {
        backgroundColor = selectedRow ? tintColor : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        let badgeSize = badge.sizeThatFits(bounds.size)
        badge.frame = CGRect(x: bounds.width - 12 - badgeSize.width, y: (bounds.height - badgeSize.height) / 2,
                             width: badgeSize.width, height: badgeSize.height)
        if let chevron {
            let side: CGFloat = 14
            chevron.frame = CGRect(x: bounds.width - 12 - side, y: (bounds.height - side) / 2 + 3, width: side, height: side)
        }
    }
}
