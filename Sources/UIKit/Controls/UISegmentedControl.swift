import Foundation
import QuartzCore

/// A row of segments, each a title, an image or an action, one of them selected: a tap selects a segment and sends
/// `.valueChanged` (and runs the segment's action), the selection indicator sliding over to it; a drag that began on
/// the selected segment carries the indicator across the segments. It is 32 points tall, as on iOS.
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
    /// The selected index when no segment is selected.
    public static let noSegment = -1

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment`; setting it moves the indicator without animation and sends no actions.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return Diagnostics.report("UISegmentedControl selectedSegmentIndex \(newValue) is not a segment of \(segments.count); keeping \(storedSelectedIndex)")
            }
            select(newValue, animated: false)
        }
    }

    /// Whether segments only show as pressed while touched, keeping no selection on screen.
    open var isMomentary = false { didSet { updateLayers(animated: false) } }
    /// Whether automatic segment widths follow their content rather than being equal.
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The selection indicator's colour (white in light mode, grey in dark mode when nil).
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            updateLayers(animated: false)
            appearanceDidSet(\UISegmentedControl.selectedSegmentTintColor, selectedSegmentTintColor)
        }
    }

    /// The style of iOS 6 and before; ignored since iOS 7, as here.
    @available(*, deprecated, message: "the style has no effect")
    open var segmentedControlStyle: Style {
        get { Style(rawValue: storedStyle) ?? .plain }
        set { storedStyle = newValue.rawValue }
    }

    var segments: [SegmentContent] = []
    var storedSelectedIndex = UISegmentedControl.noSegment
    private var storedStyle = 0
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    var backgroundImages: [ImageKey: UIImage] = [:]
    var dividerImages: [DividerKey: UIImage] = [:]
    var positionAdjustments: [AdjustmentKey: UIOffset] = [:]
    /// The segment a touch is on, while one is down.
    var pressedSegment: Int?
    /// Whether the press began on the selected segment, so that dragging carries the indicator.
    var pressCarriesIndicator = false
    var segmentViews: [SegmentView] = []
    var dividerViews: [UIImageView] = []
    /// The segments' accessibility elements, made when first asked for.
    var accessibilitySegments: [SegmentAccessibilityElement] = []
    let indicator = CALayer()

    static let height: CGFloat = 32
    static let animationDuration: CFTimeInterval = 0.25

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpLayers()
    }

    /// A control with a segment for each item: a `String` title, a `UIImage`, or a `UIAction` (its image, else its
    /// title); other items are reported and skipped. Its frame fits its segments.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUpLayers()
        for item in items ?? [] {
            switch item {
            case let title as String: insertSegment(withTitle: title, at: numberOfSegments, animated: false)
            case let image as UIImage: insertSegment(with: image, at: numberOfSegments, animated: false)
            case let action as UIAction: insertSegment(action: action, at: numberOfSegments, animated: false)
            default: Diagnostics.report("UISegmentedControl(items:): \(type(of: item)) is not a String, UIImage or UIAction; skipped")
            }
        }
        frame.size = intrinsicContentSize
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped to the segments there are).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentContent(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for `action` at `segment`: it shows the action's image, else its title, and selecting it runs
    /// the action.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentContent(action: action), at: segment, animated: animated)
    }

    /// Removes the segment at `segment`; the selection follows its segment, or goes when it was that one.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else {
            return Diagnostics.report("UISegmentedControl removeSegment(at: \(segment)): no such segment of \(segments.count)")
        }
        segments.remove(at: segment)
        let view = segmentViews.remove(at: segment)
        view.removeFromSuperview()
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        segmentsDidChange(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for view in segmentViews { view.removeFromSuperview() }
        segments = []
        segmentViews = []
        storedSelectedIndex = Self.noSegment
        segmentsDidChange(animated: false)
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment, "setTitle") { $0.title = title; $0.image = nil }
    }

    open func titleForSegment(at segment: Int) -> String? {
        content(segment)?.title
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment, "setImage") { $0.image = image; $0.title = nil }
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        content(segment)?.image
    }

    /// Gives `segment` a width of its own (0: its width follows the control's again).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard width.isFinite, width >= 0 else {
            return Diagnostics.report("UISegmentedControl setWidth(\(width), forSegmentAt: \(segment)) rejected")
        }
        update(segment, "setWidth") { $0.width = width }
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        content(segment)?.width ?? 0
    }

    /// Moves `segment`'s title or image by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        update(segment, "setContentOffset") { $0.contentOffset = offset }
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        content(segment)?.contentOffset ?? .zero
    }

    /// Enables or disables `segment`; a disabled segment is dimmed and cannot be selected by touch.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment, "setEnabled") { $0.isEnabled = enabled }
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        content(segment)?.isEnabled ?? false
    }

    /// Gives `segment` `action`: its title and image show, and selecting the segment runs it.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        update(segment, "setAction") { $0 = SegmentContent(action: action, keeping: $0) }
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        content(segment)?.action
    }

    /// The index of the segment whose action has `actionIdentifier`, or `NSNotFound`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? NSNotFound
    }

    // MARK: Appearance

    /// The attributes titles take in `state` (over the normal state's).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        appearanceDidInvoke(AppearanceMethodKey(name: "setTitleTextAttributes", argument: state.rawValue)) { control in
            (control as? UISegmentedControl)?.setTitleTextAttributes(attributes, for: state)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateLayers(animated: false)
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The image behind segments in `state` for `barMetrics`; with one for the normal state, segments draw their
    /// images in place of the rounded background and indicator.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[ImageKey(state: state.rawValue, metrics: barMetrics.rawValue)] = backgroundImage
        updateLayers(animated: false)
    }

    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[ImageKey(state: state.rawValue, metrics: barMetrics.rawValue)]
    }

    /// The image between two segments in `leftState` and `rightState`, for `barMetrics`.
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics.rawValue)] = dividerImage
        updateLayers(animated: false)
    }

    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics.rawValue)]
    }

    /// Moves the content of every segment of a kind (the left one, middle ones, right one, a lone one, or `.any`).
    open func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment,
                                           barMetrics: UIBarMetrics) {
        positionAdjustments[AdjustmentKey(segment: leftCenterRightOrAlone.rawValue, metrics: barMetrics.rawValue)] = adjustment
        updateLayers(animated: false)
    }

    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        positionAdjustments[AdjustmentKey(segment: leftCenterRightOrAlone.rawValue, metrics: barMetrics.rawValue)] ?? .zero
    }

    // MARK: Size

    /// Wide enough for the segments' content (and widths set), 32 points tall.
    override open var intrinsicContentSize: CGSize {
        CGSize(width: layoutModel.fittingWidth, height: Self.height)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Tracking

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if isEnabled, let touch = touches.first { beginPress(at: touch.location(in: self)) }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let touch = touches.first { movePress(to: touch.location(in: self)) }
    }

    /// Ends the press; the control's own events stand in for UIControl's, so that `.primaryActionTriggered` goes
    /// out only with a segment's action.
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first?.location(in: self)
        isHighlighted = false
        endPress(at: point)
        guard isEnabled, let point else { return }
        sendActions(for: bounds.insetBy(dx: -70, dy: -70).contains(point) ? .touchUpInside : .touchUpOutside)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endPress(at: nil)
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Look

    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutSegments()
        updateLayers(animated: false)
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateLayers(animated: false)
    }

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateLayers(animated: false)
    }

    override open func stateDidChange() {
        super.stateDidChange()
        updateLayers(animated: false)
    }
}
