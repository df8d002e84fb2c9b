import QuartzCore

/// A control that picks a value from a continuous range as a thumb is dragged along a track,
/// sending `.valueChanged` while it moves (`isContinuous`) or once when let go.
///
/// Difference from Apple: a press on the track away from the thumb moves the thumb there, as desktop sliders do
/// (iOS ignores it).
@MainActor @preconcurrency
open class UISlider: UIControl {
    /// The value the thumb shows, kept within `minimumValue…maximumValue`.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the track's left end; a larger current value is kept, a smaller one raised to it.
    open var minimumValue: Float = 0 {
        didSet {
            guard minimumValue.isFinite else {
                minimumValue = rejected("minimumValue", minimumValue, keeping: oldValue)
                return
            }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }

    /// The value at the track's right end; a smaller current value is kept, a larger one lowered to it.
    open var maximumValue: Float = 1 {
        didSet {
            guard maximumValue.isFinite else {
                maximumValue = rejected("maximumValue", maximumValue, keeping: oldValue)
                return
            }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }

    /// Whether `.valueChanged` is sent on every move of the thumb (true) or only when the drag ends.
    open var isContinuous = true


    /// The track's color left of the thumb (the tint color when nil).
    open var minimumTrackTintColor: UIColor? {
        didSet {
            updateLayers(animated: false)
            appearanceDidSet(\UISlider.minimumTrackTintColor, minimumTrackTintColor)
        }
    }
    /// The track's color right of the thumb.
    open var maximumTrackTintColor: UIColor? {
        didSet {
            updateLayers(animated: false)
            appearanceDidSet(\UISlider.maximumTrackTintColor, maximumTrackTintColor)
        }
    }
    /// The thumb's color (white when nil).
    open var thumbTintColor: UIColor? {
        didSet {
            updateLayers(animated: false)
            appearanceDidSet(\UISlider.thumbTintColor, thumbTintColor)
        }
    }

    /// The image left of the track (a quiet speaker before a volume slider); the track shortens to make room.
    open var minimumValueImage: UIImage? { didSet { setNeedsLayout() } }
    /// The image right of the track.
    open var maximumValueImage: UIImage? { didSet { setNeedsLayout() } }

    /// The images set per state for the thumb and the two parts of the track (`setThumbImage(_:for:)`, …).
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]
    /// The views showing the custom images, made when an image is first set.
    private let imageViews = SliderImageViews()

    private var storedValue: Float = 0
    private let maximumTrack = CALayer()
    private let minimumTrack = CALayer()
    private let thumb = CALayer()
    /// Where the touch holds the thumb, from the thumb's center along x.
    private var grabOffset: CGFloat = 0
    /// The value when the drag began, to tell whether a non-continuous drag changed it.
    private var valueAtTrackingStart: Float = 0

    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    /// The space between a value image and the track.
    static let valueImageGap: CGFloat = 8

    /// Shows `image` as the thumb in `state` (nil: the standard thumb); an empty image hides the thumb.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        updateLayers(animated: false)
    }

