import QuartzCore

/// A control that picks a value from a continuous range as a thumb is dragged along a track,
/// sending `.valueChanged` while it moves (`isContinuous`) or once when let go.
///
/// Differences from iOS: a press on the track away from the thumb moves the thumb there, as
/// desktop sliders do (iOS ignores it); the track and thumb are drawn, without custom images.
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

    /// The rectangle the track is drawn in: the bounds' width, `trackHeight` tall, centered.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2, width: bounds.width, height: UISlider.trackHeight)
    }

    /// The thumb's rectangle for `value`: its center travels the track, inset by half the thumb at each end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = UISlider.thumbDiameter
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = rect.minX + d / 2 + (rect.width - d) * fraction
        return CGRect(x: x - d / 2, y: rect.midY - d / 2, width: d, height: d)
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
        let travel = rect.width - UISlider.thumbDiameter
        let fraction = travel > 0 ? (point.x - grabOffset - rect.minX - UISlider.thumbDiameter / 2) / travel : 0
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
        CATransaction.commit()
    }
}
