import QuartzCore
@testable import QuickLook
import TestSupport
@_spi(QuickLook) @testable import UIKit
import Wayland
import XCTest

/// Hands a preview controller its files and records what it is asked and told.
@MainActor
final class RecordingPreviewSource: QLPreviewControllerDataSource, QLPreviewControllerDelegate {
    var urls: [URL]
    var counted = 0
    var asked: [Int] = []
    var heard: [String] = []

    init(_ urls: [URL]) {
        self.urls = urls
    }

    func numberOfPreviewItems(in controller: QLPreviewController) -> Int {
        counted += 1
        return urls.count
    }

    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
        asked.append(index)
        return urls[index] as NSURL
    }

    func previewControllerWillDismiss(_ controller: QLPreviewController) { heard.append("willDismiss") }
    func previewControllerDidDismiss(_ controller: QLPreviewController) { heard.append("didDismiss") }
}

/// Quick Look's controller: presented in a navigation controller of its own with Done, asking its data source for
/// the items, paging by swipe and arrow keys, showing an image's pixels, text in a text view and other files as
/// their icon with name and size.
final class PreviewControllerTests: XCTestCase {
    /// A host showing in a rig's window, presenting a preview of `urls`.
    @MainActor
    private static func present(_ urls: [URL]) -> (rig: ControllerRig, host: UIViewController, preview: QLPreviewController, source: RecordingPreviewSource) {
        let rig = ControllerRig()
        let host = UIViewController()
        rig.window.rootViewController = host
        rig.frame(after: 0)
        let preview = QLPreviewController()
        let source = RecordingPreviewSource(urls)
        preview.dataSource = source
        preview.delegate = source
        host.present(preview, animated: true)
        rig.frame(after: 0.6)
        rig.frame(after: 0.1)
        return (rig, host, preview, source)
    }

    func testTheDataSourceIsAskedAndTheFirstItemShowsInANavigationControllerWithDone() throws {
        try onMainActor {
            let fixtures = try PreviewFixtures()
            defer { fixtures.remove() }
            let (_, host, preview, source) = Self.present([fixtures.image, fixtures.text, fixtures.other])
            XCTAssertTrue(host.presentedViewController === preview)
            XCTAssertGreaterThan(source.counted, 0)
            XCTAssertEqual(source.asked.last, 0)
            XCTAssertEqual(preview.currentPreviewItemIndex, 0)
            XCTAssertEqual(preview.currentPreviewItem?.previewItemURL, fixtures.image)
            XCTAssertEqual(preview.title, "halves.png")
            let navigation = try XCTUnwrap(preview.children.first as? UINavigationController)
            XCTAssertTrue(navigation.topViewController === preview.pager)
            XCTAssertEqual(navigation.navigationBar.topItem?.title, "halves.png")
            XCTAssertNotNil(preview.pager.navigationItem.leftBarButtonItem, "Done")
        }
    }

