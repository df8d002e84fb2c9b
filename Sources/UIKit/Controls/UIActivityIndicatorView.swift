import Foundation
import QuartzCore

/// The spinning wheel that shows a task is under way: twelve spokes turning a step at a time while animating,
/// hidden while stopped (unless `hidesWhenStopped` is false).
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// The size and look of the spinner.
    public enum Style: Int, Sendable {
        /// 20 points, in the secondary label colour.
        case medium = 100
        /// 37 points, in the secondary label colour.
        case large = 101
        /// 37 points, white.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleLarge")
        case whiteLarge = 0
        /// 20 points, white.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium")
        case white = 1
        /// 20 points, gray.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium")
        case gray = 2
    }

    /// The spinner's size and default colour.
    open var style: Style = .medium {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            rebuildSpokes()
        }
    }

    /// The Objective-C-era name of `style`.
    @available(*, deprecated, renamed: "style")
    open var activityIndicatorViewStyle: Style {
        get { style }
        set { style = newValue }
    }

    /// Whether the view hides itself while stopped; true by default.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// The spokes' colour; setting nil goes back to the style's.
    open var color: UIColor! {
        get { storedColor ?? styleColor }
        set {
            storedColor = newValue
            updateColors()
            appearanceDidSet(\UIActivityIndicatorView.color, newValue)
        }
    }

    /// Whether the spinner turns.
    open var isAnimating: Bool { animating }

    private var storedColor: UIColor?
    private var animating = false
    /// The layer the spokes sit in; it turns, the spokes stay put inside it.
    let wheel = CALayer()
    private(set) var spokes: [CALayer] = []

    /// The key of the turning animation on `wheel`.
    static let spinKey = "UIActivityIndicatorView.spin"

    /// A spinner of `style`, at the style's size.
    public init(style: Style) {
        self.style = style
        let side = Self.diameter(of: style)
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        setUp()
    }

    /// A medium spinner centred in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A medium spinner.
    ///
    /// Difference from Apple: nothing is decoded (there are no archives of views on Linux); the spinner is medium.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        setUp()
    }

    /// The Objective-C-era initializer.
    @available(*, deprecated, renamed: "init(style:)")
    public convenience init(activityIndicatorStyle style: Style) {
        self.init(style: style)
    }

    private func setUp() {
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
        layer.addSublayer(wheel)
        rebuildSpokes()
    }

    /// Starts turning (and shows the view).
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        addSpin()
        accessibilityChanged()
    }

    /// Stops turning; hides the view when `hidesWhenStopped`.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        wheel.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
        accessibilityChanged()
    }

    /// The style's size: 20 points for medium, white and gray, 37 for large and white large.
    override open var intrinsicContentSize: CGSize {
        let side = Self.diameter(of: style)
        return CGSize(width: side, height: side)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let side = Self.diameter(of: style)
        wheel.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        wheel.position = CGPoint(x: bounds.midX, y: bounds.midY)
        CATransaction.commit()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateColors()
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        // A spinner taken out of a window and put back keeps turning.
        if animating, wheel.animation(forKey: Self.spinKey) == nil { addSpin() }
    }

    static func diameter(of style: Style) -> CGFloat {
        switch style {
        case .large, .whiteLarge: 37
        default: 20
        }
    }

    /// The style's colour: white for the white styles, gray for gray, the secondary label colour otherwise.
    private var styleColor: UIColor {
        switch style {
        case .white, .whiteLarge: .white
        case .gray: .gray
        default: .secondaryLabel
        }
    }

    /// Turns the wheel a spoke's step at a time, a turn a second, for ever.
    private func addSpin() {
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = SpinnerGeometry.stepAngles
        spin.calculationMode = .discrete
        spin.duration = SpinnerGeometry.period
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        wheel.add(spin, forKey: Self.spinKey)
    }

    private func rebuildSpokes() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        spokes.forEach { $0.removeFromSuperlayer() }
        let geometry = SpinnerGeometry(diameter: Self.diameter(of: style))
        spokes = (0..<SpinnerGeometry.spokeCount).map { index in
            let spoke = CALayer()
            let (frame, angle, opacity) = geometry.spoke(index)
            // Turned about the spinner's centre: the anchor sits at the centre, below the spoke.
            spoke.bounds = CGRect(origin: .zero, size: frame.size)
            spoke.anchorPoint = CGPoint(x: 0.5, y: geometry.diameter / 2 / frame.height)
            spoke.position = CGPoint(x: geometry.diameter / 2, y: geometry.diameter / 2)
            spoke.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
            spoke.cornerRadius = frame.width / 2
            spoke.opacity = opacity
            wheel.addSublayer(spoke)
            return spoke
        }
        CATransaction.commit()
        setNeedsLayout()
        updateColors()
    }

    private func updateColors() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let shown = shownColor(color)
        for spoke in spokes { spoke.backgroundColor = shown }
        CATransaction.commit()
    }
}