    /// Shows `image` as the track left of the thumb in `state`, stretched along it (a resizable image keeps its caps).
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
        updateLayers(animated: false)
    }

    /// Shows `image` as the track right of the thumb in `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
        updateLayers(animated: false)
    }

    /// The thumb image set for `state`, nil when none was.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// The left track image set for `state`.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// The right track image set for `state`.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }

    /// The thumb image shown now: the current state's, else the normal state's.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }
    /// The left track image shown now.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages[state.rawValue] ?? minimumTrackImages[0] }
    /// The right track image shown now.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages[state.rawValue] ?? maximumTrackImages[0] }

    /// Where `minimumValueImage` is drawn: at the leading end, centered vertically, at its size.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where `maximumValueImage` is drawn: at the trailing end.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The thumb's size: its image's, or the standard round thumb's.
    private var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: UISlider.thumbDiameter, height: UISlider.thumbDiameter)
    }

    /// A state change may pick other images.
    override open func stateDidChange() {
        super.stateDidChange()
        updateLayers(animated: false)
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        for track in [maximumTrack, minimumTrack] {
            track.cornerRadius = UISlider.trackHeight / 2
            layer.addSublayer(track)
        }
        thumb.cornerRadius = UISlider.thumbDiameter / 2
        thumb.shadowColor = CGColor.black
        thumb.shadowOpacity = 0.25
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        thumb.shadowRadius = 3
        thumb.borderWidth = 0.5
        thumb.borderColor = CGColor(gray: 0, alpha: 0.1)
        layer.addSublayer(thumb)
        updateLayers(animated: false)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Moves the thumb to `value` (clamped), sliding it there over 0.25 s when `animated`; sends no actions.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else { return Diagnostics.report("UISlider value \(value) rejected; keeping \(storedValue)") }
        storedValue = min(max(value, minimumValue), maximumValue)
        updateLayers(animated: animated)
    }

    /// The rectangle the track is drawn in: the bounds' width less the value images, `trackHeight` tall (a track
    /// image's height when there is one), centered.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + UISlider.valueImageGap }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - UISlider.valueImageGap }
        let height = currentMinimumTrackImage?.size.height ?? currentMaximumTrackImage?.size.height ?? UISlider.trackHeight
        return CGRect(x: minX, y: bounds.midY - height / 2, width: max(0, maxX - minX), height: height)
    }

    /// The thumb's rectangle for `value`: its center travels the track, inset by half the thumb at each end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = rect.minX + size.width / 2 + (rect.width - size.width) * fraction
        return CGRect(x: x - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, UISlider.thumbDiameter * 4), height: 31)
    }

    /// A slider has a height of its own and takes whatever width it is given, as on iOS.
    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 31)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        updateLayers(animated: false)
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateLayers(animated: false)
    }

    // MARK: Tracking

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        let point = touch.location(in: self)
        let thumbFrame = currentThumbRect
        valueAtTrackingStart = storedValue
        if thumbFrame.insetBy(dx: -8, dy: -8).contains(point) {
            grabOffset = point.x - thumbFrame.midX
        } else {
            grabOffset = 0
            track(to: point)
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        track(to: touch.location(in: self))
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        finishDrag()
        super.touchesEnded(touches, with: event)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        finishDrag()
        super.touchesCancelled(touches, with: event)
    }

    /// Puts the thumb's center under `point` (less the grab offset) and reports the change.
    private func track(to point: CGPoint) {
        let rect = trackRect(forBounds: bounds)
        let thumbWidth = thumbSize.width
        let travel = rect.width - thumbWidth
        let fraction = travel > 0 ? (point.x - grabOffset - rect.minX - thumbWidth / 2) / travel : 0
        let newValue = minimumValue + Float(min(max(fraction, 0), 1)) * (maximumValue - minimumValue)
        guard newValue != storedValue else { return }
        setValue(newValue, animated: false)
        if isContinuous { sendActions(for: .valueChanged) }
    }

    /// The drag ends (UIControl then stops tracking): a slider that is not continuous reports its value now.
    private func finishDrag() {
        guard isTracking else { return }
        if !isContinuous, storedValue != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    // MARK: Drawing

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    private func clampValue() {
        setValue(storedValue, animated: false)
    }

    private func rejected(_ name: String, _ value: Float, keeping old: Float) -> Float {
        Diagnostics.report("UISlider \(name) \(value) rejected; keeping \(old)")
        return old
    }

    /// Lays the track and thumb out for the current value, sliding the thumb when `animated`.
    private func updateLayers(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.25)
        let rect = trackRect(forBounds: bounds)
        let thumbFrame = currentThumbRect
        maximumTrack.frame = rect
        minimumTrack.frame = CGRect(x: rect.minX, y: rect.minY, width: max(0, thumbFrame.midX - rect.minX), height: rect.height)
        thumb.frame = thumbFrame
        maximumTrack.backgroundColor = (maximumTrackTintColor ?? UIColor(white: 0.47, alpha: 0.35)).cgColor
        minimumTrack.backgroundColor = (minimumTrackTintColor ?? tintColor ?? .systemBlue).cgColor
        thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
        thumb.isHidden = currentThumbImage != nil
        minimumTrack.isHidden = currentMinimumTrackImage != nil
        maximumTrack.isHidden = currentMaximumTrackImage != nil
        imageViews.show(currentMaximumTrackImage, in: \.maximumTrack, frame: rect, on: self)
        imageViews.show(currentMinimumTrackImage, in: \.minimumTrack, frame: minimumTrack.frame, on: self)
        imageViews.show(currentThumbImage, in: \.thumb, frame: thumbFrame, on: self)
        imageViews.show(minimumValueImage, in: \.minimumValue, frame: minimumValueImageRect(forBounds: bounds), on: self)
        imageViews.show(maximumValueImage, in: \.maximumValue, frame: maximumValueImageRect(forBounds: bounds), on: self)
        CATransaction.commit()
    }
}
