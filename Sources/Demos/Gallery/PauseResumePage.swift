import UIKit

/// Pausing and resuming a layer's animations through its time, Apple's Technical Q&A QA1673:
/// pause with speed 0 and timeOffset at the paused time; resume with beginTime set so that the
/// layer's time continues from there. A tap anywhere on the stage (or the button) toggles.
final class PauseResumePage: GalleryPage {
    override class var name: String { "Pause and resume" }
    override class var api: String { "layer.speed = 0 · layer.timeOffset = pausedTime · layer.beginTime = timeSincePause" }
    override class var hint: String { "Tap to pause and resume: the animations stop where they are and go on from there." }

    /// The view whose layer is paused; the swinging ball and the wheel inside it animate.
    private(set) var clockView: UIView!
    private(set) var ball: UIView!
    private(set) var toggleButton: UIButton!
    private let timeLabel = UILabel()

    static let swing: CFTimeInterval = 1.6

    override func build() {
        clockView = UIView(frame: stage.bounds)
        stage.addSubview(clockView)
        outline(FillModesPage.line(from: CGPoint(x: 120, y: 140), to: CGPoint(x: 640, y: 140)), dashed: true)
        ball = box(center: CGPoint(x: 120, y: 140), size: CGSize(width: 48, height: 48), color: GalleryPalette.accents[3],
                   cornerRadius: 24, in: clockView)
        let swing = CABasicAnimation(keyPath: "position.x")
        swing.fromValue = 120
        swing.toValue = 640
        swing.duration = Self.seconds(Self.swing)
        swing.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        swing.autoreverses = true
        swing.repeatCount = .infinity
        ball.layer.add(swing, forKey: "swing")

        let wheel = box(center: CGPoint(x: 380, y: 260), size: CGSize(width: 90, height: 90), color: GalleryPalette.accents[1],
                        cornerRadius: 14, in: clockView)
        let spoke = box(center: CGPoint(x: 45, y: 20), size: CGSize(width: 10, height: 30), color: GalleryPalette.background,
                        cornerRadius: 5, in: wheel)
        spoke.isUserInteractionEnabled = false
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = Self.seconds(2 * Self.swing)
        spin.repeatCount = .infinity
        wheel.layer.add(spin, forKey: "spin")

        toggleButton = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.toggle() })
        toggleButton.frame = CGRect(x: 300, y: 340, width: 160, height: 36)
        toggleButton.tintColor = GalleryPalette.api
        toggleButton.setTitle("Pause", for: .normal)
        stage.addSubview(toggleButton)
        timeLabel.frame = CGRect(x: 20, y: 20, width: 720, height: 20)
        timeLabel.font = UIFont(name: "monospace", size: 13) ?? .systemFont(ofSize: 13)
        timeLabel.textColor = GalleryPalette.secondaryText
        timeLabel.textAlignment = .center
        timeLabel.text = "layer.speed = 1"
        stage.addSubview(timeLabel)
        clockView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.toggle() })
    }

    var isPaused: Bool { clockView.layer.speed == 0 }

    /// Pauses the clock view's layer, or resumes it, as QA1673 does.
    func toggle() {
        let layer = clockView.layer
        if isPaused {
            let pausedTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            layer.beginTime = timeSincePause
            timeLabel.text = String(format: "layer.speed = 1 · layer.beginTime = %.2f", timeSincePause)
            toggleButton.setTitle("Pause", for: .normal)
        } else {
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
            timeLabel.text = String(format: "layer.speed = 0 · layer.timeOffset = %.2f", pausedTime)
            toggleButton.setTitle("Resume", for: .normal)
        }
    }
}
