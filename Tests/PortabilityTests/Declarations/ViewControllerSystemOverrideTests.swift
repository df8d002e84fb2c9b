import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A container from the storyboard era overriding the segue, unwind, restoration and system members as iOS code
/// does: every override compiles, and the desktop answers with what the overrides return.
class LegacyContainerViewController: UIViewController {
    override var storyboard: UIStoryboard? { super.storyboard }
    override var automaticallyAdjustsScrollViewInsets: Bool {
        get { false }
        set { super.automaticallyAdjustsScrollViewInsets = newValue }
    }
    override var interactionActivityTrackingBaseName: String! {
        get { "Legacy" }
        set { super.interactionActivityTrackingBaseName = newValue }
    }
    override var activePresentationController: UIPresentationController? { super.activePresentationController }
    override var restorationClass: UIViewControllerRestoration.Type? {
        get { super.restorationClass }
        set { super.restorationClass = newValue }
    }

    override func performSegue(withIdentifier identifier: String, sender: Any?) {
        super.performSegue(withIdentifier: identifier, sender: sender)
    }

    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        true
    }

    override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        super.allowedChildrenForUnwinding(from: source)
    }

    override func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        super.childContaining(source)
    }

    override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        super.unwind(for: unwindSegue, towards: subsequentVC)
    }

    override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        super.targetViewController(forAction: action, sender: sender)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
    }

    override func applicationFinishedRestoringState() {
        super.applicationFinishedRestoringState()
    }

    override func setNeedsUpdateOfSupportedInterfaceOrientations() {
        super.setNeedsUpdateOfSupportedInterfaceOrientations()
    }
}

final class ViewControllerSystemOverrideTests: XCTestCase {
    func testTheOverridesAnswer() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let container = LegacyContainerViewController()
            XCTAssertNil(container.storyboard)
            XCTAssertFalse(container.automaticallyAdjustsScrollViewInsets)
            XCTAssertEqual(container.interactionActivityTrackingBaseName, "Legacy")
            XCTAssertTrue(container.canPerformUnwindSegueAction(Selector(("unwind:")), from: UIViewController(), sender: nil),
                          "the iOS 13 form asks the older one a container overrides")
            XCTAssertNil(container.activePresentationController)
            container.setNeedsUpdateOfSupportedInterfaceOrientations()
        }
    }
}
