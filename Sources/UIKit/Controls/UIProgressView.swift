import Foundation
import QuartzCore

/// A bar that shows how far a task has come: a track, filled from the leading edge by `progress` (0…1) in
/// `progressTintColor`; `setProgress(_:animated:)` slides the fill to its new length, and a view given
/// `observedProgress` follows a Foundation `Progress` by itself.
@MainActor @preconcurrency
open class UIProgressView: UIView {
    /// The look of the bar.
    public enum Style: Int, Sendable {
        /// The standard bar, 4 points tall with rounded ends.
        case `default` = 0
        /// The bar used in a toolbar, 2.5 points tall, square.
        case bar = 1
    }

    /// The look of the bar; the `.bar` style is thinner and square.
    open var progressViewStyle: Style = .default { didSet { invalidateIntrinsicContentSize(); updateLayers() } }

    /// The fraction filled, kept within 0…1; setting it moves the fill at once.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The fill's colour (the tint colour when nil).
    open var progressTintColor: UIColor? {
        didSet {
            updateLayers()
            appearanceDidSet(\UIProgressView.progressTintColor, progressTintColor)
        }
    }
    /// The track's colour (the system fill when nil).
    open var trackTintColor: UIColor? {
        didSet {
            updateLayers()
            appearanceDidSet(\UIProgressView.trackTintColor, trackTintColor)
        }
    }
    /// An image stretched over the filled part, in place of `progressTintColor`.
    open var progressImage: UIImage? { didSet { updateLayers() } }
    /// An image stretched over the track, in place of `trackTintColor`.
    open var trackImage: UIImage? { didSet { updateLayers() } }

    /// A `Progress` whose `fractionCompleted` the bar shows as it changes.
    ///
    /// Difference from Apple: Foundation on Linux has no key-value observing, so the view polls the progress ten times
    /// a second on the display link of its context while it is in a window and the progress is unfinished.
    open var observedProgress: Progress? {
        didSet {
            if let observedProgress { setProgress(Float(observedProgress.fractionCompleted), animated: false) }
            updatePolling()
        }
    }

    private var storedProgress: Float = 0
    let trackView = UIImageView()
    let fillView = UIImageView()
    /// The link polling `observedProgress`, while it runs.
    private var pollingLink: CADisplayLink?

    /// How long an animated change of `progress` slides the fill.
    static let animationDuration: TimeInterval = 0.25

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// A bar of `style`, as tall as the style makes it and not yet wide (Auto Layout or a frame gives it a width).
    public init(progressViewStyle style: Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height(of: style)))
        progressViewStyle = style
        setUpParts()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets `progress` (clamped to 0…1), sliding the fill there over a quarter second when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard progress.isFinite else {
            return Diagnostics.report("UIProgressView progress \(progress) rejected; keeping \(storedProgress)")
        }
        let clamped = min(max(progress, 0), 1)
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        accessibilityChanged()
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
                self.layoutFill()
            }
        } else {
            UIView.performWithoutAnimation { layoutFill() }
        }
    }

    /// The bar's height for its style; it takes any width, as on iOS.
    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height(of: progressViewStyle))
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height(of: progressViewStyle))
    }

    private func setUpParts() {
        for part in [trackView, fillView] {
            part.isUserInteractionEnabled = false
            part.clipsToBounds = true
            addSubview(part)
        }
        updateLayers()
    }

    static func height(of style: Style) -> CGFloat {
        style == .bar ? 2.5 : 4
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { updateLayers() }
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateLayers()
    }

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateLayers()
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        updatePolling()
    }

    /// The filled part's frame for `progress`, from the leading edge (the right one in a right-to-left layout).
    var fillFrame: CGRect {
        let width = bounds.width * CGFloat(storedProgress)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - width : 0
        return CGRect(x: x, y: 0, width: width, height: bounds.height)
    }

    private func layoutFill() {
        fillView.frame = fillFrame
    }

    /// Lays out the track and fill and gives them their colours or images.
    private func updateLayers() {
        let radius = progressViewStyle == .default ? min(bounds.height, 4) / 2 : 0
        trackView.frame = bounds
        layoutFill()
        for (part, image, color) in [(trackView, trackImage, trackTintColor ?? .systemFill),
                                     (fillView, progressImage, progressTintColor ?? tintColor ?? .systemBlue)] {
            part.image = image
            part.contentMode = .scaleToFill
            part.layer.backgroundColor = image == nil ? shownColor(color) : nil
            part.layer.cornerRadius = image == nil ? radius : 0
        }
    }

    // MARK: Following a Progress

    /// Polls `observedProgress` while the bar is in a window and the progress runs; stops otherwise.
    private func updatePolling() {
        let wanted = window != nil && observedProgress.map { !$0.isFinished && !$0.isCancelled } == true
        if wanted, pollingLink == nil {
            let link = CADisplayLink { [weak self] _ in self?.pollObservedProgress() }
            link.preferredFramesPerSecond = 10
            link.add(to: .main, forMode: .common)
            pollingLink = link
        } else if !wanted, let link = pollingLink {
            link.invalidate()
            pollingLink = nil
        }
    }

    /// Shows the observed progress's fraction now, and stops polling once it finished or was cancelled.
    func pollObservedProgress() {
        guard let observed = observedProgress else { return updatePolling() }
        setProgress(Float(observed.fractionCompleted), animated: false)
        if observed.isFinished || observed.isCancelled { updatePolling() }
    }
}
