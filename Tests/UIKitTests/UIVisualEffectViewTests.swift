@testable import UIKit
import XCTest

/// `UIVisualEffectView` blurs what lies behind it in the window, keeps its content sharp, and animates its blur in
/// animation blocks and property animators, at exact times on the manual clock.
final class UIVisualEffectViewTests: XCTestCase {
    @MainActor
    private final class Rig {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        let effectView: UIVisualEffectView
        lazy var renderer = OffscreenRenderer(window: window)

        init(effect: UIVisualEffect?) {
            window.backgroundColor = .white
            // Black and white bars behind the panel.
            for index in 0..<12 where index % 2 == 0 {
                let bar = UIView(frame: CGRect(x: CGFloat(index) * 20, y: 0, width: 20, height: 160))
                bar.backgroundColor = .black
                window.addSubview(bar)
            }
            effectView = UIVisualEffectView(effect: effect)
            effectView.frame = CGRect(x: 40, y: 30, width: 160, height: 100)
            window.addSubview(effectView)
        }

        var layer: CABackdropLayer { effectView.backdropView.backdropLayer }
        var shownRadius: CGFloat { layer.presentation()?.blurRadius ?? -1 }
        var shownTintAlpha: CGFloat { layer.presentation()?.tintColor?.alpha ?? 0 }

        func frame(after seconds: Double) {
            clock.advance(by: seconds)
            renderer.renderFrame()
        }

        /// The spread of the pixels along row 120 inside the panel: 255 for hard black and white bars, near 0 once
        /// blurred.
        var contrast: Int {
            let values = (50..<190).map { x -> Int in Int(renderer.pixel(x: x, y: 120) & 0xFF) }
            return (values.max() ?? 0) - (values.min() ?? 0)
        }
    }

    func testABlurEffectBlursWhatIsBehindAndKeepsTheContentSharp() throws {
        let image = MainActor.assumeIsolated { () -> CGImage? in
            let rig = Rig(effect: UIBlurEffect(style: .dark))
            let dot = UIView(frame: CGRect(x: 70, y: 40, width: 20, height: 20))
            dot.backgroundColor = .red
            rig.effectView.contentView.addSubview(dot)
            rig.renderer.renderFrame()
            XCTAssertEqual(rig.renderer.pixel(x: 120, y: 80), 0xFFFF_0000, "the content is drawn over the blur, sharp")
            XCTAssertEqual(rig.renderer.pixel(x: 20, y: 80), 0xFFFF_FFFF, "outside the panel the bars stay sharp")
            XCTAssertEqual(rig.renderer.pixel(x: 0, y: 80), 0xFF00_0000)
            XCTAssertLessThan(rig.contrast, 40, "the bars behind the panel are blurred into grey")
            return rig.renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "darkBlur")
    }

    /// As iOS shows a rounded frosted panel: the effect view's layer rounded and clipping, the blur cut to its corners.
    func testARoundedClippingEffectViewBlursInsideItsCornersOnly() throws {
        let image = MainActor.assumeIsolated { () -> CGImage? in
            let rig = Rig(effect: UIBlurEffect(style: .dark))
            rig.effectView.layer.cornerRadius = 24
            rig.effectView.clipsToBounds = true
            let dot = UIView(frame: CGRect(x: 70, y: 40, width: 20, height: 20))
            dot.backgroundColor = .red
            rig.effectView.contentView.addSubview(dot)
            rig.renderer.renderFrame()
            // The panel spans x 40…200, y 30…130; its top-left corner pixel lies outside the arc, over a black bar.
            XCTAssertEqual(rig.renderer.pixel(x: 41, y: 31), 0xFF00_0000, "outside the rounded corner: the bar, sharp")
            XCTAssertEqual(rig.renderer.pixel(x: 198, y: 128), 0xFFFF_FFFF, "outside the bottom-right corner: white, sharp")
            XCTAssertEqual(rig.renderer.pixel(x: 120, y: 80), 0xFFFF_0000, "the content over the blur")
            XCTAssertLessThan(rig.contrast, 40, "inside the outline the bars are blurred")
            let inner = rig.renderer.pixel(x: 46, y: 70) & 0xFF
            XCTAssertTrue(inner > 10 && inner < 245, "at the straight left edge, blurred: \(inner)")
            return rig.renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "roundedDarkBlur")
    }

