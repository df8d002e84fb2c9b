import UIKit
import XCTest

/// A controller that logs its appearance callbacks, and what its view's window and size are in `viewIsAppearing`.
@MainActor
private final class AppearingController: UIViewController {
    let name: String
    let log: CallbackLog
    private(set) var windowWhileAppearing: UIWindow?
    private(set) var boundsWhileAppearing: CGRect?

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).willAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        windowWhileAppearing = view.window
        boundsWhileAppearing = view.bounds
        log.add("\(name).isAppearing(\(animated))")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if log.entries.last?.hasPrefix("\(name).isAppearing") == true { log.add("\(name).willLayout") }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).didAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).didDisappear")
    }
}

/// `viewIsAppearing(_:)` on every path a controller appears by: once, after `viewWillAppear` and before
/// `viewDidAppear`, with the view in the window at its final size and before its own layout.
final class ViewIsAppearingTests: XCTestCase {
    /// A rig and two logging controllers A and B.
    @MainActor
    private static func shownPair() -> (ControllerRig, AppearingController, AppearingController) {
        let rig = ControllerRig()
        return (rig, AppearingController("A", log: rig.log), AppearingController("B", log: rig.log))
    }

    func testTheWindowsRootIsAppearingInTheWindowAtItsSize() {
        onMainActor {
            let rig = ControllerRig()
            let root = AppearingController("A", log: rig.log)
            rig.window.rootViewController = root
            XCTAssertEqual(rig.log.take(), ["A.willAppear", "A.isAppearing(false)", "A.willLayout", "A.didAppear"])
            XCTAssertTrue(root.windowWhileAppearing === rig.window)
            XCTAssertEqual(root.boundsWhileAppearing, CGRect(x: 0, y: 0, width: 400, height: 300))
            rig.frame(after: 0)
            XCTAssertEqual(rig.log.take(), [], "once per appearance, not per layout")
        }
    }

    func testAPushedControllerIsAppearingAtTheFirstLayoutOfTheSlide() {
        onMainActor {
            let (rig, a, b) = Self.shownPair()
            let navigation = UINavigationController(rootViewController: a)
            rig.window.rootViewController = navigation
            rig.frame(after: 0)
            _ = rig.log.take()
            navigation.pushViewController(b, animated: true)
            XCTAssertEqual(rig.log.take(), ["B.willAppear"])
            rig.frame(after: 0)
            XCTAssertEqual(rig.log.take(), ["B.isAppearing(true)", "B.willLayout"])
            XCTAssertTrue(b.windowWhileAppearing === rig.window)
            XCTAssertEqual(b.boundsWhileAppearing?.size, CGSize(width: 400, height: 300))
            rig.frame(after: 0.2)
            rig.frame(after: 0.2)
            XCTAssertEqual(rig.log.take(), ["A.didDisappear", "B.didAppear"])
            navigation.popViewController(animated: true)
            rig.frame(after: 0)
            rig.frame(after: 0.4)
            XCTAssertEqual(rig.log.take(), ["A.willAppear", "A.isAppearing(true)", "A.willLayout", "B.didDisappear", "A.didAppear"],
                           "the controller uncovered by a pop is appearing again")
        }
    }

    func testAnUnanimatedPushIsAppearingBeforeItDidAppear() {
        onMainActor {
            let (rig, a, b) = Self.shownPair()
            let navigation = UINavigationController(rootViewController: a)
            rig.window.rootViewController = navigation
            rig.frame(after: 0)
            _ = rig.log.take()
            navigation.pushViewController(b, animated: false)
            rig.frame(after: 0)
            XCTAssertEqual(rig.log.take().filter { $0.hasPrefix("B.") }, ["B.willAppear", "B.isAppearing(false)", "B.willLayout", "B.didAppear"])
            XCTAssertEqual(b.boundsWhileAppearing?.size, CGSize(width: 400, height: 300))
        }
    }

    func testAPresentedControllerIsAppearingInTheContainerAtItsFrame() {
        onMainActor {
            let (rig, a, b) = Self.shownPair()
            rig.window.rootViewController = a
            rig.frame(after: 0)
            _ = rig.log.take()
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            XCTAssertEqual(rig.log.take(), ["B.willAppear"])
            rig.frame(after: 0)
            XCTAssertEqual(rig.log.take(), ["B.isAppearing(true)", "B.willLayout"])
            XCTAssertTrue(b.windowWhileAppearing === rig.window)
            XCTAssertEqual(b.boundsWhileAppearing?.size, CGSize(width: 400, height: 300))
            rig.frame(after: 0.6)
            XCTAssertEqual(rig.log.take(), ["A.didDisappear", "B.didAppear"])
        }
    }

    func testATabSwitchIsAppearingOnceBetweenWillAndDid() {
        onMainActor {
            let (rig, a, b) = Self.shownPair()
            let tabs = UITabBarController()
            tabs.viewControllers = [a, b]
            rig.window.rootViewController = tabs
            rig.frame(after: 0)
            XCTAssertEqual(rig.log.take(), ["A.willAppear", "A.isAppearing(false)", "A.willLayout", "A.didAppear"])
            tabs.selectedIndex = 1
            XCTAssertEqual(rig.log.take(), ["B.willAppear", "B.isAppearing(false)", "B.willLayout", "A.didDisappear", "B.didAppear"])
            XCTAssertTrue(b.windowWhileAppearing === rig.window)
            XCTAssertEqual(b.boundsWhileAppearing?.size, tabs.view.bounds.size, "under the translucent tab bar")
            rig.frame(after: 0)
            XCTAssertEqual(rig.log.take(), [])
        }
    }

    func testAContainersOwnAppearanceTransitionCallsItToo() {
        onMainActor {
            let rig = ControllerRig()
            let parent = UIViewController(), child = AppearingController("C", log: rig.log)
            rig.window.rootViewController = parent
            rig.frame(after: 0)
            parent.addChild(child)
            child.beginAppearanceTransition(true, animated: false)
            child.view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
            parent.view.addSubview(child.view)
            child.endAppearanceTransition()
            child.didMove(toParent: parent)
            XCTAssertEqual(rig.log.take(), ["C.willAppear", "C.isAppearing(false)", "C.willLayout", "C.didAppear"])
            XCTAssertEqual(child.boundsWhileAppearing, CGRect(x: 0, y: 0, width: 200, height: 100))
        }
    }

    func testAChildAddedToAnAppearedParentIsAppearingWithTheViewMove() {
        onMainActor {
            let rig = ControllerRig()
            let parent = UIViewController(), child = AppearingController("C", log: rig.log)
            rig.window.rootViewController = parent
            rig.frame(after: 0)
            parent.addChild(child)
            child.view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            XCTAssertEqual(rig.log.take(), ["C.willAppear", "C.isAppearing(false)", "C.willLayout", "C.didAppear"])
            XCTAssertTrue(child.windowWhileAppearing === rig.window)
        }
    }
}
