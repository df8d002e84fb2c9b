import UIKit
import XCTest

/// A custom segue as storyboard-era code writes one: it presents its destination with a cross-dissolve.
@MainActor
private final class FadeSegue: UIStoryboardSegue {
    private(set) var performed = 0

    override init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
    }

    override func perform() {
        performed += 1
        destination.modalTransitionStyle = .crossDissolve
        destination.modalPresentationStyle = .fullScreen
        source.present(destination, animated: true)
    }
}

/// A source controller that prepares its segues and refuses one.
@MainActor
private final class ListController: UIViewController {
    var prepared: [(identifier: String?, destination: UIViewController, sender: Any?)] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepared.append((segue.identifier, segue.destination, sender))
        segue.destination.title = "Detail of \(sender as? String ?? "?")"
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "locked"
    }

    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        action == Selector("unwindToList:")
    }
}

/// Segues without storyboards: a segue made in code performs, `performSegue` reports what iOS raises, and the unwind
/// search members answer from the controller hierarchy.
final class StoryboardSegueTests: XCTestCase {
    func testACustomSegueMadeInCodePresentsItsDestination() {
        onMainActor {
            let rig = ControllerRig()
            let list = ListController(), detail = UIViewController()
            rig.window.rootViewController = list
            rig.frame(after: 0)
            let segue = FadeSegue(identifier: "showDetail", source: list, destination: detail)
            XCTAssertEqual(segue.identifier, "showDetail")
            XCTAssertTrue(segue.source === list && segue.destination === detail)
            if list.shouldPerformSegue(withIdentifier: "showDetail", sender: "row 3") {
                list.prepare(for: segue, sender: "row 3")
                segue.perform()
            }
            XCTAssertEqual(segue.performed, 1)
            XCTAssertEqual(list.prepared.count, 1)
            XCTAssertEqual(detail.title, "Detail of row 3")
            XCTAssertTrue(list.presentedViewController === detail)
            rig.frame(after: 0)
            XCTAssertEqual(detail.view.layer.presentation()?.opacity ?? 1, 0, accuracy: 0.01, "the cross-dissolve starts clear")
            rig.frame(after: 0.2)
            XCTAssertEqual(detail.view.layer.presentation()?.opacity ?? 0, 0.5, accuracy: 0.2)
            rig.frame(after: 0.5)
            XCTAssertTrue(detail.view.window === rig.window)
            XCTAssertFalse(list.shouldPerformSegue(withIdentifier: "locked", sender: nil))
        }
    }

    func testAPerformHandlerSegueRunsItsHandler() {
        onMainActor {
            let rig = ControllerRig()
            let root = UIViewController(), next = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            rig.window.rootViewController = navigation
            rig.frame(after: 0)
            let segue = UIStoryboardSegue(identifier: nil, source: root, destination: next) {
                root.navigationController?.pushViewController(next, animated: false)
            }
            XCTAssertNil(segue.identifier)
            segue.perform()
            XCTAssertTrue(navigation.topViewController === next)
            UIStoryboardSegue(identifier: "plain", source: root, destination: next).perform()
            XCTAssertTrue(navigation.topViewController === next, "a plain segue does nothing by itself")
        }
    }

    func testPerformingAStoryboardSegueReportsTheMissingSegueAndDoesNothing() {
        onMainActor {
            let rig = ControllerRig()
            let list = ListController()
            rig.window.rootViewController = list
            rig.frame(after: 0)
            XCTAssertNil(list.storyboard)
            list.performSegue(withIdentifier: "showDetail", sender: nil)
            XCTAssertNil(list.presentedViewController)
            XCTAssertTrue(list.prepared.isEmpty, "no segue, so nothing to prepare")
        }
    }

    func testAStoryboardHasNoInitialController() {
        onMainActor {
            _ = installManualClock()
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            XCTAssertNil(storyboard.instantiateInitialViewController())
            let typed: ListController? = storyboard.instantiateInitialViewController { coder in ListController(coder: coder) }
            XCTAssertNil(typed)
        }
    }

    func testTheUnwindSearchMembersFollowTheHierarchy() {
        onMainActor {
            let rig = ControllerRig()
            let list = ListController(), middle = UIViewController(), top = UIViewController()
            let navigation = UINavigationController(rootViewController: list)
            rig.window.rootViewController = navigation
            navigation.pushViewController(middle, animated: false)
            navigation.pushViewController(top, animated: false)
            rig.frame(after: 0)
            XCTAssertTrue(list.canPerformUnwindSegueAction(Selector("unwindToList:"), from: top, sender: nil))
            XCTAssertFalse(middle.canPerformUnwindSegueAction(Selector("unwindToList:"), from: top, sender: nil),
                           "a controller handles no unwind action unless it says so")
            XCTAssertNil(list.childContaining(UnwindSource.make(from: top)))
            XCTAssertTrue(navigation.childContaining(UnwindSource.make(from: top)) === top)
            XCTAssertEqual(navigation.allowedChildrenForUnwinding(from: UnwindSource.make(from: top)).map(ObjectIdentifier.init),
                           [middle, list].map(ObjectIdentifier.init), "most recent first, without the source's own child")
            XCTAssertTrue(top.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === navigation)
            XCTAssertNil(top.activePresentationController)
            XCTAssertEqual(top.interactionActivityTrackingBaseName, "UIViewController")
        }
    }
}
