@testable import UIKit
import XCTest

/// Layout changes animate as UIKit's do: frames the engine writes inside an animation block (a constraint's new
/// constant, a stack view's hidden view) animate, at exact times on the manual clock.
final class LayoutAnimationTests: XCTestCase {
    /// A window 300×300 with a box pinned at (20, 50), 100 wide, whose height constraint the tests change.
    @MainActor
    private static func makeScene() -> (UIWindow, OffscreenRenderer, UIView, NSLayoutConstraint) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            box.widthAnchor.constraint(equalToConstant: 100),
            height,
        ])
        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        return (window, renderer, box, height)
    }

    @MainActor
    private static func shownHeight(_ view: UIView) -> CGFloat { view.layer.presentation()?.bounds.height ?? -1 }
    @MainActor
    private static func shownCenterY(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.y ?? -1 }

    func testConstantChangeThenLayoutIfNeededInABlockAnimatesTheFrame() {
        onMainActor {
            let clock = installManualClock()
            let (window, renderer, box, height) = Self.makeScene()
            XCTAssertEqual(box.frame, CGRect(x: 20, y: 50, width: 100, height: 100))
            height.constant = 240
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
            renderer.renderFrame()
            XCTAssertEqual(box.frame, CGRect(x: 20, y: 50, width: 100, height: 240), "the model takes the solved frame at once")
            clock.advance(by: 0.25)
            XCTAssertEqual(Self.shownHeight(box), 135, accuracy: 1e-6)
            XCTAssertEqual(Self.shownCenterY(box), 117.5, accuracy: 1e-6)
            clock.advance(by: 0.5)
            XCTAssertEqual(Self.shownHeight(box), 205, accuracy: 1e-6)
            clock.advance(by: 0.5)
            renderer.renderFrame()
            XCTAssertEqual(Self.shownHeight(box), 240, accuracy: 1e-6)
        }
    }

    func testWithoutABlockTheChangeIsImmediate() {
        onMainActor {
            _ = installManualClock()
            let (window, renderer, box, height) = Self.makeScene()
            height.constant = 10
            window.layoutIfNeeded()
            renderer.renderFrame()
            XCTAssertNil(box.layer.animationKeys())
            XCTAssertEqual(Self.shownHeight(box), 10)
            // The commit's own layout pass applies a change nobody laid out.
            height.constant = 30
            renderer.renderFrame()
            XCTAssertEqual(box.frame.height, 30)
        }
    }

    func testSpringAndPropertyAnimatorScrubbing() {
        onMainActor {
            let clock = installManualClock()
            let (window, renderer, box, height) = Self.makeScene()
            height.constant = 200
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { window.layoutIfNeeded() }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            renderer.renderFrame()
            XCTAssertEqual(Self.shownHeight(box), 150, accuracy: 0.01, "scrubbed halfway")
            animator.fractionComplete = 0.25
            renderer.renderFrame()
            XCTAssertEqual(Self.shownHeight(box), 125, accuracy: 0.01)
            animator.startAnimation()
            clock.advance(by: 1)
            renderer.renderFrame()
            XCTAssertEqual(Self.shownHeight(box), 200, accuracy: 0.01)
            // A spring block animates the same change and settles on the solved frame.
            height.constant = 60
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: { window.layoutIfNeeded() })
            renderer.renderFrame()
            clock.advance(by: 0.1)
            XCTAssertTrue((60.0...200.0).contains(Self.shownHeight(box)))
            XCTAssertNotEqual(Self.shownHeight(box), 60)
            clock.advance(by: 2)
            renderer.renderFrame()
            XCTAssertEqual(Self.shownHeight(box), 60, accuracy: 0.01)
        }
    }

    func testKeyframesAnimateALayoutInTheirPartOfTheDuration() {
        onMainActor {
            let clock = installManualClock()
            let (window, renderer, box, height) = Self.makeScene()
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    height.constant = 300
                    window.layoutIfNeeded()
                }
            })
            renderer.renderFrame()
            clock.advance(by: 0.5)
            XCTAssertEqual(Self.shownHeight(box), 100, accuracy: 1e-3, "held before its keyframe")
            clock.advance(by: 1)
            XCTAssertEqual(Self.shownHeight(box), 200, accuracy: 1e-3)
            clock.advance(by: 1)
            renderer.renderFrame()
            XCTAssertEqual(Self.shownHeight(box), 300, accuracy: 1e-3)
        }
    }

    /// A 300-wide stack of blocks 50, 60 and 40 wide (fill, spacing 10) in a window.
    @MainActor
    private static func makeStack() -> (UIWindow, OffscreenRenderer, UIStackView, [UIView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let blocks = [Block(50, 20), Block(60, 30), Block(40, 40)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        return (window, renderer, stack, blocks)
    }

    func testHidingAnArrangedSubviewInABlockCollapsesItAndTheOthersSlide() {
        onMainActor {
            let clock = installManualClock()
            let (_, renderer, _, views) = Self.makeStack()
            XCTAssertEqual(views[2].frame, CGRect(x: 130, y: 0, width: 170, height: 100))
            var finished: Bool?
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { views[1].isHidden = true },
                           completion: { finished = $0 })
            renderer.renderFrame()
            XCTAssertTrue(views[1].isHidden)
            XCTAssertFalse(views[1].layer.isHidden, "the layer stays visible while it collapses")
            XCTAssertEqual(views[2].frame, CGRect(x: 60, y: 0, width: 240, height: 100))
            clock.advance(by: 0.5)
            XCTAssertEqual(views[1].layer.presentation()?.bounds.width ?? -1, 30, accuracy: 1e-6)
            XCTAssertEqual(views[2].layer.presentation()?.position.x ?? -1, 197.5, accuracy: 1e-6)
            XCTAssertEqual(views[2].layer.presentation()?.bounds.width ?? -1, 205, accuracy: 1e-6)
            clock.advance(by: 0.6)
            renderer.renderFrame()
            XCTAssertEqual(finished, true)
            XCTAssertTrue(views[1].layer.isHidden, "hidden once collapsed")
            XCTAssertTrue(views[1].isHidden)

            // Un-hiding animates back: the view shows at once and grows while the last one slides back.
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { views[1].isHidden = false })
            renderer.renderFrame()
            XCTAssertFalse(views[1].layer.isHidden)
            XCTAssertFalse(views[1].isHidden)
            clock.advance(by: 0.25)
            XCTAssertEqual(views[1].layer.presentation()?.bounds.width ?? -1, 15, accuracy: 1e-6)
            XCTAssertEqual(views[2].layer.presentation()?.position.x ?? -1, 188.75, accuracy: 1e-6)
            clock.advance(by: 1)
            renderer.renderFrame()
            XCTAssertEqual(views[2].frame, CGRect(x: 130, y: 0, width: 170, height: 100))
        }
    }

    func testHidingOutsideABlockIsImmediate() {
        onMainActor {
            _ = installManualClock()
            let (window, renderer, _, views) = Self.makeStack()
            views[0].isHidden = true
            XCTAssertTrue(views[0].layer.isHidden)
            window.layoutIfNeeded()
            renderer.renderFrame()
            XCTAssertNil(views[1].layer.animationKeys())
            XCTAssertEqual(views[1].frame.minX, 0)
        }
    }

    func testAWindowResizeLaysOutAtTheNewSizeInTheSameFrame() {
        onMainActor {
            _ = installManualClock()
            let (window, renderer, _, views) = Self.makeStack()
            window.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
            renderer.renderFrame()
            XCTAssertEqual(views[2].frame, CGRect(x: 130, y: 0, width: 270, height: 100))
        }
    }
}
