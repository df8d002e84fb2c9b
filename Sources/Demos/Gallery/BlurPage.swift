import UIKit

/// Frosted glass over moving content: a `UIVisualEffectView` blurring the cards that slide under it, its blur
/// scrubbed by a slider through a paused `UIViewPropertyAnimator` whose animations remove the effect.
final class BlurPage: GalleryPage {
    override class var name: String { "Blur" }
    override class var api: String { "UIVisualEffectView(effect: UIBlurEffect(style: .light)) · animator.fractionComplete" }
    override class var hint: String { "Drag the slider to scrub the blur away and back; the cards keep moving under it." }

    /// The panel and the blur it shows.
    static let panelFrame = CGRect(x: 190, y: 40, width: 380, height: 250)
    static let slideDuration: TimeInterval = 2.4

    private(set) var panel: UIVisualEffectView!
    private(set) var slider: UISlider!
    private(set) var animator: UIViewPropertyAnimator!
    private(set) var cards: [UIView] = []
    private let valueLabel = UILabel()

    override func build() {
        for index in 0..<6 {
            let row = index % 2
            let card = UIView(frame: CGRect(x: 40 + CGFloat(index) * 110, y: 60 + CGFloat(row) * 110, width: 100, height: 90))
            card.backgroundColor = GalleryPalette.accents[index % GalleryPalette.accents.count]
            card.layer.cornerRadius = 14
            let stripe = UIView(frame: CGRect(x: 14, y: 38, width: 72, height: 14))
            stripe.backgroundColor = GalleryPalette.background
            card.addSubview(stripe)
            stage.addSubview(card)
            cards.append(card)
        }
        panel = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        panel.frame = Self.panelFrame
        stage.addSubview(panel)
        let title = UILabel(frame: CGRect(x: 0, y: 14, width: Self.panelFrame.width, height: 24))
        title.text = "UIVisualEffectView"
        title.font = .systemFont(ofSize: 18, weight: .semibold)
        title.textColor = UIColor(white: 0.12, alpha: 1)
        title.textAlignment = .center
        panel.contentView.addSubview(title)

        // The cards slide to and fro under the panel, each at its own pace (animated through the views' actions,
        // which the page's setup disables), and the animator captures its change the same way.
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        let cards = cards
        for (index, card) in cards.enumerated() {
            UIView.animate(
                withDuration: Self.seconds(Self.slideDuration + Double(index) * 0.35), delay: 0,
                options: [.repeat, .autoreverse, .curveEaseInOut],
                animations: { card.center.x += index % 2 == 0 ? 150 : -150 })
        }

        let panel = panel!
        animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { panel.effect = nil }
        animator.pausesOnCompletion = true
        animator.pauseAnimation()
        CATransaction.commit()

        slider = UISlider(frame: CGRect(x: Self.panelFrame.minX, y: 315, width: Self.panelFrame.width, height: 31))
        slider.value = 1
        slider.minimumTrackTintColor = GalleryPalette.api
        slider.addAction(UIAction { [weak self] _ in self?.scrub() }, for: .valueChanged)
        stage.addSubview(slider)
        valueLabel.frame = CGRect(x: Self.panelFrame.minX, y: 355, width: Self.panelFrame.width, height: 20)
        valueLabel.font = UIFont(name: "monospace", size: 13) ?? .systemFont(ofSize: 13)
        valueLabel.textColor = GalleryPalette.secondaryText
        valueLabel.textAlignment = .center
        stage.addSubview(valueLabel)
        showFraction()
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        if newWindow == nil, animator.state == .active { animator.stopAnimation(true) }
    }

    /// The slider moved: full blur at 1, none at 0.
    private func scrub() {
        animator.fractionComplete = CGFloat(1 - slider.value)
        showFraction()
    }

    private func showFraction() {
        valueLabel.text = String(format: "animator.fractionComplete = %.2f", animator.fractionComplete)
    }
}
