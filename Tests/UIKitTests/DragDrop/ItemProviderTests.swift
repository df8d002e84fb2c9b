@testable import UIKit
import XCTest

/// Item providers: strings, URLs and images written as typed representations and read back, type conformance,
/// representations whose data comes later, and a drop session loading every item's object in order.
final class ItemProviderTests: XCTestCase {
    func testAStringIsPlainTextThatLoadsBackAsAString() {
        onMainActor {
            let provider = NSItemProvider(object: "hello" as NSString)
            XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.utf8-plain-text"])
            XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.text"))
            XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
            XCTAssertFalse(provider.hasItemConformingToTypeIdentifier("public.image"))
            XCTAssertTrue(provider.canLoadObject(ofClass: String.self))
            XCTAssertFalse(provider.canLoadObject(ofClass: UIImage.self))
            var loaded: String?
            provider.loadObject(ofClass: String.self) { string, error in
                XCTAssertNil(error)
                loaded = string
            }
            XCTAssertEqual(loaded, "hello")
        }
    }

    func testAURLLoadsBackAsAURLAndAsItsString() {
        onMainActor {
            let url = URL(string: "https://example.com/board")!
            let provider = NSItemProvider(object: url)
            XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.url"])
            var loadedURL: URL?
            var loadedString: String?
            provider.loadObject(ofClass: URL.self) { value, _ in loadedURL = value }
            provider.loadObject(ofClass: String.self) { value, _ in loadedString = value }
            XCTAssertEqual(loadedURL, url)
            XCTAssertEqual(loadedString, "https://example.com/board")
            XCTAssertTrue(NSItemProvider(object: NSURL(string: "https://example.com")!).hasItemConformingToTypeIdentifier("public.url"))
        }
    }

    func testAnImageIsAPNGThatLoadsBackAsAnImage() {
        onMainActor {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            }
            let provider = NSItemProvider(object: image)
            XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.png"])
            XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.image"))
            XCTAssertTrue(provider.canLoadObject(ofClass: UIImage.self))
            var loaded: UIImage?
            provider.loadObject(ofClass: UIImage.self) { object, _ in loaded = object as? UIImage }
            XCTAssertEqual(loaded.map { $0.size.width * $0.scale }, image.size.width * image.scale)
        }
    }

    func testARepresentationWhoseDataComesLaterCompletesWhenItArrives() {
        onMainActor {
            let provider = NSItemProvider()
            var deliver: ((Data?, Error?) -> Void)?
            provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
                deliver = completion
                return nil
            }
            var loaded: [String]?
            let drag = DragSession(window: UIWindow(frame: .zero), location: .zero)
            drag.items = [UIDragItem(itemProvider: provider), UIDragItem(itemProvider: NSItemProvider(object: "second" as NSString))]
            let progress = DropSession(drag: drag).loadObjects(ofClass: String.self) { loaded = $0 }
            XCTAssertNil(loaded, "the first item's data has not come")
            XCTAssertEqual(progress.completedUnitCount, 1)
            deliver?(Data("first".utf8), nil)
            XCTAssertEqual(loaded, ["first", "second"], "in the items' order")
            XCTAssertEqual(progress.completedUnitCount, 2)
        }
    }

    func testADropSessionAnswersForItsItemsTypes() {
        onMainActor {
            let drag = DragSession(window: UIWindow(frame: .zero), location: .zero)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
            drag.items = [UIDragItem(itemProvider: NSItemProvider(object: image)), UIDragItem(itemProvider: NSItemProvider(object: "text" as NSString))]
            let session = DropSession(drag: drag)
            XCTAssertTrue(session.hasItemsConforming(toTypeIdentifiers: ["public.image"]))
            XCTAssertFalse(session.hasItemsConforming(toTypeIdentifiers: ["public.movie"]))
            XCTAssertTrue(session.canLoadObjects(ofClass: UIImage.self))
            XCTAssertTrue(session.canLoadObjects(ofClass: String.self))
            var images: [NSItemProviderReading] = []
            _ = session.loadObjects(ofClass: UIImage.self) { images = $0 }
            XCTAssertEqual(images.count, 1)
            XCTAssertTrue(session.localDragSession === drag)
        }
    }

    func testAnItemOfAGivenTypeAndAFailedLoad() {
        onMainActor {
            let provider = NSItemProvider(item: "plain" as NSString, typeIdentifier: "public.plain-text")
            var string: String?
            provider.loadObject(ofClass: String.self) { value, _ in string = value }
            XCTAssertEqual(string, "plain")
            var failure: Error?
            provider.loadDataRepresentation(forTypeIdentifier: "public.image") { _, error in failure = error }
            XCTAssertNotNil(failure)
        }
    }
}

/// The pasteboard read and written as item providers.
final class PasteboardItemProviderTests: XCTestCase {
    func testProvidersSetOnAPasteboardReadBackAsItsItemsAndAsProviders() {
        onMainActor {
            let pasteboard = UIPasteboard.withUniqueName()
            pasteboard.itemProviders = [NSItemProvider(object: "copied" as NSString), NSItemProvider(object: URL(string: "https://example.com")!)]
            XCTAssertEqual(pasteboard.numberOfItems, 2)
            XCTAssertEqual(pasteboard.string, "copied")
            XCTAssertEqual(pasteboard.url, URL(string: "https://example.com"))
            let providers = pasteboard.itemProviders
            XCTAssertEqual(providers.map(\.registeredTypeIdentifiers), [["public.utf8-plain-text"], ["public.url"]])
            var loaded: String?
            providers[0].loadObject(ofClass: String.self) { value, _ in loaded = value }
            XCTAssertEqual(loaded, "copied")
        }
    }
}
