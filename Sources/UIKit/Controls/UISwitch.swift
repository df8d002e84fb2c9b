import QuartzCore

/// A control that turns something on or off: a rounded track with a thumb that slides across when tapped, filled
/// with `onTintColor` while on; each tap flips it and sends `.valueChanged`. It is 51 × 31 points, as on iOS.
@MainActor @preconcurrency
open class UISwitch: UIControl {
    /// How the switch looks.
    public enum Style: Int, Sendable {
        case automatic = 0
        case checkbox = 1
        case sliding = 2
    }

    /// Whether the switch is on; setting it moves the thumb without animation and sends no actions.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// The track's colour while on (system green when nil).
    open var onTintColor: UIColor? {
        didSet {
            updateLayers(animated: false)
            appearanceDidSet(\UISwitch.onTintColor, onTintColor)
        }
    }
    /// The thumb's colour (white when nil).
    open var thumbTintColor: UIColor? {
        didSet {
            updateLayers(animated: false)
            appearanceDidSet(\UISwitch.thumbTintColor, thumbTintColor)
        }
    }
    /// Shown on the track while on; iOS has ignored it since iOS 7, and so does this switch.
    open var onImage: UIImage?
    /// Shown on the track while off; ignored, as on iOS.
    open var offImage: UIImage?
    /// The checkbox style's title (Mac Catalyst); the sliding switch shows none.
    open var title: String?
    /// The style asked for; `style` says the one shown.
    open var preferredStyle: Style = .automatic
    /// The style shown: always the sliding switch.
    open var style: Style { .sliding }

    private var storedIsOn = false
    private let track = CALayer()
    private let thumb = CALayer()

    static let size = CGSize(width: 51, height: 31)
    static let thumbDiameter: CGFloat = 27

    /// A switch at `frame`'s origin, 51 × 31 points whatever size `frame` has, as UIKit makes it.
    override public init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        track.cornerRadius = UISwitch.size.height / 2
        layer.addSublayer(track)
        thumb.cornerRadius = UISwitch.thumbDiameter / 2
        thumb.shadowColor = CGColor.black
        thumb.shadowOpacity = 0.2
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        thumb.shadowRadius = 3
        layer.addSublayer(thumb)
        updateLayers(animated: false)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Turns the switch on or off, sliding the thumb over 0.25 s when `animated`; sends no actions.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedIsOn else { return }
        storedIsOn = on
        updateLayers(animated: animated)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    override open var intrinsicContentSize: CGSize { UISwitch.size }

    override open func layoutSubviews() {
        super.layoutSubviews()
        updateLayers(animated: false)
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateLayers(animated: false)
    }

    override open func stateDidChange() {
        super.stateDidChange()
        updateLayers(animated: false)
    }

    /// A tap that ends inside flips the switch, then tells the targets.
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let touch = touches.first, bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self)) {
            setOn(!isOn, animated: true)
            sendActions(for: .valueChanged)
        }
        super.touchesEnded(touches, with: event)
    }

    /// Lays the track and thumb out for the current state, sliding the thumb when `animated`.
    private func updateLayers(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.25)
        let size = UISwitch.size, inset = (size.height - UISwitch.thumbDiameter) / 2
        track.frame = CGRect(origin: .zero, size: size)
        track.backgroundColor = storedIsOn ? (onTintColor ?? .systemGreen).cgColor : UIColor(white: 0.47, alpha: 0.16).cgColor
        let x = storedIsOn ? size.width - inset - UISwitch.thumbDiameter : inset
        thumb.frame = CGRect(x: x, y: inset, width: UISwitch.thumbDiameter, height: UISwitch.thumbDiameter)
        thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
        layer.opacity = isEnabled ? 1 : 0.5
        CATransaction.commit()
    }
}
