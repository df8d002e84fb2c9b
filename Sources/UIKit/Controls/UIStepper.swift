import QuartzCore

/// A control that raises or lowers a value by `stepValue`: a rounded pill with a minus half and a plus half. A press on
/// a half steps once, and keeps stepping while held (`autorepeat`), faster the longer it is held, sending
/// `.valueChanged` with each step (`isContinuous`) or once when let go. It is 94 × 32 points, as on iOS.
@MainActor @preconcurrency
open class UIStepper: UIControl {
    /// Whether each step while pressed sends `.valueChanged` (true), or only the release does.
    open var isContinuous = true
    /// Whether holding a half keeps stepping.
    open var autorepeat = true
    /// Whether stepping past one end goes on from the other.
    open var wraps = false { didSet { updateLayers() } }

    /// The value shown, kept within `minimumValue…maximumValue`; setting it sends no actions.
    open var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else { return Diagnostics.report("UIStepper value \(newValue) rejected; keeping \(storedValue)") }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            updateLayers()
            accessibilityChanged()
        }
    }

    /// The lowest value; a maximum below it is raised to it, as UIKit keeps the range ordered.
    open var minimumValue: Double = 0 {
        didSet {
            guard minimumValue.isFinite else { return minimumValue = rejected("minimumValue", minimumValue, keeping: oldValue) }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// The highest value; a minimum above it is lowered to it.
    open var maximumValue: Double = 100 {
        didSet {
            guard maximumValue.isFinite else { return maximumValue = rejected("maximumValue", maximumValue, keeping: oldValue) }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// How much one step changes the value; it must be above zero (others are refused with a message).
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0, stepValue.isFinite else { return stepValue = rejected("stepValue", stepValue, keeping: oldValue) }
        }
    }

    private var storedValue: Double = 0
    var backgroundImages: [UInt: UIImage] = [:]
    var dividerImages: [DividerKey: UIImage] = [:]
    var incrementImages: [UInt: UIImage] = [:]
    var decrementImages: [UInt: UIImage] = [:]
    /// The half a touch holds, while one does.
    var pressedHalf: Half?
    /// The autorepeat of the held half, while it runs.
    var repeater: StepRepeater?
    /// The value when the press began, to tell whether a non-continuous press changed it.
    var valueAtPressStart: Double = 0

    /// The two halves, left to right.
    enum Half: Int { case decrement, increment }

    /// A divider image's key: the states of the halves on its left and right.
    struct DividerKey: Hashable {
        let left: UInt
        let right: UInt
    }

    let halves = [StepperHalfView(glyph: .minus), StepperHalfView(glyph: .plus)]
    let divider = UIImageView()

    static let size = CGSize(width: 94, height: 32)

    /// A stepper at `frame`'s origin, 94 × 32 points whatever size `frame` has, as UIKit makes it.
    override public init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        layer.cornerRadius = 8
        clipsToBounds = true
        for half in halves {
            half.isUserInteractionEnabled = false
            addSubview(half)
        }
        divider.isUserInteractionEnabled = false
        addSubview(divider)
        // Its size is fixed: Auto Layout stretches the views beside it instead, as with UIKit's stepper.
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
            setContentCompressionResistancePriority(.defaultHigh, for: axis)
        }
        updateLayers()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Images for states

    /// The image stretched behind each half in `state` (the normal state's stands in for others).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        updateLayers()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue]
    }

    /// The image between the halves when the left one is in `leftState` and the right one in `rightState`.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)] = image
        updateLayers()
    }

    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)]
    }

    /// The plus half's image in `state`, in place of the drawn plus.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        updateLayers()
    }

    open func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state.rawValue]
    }

    /// The minus half's image in `state`, in place of the drawn minus.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        updateLayers()
    }

    open func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state.rawValue]
    }

    // MARK: Tracking

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first { beginPress(at: touch.location(in: self)) }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let touch = touches.first { movePress(to: touch.location(in: self)) }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        endPress()
        super.touchesEnded(touches, with: event)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endPress()
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Size and look

    override open func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    override open var intrinsicContentSize: CGSize { UIStepper.size }

    override open func layoutSubviews() {
        super.layoutSubviews()
        updateLayers()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateLayers()
    }

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateLayers()
    }

    override open func stateDidChange() {
        super.stateDidChange()
        updateLayers()
    }

    /// Whether stepping `half` would change the value (or wrap around).
    func canStep(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return maximumValue > minimumValue }
        return half == .increment ? storedValue < maximumValue : storedValue > minimumValue
    }

    /// The state `half` shows: disabled where it cannot step, highlighted while pressed.
    func state(of half: Half) -> UIControl.State {
        if !canStep(half) { return .disabled }
        return pressedHalf == half ? .highlighted : .normal
    }

    /// One step of `half`: up or down by `stepValue`, wrapping or stopping at the ends; true when the value changed.
    @discardableResult
    func step(_ half: Half) -> Bool {
        let old = storedValue
        var next = half == .increment ? old + stepValue : old - stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != old else { return false }
        value = next
        return true
    }

    /// Lays the halves and divider out and gives each its image or drawn glyph for its state.
    func updateLayers() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let size = bounds.size, halfWidth = size.width / 2
        layer.backgroundColor = backgroundImages.isEmpty ? shownColor(.tertiarySystemFill) : nil
        let states = [state(of: .decrement), state(of: .increment)]
        for (index, half) in halves.enumerated() {
            let state = states[index]
            half.frame = CGRect(x: CGFloat(index) * halfWidth, y: 0, width: halfWidth, height: size.height)
            let images = index == 0 ? decrementImages : incrementImages
            half.show(glyphImage: images[state.rawValue] ?? images[UIControl.State.normal.rawValue],
                      background: backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue],
                      color: shownColor(state == .disabled ? .tertiaryLabel : .label), pressedColor: shownColor(.systemFill),
                      isPressed: state == .highlighted)
        }
        let dividerImage = dividerImages[DividerKey(left: states[0].rawValue, right: states[1].rawValue)]
            ?? dividerImages[DividerKey(left: 0, right: 0)]
        divider.image = dividerImage
        let dividerSize = dividerImage?.size ?? CGSize(width: 1, height: 18)
        divider.frame = CGRect(x: halfWidth - dividerSize.width / 2, y: (size.height - dividerSize.height) / 2,
                               width: dividerSize.width, height: dividerSize.height)
        divider.layer.backgroundColor = dividerImage == nil ? shownColor(.opaqueSeparator) : nil
        CATransaction.commit()
    }

    private func rejected(_ name: String, _ value: Double, keeping old: Double) -> Double {
        Diagnostics.report("UIStepper \(name) \(value) rejected; keeping \(old)")
        return old
    }
}
