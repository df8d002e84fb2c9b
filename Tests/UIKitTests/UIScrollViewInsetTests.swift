@testable import UIKit
import Wayland
import XCTest

/// The safe area joins `contentInset` per `contentInsetAdjustmentBehavior`, and the content rests inside the result;
/// a directional lock and keyboard dismissal shape drags.
final class UIScrollViewInsetTests: XCTestCase {
    typealias Rig = UIScrollViewDelegateTests.Rig

    private final class SafeAreaScrollView: UIScrollView {
        var safe = UIEdgeInsets.zero { didSet { safeAreaInsetsDidChange() } }
        override var safeAreaInsets: UIEdgeInsets { safe }
    }

    func testEachBehaviourAddsTheSafeAreaAlongItsAxes() {
        onMainActor {
            let scrollView = SafeAreaScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scrollView.contentSize = CGSize(width: 200, height: 1000)
            scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
            scrollView.safe = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 25, left: 0, bottom: 35, right: 0),
                           "automatic outside a navigation controller: the scrolling axis only")
            scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 25, left: 0, bottom: 35, right: 0))
            scrollView.alwaysBounceHorizontal = true
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 25, left: 10, bottom: 35, right: 10))
            scrollView.alwaysBounceHorizontal = false
            scrollView.contentInsetAdjustmentBehavior = .always
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 25, left: 10, bottom: 35, right: 10))
            scrollView.contentInsetAdjustmentBehavior = .never
            XCTAssertEqual(scrollView.adjustedContentInset, scrollView.contentInset)
        }
    }

    func testAutomaticAdjustsVerticallyInsideANavigationController() {
        onMainActor {
            let controller = UIViewController()
            let scrollView = SafeAreaScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            controller.view = scrollView
            scrollView.safe = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
            XCTAssertEqual(scrollView.adjustedContentInset.top, 0, "short content, no navigation controller")
            let navigation = UINavigationController(rootViewController: controller)
            XCTAssertNotNil(controller.navigationController)
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
            _ = navigation
        }
    }

    func testTheContentRestsInsideTheAdjustedInsetAndChangesAreReported() {
        onMainActor {
            let scrollView = SafeAreaScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let rig = Rig(scrollView: scrollView)
            scrollView.safe = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
            XCTAssertEqual(rig.recorder.events, ["didChangeAdjustedContentInset"])
            scrollView.contentInset.top = 10
            XCTAssertEqual(rig.recorder.events.count, 2)
            rig.pointer([.motion(x: 100, y: 100, time: 0), .axis(.vertical, value: -500, steps: nil, time: 0)])
            XCTAssertEqual(scrollView.contentOffset.y, -30)
            rig.pointer([.axis(.vertical, value: 5000, steps: nil, time: 0)])
            XCTAssertEqual(scrollView.contentOffset.y, 1000 + 30 - 200)
        }
    }

    func testScrollIndicatorInsetsSetsBothIndicators() {
        onMainActor {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            XCTAssertEqual(scrollView.verticalScrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            XCTAssertEqual(scrollView.horizontalScrollIndicatorInsets, scrollView.verticalScrollIndicatorInsets)
            scrollView.verticalScrollIndicatorInsets.right = 9
            XCTAssertEqual(scrollView.scrollIndicatorInsets.right, 9)
        }
    }

    func testADirectionalLockHoldsAMostlyVerticalDragToItsAxis() {
        onMainActor {
            for locked in [false, true] {
                let rig = Rig(contentSize: CGSize(width: 1000, height: 1000))
                rig.scrollView.isDirectionalLockEnabled = locked
                rig.press(at: CGPoint(x: 100, y: 150), movingTo: [CGPoint(x: 98, y: 130), CGPoint(x: 80, y: 60)])
                XCTAssertGreaterThan(rig.scrollView.contentOffset.y, 60)
                if locked {
                    XCTAssertEqual(rig.scrollView.contentOffset.x, 0, "locked to vertical")
                } else {
                    XCTAssertGreaterThan(rig.scrollView.contentOffset.x, 10, "free to follow the finger sideways")
                }
            }
        }
    }

    func testDraggingDismissesTheKeyboardOnlyWhenAsked() {
        onMainActor {
            for mode in [UIScrollView.KeyboardDismissMode.none, .onDrag] {
                let rig = Rig()
                rig.scrollView.frame = CGRect(x: 0, y: 40, width: 200, height: 160)
                let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                rig.window.addSubview(field)
                XCTAssertTrue(field.becomeFirstResponder())
                rig.scrollView.keyboardDismissMode = mode
                rig.drag(from: CGPoint(x: 100, y: 190), to: CGPoint(x: 100, y: 90), steps: 5)
                XCTAssertEqual(field.isFirstResponder, mode == .none, "\(mode)")
                UIApplication.firstResponder = nil
            }
        }
    }
}
