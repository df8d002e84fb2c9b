import Observation
import XCTest
@testable import UIKit

/// iOS 26's `.flushUpdates`: model changes made inside an animation block bring the updates and layout they
/// invalidate up to date at the block's end, inside it, so the frames and properties they change animate; what was
/// invalidated before the block is brought up to date before it, without animation.
final class FlushUpdatesAnimationTests: XCTestCase {
    /// A panel whose bar is 100 points wide, 200 when the model says expanded, and whose badge fades out then.
    final class Panel: UIView {
        let model: ObservedModel
        let bar = UIView()
        let badge = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))

        init(model: ObservedModel) {
            self.model = model
            super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            addSubview(bar)
            addSubview(badge)
        }

        required init?(coder: NSCoder) { nil }

        override func updateProperties() {
            super.updateProperties()
            badge.alpha = model.expanded ? 0 : 1
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            bar.frame = CGRect(x: 0, y: 0, width: model.expanded ? 200 : 100, height: 20)
        }
    }

    /// A panel shown in a rig, expanded by its model inside a one-second block with `options`.
    @MainActor
    private static func expandPanel(options: UIView.AnimationOptions) -> (ObservationRig, Panel) {
        let rig = ObservationRig()
        let panel = Panel(model: ObservedModel())
        rig.show(panel)
        UIView.animate(withDuration: 1, delay: 0, options: options) {
            panel.model.expanded = true
        }
        return (rig, panel)
    }

    @MainActor
    private static func shownWidth(_ view: UIView) -> CGFloat { view.layer.presentation()?.bounds.width ?? -1 }

    @MainActor
    private static func shownOpacity(_ view: UIView) -> Float { view.layer.presentation()?.opacity ?? -1 }

    func testAModelChangeInsideAFlushingBlockAnimatesTheLayoutItLeadsTo() {
        onMainActor {
            let (rig, panel) = Self.expandPanel(options: [.flushUpdates, .curveLinear])
            XCTAssertEqual(panel.bar.frame.width, 200, "laid out inside the block")
            rig.advance(by: 0.25)
            XCTAssertEqual(Self.shownWidth(panel.bar), 125, accuracy: 0.01)
            XCTAssertEqual(panel.bar.layer.presentation()?.position.x ?? -1, 62.5, accuracy: 0.01)
            rig.advance(by: 0.25)
            XCTAssertEqual(Self.shownWidth(panel.bar), 150, accuracy: 0.01)
            rig.advance(by: 0.5)
            XCTAssertEqual(Self.shownWidth(panel.bar), 200, accuracy: 0.01)
        }
    }

    func testThePropertiesItUpdatesAnimateWithTheBlock() {
        onMainActor {
            let (rig, panel) = Self.expandPanel(options: [.flushUpdates, .curveLinear])
            XCTAssertEqual(panel.badge.alpha, 0)
            rig.advance(by: 0.5)
            XCTAssertEqual(Self.shownOpacity(panel.badge), 0.5, accuracy: 0.001)
            rig.advance(by: 0.5)
            XCTAssertEqual(Self.shownOpacity(panel.badge), 0, accuracy: 0.001)
        }
    }

    func testWithoutTheOptionTheChangeAppliesAtTheNextFrameUnanimated() {
        onMainActor {
            let (rig, panel) = Self.expandPanel(options: [.curveLinear])
            XCTAssertEqual(panel.bar.frame.width, 100, "not laid out inside the block")
            rig.advance(by: 0.5)
            XCTAssertEqual(panel.bar.frame.width, 200)
            XCTAssertEqual(Self.shownWidth(panel.bar), 200, accuracy: 0.01, "laid out after the block: no animation")
        }
    }

    func testWhatWasInvalidatedBeforeTheBlockIsFlushedWithoutAnimation() {
        onMainActor {
            let rig = ObservationRig()
            let panel = Panel(model: ObservedModel())
            rig.show(panel)
            panel.model.expanded = true
            UIView.animate(withDuration: 1, delay: 0, options: [.flushUpdates, .curveLinear]) {
                panel.frame.origin.y = 100
            }
            rig.advance(by: 0.5)
            XCTAssertEqual(Self.shownWidth(panel.bar), 200, accuracy: 0.01, "the earlier change jumps")
            XCTAssertEqual(Self.shownOpacity(panel.badge), 0, accuracy: 0.001)
            XCTAssertEqual(panel.layer.presentation()?.position.y ?? -1, 100, accuracy: 0.01, "the block's own change animates")
        }
    }

    func testNestedBlocksInheritTheOption() {
        onMainActor {
            let rig = ObservationRig()
            let panel = Panel(model: ObservedModel())
            rig.show(panel)
            UIView.animate(withDuration: 1, delay: 0, options: [.flushUpdates, .curveLinear]) {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                    panel.model.expanded = true
                }
                XCTAssertEqual(panel.bar.frame.width, 200, "flushed as the inner block ends")
            }
            rig.advance(by: 0.5)
            XCTAssertEqual(Self.shownWidth(panel.bar), 150, accuracy: 0.01)
        }
    }

    func testAPropertyAnimatorWithFlushUpdatesAnimatesTheLayout() {
        onMainActor {
            let rig = ObservationRig()
            let panel = Panel(model: ObservedModel())
            rig.show(panel)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.flushUpdates = true
            animator.addAnimations { panel.model.expanded = true }
            animator.startAnimation()
            XCTAssertEqual(panel.bar.frame.width, 200)
            rig.advance(by: 0.25)
            XCTAssertEqual(Self.shownWidth(panel.bar), 125, accuracy: 0.01)
            rig.advance(by: 0.75)
            XCTAssertEqual(Self.shownWidth(panel.bar), 200, accuracy: 0.01)
            XCTAssertEqual(animator.state, .inactive)
        }
    }

    func testAPropertyAnimatorWithoutItLeavesTheLayoutToTheNextFrame() {
        onMainActor {
            let rig = ObservationRig()
            let panel = Panel(model: ObservedModel())
            rig.show(panel)
            XCTAssertFalse(UIViewPropertyAnimator(duration: 1, curve: .linear).flushUpdates)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { panel.model.expanded = true }
            animator.startAnimation()
            XCTAssertEqual(panel.bar.frame.width, 100)
            rig.advance(by: 0.25)
            XCTAssertEqual(Self.shownWidth(panel.bar), 200, accuracy: 0.01)
        }
    }
}
