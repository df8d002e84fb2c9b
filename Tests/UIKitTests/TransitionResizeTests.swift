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
            XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 600, height: 356))
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
}
