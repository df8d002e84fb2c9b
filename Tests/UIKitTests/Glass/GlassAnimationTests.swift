@testable import UIKit
import XCTest

/// Glass materializes and dematerializes when an effect view's `effect` is set in an animation block: the blur,
/// saturation and veil interpolate and the highlight fades, at exact times on the manual clock.
final class GlassAnimationTests: XCTestCase {
    func testSettingGlassInAnAnimationBlockMaterializesIt() throws {
        try onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            let effectView = UIVisualEffectView(effect: nil)
            effectView.frame = CGRect(x: 20, y: 20, width: 160, height: 80)
            effectView.cornerConfiguration = .corners(radius: 24)
            window.addSubview(effectView)
            window.layoutIfNeeded()
            let backdrop = effectView.backdropView.backdropLayer
            XCTAssertEqual(backdrop.blurRadius, 0)

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                effectView.effect = UIGlassEffect()
            })
            window.layoutIfNeeded()
            let highlight = try XCTUnwrap(effectView.highlightView)
            XCTAssertEqual(highlight.alpha, 1, "the model is the glass at once")
            XCTAssertEqual(backdrop.cornerRadius, 24, "the glass takes the view's corners")
            XCTAssertTrue(backdrop.masksToBounds)
            clock.advance(by: 0.25)
            XCTAssertEqual(backdrop.presentation()?.blurRadius ?? -1, 1.5, accuracy: 1e-6, "a quarter of the glass's blur of 6")
            XCTAssertEqual(backdrop.presentation()?.saturation ?? -1, 1.15, accuracy: 1e-6, "a quarter of the way to 1.6")
            XCTAssertEqual(Double(highlight.layer.presentation()?.opacity ?? -1), 0.25, accuracy: 1e-6, "the highlight fades in")
            clock.advance(by: 0.75)
            XCTAssertEqual(backdrop.presentation()?.blurRadius ?? -1, 6, accuracy: 1e-6)
            XCTAssertEqual(backdrop.presentation()?.tintColor?.alpha ?? -1, 0.3, accuracy: 1e-6, "the light veil")

            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
                effectView.effect = nil
            })
            clock.advance(by: 0.125)
            XCTAssertEqual(backdrop.presentation()?.blurRadius ?? -1, 4.5, accuracy: 1e-6, "dematerializing: a quarter gone")
            XCTAssertEqual(Double(highlight.layer.presentation()?.opacity ?? -1), 0.75, accuracy: 1e-6)
            clock.advance(by: 0.5)
            XCTAssertEqual(backdrop.presentation()?.blurRadius ?? -1, 0, accuracy: 1e-6)
            XCTAssertEqual(highlight.alpha, 0)
        }
    }

    func testTintedAndInteractiveGlassVeilTheBackdropMore() {
        onMainActor {
            _ = installManualClock()
            let glass = UIGlassEffect()
            glass.tintColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
            glass.isInteractive = true
            let tinted = GlassMaterial(effect: glass, dark: false)
            XCTAssertEqual(tinted.tint.components ?? [], [0, 0.5, 1, 0.75])
            XCTAssertEqual(GlassMaterial(effect: glass, dark: false, pressed: true).tint.alpha, 0.87, accuracy: 1e-9)
            let clear = GlassMaterial(effect: UIGlassEffect(style: .clear), dark: true)
            XCTAssertEqual(clear.radius, 2)
            XCTAssertEqual(clear.tint.alpha, 0.08, accuracy: 1e-9)

            let view = UIVisualEffectView(effect: glass)
            view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
            let tintAlpha = { view.backdropView.backdropLayer.tintColor?.alpha ?? 0 }
            XCTAssertEqual(tintAlpha(), 0.75, accuracy: 1e-9)
            view.touchesBegan([], with: nil)
            XCTAssertEqual(tintAlpha(), 0.87, accuracy: 1e-9, "pressed interactive glass brightens")
            view.touchesEnded([], with: nil)
            XCTAssertEqual(tintAlpha(), 0.75, accuracy: 1e-9)
        }
    }
}
