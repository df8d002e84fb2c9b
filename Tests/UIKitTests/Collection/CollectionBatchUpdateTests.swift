@testable import UIKit
import XCTest

/// Batch updates animate as UIKit's do, checked at exact media times: 0.3 s ease-in-out (halfway at 0.15 s), items
/// that stay slide, inserted ones fade in at their place (the flow layout's initial attributes), deleted ones fade
/// out and leave at the end, reloaded ones cross-fade; sections likewise.
final class CollectionBatchUpdateTests: XCTestCase {
    /// A 3-column grid: item i's center is (60 + 110 × column, 35 + 60 × line).
    @MainActor
    private static func scene(_ sections: [[Int]], header: Bool = false) -> (NumberedItems, UICollectionView, OffscreenRenderer) {
        let layout = UICollectionViewFlowLayout.grid()
        if header { layout.headerReferenceSize = CGSize(width: 0, height: 40) }
        let items = NumberedItems(sections)
        let (window, collectionView) = UICollectionView.make(items, layout: layout)
        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        return (items, collectionView, renderer)
    }

    @MainActor
    private static func shown(_ view: UIView?) -> (center: CGPoint, alpha: CGFloat) {
        let layer = view?.layer.presentation()
        return (layer?.position ?? CGPoint(x: -1, y: -1), CGFloat(layer?.opacity ?? -1))
    }

    @MainActor
    private static func assertShown(_ view: UIView?, _ center: CGPoint, alpha: CGFloat = 1, _ message: String = "", line: UInt = #line) {
        let (shownCenter, shownAlpha) = Self.shown(view)
        XCTAssertEqual(shownCenter.x, center.x, accuracy: 0.01, message, line: line)
        XCTAssertEqual(shownCenter.y, center.y, accuracy: 0.01, message, line: line)
        XCTAssertEqual(shownAlpha, alpha, accuracy: 0.01, message, line: line)
    }

