import UIKit
import XCTest

/// Views made inside an animation block appear as configured, as on iOS; views made earlier in the same turn animate.
final class UIViewNewViewAnimationTests: XCTestCase {
    func testViewMadeInsideABlockAppearsAsConfigured() {
        onMainActor {
            let clock = installManualClock()
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            CATransaction.flush()
            var made: UIView?
            UIView.animate(withDuration: 1) {
                let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
                view.backgroundColor = .red
                view.alpha = 0.5
                container.addSubview(view)
                made = view
            }
            clock.advance(by: 0.5)
            let layer = made!.layer
            XCTAssertNil(layer.animationKeys(), "nothing animates in from defaults")
            XCTAssertEqual(layer.presentation()?.opacity, 0.5)
            XCTAssertEqual(layer.presentation()?.position, CGPoint(x: 20, y: 20))
            XCTAssertEqual(layer.presentation()?.backgroundColor, UIColor.red.cgColor)
        }
    }

    func testViewMadeBeforeTheBlockInTheSameTurnAnimates() {
        onMainActor {
            let clock = installManualClock()
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            CATransaction.flush()
            let toast = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            toast.alpha = 0
            container.addSubview(toast)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { toast.alpha = 1 })
            clock.advance(by: 0.5)
            XCTAssertEqual(Double(toast.layer.presentation()?.opacity ?? 0), 0.5, accuracy: 1e-6, "fades in from the alpha set before the block")
        }
    }
}
