import Foundation
import QuartzCore

/// An item of a collection view: subclasses put their views in `contentView`; `backgroundView` is behind it and
/// `selectedBackgroundView` shows over that while the cell is selected or highlighted.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
    /// Where subclasses add their views; it fills the cell.
    open private(set) var contentView = UIView()

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    open var isSelected = false { didSet { if isSelected != oldValue { stateChanged() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateChanged() } } }

    // MARK: Configurations

    /// What a configuration update handler is given: the cell and its state.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// The cell's content as a value (a `UIListContentConfiguration`, or the app's own), shown by the content view
    /// it makes, inside `contentView`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            showContentConfiguration()
            showingCollectionView?.reusableViewNeedsSizing(self, fromConstraints: false)
        }
    }

    /// The cell's background as a value; it replaces `backgroundColor` and `backgroundView` while set.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the content configuration follows the cell's state (`updated(for:)`) by itself.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the cell's state by itself.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the new state each time the configuration is updated (before `updateConfiguration(using:)` returns).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's state now: its traits, selection, highlight, focus, swipe, and the collection view's editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isSwiped = swipeOffset != 0
        if let collectionView = superview as? UICollectionView {
            state.isEditing = collectionView.isEditing
            if let outline = collectionView.dataSource as? OutlineDataSource, let indexPath = collectionView.indexPath(for: self) {
                state.isExpanded = outline.isOutlineItemExpanded(at: indexPath)
            }
        }
        return state
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

    /// The background a cell of this class has by default (a list cell's follows its list's look).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .clear()
    }

    /// The view showing `contentConfiguration`, and the view drawing `backgroundConfiguration`.
    var configuredContentView: (any UIView & UIContentView)?
    let configuredBackgroundView = BackgroundConfigurationView()
    var needsConfigurationUpdate = true
    /// How far a list swipe slid the cell's content (`UICollectionViewCell+Swipe.swift`).
    var swipeOffset: CGFloat = 0 {
        didSet {
            guard swipeOffset != oldValue else { return }
            if oldValue == 0 { clipsOutsideSwipe = clipsToBounds }
            slideForSwipe()
            if (oldValue == 0) != (swipeOffset == 0) { setNeedsUpdateConfiguration() }
        }
    }
    /// The swipe actions' buttons while they show.
    var swipeActionsView: TableSwipeActionsView?
    /// Whether the cell clipped before a swipe made it clip.
    var clipsOutsideSwipe = false

    override public init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate { runConfigurationUpdate() }
        // Frames start at zero, not at the bounds' origin, which a swipe moves to slide everything.
        let local = CGRect(origin: .zero, size: bounds.size)
        UIView.performWithoutAnimation {
            contentView.frame = contentFrame(in: local)
            backgroundView?.frame = local
            selectedBackgroundView?.frame = local
            configuredContentView?.frame = contentView.bounds
            placeSwipeActions()
        }
        showBackgroundConfiguration()
    }

    /// Where the content view goes in the cell (a list cell leaves room for its accessories).
    func contentFrame(in bounds: CGRect) -> CGRect { bounds }

    /// The state changed: the selected background and the configurations follow.
    private func stateChanged() {
        updateSelectedBackground()
        setNeedsUpdateConfiguration()
        layoutIfNeeded()
    }

    /// Runs the configuration update: the app's override or handler, then the automatic updates.
    func runConfigurationUpdate() {
        needsConfigurationUpdate = false
        let state = configurationState
        trackingReads(for: .configuration) { updateConfiguration(using: state) }
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration, let view = configuredContentView {
            view.configuration = configuration.updated(for: state)
        }
    }

    /// Shows `contentConfiguration` in its content view, made anew when the current one does not support it.
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
        UIView.performWithoutAnimation { configuredContentView?.frame = contentView.bounds }
        setNeedsLayout()
    }

    /// The background configuration in use: the one set, else the class's default where it draws one.
    var effectiveBackgroundConfiguration: UIBackgroundConfiguration? { backgroundConfiguration }

    /// Draws the background configuration behind the content, as the state has it.
    private func showBackgroundConfiguration() {
        guard let configuration = effectiveBackgroundConfiguration else {
            configuredBackgroundView.removeFromSuperview()
            return
        }
        let shown = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
        if configuredBackgroundView.superview !== self { insertSubview(configuredBackgroundView, at: 0) }
        configuredBackgroundView.show(shown, in: CGRect(origin: .zero, size: bounds.size), tint: tintColor ?? .systemBlue)
    }

    /// The height the content configuration's view needs at `width` (nil without one).
    func configuredContentHeight(width: CGFloat) -> CGFloat? {
        configuredContentView?.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    /// A cell sizes itself by its content configuration, or by its content view's constraints.
    override func fittingSize(for size: CGSize) -> CGSize {
        if let height = configuredContentHeight(width: contentFrame(in: CGRect(origin: .zero, size: size)).width) {
            return CGSize(width: size.width, height: height)
        }
        let usesConstraints = contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints } || !contentView.constraints.isEmpty
        guard usesConstraints else { return size }
        return contentView.systemLayoutSizeFitting(size, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Puts the selected background just under the content view while selected or highlighted, and takes it out
    /// otherwise.
    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            UIView.performWithoutAnimation { selectedBackgroundView.frame = CGRect(origin: .zero, size: bounds.size) }
            if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, belowSubview: contentView) }
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }
}
