import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A login prompt with a text field and a share sheet as iOS apps write them (Swift 5, no annotations), presented
/// and drawn as UIKit draws them.
final class LoginViewController: UIViewController {
    var loggedIn: [String] = []
    var shared: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1)
    }

    func askForName() {
        let alert = UIAlertController(title: "Log In", message: "Enter your name to continue.", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
            textField.autocapitalizationType = .words
        }
        let login = UIAlertAction(title: "Log In", style: .default) { [weak self, weak alert] _ in
            let name = alert?.textFields?.first?.text ?? ""
            self?.loggedIn.append(name)
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(login)
        alert.preferredAction = login
        present(alert, animated: true, completion: nil)
    }

    func share() {
        let sheet = UIAlertController(title: "Share Photo", message: "Choose where the photo goes.", preferredStyle: .actionSheet)
        for title in ["Copy Link", "Save to Files"] {
            sheet.addAction(UIAlertAction(title: title, style: .default) { [weak self] action in
                self?.shared.append(action.title!)
            })
        }
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: nil))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        // On an iPad the sheet is a popover pointing at its source.
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = view
            popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
        }
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }
}

final class AlertPortabilityTests: XCTestCase {
    /// The screen of `controller` in a window of `size`, the clock moved past the presentation.
    private func shown(_ present: (LoginViewController) -> Void, size: CGSize) -> (LoginViewController, OffscreenRenderer, CAManualMediaClock, CGImage?) {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            let controller = LoginViewController()
            window.rootViewController = controller
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            present(controller)
            renderer.renderFrame()
            clock.advance(by: 0.5)
            renderer.renderFrame()
            return (controller, renderer, clock, renderer.image)
        }
    }

    func testALoginAlertWithATextField() throws {
        let (controller, renderer, clock, image) = shown({ $0.askForName() }, size: CGSize(width: 360, height: 300))
        assertSnapshot(try XCTUnwrap(image), named: "alert")
        MainActor.assumeIsolated {
            let alert = controller.presentedViewController as? UIAlertController
            XCTAssertEqual(alert?.actions.map { $0.title ?? "" }, ["Cancel", "Log In"])
            let field = alert?.textFields?.first
            XCTAssertTrue(field?.isFirstResponder ?? false)
            field?.insertText("Ada")
            // The "Log In" button is the right half of the bottom row.
            let frame = alert?.view.frame ?? .zero
            renderer.pointerDown(at: CGPoint(x: frame.maxX - 40, y: frame.maxY - 20))
            renderer.pointerUp()
            clock.advance(by: 0.5)
            renderer.renderFrame()
            XCTAssertEqual(controller.loggedIn, ["Ada"])
            XCTAssertNil(controller.presentedViewController)
        }
    }

    func testAShareSheet() throws {
        let (controller, renderer, clock, image) = shown({ $0.share() }, size: CGSize(width: 360, height: 420))
        assertSnapshot(try XCTUnwrap(image), named: "actionSheet")
        MainActor.assumeIsolated {
            // A tap on the first button, just under the title and message (the popover an iPad shows has no
            // Cancel button under the three others).
            let frame = controller.presentedViewController?.view.frame ?? .zero
            let firstButtonY = frame.maxY - 57 * 3 + 28
            renderer.pointerDown(at: CGPoint(x: frame.midX, y: firstButtonY))
            renderer.pointerUp()
            clock.advance(by: 0.5)
            renderer.renderFrame()
            XCTAssertEqual(controller.shared, ["Copy Link"])
        }
    }
}
