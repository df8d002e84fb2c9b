import QuartzCore
import TestSupport
import UIKit
import XCTest

/// Snow and confetti as iOS apps write them, compiled unchanged: a view backed by a `CAEmitterLayer` through
/// `layerClass`, cells made from images drawn with `UIGraphicsImageRenderer`, the confetti idiom of starting the
/// emitter at the current time and stopping its birth rate, and a key path into a cell.
final class EmitterPortabilityTests: XCTestCase {
    /// A snowfall view, as weather and holiday screens make one.
    final class SnowView: UIView {
        override class var layerClass: AnyClass {
            return CAEmitterLayer.self
        }

        var emitterLayer: CAEmitterLayer {
            return layer as! CAEmitterLayer
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(red: 0.1, green: 0.12, blue: 0.3, alpha: 1)
            let flake = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { ctx in
                UIColor.white.setFill()
                ctx.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 12, height: 12))
            }
            let cell = CAEmitterCell()
            cell.name = "snow"
            cell.contents = flake.cgImage
            cell.birthRate = 30
            cell.lifetime = 10
            cell.velocity = 40
            cell.velocityRange = 10
            cell.emissionLongitude = CGFloat.pi / 2
            cell.emissionRange = CGFloat.pi / 8
            cell.scale = 0.6
            cell.scaleRange = 0.3
            cell.alphaRange = 0.3
            emitterLayer.emitterShape = CAEmitterLayerEmitterShape.line
            emitterLayer.emitterMode = .outline
            emitterLayer.emitterPosition = CGPoint(x: frame.width / 2, y: -10)
            emitterLayer.emitterSize = CGSize(width: frame.width, height: 1)
            emitterLayer.emitterCells = [cell]
            emitterLayer.beginTime = CACurrentMediaTime()
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func setIntensity(_ value: Float) {
            emitterLayer.setValue(value, forKeyPath: "emitterCells.snow.birthRate")
        }
    }

    /// Confetti as "celebration" helpers fire it: a layer added over the view, its birth rate dropped to 0 to stop.
    @MainActor
    static func makeConfetti(in view: UIView) -> CAEmitterLayer {
        let confetti = CAEmitterLayer()
        confetti.frame = view.bounds
        confetti.emitterPosition = CGPoint(x: view.bounds.midX, y: -10)
        confetti.emitterShape = .line
        confetti.emitterSize = CGSize(width: view.bounds.width, height: 1)
        let colors: [UIColor] = [.red, .green, .blue, .yellow, .orange, .purple]
        confetti.emitterCells = colors.map { color in
            let cell = CAEmitterCell()
            cell.birthRate = 12
            cell.lifetime = 6.0
            cell.lifetimeRange = 0
            cell.velocity = 120
            cell.velocityRange = 40
            cell.emissionLongitude = .pi
            cell.emissionRange = .pi / 4
            cell.spin = 3.5
            cell.spinRange = 1
            cell.scaleRange = 0.25
            cell.scale = 0.5
            cell.color = color.cgColor
            cell.contents = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 16)).image { ctx in
                UIColor.white.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 16))
            }.cgImage
            return cell
        }
        confetti.beginTime = CACurrentMediaTime()
        confetti.birthRate = 1
        view.layer.addSublayer(confetti)
        return confetti
    }

    func testSnowViewFallsAndItsIntensityChangesByKeyPath() {
        let image = MainActor.assumeIsolated { () -> CGImage? in
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
            let snow = SnowView(frame: window.bounds)
            window.addSubview(snow)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            for _ in 0..<12 {
                clock.advance(by: 0.25)
                renderer.renderFrame()
            }
            snow.setIntensity(0)
            XCTAssertEqual(snow.emitterLayer.value(forKeyPath: "emitterCells.snow.birthRate") as? Double, 0)
            clock.advance(by: 0.25)
            renderer.renderFrame()
            return renderer.image
        }
        assertSnapshot(try! XCTUnwrap(image), named: "snowView")
    }

    func testConfettiBurstStopsBirthsAndFalls() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.backgroundColor = .white
            let confetti = Self.makeConfetti(in: window)
            let renderer = OffscreenRenderer(window: window)
            XCTAssertTrue(renderer.renderFrame(), "an emitter keeps frames coming")
            clock.advance(by: 1)
            renderer.renderFrame()
            confetti.birthRate = 0
            clock.advance(by: 0.5)
            renderer.renderFrame()
            var coloured = 0
            for y in 0..<200 { for x in 0..<200 where renderer.pixel(x: x, y: y) != 0xFFFF_FFFF { coloured += 1 } }
            XCTAssertGreaterThan(coloured, 200, "the pieces born in the first second are still falling")
            clock.advance(by: 7)
            renderer.renderFrame()
            clock.advance(by: 0.1)
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 100, y: 100), 0xFFFF_FFFF, "all gone after their lifetime")
        }
    }

    /// Inside a view animation block, as on iOS: an emitter that is a sublayer (not a view's own layer) runs its
    /// implicit animations for the emitter's and its cells' properties; a view's own emitter layer is changed
    /// at once, since a view animates only its own properties.
    func testChangesInsideViewAnimationBlocks() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
            let snow = SnowView(frame: window.bounds)
            window.addSubview(snow)
            let confetti = Self.makeConfetti(in: window)
            confetti.emitterCells?.first?.name = "red"
            confetti.emitterCells = confetti.emitterCells
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            UIView.animate(withDuration: 1) {
                snow.emitterLayer.emitterPosition = CGPoint(x: 150, y: -10)
                confetti.emitterPosition = CGPoint(x: 0, y: 0)
                confetti.setValue(0, forKeyPath: "emitterCells.red.birthRate")
            }
            XCTAssertNil(snow.layer.animation(forKey: "emitterPosition"), "a view animates only its own properties")
            XCTAssertNotNil(confetti.animation(forKey: "emitterPosition"))
            XCTAssertNotNil(confetti.animation(forKey: "emitterCells.red.birthRate"))
            clock.advance(by: 0.125)
            renderer.renderFrame()
            let shown = confetti.presentation()
            XCTAssertGreaterThan(shown?.emitterPosition.x ?? 0, 0, "on its way (the layer's own 0.25 s, as a sublayer's implicit animation on iOS)")
            XCTAssertLessThan(shown?.emitterPosition.x ?? 100, 80)
            let rate = shown?.value(forKeyPath: "emitterCells.red.birthRate") as? Double ?? -1
            XCTAssertTrue(rate > 0 && rate < 12, "\(rate) between the old and new birth rates")
            clock.advance(by: 0.25)
            renderer.renderFrame()
            XCTAssertEqual(confetti.presentation()?.emitterPosition, .zero)
        }
    }
}
