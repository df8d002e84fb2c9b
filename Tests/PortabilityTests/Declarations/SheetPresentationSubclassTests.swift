import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A sheet presentation controller subclassed as iOS apps do to hand it out for a custom presentation: Apple's
/// designated initializer, the transition hooks, and the sheet's properties set in the initializer.
class DrawerSheetController: UISheetPresentationController {
    var began = 0

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        detents = [.medium()]
        prefersGrabberVisible = true
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        began += 1
    }
}

class DrawerTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var made: DrawerSheetController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = DrawerSheetController(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }
}

final class SheetPresentationSubclassTests: XCTestCase {
    func testASubclassHandedOutForACustomPresentationRestsAtItsDetent() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let root = UIViewController()
            window.rootViewController = root
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let drawer = UIViewController()
            let transitioning = DrawerTransitioningDelegate()
            drawer.modalPresentationStyle = .custom
            drawer.transitioningDelegate = transitioning
            root.present(drawer, animated: true, completion: nil)
            clock.advance(by: 0.6)
            renderer.renderFrame()
            XCTAssertEqual(transitioning.made?.began, 1)
            XCTAssertTrue(drawer.sheetPresentationController === transitioning.made)
            XCTAssertEqual(drawer.view.frame, CGRect(x: 0, y: 155, width: 400, height: 145))
        }
    }
}
