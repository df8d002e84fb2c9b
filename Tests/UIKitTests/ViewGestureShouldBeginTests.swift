import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// `UIView.gestureRecognizerShouldBegin(_:)`: the view a recognizer is attached to is asked before it leaves
/// `.possible`, and false fails it, as UIKit's views (a scroll view refusing its pan) use it.
final class ViewGestureShouldBeginTests: XCTestCase {
    final class Refusing: UIView {
        var refuses = true
        var asked: [UIGestureRecognizer] = []
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked.append(gestureRecognizer)
            return !refuses
        }
    }

    func testTheViewCanRefuseItsRecognizer() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = Refusing(frame: window.bounds)
            window.addSubview(view)
            var fired = 0
            let tap = UITapGestureRecognizer { _ in fired += 1 }
            view.addGestureRecognizer(tap)
            let input = WindowInput(window: window)
            @MainActor func tapOnce() {
                input.handle(TouchFrame(events: [.down(id: 1, x: 50, y: 50, serial: 1, time: 0)]))
                input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: 0)]))
            }
            tapOnce()
            XCTAssertEqual(fired, 0, "refused by its view")
            XCTAssertTrue(view.asked.first === tap)
            view.refuses = false
            tapOnce()
            XCTAssertEqual(fired, 1)
        }
    }
}
