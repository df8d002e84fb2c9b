import UIKit

/// An interruptible animation scrubbed by hand: a paused `UIViewPropertyAnimator` whose
/// `fractionComplete` follows a slider; Play runs it on from there (and back from the end).
final class PropertyAnimatorPage: GalleryPage {
    override class var name: String { "Property animator" }
    override class var api: String { "UIViewPropertyAnimator · pauseAnimation() · fractionComplete = slider.value" }
    override class var hint: String { "Drag the slider to scrub the animation; Play runs it from where it is." }

    static let fromX: CGFloat = 160
    static let toX: CGFloat = 600
    static let duration: TimeInterval = 1.2

    private(set) var square: UIView!
    private(set) var slider: UISlider!
    private(set) var animator: UIViewPropertyAnimator!
    private(set) var playButton: UIButton!
    private let fractionLabel = UILabel()
    private var link: CADisplayLink?

    override func build() {
        outline(FillModesPage.line(from: CGPoint(x: Self.fromX, y: 140), to: CGPoint(x: Self.toX, y: 140)), dashed: true)
        square = box(center: CGPoint(x: Self.fromX, y: 140), size: CGSize(width: 90, height: 90), color: GalleryPalette.accents[2], cornerRadius: 12)
        let square = square!
        // The animator captures its changes through the view's actions, which the page's setup disables.
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        animator = UIViewPropertyAnimator(duration: Self.seconds(Self.duration), curve: .easeInOut) {
            square.center.x = Self.toX
            square.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 1.3, y: 1.3)
            square.backgroundColor = GalleryPalette.accents[4]
        }
        animator.pausesOnCompletion = true
        animator.pauseAnimation()
        CATransaction.commit()

        slider = UISlider(frame: CGRect(x: Self.fromX - 14, y: 270, width: Self.toX - Self.fromX + 28, height: 31))
        slider.minimumTrackTintColor = GalleryPalette.api
        slider.accessibilityLabel = "Animation progress"
        slider.addAction(UIAction { [weak self] _ in self?.scrub() }, for: .valueChanged)
        stage.addSubview(slider)
        fractionLabel.frame = CGRect(x: 160, y: 310, width: 440, height: 20)
        fractionLabel.font = UIFont(name: "monospace", size: 13) ?? .systemFont(ofSize: 13)
        fractionLabel.textColor = GalleryPalette.secondaryText
        fractionLabel.textAlignment = .center
        stage.addSubview(fractionLabel)
        playButton = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.play() })
        playButton.setTitle("Play", for: .normal)
        playButton.tintColor = GalleryPalette.api
        playButton.frame = CGRect(x: 330, y: 340, width: 100, height: 36)
        stage.addSubview(playButton)
        showFraction()

        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            if self.animator.isRunning { self.showFraction() }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        if newWindow == nil { link?.invalidate() }
    }

    /// How far toward the end state the square is, whichever way the animator runs.
    var position: CGFloat {
        animator.isReversed ? 1 - animator.fractionComplete : animator.fractionComplete
    }

    /// The slider moved: the paused animator shows that fraction.
    private func scrub() {
        if animator.isRunning { animator.pauseAnimation() }
        animator.isReversed = false
        animator.fractionComplete = CGFloat(slider.value)
        showFraction()
    }

    /// Runs the animation on from where it is, or back to the start once at the end.
    private func play() {
        if animator.isRunning { return animator.pauseAnimation() }
        let atEnd = position >= 0.999
        let currentPosition = position
        animator.isReversed = atEnd
        if !atEnd { animator.fractionComplete = currentPosition }
        animator.startAnimation()
    }

    private func showFraction() {
        slider.value = Float(position)
        fractionLabel.text = String(format: "animator.fractionComplete = %.2f", animator.fractionComplete)
    }
}
