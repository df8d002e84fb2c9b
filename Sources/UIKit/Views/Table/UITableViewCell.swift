import QuartzCore

/// A row of a table: a content view with a text label (and optional detail and image), shown
/// highlighted while selected.
@MainActor @preconcurrency
open class UITableViewCell: UIView, SwipeableCell {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// How a selected cell is shown.
    /// Whether the cell shows the system's focus appearance.
    public enum FocusStyle: Int, Sendable {
        case `default`, custom
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// How a selected cell is shown: `.none` not at all, the others (as on iOS since 7) grey.
    open var selectionStyle: SelectionStyle = .default { didSet { updateBackground() } }
    /// A view behind the content, as large as the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted, in place of the grey.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateBackground()
        }
    }

    /// The selected background while the table selects several rows; unset, `selectedBackgroundView` shows.
    open var multipleSelectionBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateBackground()
        }
    }

    public internal(set) var reuseIdentifier: String?
    public let style: CellStyle
    /// Where subclasses add their views.
    public let contentView = UIView()
    public private(set) lazy var textLabel: UILabel? = makeLabel(size: 17)
    public private(set) lazy var detailTextLabel: UILabel? = style == .default ? nil : makeLabel(size: 13)
    public private(set) lazy var imageView: UIImageView? = {
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        contentView.addSubview(view)
        return view
    }()

    /// The color behind a selected cell.
    ///
    /// Difference from Apple: not in UIKit, which takes a `selectedBackgroundView`.
    open var selectedBackgroundColor = UIColor(white: 0.85, alpha: 1)
    /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` without animation.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (a finger is down on it); setting it calls `setHighlighted(_:animated:)`.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedStorage = false
    private var highlightedStorage = false

    /// Selects or deselects the cell; the table calls it (animated when `deselectRow(at:animated:)` is), and a
    /// subclass overrides it to restyle its content. Animated, the selection background fades.
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selected != selectedStorage
        selectedStorage = selected
        stateChanged(changed, animated: animated)
    }

    /// Highlights the cell or takes its highlight off, as a finger goes down and lifts; a subclass overrides it.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlighted != highlightedStorage
        highlightedStorage = highlighted
        stateChanged(changed, animated: animated)
    }

    /// The cell's background; until the app sets one, the table's style gives it (white, or in dark mode black in
    /// plain tables and dark grey in grouped ones).
    override open var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            hasOwnBackgroundColor = true
            super.backgroundColor = newValue
        }
    }

    /// Whether the app set `backgroundColor`, which the table's style then leaves alone.
    private(set) var hasOwnBackgroundColor = false

    /// The table's style gives the cell its background, unless the app set one.
    func applyStyleBackground(_ color: UIColor) {
        guard !hasOwnBackgroundColor, super.backgroundColor != color else { return }
        super.backgroundColor = color
    }

    // MARK: Configurations

    /// What a configuration update handler is given: the cell and its state.
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    /// The cell's content as a value (a `UIListContentConfiguration`, or the app's own), shown by the content view
    /// it makes inside `contentView`, in place of the text label, detail label and image view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            showContentConfiguration()
            (superview as? UITableView)?.cellNeedsSizing(self, fromConstraints: false)
        }
    }

    /// How the cell shows focus: `.default`, the system's ring; `.custom`, none (the cell draws its own focus).
    open var focusStyle: FocusStyle = .default

    /// The cell's background as a value; it replaces `backgroundColor` while set.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's state now: its traits, selection, highlight and focus.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        return state
    }

    /// A list content configuration of the cell's style (`.cell()`, `.subtitleCell()`, `.valueCell()`) to fill and
    /// set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The background of a table row: white.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .listPlainCell()
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`: subclasses override to set theirs, and call super.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    private var configuredContentView: (any UIView & UIContentView)?
    private let configuredBackgroundView = BackgroundConfigurationView()
    private var needsConfigurationUpdate = true

    // MARK: Accessories, editing and separators (UITableViewCell+Editing.swift)

    /// The standard view at the trailing side outside editing: a chevron, a checkmark or an info button.
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { accessoriesChanged() } } }
    /// A view of the app's own at the trailing side outside editing, in place of `accessoryType`'s.
    open var accessoryView: UIView? { didSet { if accessoryView !== oldValue { oldValue?.removeFromSuperview(); accessoriesChanged() } } }
    /// The standard accessory while editing.
    open var editingAccessoryType: AccessoryType = .none { didSet { if editingAccessoryType != oldValue { accessoriesChanged() } } }
    open var editingAccessoryView: UIView? { didSet { if editingAccessoryView !== oldValue { oldValue?.removeFromSuperview(); accessoriesChanged() } } }
    /// Whether the cell shows its editing controls; the table sets it with its own editing mode.
    open var isEditing: Bool {
        get { editingControls.editing }
        set { setEditing(newValue, animated: false) }
    }

    /// The editing style the table gave the row (`.none` outside editing).
    open var editingStyle: EditingStyle { editingControls.editing ? editingControls.style : .none }
    /// Whether the cell shows a reorder control while editing (the table turns it on for rows that can move).
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// Whether the content moves aside for the delete or insert control while editing.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// How far the content is indented: `indentationLevel` steps of `indentationWidth`.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// The inset of the line below the cell; unset, the table's `separatorInset` applies.
    open var separatorInset: UIEdgeInsets = UITableViewCell.unsetSeparatorInset { didSet { setNeedsLayout() } }

    /// Shows or hides the editing controls (subclasses override to change their content, and call super); the table
    /// calls it for each row when its own editing mode changes.
    open func setEditing(_ editing: Bool, animated: Bool) {
        var controls = editingControls
        controls.editing = editing
        if animated {
            UIView.animate(withDuration: UITableView.editingAnimationDuration) {
                self.editingControls = controls
                self.layoutIfNeeded()
            }
        } else {
            editingControls = controls
        }
    }

    /// The editing state the table gives the row: whether editing, its style, indentation and reorder control.
    var editingControls = TableEditingControls() { didSet { if editingControls != oldValue { editingControlsChanged() } } }
    /// How far the content is slid sideways by a swipe (negative for trailing actions).
    var swipeOffset: CGFloat = 0 { didSet { if swipeOffset != oldValue { setNeedsLayout() } } }
    /// The separator line as the table decorates the cell.
    var separatorShown = false { didSet { setNeedsLayout() } }
    var separatorLineColor: UIColor = .separator
    var separatorLineInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    let separatorView = UIView()
    /// The delete or insert control, the reorder control and the accessory's view while shown.
    var editingControlView: CellAccessoryView?
    var reorderControlView: CellAccessoryView?
    var accessoryShownView: UIView?
    /// The swipe actions' buttons, while revealed.
    var swipeActionsView: TableSwipeActionsView?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        super.backgroundColor = .systemBackground
        addSubview(contentView)
        addSubview(separatorView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A default-style cell; `register(_:forCellReuseIdentifier:)` makes cells through this,
    /// which runs the subclass's `init(style:reuseIdentifier:)` (Swift cannot call a
    /// non-required initializer through a class value).
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Called before the table hands the cell out again.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
        swipeOffset = 0
    }

    private func makeLabel(size: CGFloat) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        contentView.addSubview(label)
        return label
    }

    private func stateChanged(_ changed: Bool, animated: Bool) {
        updateBackground(animated: animated)
        if changed, contentConfiguration != nil || backgroundConfiguration != nil || configurationUpdateHandler != nil {
            setNeedsUpdateConfiguration()
            layoutIfNeeded()
        }
    }

    private func showContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let view = configuredContentView, view.supports(shown), type(of: view.configuration) == type(of: shown) {
            view.configuration = shown
        } else {
            configuredContentView?.removeFromSuperview()
            let view = shown.makeContentView()
            contentView.addSubview(view)
            configuredContentView = view
        }
        setNeedsLayout()
    }

    /// Runs the configuration update, then draws the background configuration and lays out the content view.
    private func layoutConfigurations() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            let state = configurationState
            trackingReads(for: .configuration) { updateConfiguration(using: state) }
            if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
                configuredContentView?.configuration = configuration.updated(for: state)
            }
        }
        UIView.performWithoutAnimation { configuredContentView?.frame = contentView.bounds }
        guard let background = backgroundConfiguration else {
            configuredBackgroundView.removeFromSuperview()
            return
        }
        if configuredBackgroundView.superview !== self { insertSubview(configuredBackgroundView, at: 0) }
        let shown = automaticallyUpdatesBackgroundConfiguration ? background.updated(for: configurationState) : background
        configuredBackgroundView.show(shown, in: bounds, tint: tintColor ?? .systemBlue)
    }

    /// Shows the selection background while selected or highlighted; `animated`, a background going away fades.
    private func updateBackground(animated: Bool = false) {
        let lit = (isSelected || isHighlighted) && selectionStyle != .none
        let multiple = enclosingTableView.map { $0.isEditing ? $0.allowsMultipleSelectionDuringEditing : $0.allowsMultipleSelection } ?? false
        let selectedView = multiple ? multipleSelectionBackgroundView ?? selectedBackgroundView : selectedBackgroundView
        let leaving = [selectedBackgroundView, multipleSelectionBackgroundView].compactMap { $0 }.filter { $0.superview === self && ($0 !== selectedView || !lit) }
        let color = lit && selectedView == nil ? selectedBackgroundColor : nil
        if animated, !lit {
            UIView.animate(withDuration: UITableViewCell.selectionFadeDuration, animations: {
                self.contentView.backgroundColor = color
                for view in leaving { view.alpha = 0 }
            }, completion: { _ in
                for view in leaving where view.alpha == 0 {
                    view.removeFromSuperview()
                    view.alpha = 1
                }
            })
            return
        }
        UIView.performWithoutAnimation {
            contentView.backgroundColor = color
            for view in leaving { view.removeFromSuperview() }
            guard lit, let selectedView else { return }
            selectedView.alpha = 1
            selectedView.frame = bounds
            if selectedView.superview !== self { insertSubview(selectedView, belowSubview: contentView) }
        }
    }

    /// How long an animated deselection takes to fade.
    static let selectionFadeDuration: TimeInterval = 0.3

    /// A cell's size is its content view's: the constraints of the views in it give the height at the target width.
    /// A content view without constraints is as high as a standard row (44).
    override open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        if let view = configuredContentView {
            let height = view.sizeThatFits(CGSize(width: targetSize.width, height: 0)).height
            return CGSize(width: targetSize.width, height: max(UITableView.standardRowHeight, height))
        }
        guard contentView.autoLayoutStorage?.subtreeHasConstraints == true else {
            return CGSize(width: targetSize.width, height: UITableView.standardRowHeight)
        }
        return contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                   verticalFittingPriority: verticalFittingPriority)
    }

    /// Its content size changed: shown by a table that invalidates self-sizing, its row is measured again.
    override open func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        (superview as? UITableView)?.cellNeedsSizing(self, fromConstraints: false)
    }

    override open func layoutSubviews() {
        UIView.performWithoutAnimation {
            separatorView.backgroundColor = separatorLineColor
            backgroundView?.frame = bounds
            selectedBackgroundView?.frame = bounds
            multipleSelectionBackgroundView?.frame = bounds
        }
        contentView.frame = layoutEditingParts()
        layoutConfigurations()
        var x: CGFloat = 16 + CGFloat(indentationLevel) * indentationWidth
        if let image = imageView?.image {
            let side = min(contentView.bounds.height - 8, image.size.height)
            imageView?.frame = CGRect(x: x, y: (contentView.bounds.height - side) / 2, width: side, height: side)
            x += side + 12
        }
        let width = max(0, contentView.bounds.width - x - 16)
        if let detail = detailTextLabel, detail.text != nil, style == .subtitle {
            textLabel?.frame = CGRect(x: x, y: 4, width: width, height: contentView.bounds.height * 0.55 - 4)
            detail.frame = CGRect(x: x, y: contentView.bounds.height * 0.55, width: width, height: contentView.bounds.height * 0.45 - 4)
        } else {
            textLabel?.frame = CGRect(x: x, y: 0, width: width, height: contentView.bounds.height)
            if let detail = detailTextLabel {
                detail.textAlignment = .right
                detail.frame = CGRect(x: x, y: 0, width: width, height: contentView.bounds.height)
            }
        }
    }
}
