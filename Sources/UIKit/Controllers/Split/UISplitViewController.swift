import Foundation

/// Columns side by side: a primary list, an optional supplementary column and the secondary content, each a child
/// controller; narrow, it collapses to one column. Column-style controllers wrap each column's controller in a
/// navigation controller, as UIKit does; the classic style shows `viewControllers` as given.
///
/// Difference from Apple: collapsed, the top column shows alone (the secondary is not pushed onto the primary's
/// navigation stack); it also collapses below 600 points wide, as a desktop window's size class is always regular;
/// the overlay and displace behaviours tile.
@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
    /// The width under which a split view collapses whatever its size class.
    static let collapseWidth: CGFloat = 600
    /// The width of an automatic primary or supplementary column.
    static let automaticColumnWidth: CGFloat = 320

    open private(set) var style: Style = .unspecified
    weak open var delegate: (any UISplitViewControllerDelegate)?

    /// The delegate's orientations when it has one, else the controller's own.
    override open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.splitViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }
    /// The delegate's orientation for a presentation when it has one, else the controller's own.
    override open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.splitViewControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }

    /// The column controllers as set (`setViewController(_:for:)`), and what shows for each.
    private var columns: [Column: UIViewController] = [:]
    private var shownColumns: [Column: UIViewController] = [:]
    /// The classic style's controllers: the primary and the secondary.
    private var classic: [UIViewController] = []

    public init(style: Style) {
        super.init(nibName: nil, bundle: nil)
        self.style = style
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Controllers

    /// The classic style's children: the primary controller, then the secondary (column styles: the shown columns).
    open var viewControllers: [UIViewController] {
        get {
            guard style == .unspecified else { return [Column.primary, .supplementary, .secondary].compactMap { shownColumns[$0] } }
            return classic
        }
        set {
            guard style == .unspecified else {
                Diagnostics.report("UISplitViewController viewControllers set on a column-style split view; use setViewController(_:for:)")
                return
            }
            classic = Array(newValue.prefix(2))
            arrange()
        }
    }

    /// Puts `vc` in `column` (wrapped in a navigation controller unless it is one, as UIKit wraps it).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            Diagnostics.report("UISplitViewController setViewController(_:for:) on a classic split view; set viewControllers")
            return
        }
        columns[column] = vc
        if let vc {
            shownColumns[column] = vc as? UINavigationController ?? vc.navigationController ?? UINavigationController(rootViewController: vc)
        } else {
            shownColumns[column] = nil
        }
        arrange()
    }

    /// The controller set for `column` (not its navigation controller), or for the classic style its child there.
    open func viewController(for column: Column) -> UIViewController? {
        guard style == .unspecified else { return columns[column] }
        switch column {
        case .primary: return classic.first
        case .secondary: return classic.count > 1 ? classic[1] : nil
        default: return nil
        }
    }

    /// What a column shows: its navigation controller for column styles.
    private func shown(_ column: Column) -> UIViewController? {
        style == .unspecified ? viewController(for: column) : shownColumns[column]
    }

    // MARK: Display mode

    /// The display mode the app asks for (`.automatic`: the leading columns beside the secondary when there is room).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { updateDisplayMode() }
    }
    open private(set) var displayMode: DisplayMode = .automatic
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// How the columns share the space (always tiled here).
    open var splitBehavior: SplitBehavior { .tile }
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { view.setNeedsLayout() }
    }
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// Whether one column shows instead of the split (the split is too narrow).
    open private(set) var isCollapsed = false

    /// A button that toggles the primary column, for the secondary's navigation bar.
    open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(title: "Sidebar", style: .plain, primaryAction: UIAction { [weak self] _ in self?.toggleDisplayMode() })
        return item
    }()

    /// Shows `column` (a hidden leading column comes back beside the secondary).
    open func show(_ column: Column) {
        switch column {
        case .primary: preferredDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .supplementary: if preferredDisplayMode == .secondaryOnly { preferredDisplayMode = .oneBesideSecondary }
        default: break
        }
    }

    /// Hides `column`: hiding a leading column shows the secondary alone.
    open func hide(_ column: Column) {
        switch column {
        case .primary where style == .tripleColumn: preferredDisplayMode = .oneBesideSecondary
        case .primary, .supplementary: preferredDisplayMode = .secondaryOnly
        default: break
        }
    }

    private func toggleDisplayMode() {
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target != .automatic {
            preferredDisplayMode = target
        } else {
            preferredDisplayMode = displayMode == .secondaryOnly ? (style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary) : .secondaryOnly
        }
    }

    /// The mode `.automatic` means: every leading column beside the secondary.
    private var resolvedDisplayMode: DisplayMode {
        switch preferredDisplayMode {
        case .automatic: return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .oneOverSecondary: return .oneBesideSecondary
        case .twoOverSecondary, .twoDisplaceSecondary: return .twoBesideSecondary
        case let mode: return mode
        }
    }

    private func updateDisplayMode() {
        let mode = resolvedDisplayMode
        guard mode != displayMode else { return }
        let before = visibleLeadingColumns(displayMode)
        let after = visibleLeadingColumns(mode)
        delegate?.splitViewController(self, willChangeTo: mode)
        for column in [Column.primary, .supplementary] where after.contains(column) && !before.contains(column) && displayMode != .automatic {
            delegate?.splitViewController(self, willShow: column)
        }
        for column in [Column.primary, .supplementary] where before.contains(column) && !after.contains(column) {
            delegate?.splitViewController(self, willHide: column)
        }
        displayMode = mode
        arrange()
    }

    /// The leading columns a display mode shows.
    private func visibleLeadingColumns(_ mode: DisplayMode) -> [Column] {
        switch mode {
        case .secondaryOnly: return []
        case .oneBesideSecondary, .oneOverSecondary: return style == .tripleColumn ? [.supplementary] : [.primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary]
        case .automatic: return []
        }
    }

    // MARK: Column widths

    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { view.setNeedsLayout() } }
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { view.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { view.setNeedsLayout() } }
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { view.setNeedsLayout() } }
    open private(set) var primaryColumnWidth: CGFloat = 0
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { view.setNeedsLayout() } }
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { view.setNeedsLayout() } }
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { view.setNeedsLayout() } }
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { view.setNeedsLayout() } }
    open private(set) var supplementaryColumnWidth: CGFloat = 0

    /// A column's width in `total`: the preferred width, else the fraction, else 320 points, within the limits.
    private static func width(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, in total: CGFloat) -> CGFloat {
        var width = preferred >= 0 ? preferred : fraction >= 0 ? (fraction * total).rounded() : automaticColumnWidth
        if minimum >= 0 { width = max(width, minimum) }
        if maximum >= 0 { width = min(width, maximum) }
        return max(0, min(width, total / 2))
    }

    // MARK: Layout

    override open func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        arrange()
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        arrange()
    }

    /// Whether the split is too narrow for columns: a compact width, or under 600 points (a desktop window's width
    /// class is always regular).
    private var shouldCollapse: Bool {
        traitCollection.horizontalSizeClass == .compact || (view.bounds.width > 0 && view.bounds.width < Self.collapseWidth)
    }

    /// Puts the controllers that show now into the view, each at its column's frame; collapses or expands first when
    /// the width asks for it.
    private func arrange() {
        guard isViewLoaded else { return }
        if displayMode == .automatic { displayMode = resolvedDisplayMode }
        let collapse = shouldCollapse
        if collapse != isCollapsed {
            isCollapsed = collapse
            if collapse { collapseColumns() } else { expandColumns() }
        }
        let bounds = view.bounds
        var frames: [(UIViewController, CGRect)] = []
        if isCollapsed {
            if let top = collapsedController { frames.append((top, bounds)) }
        } else {
            var x: CGFloat = 0
            let leading = visibleLeadingColumns(displayMode)
            primaryColumnWidth = Self.width(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                                            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, in: bounds.width)
            supplementaryColumnWidth = Self.width(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                                                  minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, in: bounds.width)
            for column in [Column.primary, .supplementary] where leading.contains(column) {
                guard let controller = shown(column) else { continue }
                let width = column == .primary ? primaryColumnWidth : supplementaryColumnWidth
                frames.append((controller, CGRect(x: x, y: 0, width: width, height: bounds.height)))
                x += width + 1
            }
            if let secondary = shown(.secondary) {
                frames.append((secondary, CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)))
            }
            if primaryEdge == .trailing || view.effectiveUserInterfaceLayoutDirection == .rightToLeft {
                frames = frames.map { ($0.0, CGRect(x: bounds.width - $0.1.maxX, y: 0, width: $0.1.width, height: $0.1.height)) }
            }
        }
        let showing = frames.map(\.0)
        for child in children where !showing.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        for (controller, frame) in frames {
            if controller.parent !== self {
                addChild(controller)
                view.addSubview(controller.view)
                controller.didMove(toParent: self)
            }
            controller.view.frame = frame
        }
    }

    /// The controller a collapsed split shows: the compact column's, else the top column's chosen as it collapsed.
    private var collapsedController: UIViewController? {
        if style == .unspecified { return collapsedClassic }
        return shown(.compact) ?? shown(collapsedColumn) ?? shown(.primary)
    }

    /// The classic collapse: the primary unless the delegate leaves the secondary to show.
    private var collapsedClassic: UIViewController?
    /// The column a column-style split shows collapsed, asked of the delegate once as it collapses.
    private var collapsedColumn: Column = .secondary

    private func collapseColumns() {
        if style != .unspecified, shown(.compact) == nil {
            let proposed: Column = columns[.secondary] == nil ? .primary : .secondary
            collapsedColumn = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        }
        if style == .unspecified, let primary = classic.first {
            let secondary = classic.count > 1 ? classic[1] : nil
            let kept = delegate?.primaryViewController(forCollapsing: self) ?? primary
            if let secondary, !(delegate?.splitViewController(self, collapseSecondary: secondary, onto: kept) ?? false) {
                collapsedClassic = secondary
            } else {
                collapsedClassic = kept
            }
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func expandColumns() {
        collapsedClassic = nil
        if style != .unspecified {
            let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: resolvedDisplayMode) ?? resolvedDisplayMode
            displayMode = mode == .automatic ? resolvedDisplayMode : mode
        }
        delegate?.splitViewControllerDidExpand(self)
    }

    // MARK: Showing

    /// Pushes `vc` in the primary column (collapsed: in the column that shows), unless the delegate shows it.
    override open func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        let target = isCollapsed ? collapsedController : shown(.primary)
        if let navigation = target as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            super.show(vc, sender: sender)
        }
    }

    /// Makes `vc` the secondary content (collapsed: pushed where the split shows), unless the delegate shows it.
    override open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed, let navigation = collapsedController as? UINavigationController, style != .unspecified {
            navigation.pushViewController(vc, animated: true)
            return
        }
        if style == .unspecified {
            viewControllers = classic.isEmpty ? [vc] : [classic[0], vc]
            if isCollapsed { collapsedClassic = vc }
            arrange()
        } else {
            setViewController(vc, for: .secondary)
        }
    }
}

extension UIViewController {
    /// The nearest split view controller among this controller's ancestors.
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }
}
