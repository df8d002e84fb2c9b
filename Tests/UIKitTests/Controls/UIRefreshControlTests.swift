@testable import UIKit
import Wayland
import XCTest

/// Pull to refresh: a drag past the top by the trigger distance begins refreshing and sends `.valueChanged` once,
/// the content then rests below the control until `endRefreshing()` slides it back over 0.3 s.
final class UIRefreshControlTests: XCTestCase {
    @MainActor
    private final class Rig {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let control = UIRefreshControl()
        var actions = 0
        lazy var input = WindowInput(window: window)

        init() {
            scrollView.contentSize = CGSize(width: 300, height: 1200)
            scrollView.refreshControl = control
            control.addAction(UIAction { [unowned self] _ in actions += 1 }, for: .valueChanged)
            window.addSubview(scrollView)
            window.layoutIfNeeded()
        }

        func pointer(_ events: [PointerEvent]) {
            input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true))
        }

        private var isPressed = false

        /// Presses at y = 20 (unless pressed already) and moves down through `ys`, a tenth of a second apart.
        func pull(through ys: [CGFloat]) {
            if !isPressed {
                pointer([.motion(x: 150, y: 20, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)])
                isPressed = true
            }
            for y in ys {
                advance(by: 0.1)
                pointer([.motion(x: 150, y: Double(y), time: 0)])
            }
        }

        func release() {
            isPressed = false
            pointer([.button(code: 0x110, isPressed: false, serial: 2, time: 0)])
        }

        func advance(by seconds: Double) {
            CAContext.current.advance(by: seconds)
        }

        /// Runs frames a sixtieth of a second apart for `seconds`.
        func settle(_ seconds: Double = 3) {
            for _ in 0..<Int(seconds * 60) { advance(by: 1.0 / 60) }
        }
    }

    func testTheControlSitsAboveTheContent() {
        onMainActor {
            let rig = Rig()
            XCTAssertTrue(rig.control.superview === rig.scrollView)
            XCTAssertEqual(rig.control.frame, CGRect(x: 0, y: -60, width: 300, height: 60))
            XCTAssertTrue(rig.scrollView.alwaysBounceVertical, "a refreshable view bounces even when its content is short")
            XCTAssertFalse(rig.control.isRefreshing)
            XCTAssertEqual(rig.scrollView.adjustedContentInset.top, 0)
            rig.scrollView.refreshControl = nil
            XCTAssertNil(rig.control.superview)
        }
    }

    func testPullingPastTheTriggerRefreshesOnceAndRestsBelowTheControl() {
        onMainActor {
            let rig = Rig()
            rig.pull(through: [40, 140])
            XCTAssertLessThan(rig.scrollView.contentOffset.y, -30)
            XCTAssertGreaterThan(rig.scrollView.contentOffset.y, -UIRefreshControl.triggerDistance)
            XCTAssertEqual(rig.actions, 0, "not yet far enough")
            XCTAssertGreaterThan(rig.control.spinner.alpha, 0.3, "the spinner fades in with the pull")
            XCTAssertLessThan(rig.control.spinner.alpha, 1)
            rig.pull(through: [260, 280])
            XCTAssertLessThanOrEqual(rig.scrollView.contentOffset.y, -UIRefreshControl.triggerDistance)
            XCTAssertEqual(rig.actions, 1, "past the trigger: one .valueChanged")
            XCTAssertTrue(rig.control.isRefreshing)
            XCTAssertTrue(rig.control.spinner.isAnimating)
            XCTAssertEqual(rig.scrollView.adjustedContentInset.top, 0, "the inset waits for the finger to let go")
            rig.release()
            XCTAssertEqual(rig.scrollView.adjustedContentInset.top, 60, "refreshing: the control's height is kept above the content")
            XCTAssertEqual(rig.scrollView.contentInset.top, 0, "the app's own inset is untouched")
            rig.settle()
            XCTAssertEqual(rig.scrollView.contentOffset.y, -60, accuracy: 0.001, "rests with the control in view")
            XCTAssertEqual(rig.actions, 1)
        }
    }

    func testEndRefreshingSlidesTheContentBackInAThirdOfASecond() {
        onMainActor {
            let rig = Rig()
            rig.pull(through: [40, 260])
            rig.release()
            rig.settle()
            XCTAssertEqual(rig.scrollView.contentOffset.y, -60, accuracy: 0.001)
            rig.control.endRefreshing()
            XCTAssertFalse(rig.control.isRefreshing)
            XCTAssertFalse(rig.control.spinner.isAnimating)
            XCTAssertEqual(rig.scrollView.adjustedContentInset.top, 0)
            XCTAssertEqual(rig.scrollView.contentOffset.y, -60, accuracy: 0.001, "slides, not a jump")
            rig.advance(by: 0.15)
            let halfway = rig.scrollView.contentOffset.y
            XCTAssertGreaterThan(halfway, -40)
            XCTAssertLessThan(halfway, -20, "about half way at half the time (ease in and out)")
            rig.advance(by: 0.2)
            XCTAssertEqual(rig.scrollView.contentOffset.y, 0, accuracy: 0.001, "back at the top after 0.3 s")
        }
    }

    func testLettingGoShortOfTheTriggerSpringsBackWithoutRefreshing() {
        onMainActor {
            let rig = Rig()
            rig.pull(through: [40, 120])
            rig.release()
            rig.settle()
            XCTAssertEqual(rig.actions, 0)
            XCTAssertFalse(rig.control.isRefreshing)
            XCTAssertEqual(rig.scrollView.contentOffset.y, 0, accuracy: 0.001)
        }
    }

    func testBeginRefreshingSendsNoActionAndKeepsTheContentWhereItIs() {
        onMainActor {
            let rig = Rig()
            rig.control.beginRefreshing()
            XCTAssertTrue(rig.control.isRefreshing)
            XCTAssertTrue(rig.control.spinner.isAnimating)
            XCTAssertEqual(rig.actions, 0, "only a pull sends .valueChanged, as on iOS")
            XCTAssertEqual(rig.scrollView.adjustedContentInset.top, 60)
            XCTAssertEqual(rig.scrollView.contentOffset.y, 0)
            rig.scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
            rig.control.endRefreshing()
            rig.settle(0.5)
            XCTAssertEqual(rig.scrollView.contentOffset.y, 0, accuracy: 0.001)
            rig.control.endRefreshing()
            XCTAssertFalse(rig.control.isRefreshing, "ending twice is harmless")
        }
    }

    func testTitleAndTint() {
        onMainActor {
            let rig = Rig()
            XCTAssertTrue(rig.control.titleLabel.isHidden)
            rig.control.attributedTitle = NSAttributedString(string: "Pull to refresh")
            rig.control.layoutIfNeeded()
            XCTAssertFalse(rig.control.titleLabel.isHidden)
            XCTAssertEqual(rig.control.titleLabel.text, "Pull to refresh")
            XCTAssertGreaterThan(rig.control.titleLabel.frame.minY, rig.control.spinner.frame.maxY, "the title sits under the spinner")
            rig.control.tintColor = .systemRed
            XCTAssertEqual(rig.control.spinner.color, .systemRed)
            XCTAssertEqual(rig.control.tintColor, .systemRed)
        }
    }
}
