import UIKit
import XCTest

/// Every animatable view property set to a value holding `x`.
@MainActor
private func poison(_ view: UIView, with x: CGFloat) {
    view.frame = CGRect(x: x, y: 10, width: 40, height: x)
    view.bounds = CGRect(x: 0, y: 0, width: x, height: 30)
    view.center = CGPoint(x: 50, y: x)
    view.transform = CGAffineTransform(a: x, b: 0, c: 0, d: 1, tx: x, ty: 0)
    view.transform3D = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: x, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    view.alpha = x
    view.backgroundColor = UIColor(red: x, green: 0, blue: 0, alpha: x)
    view.layer.cornerRadius = x
    view.layer.borderWidth = x
}

/// NaN, infinities and huge numbers given to a view's geometry and appearance, directly and
/// inside animation blocks: nothing crashes, and the render tree stays finite.
final class UIViewBadValueTests: XCTestCase {
    func testBadValuesSetDirectlyAndInsideAnimationsNeverReachTheRenderer() { onMainActor {
        for x: CGFloat in [.nan, .infinity, -.infinity, 1e300, .greatestFiniteMagnitude] {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
            let renderer = OffscreenRenderer(window: window)
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
            view.backgroundColor = .blue
            window.addSubview(view)
            _ = renderer.renderFrame()

            poison(view, with: x)
            _ = renderer.renderFrame()
            assertFiniteRenderTree(window.layer, "set to \(x)")

            var finished: [Bool] = []
            UIView.animate(withDuration: 1, animations: { poison(view, with: -x) }, completion: { finished.append($0) })
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: x, options: [],
                           animations: { poison(view, with: x) }, completion: { finished.append($0) })
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { poison(view, with: x) }
            animator.startAnimation()
            for _ in 0..<4 {
                clock.advance(by: 0.3)
                _ = renderer.renderFrame()
                assertFiniteRenderTree(window.layer, "animated to \(x)")
            }
            drainMainQueue()
            XCTAssertEqual(finished.count, 2, "both blocks completed (\(x))")
        }
    } }
}
