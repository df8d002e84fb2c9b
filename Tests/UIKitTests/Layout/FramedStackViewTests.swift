import UIKit
import XCTest

/// A stack view placed by its frame (it translates its frame into constraints, as views made in code do) still
/// arranges its views, also when the frame is set in `viewDidLayoutSubviews`, as iOS code often does.
final class FramedStackViewTests: XCTestCase {
    @MainActor
    private final class Screen: UIViewController {
        let stack = UIStackView(arrangedSubviews: [UIButton(type: .system), UIButton(type: .system)])

        override func viewDidLoad() {
            super.viewDidLoad()
            for (index, view) in stack.arrangedSubviews.enumerated() {
                (view as? UIButton)?.setTitle("Button \(index)", for: .normal)
            }
            stack.axis = .horizontal
            stack.distribution = .fillEqually
            view.addSubview(stack)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            stack.frame = CGRect(x: 20, y: 40, width: view.bounds.width - 40, height: 44)
        }
    }

    func testAStackGivenItsFrameInViewDidLayoutSubviewsArrangesItsViews() { onMainActor {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let screen = Screen()
        window.rootViewController = screen
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        XCTAssertEqual(screen.stack.frame, CGRect(x: 20, y: 40, width: 360, height: 44))
        let frames = screen.stack.arrangedSubviews.map(\.frame)
        XCTAssertEqual(frames, [CGRect(x: 0, y: 0, width: 180, height: 44), CGRect(x: 180, y: 0, width: 180, height: 44)])
    } }

    func testAStackGivenItsFrameBeforeItIsInAWindowArrangesItsViews() { onMainActor {
        _ = installManualClock()
        let stack = UIStackView(arrangedSubviews: [UIButton(type: .system), UIButton(type: .system)])
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(stack)
        window.layoutIfNeeded()
        XCTAssertEqual(stack.arrangedSubviews.map(\.frame), [CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 100, y: 0, width: 100, height: 30)])
    } }
}
