import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A "Save to Favorites" action an app adds to its share sheet, as iOS apps write one.
final class FavoriteActivity: UIActivity {
    var saved: [URL] = []
    private var urls: [URL] = []

    override class var activityCategory: UIActivity.Category { return .action }
    override var activityType: UIActivity.ActivityType? { return UIActivity.ActivityType("com.example.favorite") }
    override var activityTitle: String? { return "Save to Favorites" }
    override var activityImage: UIImage? { return nil }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        return activityItems.contains { $0 is URL }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        urls = activityItems.compactMap { $0 as? URL }
    }

    override func perform() {
        saved.append(contentsOf: urls)
        activityDidFinish(true)
    }
}

/// An article screen with a share button, written as an iOS app shares a link (Swift 5, no annotations).
final class ArticleViewController: UIViewController {
    let articleURL = URL(string: "https://example.com/articles/42")!
    let favorites = FavoriteActivity()
    var outcomes: [String] = []

    func shareTapped(_ sender: UIBarButtonItem?) {
        let items: [Any] = ["Read this article", articleURL]
        let activityViewController = UIActivityViewController(activityItems: items, applicationActivities: [favorites])
        activityViewController.excludedActivityTypes = [.addToReadingList, .assignToContact, .saveToCameraRoll]
        activityViewController.popoverPresentationController?.barButtonItem = sender
        activityViewController.popoverPresentationController?.sourceView = view
        activityViewController.completionWithItemsHandler = { [weak self] activityType, completed, returnedItems, error in
            guard error == nil else { return }
            self?.outcomes.append("\(activityType?.rawValue ?? "cancelled"): \(completed)")
        }
        present(activityViewController, animated: true, completion: nil)
    }
}

final class ShareSheetPortabilityTests: XCTestCase {
    func testSharingALinkCopiesItOrSavesItWithTheAppsActivity() throws {
        try MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 420))
            let controller = ArticleViewController()
            window.rootViewController = controller
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            @MainActor func tapRow(_ index: Int) {
                // Rows of 57 points stack above the cancel button (57 points, 8 apart) at the sheet's bottom.
                let frame = controller.presentedViewController?.view.frame ?? .zero
                let rows = 2
                let y = frame.maxY - 57 - 8 - 57 * CGFloat(rows - index) + 28
                renderer.pointerDown(at: CGPoint(x: frame.midX, y: y))
                renderer.pointerUp()
                renderer.renderFrame()
                clock.advance(by: 0.5)
                renderer.renderFrame()
            }
            for row in 0..<2 {
                controller.shareTapped(nil)
                renderer.renderFrame()
                clock.advance(by: 0.5)
                renderer.renderFrame()
                let sheet = try XCTUnwrap(controller.presentedViewController as? UIActivityViewController)
                XCTAssertNotNil(sheet.view)
                tapRow(row)
            }
            XCTAssertEqual(UIPasteboard.general.string, "Read this article")
            XCTAssertEqual(UIPasteboard.general.url, controller.articleURL)
            XCTAssertEqual(controller.favorites.saved, [controller.articleURL])
            XCTAssertEqual(controller.outcomes, ["com.apple.UIKit.activity.CopyToPasteboard: true", "com.example.favorite: true"])
            XCTAssertNil(controller.presentedViewController)
        }
    }
}
