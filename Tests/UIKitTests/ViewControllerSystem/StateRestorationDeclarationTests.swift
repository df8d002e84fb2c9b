import UIKit
import XCTest

/// A controller written for state restoration: its overrides compile and are never called on the desktop.
@MainActor
private final class RestorableController: UIViewController, UIViewControllerRestoration {
    var encoded = 0

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        RestorableController()
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        encoded += 1
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
    }

    override func applicationFinishedRestoringState() {
        super.applicationFinishedRestoringState()
    }
}

/// State restoration's declarations, and the members that find a controller for an action or a presentation.
final class StateRestorationDeclarationTests: XCTestCase {
    func testARestorableControllerKeepsItsIdentifierAndClass() {
        onMainActor {
            _ = installManualClock()
            let controller = RestorableController()
            controller.restorationIdentifier = "detail"
            controller.restorationClass = RestorableController.self
            XCTAssertEqual(controller.restorationIdentifier, "detail")
            XCTAssertEqual(controller.restorationClass.map { ObjectIdentifier($0) }, ObjectIdentifier(RestorableController.self))
            XCTAssertNil(UIViewController().restorationClass)
            XCTAssertEqual(controller.encoded, 0, "nothing saves state on the desktop")
        }
    }

    func testTheActivePresentationControllerIsThePresentationShowingTheController() {
        onMainActor {
            let rig = ControllerRig()
            let root = UIViewController(), sheet = UIViewController(), inner = UIViewController()
            rig.window.rootViewController = root
            rig.frame(after: 0)
            let navigation = UINavigationController(rootViewController: inner)
            XCTAssertNil(navigation.activePresentationController)
            XCTAssertNotNil(sheet.presentationController, "asked before presenting, iOS makes the one it will use")
            XCTAssertNil(sheet.activePresentationController, "but none is active before the presentation")
            root.present(navigation, animated: false)
            rig.frame(after: 0)
            XCTAssertNotNil(navigation.activePresentationController)
            XCTAssertTrue(inner.activePresentationController === navigation.activePresentationController, "a child's is its container's")
            XCTAssertTrue(inner.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === navigation)
            inner.interactionActivityTrackingBaseName = "Inbox"
            XCTAssertEqual(inner.interactionActivityTrackingBaseName, "Inbox")
        }
    }
}
