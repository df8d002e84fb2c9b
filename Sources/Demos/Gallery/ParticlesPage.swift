import UIKit

/// Particle emitters: snow falling over a night scene, its birth rate on a slider (through the key path
/// `emitterCells.snow.birthRate`), and confetti bursting wherever the box is tapped.
final class ParticlesPage: GalleryPage {
    override class var name: String { "Particle emitters" }
    override class var api: String { "CAEmitterLayer · CAEmitterCell · emitterCells.snow.birthRate · renderMode" }
    override class var hint: String { "Slide to change how hard it snows; tap the box on the right for confetti." }

    /// Snowflakes born each second at the start.
    static let initialSnowRate: Float = 40
    /// How long a burst gives birth, and the most bursts kept at once.
    static let burstLength: CFTimeInterval = 0.15
    static let burstLimit = 4

    private(set) var snow: CAEmitterLayer!
    private(set) var slider: UISlider!
    private(set) var confettiBox: UIView!
    /// The bursts shown, oldest first.
    private(set) var bursts: [CAEmitterLayer] = []
    private let rateLabel = UILabel()

    override func build() {
        buildSnow(in: CGRect(x: 20, y: 10, width: 400, height: 300))
        buildConfettiBox(in: CGRect(x: 440, y: 10, width: 300, height: 300))
        slider = UISlider(frame: CGRect(x: 40, y: 330, width: 360, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = Self.initialSnowRate
        slider.minimumTrackTintColor = GalleryPalette.api
        slider.addAction(UIAction { [weak self] _ in self?.snowRateChanged() }, for: .valueChanged)
        stage.addSubview(slider)
        rateLabel.frame = CGRect(x: 40, y: 365, width: 360, height: 20)
        rateLabel.textColor = GalleryPalette.secondaryText
        rateLabel.textAlignment = .center
        stage.addSubview(rateLabel)
        caption("tap for confetti · renderMode .oldestLast", frame: CGRect(x: 440, y: 335, width: 300, height: 20), color: GalleryPalette.text)
        showRate()
    }

    /// A night sky, hills and a lit window, with snow falling from above the top edge.
    private func buildSnow(in frame: CGRect) {
        let scene = UIView(frame: frame)
        scene.backgroundColor = UIColor(red: 0.06, green: 0.08, blue: 0.2, alpha: 1)
        scene.layer.cornerRadius = 16
        scene.clipsToBounds = true
        stage.addSubview(scene)
        for (x, y, size, shade) in [(-80.0, 200.0, 300.0, 0.22), (180, 220, 320, 0.28)] {
            let hill = CALayer()
            hill.frame = CGRect(x: x, y: y, width: size, height: size)
            hill.cornerRadius = size / 2
            hill.backgroundColor = UIColor(red: shade * 0.8, green: shade, blue: shade * 1.3, alpha: 1).cgColor
            scene.layer.addSublayer(hill)
        }
        let house = CALayer()
        house.frame = CGRect(x: 250, y: 180, width: 70, height: 56)
        house.backgroundColor = UIColor(red: 0.35, green: 0.2, blue: 0.18, alpha: 1).cgColor
        let window = CALayer()
        window.frame = CGRect(x: 24, y: 16, width: 22, height: 20)
        window.backgroundColor = UIColor(red: 1, green: 0.82, blue: 0.4, alpha: 1).cgColor
        house.addSublayer(window)
        scene.layer.addSublayer(house)

        snow = CAEmitterLayer()
        snow.frame = scene.bounds
        snow.emitterShape = .line
        snow.emitterPosition = CGPoint(x: frame.width / 2, y: -10)
        snow.emitterSize = CGSize(width: frame.width * 1.4, height: 1)
        snow.beginTime = CACurrentMediaTime() - 8
        let flake = CAEmitterCell()
        flake.name = "snow"
        flake.contents = Self.flakeImage()
        flake.birthRate = Self.initialSnowRate
        flake.lifetime = 14
        flake.velocity = 28
        flake.velocityRange = 12
        flake.emissionLongitude = .pi / 2
        flake.emissionRange = .pi / 10
        flake.xAcceleration = 3
        flake.yAcceleration = 2
        flake.scale = 0.5
        flake.scaleRange = 0.3
        flake.spinRange = 1.5
        flake.alphaRange = 0.5
        flake.alphaSpeed = -0.02
        snow.emitterCells = [flake]
        scene.layer.addSublayer(snow)
    }

    /// A dark box that bursts into confetti where it is tapped.
    private func buildConfettiBox(in frame: CGRect) {
        confettiBox = UIView(frame: frame)
        confettiBox.backgroundColor = GalleryPalette.panel
        confettiBox.layer.cornerRadius = 16
        confettiBox.clipsToBounds = true
        confettiBox.addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
            guard let self else { return }
            self.burst(at: recognizer.location(in: self.confettiBox))
        })
        stage.addSubview(confettiBox)
    }

    /// Confetti from `point`: a new emitter whose cells give birth for `burstLength` from now, flying out and falling.
    func burst(at point: CGPoint) {
        let emitter = CAEmitterLayer()
        emitter.frame = confettiBox.bounds
        emitter.emitterPosition = point
        emitter.emitterShape = .circle
        emitter.emitterSize = CGSize(width: 6, height: 6)
        emitter.renderMode = .oldestLast
        emitter.beginTime = CACurrentMediaTime()
        emitter.seed = UInt32(bursts.count + 1)
        emitter.emitterCells = GalleryPalette.accents.enumerated().map { index, color in
            let cell = CAEmitterCell()
            cell.name = "confetti\(index)"
            cell.contents = Self.confettiImage()
            cell.birthRate = 60
            cell.duration = Self.burstLength
            cell.lifetime = 2.5
            cell.lifetimeRange = 0.5
            cell.velocity = 220
            cell.velocityRange = 80
            cell.emissionLongitude = -.pi / 2
            cell.emissionRange = .pi / 2.5
            cell.yAcceleration = 260
            cell.spin = 4
            cell.spinRange = 8
            cell.scale = 0.8
            cell.scaleRange = 0.3
            cell.color = color.cgColor
            cell.alphaSpeed = -0.3
            return cell
        }
        confettiBox.layer.addSublayer(emitter)
        bursts.append(emitter)
        if bursts.count > Self.burstLimit { bursts.removeFirst().removeFromSuperlayer() }
    }

    private func snowRateChanged() {
        snow.setValue(slider.value, forKeyPath: "emitterCells.snow.birthRate")
        showRate()
    }

    private func showRate() {
        let rate = (snow.value(forKeyPath: "emitterCells.snow.birthRate") as? Double) ?? 0
        rateLabel.text = String(format: "emitterCells.snow.birthRate = %.0f", rate)
    }

    /// A soft white flake, 16 points.
    static func flakeImage() -> CGImage? {
        UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            let cg = context.cgContext
            for (inset, alpha) in [(0.0, 0.25), (3.0, 0.5), (5.0, 1.0)] {
                cg.setFillColor(UIColor(white: 1, alpha: alpha).cgColor)
                cg.fillEllipse(in: CGRect(x: inset, y: inset, width: 16 - 2 * inset, height: 16 - 2 * inset))
            }
        }.cgImage
    }

    /// A white paper strip, 8×14 points, tinted by each cell's colour.
    static func confettiImage() -> CGImage? {
        UIGraphicsImageRenderer(size: CGSize(width: 8, height: 14)).image { context in
            context.cgContext.setFillColor(UIColor.white.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 8, height: 14))
        }.cgImage
    }
}
