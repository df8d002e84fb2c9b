@testable import UIKit
import XCTest

/// A window resized in the middle of a transition: the container is laid out at the new size in the same frame,
/// and the transition ends at the frames of the new size.
final class TransitionResizeTests: XCTestCase {
    func testAPushResizedHalfWayEndsFillingTheNewSize() {
        onMainActor {
            let rig = ControllerRig()
            let a = LoggingController("A", log: rig.log), b = LoggingController("B", log: rig.log)
            let navigation = UINavigationController(rootViewController: a)
            rig.window.rootViewController = navigation
            rig.frame(after: 0)
            navigation.pushViewController(b, animated: true)
            rig.frame(after: 0.175)
            rig.window.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
            rig.frame(after: 0)
            XCTAssertEqual(navigation.view.frame.size, CGSize(width: 600, height: 400), "laid out in the same frame")
            XCTAssertEqual(navigation.navigationBar.frame.width, 600)
            rig.frame(after: 0.2)
            XCTAssertNil(navigation.transitionCoordinator)
            XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 600, height: 400))
            XCTAssertEqual(rig.shownMinX(b.view), 0, accuracy: 0.01)
        }
    }

    func testASheetResizedWhilePresentedEndsCenteredInTheNewSize() {
        onMainActor {
            let rig = ControllerRig()
            let root = UIViewController()
            rig.window.rootViewController = root
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .formSheet
            sheet.preferredContentSize = CGSize(width: 200, height: 100)
            root.present(sheet, animated: true)
            rig.frame(after: 0.25)
            rig.window.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
            rig.frame(after: 0)
            XCTAssertEqual(sheet.view.frame, CGRect(x: 200, y: 150, width: 200, height: 100), "the model is at once the new place")
            rig.frame(after: 0.26)
            XCTAssertEqual(rig.shownMinX(sheet.view), 200, accuracy: 0.01)
            XCTAssertNil(sheet.transitionCoordinator)
        }
    }

    func testAResizeTellsTheRootItsChildrenAndThePresentedControllersWithOneCoordinator() {
        onMainActor {
            let rig = ControllerRig()
            let list = SizeLoggingController("list", log: rig.log)
            let navigation = SizeLoggingNavigationController(rootViewController: list)
            navigation.log = rig.log
            let tabs = SizeLoggingTabBarController()
            tabs.log = rig.log
            tabs.viewControllers = [navigation]
            rig.window.rootViewController = tabs
            rig.frame(after: 0)
            let sheet = SizeLoggingController("sheet", log: rig.log)
            sheet.modalPresentationStyle = .formSheet
            sheet.preferredContentSize = CGSize(width: 300, height: 200)
            tabs.present(sheet, animated: false)
            rig.frame(after: 0)
            _ = rig.log.take()
            var alongsideSaw: (window: CGSize, list: CGSize)?
            list.onTransition = { coordinator in
                XCTAssertFalse(coordinator.isAnimated)
                XCTAssertEqual(rig.window.bounds.size, CGSize(width: 400, height: 300), "told before the size changes")
                coordinator.animate(alongsideTransition: { _ in
                    alongsideSaw = (rig.window.bounds.size, list.view.bounds.size)
                    rig.log.add("alongside")
                }, completion: { _ in rig.log.add("completion") })
            }
            rig.window.frame = CGRect(x: 0, y: 0, width: 600, height: 500)
            XCTAssertEqual(rig.log.take(), [
                "tabs 600×500", "navigation 600×500", "list 600×500", "sheet 300×200", "alongside", "completion",
            ], "root first, each child at the size its container gives it, then the presented controller")
            XCTAssertEqual(alongsideSaw?.window, CGSize(width: 600, height: 500), "alongside blocks run laid out at the new size")
            XCTAssertEqual(alongsideSaw?.list, CGSize(width: 600, height: 500), "the list extends under the bars")
            XCTAssertTrue(list.coordinators.first === sheet.coordinators.first, "one coordinator for the whole resize")
            XCTAssertEqual(sheet.view.frame, CGRect(x: 150, y: 150, width: 300, height: 200), "in the same turn")
            rig.window.frame = CGRect(x: 0, y: 0, width: 600, height: 500)
            XCTAssertEqual(rig.log.take(), [], "no size change, no transition")
        }
    }

    func testAResizeMidwayThroughAnInteractivePopLaysOutAtOnceAndTheFinishEndsAtTheNewSize() {
        onMainActor {
            let stack = NavigationStack(pushed: true), rig = stack.rig
            stack.drag(to: 160, steps: 6)
            XCTAssertTrue(stack.navigation.transitionCoordinator?.isInteractive ?? false)
            rig.window.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
            XCTAssertEqual(stack.navigation.view.frame.size, CGSize(width: 640, height: 480), "laid out in the same turn")
            XCTAssertEqual(stack.navigation.navigationBar.frame.width, 640)
            rig.renderer.pointerUp()
            for _ in 0..<30 { rig.frame(after: 1.0 / 60) }
            XCTAssertNil(stack.navigation.transitionCoordinator)
            XCTAssertTrue(stack.navigation.topViewController === stack.a)
            XCTAssertEqual(stack.a.view.frame, CGRect(x: 0, y: 0, width: 640, height: 480))
            XCTAssertEqual(rig.shownMinX(stack.a.view), 0, accuracy: 0.01)
        }
    }
}

/// Writes the sizes `viewWillTransition(to:with:)` brings into a log, keeping the coordinators.
@MainActor
final class SizeLoggingController: UIViewController {
    let name: String
    let log: CallbackLog
    var coordinators: [AnyObject] = []
    var onTransition: (any UIViewControllerTransitionCoordinator) -> Void = { _ in }

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(name) \(Int(size.width))×\(Int(size.height))")
        coordinators.append(coordinator)
        onTransition(coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

@MainActor
final class SizeLoggingNavigationController: UINavigationController {
    var log: CallbackLog?

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log?.add("navigation \(Int(size.width))×\(Int(size.height))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

@MainActor
final class SizeLoggingTabBarController: UITabBarController {
    var log: CallbackLog?

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log?.add("tabs \(Int(size.width))×\(Int(size.height))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}
