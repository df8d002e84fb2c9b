@testable import UIKit
import Wayland
import XCTest

/// A pointer interaction asks its delegate for the region under the pointer on each move and for the style when a
/// region is entered, tells it of entering and leaving, and the window shows the cursor the style stands for.
final class PointerInteractionTests: XCTestCase {
    /// Records the delegate calls; two regions, the left and right halves, each with a style of its own.
    final class Halves: UIPointerInteractionDelegate {
        var calls: [String] = []
        var styles: [String: UIPointerStyle?] = [:]

        func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
            let left = request.location.x < defaultRegion.rect.midX
            calls.append("region")
            return UIPointerRegion(rect: defaultRegion.rect.divided(atDistance: defaultRegion.rect.width / 2, from: left ? .minXEdge : .maxXEdge).slice,
                                   identifier: left ? "left" : "right")
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            calls.append("style \(region.identifier!)")
            return styles[region.identifier as! String] ?? nil
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            calls.append("enter \(region.identifier!)")
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            calls.append("exit \(region.identifier!)")
        }
    }

    /// A 200 × 100 view at the window's corner with a pointer interaction whose delegate is `Halves`.
    @MainActor private static func halves() -> (PointerRig, UIView, Halves) {
        let rig = PointerRig()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        rig.window.addSubview(view)
        let delegate = Halves()
        view.addInteraction(UIPointerInteraction(delegate: delegate))
        return (rig, view, delegate)
    }

    func testTheDelegateIsAskedForARegionOnEachMoveAndForAStyleOnEachEntry() {
        onMainActor {
            let (rig, _, delegate) = Self.halves()
            rig.move(to: 10, 10)
            rig.move(to: 20, 10)
            rig.move(to: 150, 10)
            rig.move(to: 150, 200)
            XCTAssertEqual(delegate.calls, ["region", "style left", "enter left", "region", "region", "exit left", "style right", "enter right", "exit right"])
        }
    }

    func testEachShapeShowsItsCursor() {
        onMainActor {
            let (rig, view, delegate) = Self.halves()
            @MainActor func cursor(left: UIPointerStyle?, right: UIPointerStyle?) -> [WindowCursor] {
                delegate.styles = ["left": left, "right": right]
                rig.move(to: 250, 250)
                rig.move(to: 10, 10)
                let shownLeft = rig.cursor
                rig.move(to: 150, 10)
                return [shownLeft, rig.cursor]
            }
            XCTAssertEqual(cursor(left: UIPointerStyle(shape: .verticalBeam(length: 20)), right: UIPointerStyle(shape: .horizontalBeam(length: 20))),
                           [.named("text"), .named("vertical-text")])
            XCTAssertEqual(cursor(left: UIPointerStyle(shape: .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 20))), right: UIPointerStyle(shape: .path(UIBezierPath(rect: .zero)))),
                           [.named("pointer"), .named("pointer")])
            XCTAssertEqual(cursor(left: .hidden(), right: .system()), [.hidden, .standard])
            XCTAssertEqual(cursor(left: UIPointerStyle(effect: .lift(UITargetedPreview(view: view))), right: nil), [.named("pointer"), .standard])
            rig.move(to: 250, 250)
            XCTAssertEqual(rig.cursor, .standard, "no region outside the view")
        }
    }

    func testAnInteractionWithoutADelegateCoversItsViewWithTheHand() {
        onMainActor {
            let rig = PointerRig()
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.backgroundColor = .systemBlue
            rig.window.addSubview(card)
            card.addInteraction(UIPointerInteraction(delegate: nil))
            rig.move(to: 50, 50)
            XCTAssertEqual(rig.cursor, .named("pointer"))
            XCTAssertEqual(card.interactions.count, 1)
        }
    }

    func testADisabledInteractionIsPassedOverForItsAncestorsAndTextShowsTheBeam() {
        onMainActor {
            let rig = PointerRig()
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            outer.addSubview(inner)
            rig.window.addSubview(outer)
            let outerDelegate = Halves()
            outerDelegate.styles = ["left": UIPointerStyle(shape: .verticalBeam(length: 10))]
            outer.addInteraction(UIPointerInteraction(delegate: outerDelegate))
            let innerInteraction = UIPointerInteraction(delegate: nil)
            inner.addInteraction(innerInteraction)
            rig.move(to: 50, 50)
            XCTAssertEqual(rig.cursor, .named("pointer"), "the inner view's own")
            innerInteraction.isEnabled = false
            XCTAssertEqual(rig.cursor, .named("text"), "disabling asks again at once: the outer view's left half")
            innerInteraction.isEnabled = true
            XCTAssertEqual(rig.cursor, .named("pointer"), "and enabling")
            let field = UITextField(frame: CGRect(x: 0, y: 250, width: 100, height: 30))
            rig.window.addSubview(field)
            rig.move(to: 50, 260)
            XCTAssertEqual(rig.cursor, .named("text"), "a text field without an interaction shows the text beam")
        }
    }

    func testAButtonProposesItsEffectAndRoundedRectToTheStyleProvider() {
        onMainActor {
            let rig = PointerRig()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20, width: 80, height: 30)
            rig.window.addSubview(button)
            var proposed: (UIPointerEffect, UIPointerShape)?
            button.isPointerInteractionEnabled = true
            button.pointerStyleProvider = { button, effect, shape in
                proposed = (effect, shape)
                return UIPointerStyle(effect: .lift(effect.preview), shape: .verticalBeam(length: 10))
            }
            rig.move(to: 30, 30)
            XCTAssertTrue(button.isHovered)
            guard case let (.automatic(preview), .roundedRect(rect, _))? = proposed else { return XCTFail("proposed \(String(describing: proposed))") }
            XCTAssertTrue(preview.view === button)
            XCTAssertEqual(rect, button.bounds)
            XCTAssertEqual(rig.cursor, .named("text"), "the provider's shape")
            rig.move(to: 250, 250)
            XCTAssertFalse(button.isHovered)
            button.isPointerInteractionEnabled = false
            XCTAssertTrue(button.interactions.isEmpty)
        }
    }

    func testTheCursorReachesTheDesktopWindowThroughTheTracker() {
        onMainActor {
            let rig = PointerRig()
            var told: [WindowCursor] = []
            rig.tracker.onCursorChange = { told.append($0) }
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addInteraction(UIPointerInteraction(delegate: nil))
            rig.window.addSubview(view)
            rig.move(to: 10, 10)
            rig.move(to: 20, 10)
            rig.leave()
            XCTAssertEqual(told, [.named("pointer"), .standard], "told of changes only")
        }
    }
}

extension PointerInteractionTests {
    func testRemovingTheInteractionUnderThePointerLeavesItsRegionAtOnce() {
        onMainActor {
            let (rig, view, delegate) = Self.halves()
            let interaction = view.interactions.first as! UIPointerInteraction
            rig.move(to: 10, 10)
            view.removeInteraction(interaction)
            XCTAssertEqual(delegate.calls, ["region", "style left", "enter left", "exit left"])
            XCTAssertEqual(rig.cursor, .standard)
        }
    }
}
