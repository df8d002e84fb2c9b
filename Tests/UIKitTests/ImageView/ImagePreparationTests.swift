import QuartzCore
@testable import UIKit
import XCTest

/// iOS 15's thumbnails and images prepared for display: sizes, and where the completion handlers run.
final class ImagePreparationTests: XCTestCase {
    @MainActor
    private static func photo() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format).image { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        }
    }

    func testThumbnailHasTheSizeAskedForAtTheImagesScale() {
        onMainActor {
            let thumbnail = Self.photo().preparingThumbnail(of: CGSize(width: 20, height: 15))
            XCTAssertEqual(thumbnail?.size, CGSize(width: 20, height: 15))
            XCTAssertEqual(thumbnail?.scale, 2)
            XCTAssertEqual(thumbnail?.cgImage?.width, 40)
            XCTAssertNil(UIImage().preparingThumbnail(of: CGSize(width: 20, height: 15)))
            XCTAssertNil(Self.photo().preparingThumbnail(of: .zero))
        }
    }

    func testCompletionHandlersRunOnTheMainQueue() {
        let thumbnail = expectation(description: "thumbnail"), prepared = expectation(description: "prepared")
        onMainActor {
            let photo = Self.photo()
            photo.prepareThumbnail(of: CGSize(width: 4, height: 3)) { image in
                XCTAssertTrue(Thread.isMainThread)
                XCTAssertNotNil(image)
                thumbnail.fulfill()
            }
            photo.prepareForDisplay { image in
                XCTAssertTrue(Thread.isMainThread)
                XCTAssertEqual(MainActor.assumeIsolated { image?.size }, CGSize(width: 40, height: 30))
                prepared.fulfill()
            }
        }
        wait(for: [thumbnail, prepared], timeout: 5)
    }

    @MainActor
    func testAsyncVariantsGiveTheSameImages() async {
        let photo = Self.photo()
        let thumbnail = await photo.byPreparingThumbnail(ofSize: CGSize(width: 10, height: 10))
        XCTAssertEqual(thumbnail?.size, CGSize(width: 10, height: 10))
        let prepared = await photo.byPreparingForDisplay()
        XCTAssertEqual(prepared?.cgImage?.width, 80)
    }
}