    func testADeletedItemFadesOutAndTheOthersSlideIntoItsPlace() {
        onMainActor {
            let clock = installManualClock()
            let (items, collectionView, renderer) = Self.scene([Array(0..<6)])
            let deleted = try! XCTUnwrap(collectionView.cell(showing: 1))
            var finished: Bool?
            items.sections[0].remove(at: 1)
            collectionView.performBatchUpdates({ collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)]) }, completion: { finished = $0 })
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.midX, 170, "the model is final at once")
            renderer.renderFrame()
            clock.advance(by: 0.15)
            Self.assertShown(deleted, CGPoint(x: 170, y: 35), alpha: 0.5, "fading where it was")
            Self.assertShown(collectionView.cell(showing: 2), CGPoint(x: 225, y: 35), "halfway from 280 to 170")
            Self.assertShown(collectionView.cell(showing: 3), CGPoint(x: 170, y: 65), "halfway up the line and across")
            XCTAssertTrue(deleted.superview === collectionView)
            XCTAssertNil(finished)
            clock.advance(by: 0.16)
            renderer.renderFrame()
            XCTAssertNil(deleted.superview, "removed when its animation ends")
            XCTAssertEqual(finished, true)
            Self.assertShown(collectionView.cell(showing: 3), CGPoint(x: 280, y: 35))
            XCTAssertEqual(collectionView.visibleCells.map { ($0 as? NumberCell)?.number }, [0, 2, 3, 4, 5])
        }
    }

    func testAnInsertedItemFadesInAtItsPlace() {
        onMainActor {
            let clock = installManualClock()
            let (items, collectionView, renderer) = Self.scene([Array(0..<4)])
            items.sections[0].insert(100, at: 0)
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            renderer.renderFrame()
            let inserted = collectionView.cell(showing: 100)
            Self.assertShown(inserted, CGPoint(x: 60, y: 35), alpha: 0)
            clock.advance(by: 0.15)
            Self.assertShown(inserted, CGPoint(x: 60, y: 35), alpha: 0.5, "alpha 0 at its final frame, halfway")
            Self.assertShown(collectionView.cell(showing: 0), CGPoint(x: 115, y: 35))
            Self.assertShown(collectionView.cell(showing: 2), CGPoint(x: 170, y: 65), "from the end of line 0 to the start of line 1")
            clock.advance(by: 0.16)
            Self.assertShown(inserted, CGPoint(x: 60, y: 35))
        }
    }

    func testAMovedItemSlidesAndAReloadedOneCrossFades() {
        onMainActor {
            let clock = installManualClock()
            let (items, collectionView, renderer) = Self.scene([Array(0..<6)])
            let moved = collectionView.cell(showing: 0)
            let old4 = try! XCTUnwrap(collectionView.cell(showing: 4))
            items.sections[0] = [1, 2, 3, 44, 5, 0]
            collectionView.performBatchUpdates {
                collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 0))
                collectionView.reloadItems(at: [IndexPath(item: 4, section: 0)])
            }
            renderer.renderFrame()
            clock.advance(by: 0.15)
            XCTAssertTrue(collectionView.cell(showing: 0) === moved, "a move keeps the cell")
            Self.assertShown(moved, CGPoint(x: 170, y: 65), "halfway from (60, 35) to (280, 95)")
            Self.assertShown(collectionView.cell(showing: 1), CGPoint(x: 115, y: 35))
            // Old item 4 is now item 3, reloaded: its old cell fades out where it was, the new one fades in at its new place.
            let new44 = try! XCTUnwrap(collectionView.cell(showing: 44))
            XCTAssertFalse(new44 === old4)
            XCTAssertEqual(Self.shown(new44).alpha, 0.5, accuracy: 0.01)
            XCTAssertEqual(Self.shown(old4).alpha, 0.5, accuracy: 0.01)
            clock.advance(by: 0.16)
            renderer.renderFrame()
            XCTAssertNil(old4.superview)
            XCTAssertEqual(collectionView.visibleCells.map { ($0 as? NumberCell)?.number }, [1, 2, 3, 44, 5, 0])
        }
    }

    func testSectionsInsertedAndDeletedFadeWithTheirHeaders() {
        onMainActor {
            let clock = installManualClock()
            let (items, collectionView, renderer) = Self.scene([[0, 1, 2], [3, 4]], header: true)
            let header = IndexPath(item: 0, section: 0)
            let kind = UICollectionView.elementKindSectionHeader
            let oldHeader1 = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
            let deleted = collectionView.cell(showing: 3)
            // Section 1 (at y 110) deleted, a section of one item inserted first.
            items.sections = [[9], [0, 1, 2]]
            collectionView.performBatchUpdates {
                collectionView.deleteSections([1])
                collectionView.insertSections([0])
            }
            renderer.renderFrame()
            clock.advance(by: 0.15)
            let newHeader = collectionView.supplementaryView(forElementKind: kind, at: header)
            XCTAssertEqual(Self.shown(newHeader).alpha, 0.5, accuracy: 0.01, "the new section's header fades in")
            Self.assertShown(collectionView.cell(showing: 9), CGPoint(x: 170, y: 75), alpha: 0.5)
            // Old section 0 slides down by one section (40 + 10 + 50 + 10 = 110): its header from 20 to 130.
            Self.assertShown(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)), CGPoint(x: 170, y: 75))
            Self.assertShown(collectionView.cell(showing: 0), CGPoint(x: 60, y: 130))
            XCTAssertEqual(Self.shown(deleted).alpha, 0.5, accuracy: 0.01)
            XCTAssertEqual(Self.shown(oldHeader1).alpha, 0.5, accuracy: 0.01, "the deleted section's header fades out")
            clock.advance(by: 0.16)
            renderer.renderFrame()
            XCTAssertNil(deleted?.superview)
            XCTAssertEqual(collectionView.numberOfSections, 2)
        }
    }

    func testAMovedSectionSlidesWholeAndAReloadedOneCrossFades() {
        onMainActor {
            let clock = installManualClock()
            let (items, collectionView, renderer) = Self.scene([[0, 1, 2], [3, 4, 5]])
            let first = collectionView.cell(showing: 0), fourth = collectionView.cell(showing: 3)
            // Each section is one line: 10 + 50 + 10 points; section 1's items are centred at y 105.
            items.sections = [[3, 4, 5], [0, 1, 2]]
            collectionView.moveSection(0, toSection: 1)
            renderer.renderFrame()
            clock.advance(by: 0.15)
            Self.assertShown(first, CGPoint(x: 60, y: 70), "halfway from 35 to 105")
            Self.assertShown(fourth, CGPoint(x: 60, y: 70), "halfway from 105 to 35")
            XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) === first, "a moved section keeps its cells")
            clock.advance(by: 0.16)
            renderer.renderFrame()
            items.sections[0] = [6, 7, 8]
            collectionView.reloadSections([0])
            renderer.renderFrame()
            clock.advance(by: 0.15)
            XCTAssertEqual(Self.shown(fourth).alpha, 0.5, accuracy: 0.01, "the old cells fade out")
            XCTAssertEqual(Self.shown(collectionView.cell(showing: 6)).alpha, 0.5, accuracy: 0.01, "the new ones fade in")
            clock.advance(by: 0.16)
            renderer.renderFrame()
            XCTAssertNil(fourth?.superview)
            XCTAssertEqual(collectionView.visibleCells.compactMap { ($0 as? NumberCell)?.number }, [6, 7, 8, 0, 1, 2])
        }
    }

    func testAnEnclosingBlockGivesTheUpdateItsDurationAndCurve() {
        onMainActor {
            let clock = installManualClock()
            let (items, collectionView, renderer) = Self.scene([Array(0..<6)])
            let deleted = collectionView.cell(showing: 0)
            items.sections[0].removeFirst()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            })
            renderer.renderFrame()
            clock.advance(by: 0.25)
            XCTAssertEqual(Self.shown(deleted).alpha, 0.75, accuracy: 0.01)
            Self.assertShown(collectionView.cell(showing: 1), CGPoint(x: 142.5, y: 35))
        }
    }

    func testWithoutAnimationTheUpdateIsImmediate() {
        onMainActor {
            _ = installManualClock()
            let (items, collectionView, renderer) = Self.scene([Array(0..<6)])
            let deleted = collectionView.cell(showing: 0)
            items.sections[0].removeFirst()
            UIView.performWithoutAnimation { collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
            renderer.renderFrame()
            Self.assertShown(collectionView.cell(showing: 1), CGPoint(x: 60, y: 35))
            drainMainQueue()
            XCTAssertNil(deleted?.superview)
        }
    }

    func testAnimatedLayoutSwitchMovesTheCellsToTheNewLayout() {
        onMainActor {
            let clock = installManualClock()
            let (_, collectionView, renderer) = Self.scene([Array(0..<6)])
            let columns = UICollectionViewFlowLayout()
            columns.itemSize = CGSize(width: 320, height: 40)
            columns.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            var done: Bool?
            collectionView.setCollectionViewLayout(columns, animated: true) { done = $0 }
            XCTAssertTrue(collectionView.collectionViewLayout === columns)
            renderer.renderFrame()
            clock.advance(by: 0.15)
            // Item 4 from (170, 95) to one item a line: (170, 10 + 4 × 50 + 20) = (170, 230).
            let cell = collectionView.cell(showing: 4)
            XCTAssertEqual(Self.shown(cell).center.y, (95 + 230) / 2, accuracy: 0.01)
            XCTAssertEqual(cell?.layer.presentation()?.bounds.width ?? -1, 210, accuracy: 0.01)
            clock.advance(by: 0.16)
            renderer.renderFrame()
            XCTAssertEqual(done, true)
            XCTAssertEqual(cell?.frame, CGRect(x: 10, y: 210, width: 320, height: 40))
        }
    }

    func testAResizeInsideABlockAnimatesToTheNewArrangement() {
        onMainActor {
            let clock = installManualClock()
            let (_, collectionView, renderer) = Self.scene([Array(0..<6)])
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                collectionView.frame.size.width = 230
                collectionView.layoutIfNeeded()
            })
            renderer.renderFrame()
            XCTAssertEqual(collectionView.cell(showing: 2)?.center, CGPoint(x: 60, y: 95), "two items a line now")
            clock.advance(by: 0.5)
            Self.assertShown(collectionView.cell(showing: 2), CGPoint(x: 170, y: 65), "halfway from (280, 35)")
            // The same resize outside a block is immediate.
            collectionView.frame.size.width = 340
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.cell(showing: 2)?.center, CGPoint(x: 280, y: 35))
        }
    }
}
