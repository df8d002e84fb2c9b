import QuartzCore
@testable import UIKit
import XCTest

/// The share sheet on the manual clock: which activities it lists, Copy, an app's activities performing or showing a
/// controller, item sources asked for the chosen activity, and the completion handler hearing each ending once.
final class ActivityViewControllerTests: XCTestCase {
    /// An app's activity that records what it was asked.
    @MainActor
    private final class RecordingActivity: UIActivity {
        let name: String
        let accepts: Bool
        let controller: UIViewController?
        var prepared: [Any] = []
        var performed = 0

        init(_ name: String, accepts: Bool = true, controller: UIViewController? = nil) {
            self.name = name
            self.accepts = accepts
            self.controller = controller
        }

        override class var activityCategory: Category { .share }
        override var activityType: ActivityType? { ActivityType("org.example.\(name)") }
        override var activityTitle: String? { name }
        override var activityViewController: UIViewController? { controller }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { accepts }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() {
            performed += 1
            activityDidFinish(true)
        }
    }

    /// An item made only once an activity is chosen.
    @MainActor
    private final class LateItem: NSObject, UIActivityItemSource {
        var askedFor: [UIActivity.ActivityType?] = []
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
        func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
            askedFor.append(activityType)
            return "made for \(activityType?.rawValue ?? "nothing")"
        }
    }

    @MainActor
    private final class Stage {
        let rig = ControllerRig()
        let root = UIViewController()
        var endings: [String] = []

        init() {
            rig.window.rootViewController = root
            rig.frame(after: 0)
        }

        func present(_ sheet: UIActivityViewController) {
            sheet.completionWithItemsHandler = { [unowned self] type, completed, returned, error in
                self.endings.append("\(type?.rawValue ?? "nil") \(completed) \(returned == nil) \(error == nil)")
            }
            root.present(sheet, animated: true)
            settle()
        }

        func settle() {
            rig.frame(after: 0)
            rig.frame(after: 1)
        }

        func titles(_ sheet: UIActivityViewController) -> [String] {
            sheet.hostedAlert.actions.map { $0.title ?? "" }
        }

        /// Taps the sheet's button titled `title`.
        func tap(_ title: String, in sheet: UIActivityViewController) {
            guard let button = sheet.hostedAlert.alertView.buttons.first(where: { $0.action.title == title }) else {
                return XCTFail("no button \(title)")
            }
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: rig.window)
            rig.renderer.pointerDown(at: center)
            rig.renderer.pointerUp()
            settle()
        }
    }

    func testTextIsCopiedToThePasteboardAndTheHandlerHearsItOnce() {
        onMainActor {
            let stage = Stage()
            let sheet = UIActivityViewController(activityItems: ["Hello from the sheet"], applicationActivities: nil)
            stage.present(sheet)
            XCTAssertEqual(stage.titles(sheet), ["Copy", "Cancel"])
            XCTAssertEqual(sheet.view.frame.maxY, 292, "at the bottom as an action sheet")
            stage.tap("Copy", in: sheet)
            XCTAssertEqual(UIPasteboard.general.string, "Hello from the sheet")
            XCTAssertNil(stage.root.presentedViewController, "the sheet is gone")
            XCTAssertEqual(stage.endings, ["com.apple.UIKit.activity.CopyToPasteboard true true true"])
        }
    }

    func testCopyPutsEachItemOnThePasteboardAsItsType() {
        onMainActor {
            let stage = Stage()
            let url = URL(string: "https://example.com/a")!
            let sheet = UIActivityViewController(activityItems: ["A caption", url], applicationActivities: nil)
            stage.present(sheet)
            stage.tap("Copy", in: sheet)
            XCTAssertEqual(UIPasteboard.general.strings, ["A caption"])
            XCTAssertEqual(UIPasteboard.general.urls, [url])
        }
    }

    func testExcludedTypesAndActivitiesThatCannotPerformAreNotListed() {
        onMainActor {
            let stage = Stage()
            let sheet = UIActivityViewController(
                activityItems: ["text"], applicationActivities: [RecordingActivity("Post"), RecordingActivity("Never", accepts: false)])
            sheet.excludedActivityTypes = [.copyToPasteboard]
            stage.present(sheet)
            XCTAssertEqual(stage.titles(sheet), ["Post", "Cancel"])
        }
    }

    func testAnAppsActivityIsPreparedWithItemsMadeForItThenPerformed() {
        onMainActor {
            let stage = Stage()
            let post = RecordingActivity("Post")
            let late = LateItem()
            let sheet = UIActivityViewController(activityItems: [late, 7], applicationActivities: [post])
            stage.present(sheet)
            XCTAssertEqual(stage.titles(sheet), ["Post", "Copy", "Cancel"], "share activities first, then actions")
            XCTAssertEqual(late.askedFor.count, 0, "only the placeholder is read to choose the activities")
            stage.tap("Post", in: sheet)
            XCTAssertEqual(late.askedFor, [UIActivity.ActivityType("org.example.Post")])
            XCTAssertEqual(post.prepared.first as? String, "made for org.example.Post")
            XCTAssertEqual(post.prepared.last as? Int, 7)
            XCTAssertEqual(post.performed, 1)
            XCTAssertEqual(stage.endings, ["org.example.Post true true true"])
        }
    }

    func testAnActivitysControllerIsPresentedAfterTheSheetAndDismissedWhenItFinishes() {
        onMainActor {
            let stage = Stage()
            let composer = UIViewController()
            let compose = RecordingActivity("Compose", controller: composer)
            let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: [compose])
            stage.present(sheet)
            stage.tap("Compose", in: sheet)
            stage.settle()
            XCTAssertTrue(stage.root.presentedViewController === composer, "the activity's controller replaces the sheet")
            XCTAssertEqual(compose.performed, 0, "a controller is shown instead of perform()")
            XCTAssertEqual(stage.endings, [])
            compose.activityDidFinish(false)
            stage.settle()
            XCTAssertNil(stage.root.presentedViewController)
            XCTAssertEqual(stage.endings, ["org.example.Compose false true true"])
        }
    }

    func testCancellingTellsTheHandlerNothingWasChosen() {
        onMainActor {
            let stage = Stage()
            let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
            stage.present(sheet)
            stage.tap("Cancel", in: sheet)
            XCTAssertNil(stage.root.presentedViewController)
            XCTAssertEqual(stage.endings, ["nil false true true"])
        }
    }

    func testAnItemProviderGivesItsItemWithTheChosenType() {
        onMainActor {
            final class Provider: UIActivityItemProvider, @unchecked Sendable {
                var seen: UIActivity.ActivityType?
                override var item: Any {
                    seen = activityType
                    return "made late"
                }
            }
            let stage = Stage()
            let provider = Provider(placeholderItem: "placeholder")
            let sheet = UIActivityViewController(activityItems: [provider], applicationActivities: nil)
            stage.present(sheet)
            stage.tap("Copy", in: sheet)
            XCTAssertEqual(provider.seen, .copyToPasteboard)
            XCTAssertEqual(UIPasteboard.general.string, "made late")
        }
    }
}