    func testASwipeAndTheArrowKeysPageThroughTheItems() throws {
        try onMainActor {
            let fixtures = try PreviewFixtures()
            defer { fixtures.remove() }
            let (rig, _, preview, source) = Self.present([fixtures.image, fixtures.text, fixtures.other])
            let input = WindowInput(window: rig.window)
            input.handle(TouchFrame(events: [.down(id: 1, x: 320, y: 180, serial: 1, time: 0)]))
            rig.clock.advance(by: 0.05)
            input.handle(TouchFrame(events: [.motion(id: 1, x: 200, y: 182, time: 50)]))
            input.handle(TouchFrame(events: [.motion(id: 1, x: 100, y: 184, time: 80)]))
            input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: 90)]))
            XCTAssertEqual(preview.currentPreviewItemIndex, 1, "a swipe to the left shows the next item")
            let pages = preview.pager.view.subviews.compactMap { $0 as? DocumentPreviewItemView }
            XCTAssertEqual(pages.map(\.frame.minX), [-400, 0], "the image slides out as the text slides in")
            rig.frame(after: 0.15)
            let sliding = try XCTUnwrap(preview.pager.itemView?.layer.presentation()?.frame.minX)
            XCTAssertTrue(sliding > 0 && sliding < 400, "half way: \(sliding)")
            rig.frame(after: 0.2)
            XCTAssertEqual(preview.pager.view.subviews.compactMap { $0 as? DocumentPreviewItemView }.count, 1)
            XCTAssertEqual(source.asked.last, 1)
            XCTAssertEqual(preview.title, "notes.txt")
            let arrow = { (name: String, keysym: UInt32, code: UInt32, time: UInt32) in
                rig.renderer.input.handle(KeyEvent(code: code, keysym: keysym, name: name, text: "", isPressed: true, isRepeat: false,
                                                   modifiers: [], time: time))
                rig.renderer.input.handle(KeyEvent(code: code, keysym: keysym, name: name, text: "", isPressed: false, isRepeat: false,
                                                   modifiers: [], time: time + 1))
            }
            arrow("Right", 0xFF53, 106, 200)
            XCTAssertEqual(preview.currentPreviewItemIndex, 2, "the right arrow shows the next item")
            arrow("Right", 0xFF53, 106, 210)
            XCTAssertEqual(preview.currentPreviewItemIndex, 2, "no page past the last")
            arrow("Left", 0xFF51, 105, 220)
            XCTAssertEqual(preview.currentPreviewItemIndex, 1)
            preview.currentPreviewItemIndex = 0
            XCTAssertEqual(preview.title, "halves.png")
        }
    }

    func testTextShowsInATextViewAndOtherFilesAsTheirNameAndSize() throws {
        try onMainActor {
            let fixtures = try PreviewFixtures()
            defer { fixtures.remove() }
            let (_, _, preview, source) = Self.present([fixtures.text, fixtures.other])
            let textView = try XCTUnwrap(preview.pager.itemView?.subviews.first as? UITextView)
            XCTAssertEqual(textView.text, "Milk\nEggs\nBread\n")
            XCTAssertFalse(textView.isEditable)
            preview.currentPreviewItemIndex = 1
            let labels = preview.pager.itemView?.subviews.compactMap { ($0 as? UILabel)?.text }
            XCTAssertEqual(labels?.first, "archive.bin")
            XCTAssertEqual(labels?.last?.hasSuffix("2 KB"), true, "\(labels ?? [])")
            XCTAssertEqual(source.asked.last, 1)
        }
    }

    func testReloadDataAsksAgainAndDoneDismissesTellingTheDelegate() throws {
        try onMainActor {
            let fixtures = try PreviewFixtures()
            defer { fixtures.remove() }
            let (rig, host, preview, source) = Self.present([fixtures.image, fixtures.text])
            preview.currentPreviewItemIndex = 1
            source.urls = []
            preview.reloadData()
            XCTAssertEqual(preview.currentPreviewItemIndex, NSNotFound, "no items, no index")
            XCTAssertNil(preview.currentPreviewItem)
            source.urls = [fixtures.other]
            preview.reloadData()
            XCTAssertEqual(preview.currentPreviewItemIndex, 0, "fewer items: the last shows")
            XCTAssertEqual(preview.title, "archive.bin")
            XCTAssertTrue(QLPreviewController.canPreview(fixtures.image as NSURL))
            XCTAssertFalse(QLPreviewController.canPreview(URL(string: "https://example.com")!))
            let done = try XCTUnwrap(preview.pager.navigationItem.leftBarButtonItem?.primaryAction)
            done.perform(sender: nil)
            rig.frame(after: 0.6)
            XCTAssertNil(host.presentedViewController)
            XCTAssertEqual(source.heard, ["willDismiss", "didDismiss"])
        }
    }

    func testPushedOntoANavigationControllerItUsesThatOnesBar() throws {
        try onMainActor {
            let fixtures = try PreviewFixtures()
            defer { fixtures.remove() }
            let rig = ControllerRig()
            let list = UIViewController()
            let navigation = UINavigationController(rootViewController: list)
            rig.window.rootViewController = navigation
            rig.frame(after: 0)
            let preview = QLPreviewController()
            let source = RecordingPreviewSource([fixtures.text])
            preview.dataSource = source
            navigation.pushViewController(preview, animated: false)
            rig.frame(after: 0.1)
            XCTAssertTrue(preview.pager.parent === preview)
            XCTAssertNil(preview.pager.navigationItem.leftBarButtonItem, "no Done when pushed")
            XCTAssertEqual(navigation.navigationBar.topItem?.title, "notes.txt")
        }
    }

    func testAnImageShowsItsPixels() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let fixtures = try PreviewFixtures()
            defer { fixtures.remove() }
            let (rig, _, preview, _) = Self.present([fixtures.image, fixtures.text])
            let itemView = try XCTUnwrap(preview.pager.itemView)
            let shown = itemView.convert(itemView.bounds.inset(by: itemView.safeAreaInsets), to: nil)
            let middle = Int(shown.midY)
            XCTAssertEqual(rig.renderer.pixel(x: 100, y: middle), 0xFFFF_0000, "the left half is red")
            XCTAssertEqual(rig.renderer.pixel(x: 300, y: middle), 0xFF00_00FF, "the right half blue")
            return try XCTUnwrap(rig.renderer.image)
        }
        assertSnapshot(image, named: "imagePreview")
    }

    func testAFileOfNoKnownTypeShowsItsIconNameAndSize() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let fixtures = try PreviewFixtures()
            defer { fixtures.remove() }
            let (rig, _, _, _) = Self.present([fixtures.other])
            return try XCTUnwrap(rig.renderer.image)
        }
        assertSnapshot(image, named: "iconPreview")
    }
}
