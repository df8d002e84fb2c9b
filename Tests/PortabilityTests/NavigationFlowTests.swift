import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A mail-style flow as iOS apps write it (Swift 5): a list in a navigation controller with bar button items,
/// a pushed detail screen, a composer presented as a form sheet, and a custom fade animator handed out by a
/// navigation controller delegate.
class InboxViewController: UIViewController {
    var composed = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, primaryAction: UIAction { [weak self] _ in
            self?.compose()
        })
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, primaryAction: nil)
        let row = UIView(frame: CGRect(x: 0, y: 20, width: 400, height: 44))
        row.backgroundColor = UIColor(white: 0.9, alpha: 1)
        row.autoresizingMask = [.flexibleWidth]
        view.addSubview(row)
    }

    func compose() {
        composed += 1
        let composer = UINavigationController(rootViewController: ComposeViewController())
        composer.modalPresentationStyle = .formSheet
        composer.preferredContentSize = CGSize(width: 300, height: 200)
        present(composer, animated: true, completion: nil)
    }

    func open(_ subject: String) {
        let message = MessageViewController()
        message.subject = subject
        navigationController?.pushViewController(message, animated: true)
    }
}

class MessageViewController: UIViewController {
    var subject = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = subject
        view.backgroundColor = UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.view.alpha = 1 }, completion: nil)
        }
    }
}

class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        view.backgroundColor = .white
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true, completion: nil)
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, primaryAction: nil)
    }
}

class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

class FadingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return operation == .push ? FadeAnimator() : nil
    }
}

final class NavigationFlowTests: XCTestCase {
    @MainActor
    private final class App {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let inbox = InboxViewController()
        let navigation: UINavigationController
        lazy var renderer = OffscreenRenderer(window: window)

        init() {
            navigation = UINavigationController(rootViewController: inbox)
            window.rootViewController = navigation
            window.makeKey()
            renderer.renderFrame()
        }

        func image(after seconds: Double) -> CGImage? {
            clock.advance(by: seconds)
            renderer.renderFrame()
            return renderer.image
        }
    }

    func testAPushedMessageHalfWayAndShown() throws {
        let (half, shown) = try MainActor.assumeIsolated { () throws -> (CGImage, CGImage) in
            let app = App()
            app.inbox.open("Lunch")
            let half = try XCTUnwrap(app.image(after: 0.175))
            let shown = try XCTUnwrap(app.image(after: 0.2))
            XCTAssertEqual(app.navigation.topViewController?.title, "Lunch")
            return (half, shown)
        }
        assertSnapshot(half, named: "pushHalfWay")
        assertSnapshot(shown, named: "pushed")
    }

    func testTheComposerIsAFormSheetOverTheDimmedInbox() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let app = App()
            app.inbox.compose()
            let image = try XCTUnwrap(app.image(after: 0.6))
            XCTAssertTrue(app.inbox.presentedViewController is UINavigationController)
            XCTAssertTrue(app.navigation.presentedViewController is UINavigationController, "the outermost controller presents")
            return image
        }
        assertSnapshot(image, named: "formSheet")
    }

    func testADelegatesAnimatorRunsThePush() {
        MainActor.assumeIsolated {
            let app = App()
            let delegate = FadingNavigationDelegate()
            app.navigation.delegate = delegate
            app.inbox.open("Fade")
            _ = app.image(after: 0.2)
            let shown = app.navigation.topViewController?.view.layer.presentation()?.opacity ?? -1
            XCTAssertGreaterThan(shown, 0.2)
            XCTAssertLessThan(shown, 0.8)
            _ = app.image(after: 0.21)
            XCTAssertNil(app.inbox.view.window, "the covered view leaves when the animator completes")
        }
    }
}