    func testSettingTheEffectInAnAnimationBlockFadesTheBlurInAndOut() {
        onMainActor {
            let rig = Rig(effect: nil)
            rig.renderer.renderFrame()
            XCTAssertEqual(rig.contrast, 255, "no effect: the bars show as they are")
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                rig.effectView.effect = UIBlurEffect(style: .dark)
            })
            rig.frame(after: 0.25)
            XCTAssertEqual(rig.shownRadius, 5, accuracy: 1e-6, "a quarter of the dark material's radius 20")
            XCTAssertEqual(rig.shownTintAlpha, 0.73 * 0.25, accuracy: 0.01)
            let quarter = rig.contrast
            rig.frame(after: 0.5)
            XCTAssertEqual(rig.shownRadius, 15, accuracy: 1e-6)
            XCTAssertLessThan(rig.contrast, quarter, "more blurred at three quarters")
            rig.frame(after: 0.5)
            XCTAssertEqual(rig.layer.blurRadius, 20)
            XCTAssertEqual(rig.shownRadius, 20, accuracy: 1e-6)
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                rig.effectView.effect = nil
            })
            rig.frame(after: 0.5)
            XCTAssertEqual(rig.shownRadius, 15, accuracy: 1e-6, "fading out: a quarter of the way back")
            rig.frame(after: 1.6)
            XCTAssertEqual(rig.shownRadius, 0, accuracy: 1e-6)
            XCTAssertEqual(rig.contrast, 255, "the effect gone: the bars sharp again")
        }
    }

    /// The blur-scrubbing idiom: an animator whose animations remove the effect, scrubbed by `fractionComplete`.
    func testAPropertyAnimatorScrubsTheBlur() {
        onMainActor {
            let rig = Rig(effect: UIBlurEffect(style: .light))
            rig.renderer.renderFrame()
            let view = rig.effectView
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.effect = nil }
            animator.fractionComplete = 0.3
            rig.frame(after: 0.01)
            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning, "scrubbing pauses it")
            XCTAssertEqual(rig.shownRadius, 21, accuracy: 1e-6, "the light material's radius 30, 30% of the way to none")
            let light = rig.contrast
            animator.fractionComplete = 0.9
            rig.frame(after: 1)
            XCTAssertEqual(rig.shownRadius, 3, accuracy: 1e-6, "held where scrubbed, however long")
            XCTAssertGreaterThan(rig.contrast, light, "less blurred near the end")
            animator.fractionComplete = 0
            rig.frame(after: 0.01)
            XCTAssertEqual(rig.shownRadius, 30, accuracy: 1e-6)
            animator.stopAnimation(true)
        }
    }

    func testVibrancyFadesTheContentToItsStyleAndDrawsNoBlur() {
        onMainActor {
            let blur = UIBlurEffect(style: .dark)
            let rig = Rig(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
            XCTAssertEqual(rig.effectView.contentView.alpha, 0.7, accuracy: 1e-6)
            rig.renderer.renderFrame()
            XCTAssertEqual(rig.contrast, 255, "vibrancy alone blurs nothing")
            rig.effectView.effect = UIVibrancyEffect(blurEffect: blur)
            XCTAssertEqual(rig.effectView.contentView.alpha, 1)
        }
    }

    func testEffectsAreValuesAndEveryStyleHasAMaterial() {
        onMainActor {
            XCTAssertTrue(UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .dark)))
            XCTAssertFalse(UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .light)))
            XCTAssertTrue(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)).isEqual(
                UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .label)))
            let effect = UIBlurEffect(style: .prominent)
            let view = UIVisualEffectView(effect: effect)
            XCTAssertTrue(view.effect?.isEqual(effect) == true)
            for raw in 0...20 {
                guard let style = UIBlurEffect.Style(rawValue: raw) else {
                    XCTAssertEqual(raw, 3, "only tvOS's extraDark is missing")
                    continue
                }
                for dark in [false, true] {
                    let material = BlurMaterial.table(style: style, dark: dark)
                    XCTAssertGreaterThan(material.radius, 0, "\(style)")
                    XCTAssertGreaterThan(material.alpha, 0, "\(style)")
                }
            }
            XCTAssertLessThan(BlurMaterial.table(style: .systemMaterial, dark: true).white, 0.5, "adapts to the dark style")
            XCTAssertGreaterThan(BlurMaterial.table(style: .systemMaterial, dark: false).white, 0.5)
            XCTAssertEqual(BlurMaterial.table(style: .systemThinMaterialDark, dark: false),
                           BlurMaterial.table(style: .systemThinMaterial, dark: true), "a fixed style ignores the interface style")
        }
    }
}
