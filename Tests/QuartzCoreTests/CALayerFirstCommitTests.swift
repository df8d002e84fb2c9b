import XCTest
@testable import QuartzCore

/// A delegate that answers every event with one action.
@MainActor
private final class AnsweringDelegate: CALayerDelegate {
    let action = RecordingAction()

    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        action
    }
}

/// A layer runs no implicit animation until a transaction has committed it, as in Core Animation: a new layer shows
/// as configured in its first frame.
final class CALayerFirstCommitTests: XCTestCase {
    func testNewLayerShowsAsConfiguredInItsFirstFrame() { onMainActor {
        let clock = installManualClock()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        CATransaction.flush()
        clock.advance(by: 1)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 10, y: 20, width: 40, height: 40)
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        ring.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        ring.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        ring.opacity = 0.5
        root.addSublayer(ring)
        XCTAssertNil(ring.animationKeys(), "no action runs for a layer never committed")
        CATransaction.flush()
        XCTAssertEqual(ring.presentation()?.position, CGPoint(x: 30, y: 40))
        XCTAssertEqual(ring.presentation()?.opacity, 0.5)
        XCTAssertEqual(ring.presentation()?.fillColor, ring.fillColor)
        XCTAssertEqual(ring.presentation()?.path?.elements, ring.path?.elements)
        clock.advance(by: 0.125)
        XCTAssertEqual(ring.presentation()?.bounds, CGRect(x: 0, y: 0, width: 40, height: 40), "not growing from zero")
        ring.opacity = 1
        XCTAssertEqual(ring.animationKeys(), ["opacity"], "once committed, changes animate")
        clock.advance(by: 0.125)
        XCTAssertGreaterThan(ring.presentation()!.opacity, 0.5)
        XCTAssertLessThan(ring.presentation()!.opacity, 1)
    } }

    func testChangesInTheCreatingExplicitTransactionDoNotAnimate() { onMainActor {
        _ = installManualClock()
        CATransaction.begin()
        let layer = CALayer()
        layer.position = CGPoint(x: 50, y: 50)
        CATransaction.begin()
        layer.cornerRadius = 4
        CATransaction.commit()
        XCTAssertNil(layer.animationKeys(), "a nested commit does not commit the layer")
        CATransaction.commit()
        XCTAssertNil(layer.animationKeys())
        layer.position = CGPoint(x: 60, y: 50)
        XCTAssertEqual(layer.animationKeys(), ["position"], "the outermost commit committed it")
    } }

    func testLayerMadeAfterACommitWaitsForTheNext() { onMainActor {
        _ = installManualClock()
        CATransaction.flush()
        let layer = CALayer()
        layer.opacity = 0.2
        XCTAssertNil(layer.animationKeys())
        CATransaction.flush()
        layer.opacity = 0.4
        XCTAssertEqual(layer.animationKeys(), ["opacity"])
    } }

    func testDelegateActionsRunBeforeTheFirstCommit() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        let delegate = AnsweringDelegate()
        layer.delegate = delegate
        layer.opacity = 0.5
        XCTAssertEqual(delegate.action.events, ["opacity"], "the delegate (a view in a block) still decides")
    } }
}
