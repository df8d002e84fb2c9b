import QuartzCore
import TestSupport
@_spi(QuickLook) @testable import UIKit
import XCTest

/// Gives a document interaction controller the controller its preview shows from, and records what it hears.
@MainActor
final class RecordingInteractionDelegate: UIDocumentInteractionControllerDelegate {
    let host: UIViewController
    var heard: [String] = []

    init(host: UIViewController) {
        self.host = host
    }

    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        heard.append("viewControllerForPreview")
        return host
    }

    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) { heard.append("willBeginPreview") }
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) { heard.append("didEndPreview") }
    func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController) { heard.append("willPresentOptionsMenu") }
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) { heard.append("willPresentOpenInMenu") }
}

/// A delegate that gives no preview controller.
@MainActor
final class SilentInteractionDelegate: UIDocumentInteractionControllerDelegate {}

/// The document interaction controller: its file's name and type, a preview from the controller its delegate gives
/// (presented in a navigation controller, or pushed onto one), and its menus as a share sheet.
final class DocumentInteractionControllerTests: XCTestCase {
    private static let url = URL(fileURLWithPath: "/tmp/Report.txt")

    func testTheNameAndTypeComeFromTheFileUnlessSet() {
        onMainActor {
            _ = installManualClock()
            let controller = UIDocumentInteractionController(url: Self.url)
            XCTAssertEqual(controller.name, "Report.txt")
            XCTAssertEqual(controller.uti, "public.plain-text")
            controller.name = "Quarterly report"
            controller.uti = "com.adobe.pdf"
            XCTAssertEqual(controller.name, "Quarterly report")
            XCTAssertEqual(controller.uti, "com.adobe.pdf")
            XCTAssertFalse(controller.icons.isEmpty)
        }
    }

    func testThePreviewAsksTheDelegateAndIsPresentedWithDone() throws {
        try onMainActor {
            let rig = ControllerRig()
            let host = UIViewController()
            rig.window.rootViewController = host
            rig.frame(after: 0)
            let controller = UIDocumentInteractionController(url: Self.url)
            XCTAssertFalse(controller.presentPreview(animated: true), "no delegate, no preview")
            let silent = SilentInteractionDelegate()
            controller.delegate = silent
            XCTAssertFalse(controller.presentPreview(animated: true), "a delegate without a controller for the preview")
            let delegate = RecordingInteractionDelegate(host: host)
            controller.delegate = delegate
            XCTAssertTrue(controller.presentPreview(animated: true))
            rig.frame(after: 0.6)
            let navigation = try XCTUnwrap(host.presentedViewController as? UINavigationController)
            let pages = try XCTUnwrap(navigation.topViewController as? DocumentPreviewController)
            XCTAssertEqual(pages.title, "Report.txt")
            XCTAssertNotNil(pages.navigationItem.leftBarButtonItem)
            XCTAssertEqual(delegate.heard, ["viewControllerForPreview", "willBeginPreview"])
            controller.dismissPreview(animated: true)
            rig.frame(after: 0.6)
            XCTAssertNil(host.presentedViewController)
            XCTAssertEqual(delegate.heard.last, "didEndPreview")
        }
    }

    func testThePreviewIsPushedOntoANavigationController() {
        onMainActor {
            let rig = ControllerRig()
            let navigation = UINavigationController(rootViewController: UIViewController())
            rig.window.rootViewController = navigation
            rig.frame(after: 0)
            let controller = UIDocumentInteractionController(url: Self.url)
            let delegate = RecordingInteractionDelegate(host: navigation)
            controller.delegate = delegate
            XCTAssertTrue(controller.presentPreview(animated: false))
            rig.frame(after: 0.1)
            XCTAssertTrue(navigation.topViewController is DocumentPreviewController)
            XCTAssertNil(navigation.topViewController?.navigationItem.leftBarButtonItem, "the back button closes it")
            controller.dismissPreview(animated: false)
            rig.frame(after: 0.1)
            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertEqual(delegate.heard.last, "didEndPreview")
        }
    }

    func testTheMenusAreShareSheetsWithQuickLookAndOpenIn() throws {
        try onMainActor {
            let rig = ControllerRig()
            let host = UIViewController()
            rig.window.rootViewController = host
            rig.frame(after: 0)
            let controller = UIDocumentInteractionController(url: Self.url)
            let delegate = RecordingInteractionDelegate(host: host)
            controller.delegate = delegate
            XCTAssertTrue(controller.presentOptionsMenu(from: CGRect(x: 10, y: 10, width: 20, height: 20), in: host.view, animated: true))
            rig.frame(after: 0.6)
            let sheet = try XCTUnwrap(host.presentedViewController as? UIActivityViewController)
            XCTAssertEqual(sheet.offeredActivities.compactMap(\.activityTitle), ["Copy", "Quick Look", "Open in Default App"])
            XCTAssertEqual(delegate.heard, ["willPresentOptionsMenu"])
            controller.dismissMenu(animated: false)
            rig.frame(after: 0.6)
            XCTAssertTrue(controller.presentOpenInMenu(from: .zero, in: host.view, animated: false))
            rig.frame(after: 0.1)
            let openIn = try XCTUnwrap(host.presentedViewController as? UIActivityViewController)
            XCTAssertEqual(openIn.offeredActivities.compactMap(\.activityTitle), ["Open in Default App"])
            XCTAssertEqual(delegate.heard.last, "willPresentOpenInMenu")
        }
    }
}
