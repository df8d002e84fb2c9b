@testable import UIKit
import XCTest

/// Pointer effects animate the view on the context's clock in an eased quarter second, and back on leaving: a lift
/// to 1.1 times with a shadow, a highlight's platter behind the view, a hover's scale and tint as asked.
final class PointerEffectAnimationTests: XCTestCase {
    /// Styles every region with `effect` made for the view.
    final class Styling: UIPointerInteractionDelegate {
        let effect: (UITargetedPreview) -> UIPointerEffect
        var animated: [CGFloat] = []
        var completed: [Bool] = []
        init(_ effect: @escaping (UITargetedPreview) -> UIPointerEffect) { self.effect = effect }

        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            UIPointerStyle(effect: effect(UITargetedPreview(view: interaction.view!)))
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            animator.addAnimations { interaction.view?.alpha = 0.8 }
            animator.addCompletion { self.completed.append($0) }
        }
    }

    @MainActor private static func scale(_ view: UIView) -> CGFloat {
        (view.layer.presentation() ?? view.layer).transform.m11
    }

    @MainActor private static func shadowOpacity(_ view: UIView) -> Float {
        (view.layer.presentation() ?? view.layer).shadowOpacity
    }

    func testALiftGrowsTheViewAndCastsAShadowThenSettlesBack() {
        onMainActor {
            let rig = PointerRig()
            let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
            rig.window.addSubview(card)
            let delegate = Styling { .lift($0) }
            card.addInteraction(UIPointerInteraction(delegate: delegate))
            rig.move(to: 100, 80)
            rig.advance(by: 0)
            XCTAssertEqual(Self.scale(card), 1, accuracy: 1e-6)
            rig.advance(by: 0.125)
            XCTAssertEqual(Self.scale(card), 1.05, accuracy: 1e-4, "half way along the symmetric ease")
            XCTAssertEqual(Self.shadowOpacity(card), 0.15, accuracy: 1e-4)
            XCTAssertEqual((card.layer.presentation() ?? card.layer).opacity, 0.9, accuracy: 1e-4, "the delegate's animation runs alongside")
            rig.advance(by: 0.125)
            XCTAssertEqual(Self.scale(card), 1.1, accuracy: 1e-6)
            XCTAssertEqual(Self.shadowOpacity(card), 0.3, accuracy: 1e-6)
            XCTAssertEqual(card.layer.shadowRadius, 12)
            XCTAssertEqual(delegate.completed, [true])
            rig.move(to: 280, 280)
            rig.advance(by: 0.125)
            XCTAssertEqual(Self.scale(card), 1.05, accuracy: 1e-4)
            rig.advance(by: 0.125)
            XCTAssertEqual(Self.scale(card), 1, accuracy: 1e-6)
            XCTAssertEqual(Self.shadowOpacity(card), 0, accuracy: 1e-6)
            XCTAssertEqual(card.transform, .identity)
        }
    }

    func testAHighlightSlidesATintedPlatterInBehindTheViewAndTakesItAway() {
        onMainActor {
            let rig = PointerRig()
            let glyph = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
            rig.window.addSubview(glyph)
            glyph.addInteraction(UIPointerInteraction(delegate: nil))
            rig.move(to: 60, 60)
            let platter = rig.window.layer.sublayers?.first { $0 !== glyph.layer && $0.delegate == nil }
            XCTAssertNotNil(platter, "an automatic effect on a view without a background highlights")
            XCTAssertEqual(platter?.frame, CGRect(x: 42, y: 46, width: 56, height: 48))
            XCTAssertEqual(rig.window.layer.sublayers?.firstIndex { $0 === platter }, rig.window.layer.sublayers?.firstIndex { $0 === glyph.layer }.map { $0 - 1 },
                           "just below the view")
            rig.advance(by: 0.125)
            XCTAssertEqual(platter?.presentation()?.opacity ?? -1, 0.5, accuracy: 1e-4)
            XCTAssertEqual(Self.scale(glyph), 1, "a highlight does not scale")
            rig.advance(by: 0.125)
            XCTAssertEqual(platter?.presentation()?.opacity ?? -1, 1, accuracy: 1e-6)
            rig.leave()
            rig.advance(by: 0.125)
            XCTAssertEqual(platter?.presentation()?.opacity ?? -1, 0.5, accuracy: 1e-4)
            rig.advance(by: 0.2)
            XCTAssertNil(platter?.superlayer, "gone once faded out")
        }
    }

    func testAHoverScalesAndTintsAsItsParametersSay() {
        onMainActor {
            let rig = PointerRig()
            let tile = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            tile.layer.cornerRadius = 10
            rig.window.addSubview(tile)
            let delegate = Styling { .hover($0, preferredTintMode: .overlay, prefersShadow: true) }
            tile.addInteraction(UIPointerInteraction(delegate: delegate))
            rig.move(to: 50, 50)
            rig.advance(by: 0.25)
            XCTAssertEqual(Self.scale(tile), 1.05, accuracy: 1e-6)
            XCTAssertEqual(Self.shadowOpacity(tile), 0.3, accuracy: 1e-6)
            let overlay = tile.layer.sublayers?.last
            XCTAssertEqual(overlay?.frame, tile.bounds)
            XCTAssertEqual(overlay?.cornerRadius, 10)
            XCTAssertEqual(overlay?.presentation()?.opacity ?? -1, 1, accuracy: 1e-6)
            withExtendedLifetime(delegate) {}
        }
    }

    func testAHoverWithoutScaleOrTintLeavesTheViewAsItIs() {
        onMainActor {
            let rig = PointerRig()
            let tile = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            rig.window.addSubview(tile)
            let delegate = Styling { .hover($0, preferredTintMode: .none, prefersScaledContent: false) }
            tile.addInteraction(UIPointerInteraction(delegate: delegate))
            rig.move(to: 50, 50)
            rig.advance(by: 0.25)
            XCTAssertEqual(Self.scale(tile), 1)
            XCTAssertEqual(tile.layer.sublayers?.count ?? 0, 0)
            XCTAssertEqual(rig.window.layer.sublayers?.count, 1)
            withExtendedLifetime(delegate) {}
        }
    }

    func testAnAutomaticEffectLiftsAViewWithABackground() {
        onMainActor {
            let preview = UITargetedPreview(view: { let view = UIView(); view.backgroundColor = .white; return view }())
            XCTAssertEqual(PointerEffectAnimation.look(of: .automatic(preview)), PointerEffectAnimation.look(of: .lift(preview)))
            XCTAssertEqual(PointerEffectAnimation.look(of: .automatic(UITargetedPreview(view: UIView()))).underlay, true)
        }
    }
}
