@testable import Demos
import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// The collection view page: a tap on a tile deletes it with its animation, a tap on "+" inserts one, and a
/// reference picture halfway through both.
final class GalleryCollectionPageTests: XCTestCase {
    func testTapsDeleteAndInsertTilesWithTheirAnimations() {
        onMainActor {
            let fixture = GalleryPageFixture(CollectionViewPage.self)
            let page = fixture.page
            let collectionView = page.collectionView!
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 41)
            let deleted = try! XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
            page.collectionView(collectionView, didSelectItemAt: IndexPath(item: 3, section: 0))
            page.collectionView(collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 41)
            XCTAssertEqual(Array(page.numbers.prefix(5)), [0, 41, 1, 2, 4])
            fixture.render(at: 0.15)
            XCTAssertEqual(CGFloat(deleted.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.01)
            let inserted = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
            XCTAssertEqual(CGFloat(inserted?.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.01)
            fixture.render(at: 0.31)
            XCTAssertNil(deleted.superview)
        }
    }

    func testSnapshotMidway() throws {
        let image = MainActor.assumeIsolated {
            let fixture = GalleryPageFixture(CollectionViewPage.self)
            let collectionView = fixture.page.collectionView!
            fixture.page.collectionView(collectionView, didSelectItemAt: IndexPath(item: 3, section: 0))
            fixture.page.collectionView(collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
            fixture.render(at: 0.15)
            return fixture.renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "collectionViewMidway")
    }
}
