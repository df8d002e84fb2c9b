import QuickLook
import TestSupport
import UIKit
import UniformTypeIdentifiers
import XCTest

/// A preview controller an app tints and subclasses through the initializer iOS subclasses override.
final class TintedPreviewController: QLPreviewController {
    var loads = 0

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
        view.tintColor = .systemOrange
    }
}

/// The document browser of Xcode's document-based app template, made in code.
final class TemplateDocumentBrowser: UIDocumentBrowserViewController, UIDocumentBrowserViewControllerDelegate {
    var presented: [URL] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        allowsDocumentCreation = true
        allowsPickingMultipleItems = false
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        let newDocumentURL: URL? = nil
        if newDocumentURL != nil {
            importHandler(newDocumentURL, .move)
        } else {
            importHandler(nil, .none)
        }
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        guard let sourceURL = documentURLs.first else { return }
        presentDocument(at: sourceURL)
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {
        presentDocument(at: destinationURL)
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?) {}

    func presentDocument(at documentURL: URL) {
        presented.append(documentURL)
    }
}

/// A controller that names its nib as iOS code from before storyboards does, and keeps a user activity.
final class NibNamedDetailController: UIViewController {
    init() {
        super.init(nibName: "NibNamedDetailController", bundle: Bundle.main)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var nibName: String? { "DetailView" }

    override func awakeFromNib() {
        super.awakeFromNib()
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        activity.addUserInfoEntries(from: ["screen": "detail"])
        super.updateUserActivityState(activity)
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        super.restoreUserActivityState(activity)
        title = activity.title
    }
}

/// A scene delegate that continues and restores activities, as iOS 13 apps write one.
final class ContinuingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var continued: [String] = []

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        continued.append(userActivity.activityType)
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        return scene.userActivity
    }
}

final class DocumentClassesSubclassTests: XCTestCase {
    func testSubclassesAreMadeAsOnIOS() {
        onMainActor {
            _ = installManualClock()
            let preview = TintedPreviewController()
            preview.loadViewIfNeeded()
            XCTAssertEqual(preview.loads, 1)
            let browser = TemplateDocumentBrowser(forOpening: [.plainText])
            XCTAssertEqual(browser.allowedContentTypes, [UTType.plainText.identifier])
            browser.documentBrowser(browser, didPickDocumentsAt: [URL(fileURLWithPath: "/tmp/a.txt")])
            XCTAssertEqual(browser.presented.map { $0.lastPathComponent }, ["a.txt"])
            let legacy = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: ["public.plain-text"])
            XCTAssertEqual(legacy.allowedContentTypes, ["public.plain-text"])
            let detail = NibNamedDetailController()
            XCTAssertEqual(detail.nibName, "DetailView")
            let activity = NSUserActivity(activityType: "com.example.detail")
            activity.title = "Detail"
            detail.updateUserActivityState(activity)
            detail.restoreUserActivityState(activity)
            XCTAssertEqual(activity.userInfo?["screen"] as? String, "detail")
            XCTAssertEqual(detail.title, "Detail")
            XCTAssertTrue(ContinuingSceneDelegate().continued.isEmpty)
        }
    }
}
