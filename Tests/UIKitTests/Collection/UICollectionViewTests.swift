@testable import UIKit
import Wayland
import XCTest

/// The collection view's cells and queries: only elements in view have views, scrolled-out ones are reused, taps
/// select through the delegate, and the queries answer from the layout.
final class UICollectionViewTests: XCTestCase {
    func testOnlyItemsInViewHaveCellsAndScrolledOutCellsAreReused() {
        onMainActor {
            _ = installManualClock()
            let items = NumberedItems([Array(0..<300)])
            let (_, collectionView) = UICollectionView.make(items, layout: UICollectionViewFlowLayout.grid(), size: CGSize(width: 340, height: 200))
            // Lines every 60 points from 10: four lines meet the 200-point view.
            XCTAssertEqual(collectionView.indexPathsForVisibleItems, (0..<12).map { IndexPath(item: $0, section: 0) })
            XCTAssertEqual(collectionView.numberOfSections, 1)
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 300)
            XCTAssertEqual(collectionView.contentSize.height, 10 + 100 * 60 - 10 + 10)
            let first = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
            collectionView.contentOffset = CGPoint(x: 0, y: 60 * 50 + 5)
            collectionView.layoutIfNeeded()
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 150, section: 0)) as? NumberCell)?.number, 150)
            XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            XCTAssertEqual(Set(collectionView.visibleCells.map(ObjectIdentifier.init)), first, "the same twelve cells, reused")
            XCTAssertTrue(collectionView.visibleCells.allSatisfy { ($0 as? NumberCell)?.reuses == 1 }, "each prepared for reuse once")
            let cell = try! XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 151, section: 0)))
            XCTAssertEqual(collectionView.indexPath(for: cell), IndexPath(item: 151, section: 0))
            XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 125, y: 60 * 50 + 15)), IndexPath(item: 151, section: 0))
            XCTAssertNil(collectionView.indexPathForItem(at: CGPoint(x: 115, y: 60 * 50 + 15)), "between items")
        }
    }

    func testScrollToItemPutsItWhereAsked() {
        onMainActor {
            _ = installManualClock()
            let items = NumberedItems([Array(0..<300)])
            let (_, collectionView) = UICollectionView.make(items, layout: UICollectionViewFlowLayout.grid(), size: CGSize(width: 340, height: 200))
            let item = IndexPath(item: 30, section: 0) // line 10: y 610…660
            collectionView.scrollToItem(at: item, at: .top, animated: false)
            XCTAssertEqual(collectionView.contentOffset.y, 610)
            collectionView.scrollToItem(at: item, at: .centeredVertically, animated: false)
            XCTAssertEqual(collectionView.contentOffset.y, 535)
            collectionView.scrollToItem(at: item, at: .bottom, animated: false)
            XCTAssertEqual(collectionView.contentOffset.y, 460)
            collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
            XCTAssertEqual(collectionView.contentOffset.y, 0, "clamped to the content")
            collectionView.layoutIfNeeded()
            XCTAssertNotNil(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        }
    }

    @MainActor
    private static func tap(_ window: UIWindow, at point: CGPoint) {
        let input = WindowInput(window: window)
        input.handle(PointerFrame(events: [.motion(x: point.x, y: point.y, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)], x: 0, y: 0, isInside: true))
        input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: 2, time: 0)], x: 0, y: 0, isInside: true))
    }

    func testTapsSelectOneItemOrSeveralAsTheDelegateAllows() {
        onMainActor {
            _ = installManualClock()
            let items = NumberedItems([Array(0..<9)])
            let (window, collectionView) = UICollectionView.make(items, layout: UICollectionViewFlowLayout.grid())
            Self.tap(window, at: CGPoint(x: 60, y: 35))
            XCTAssertEqual(items.selected, [IndexPath(item: 0, section: 0)])
            XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected, true)
            Self.tap(window, at: CGPoint(x: 170, y: 35))
            XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)], "single selection moves")
            XCTAssertEqual(items.deselected, [IndexPath(item: 0, section: 0)])
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected, false)
            items.refused = [IndexPath(item: 2, section: 0)]
            Self.tap(window, at: CGPoint(x: 280, y: 35))
            XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)], "the delegate refused")
            collectionView.allowsMultipleSelection = true
            Self.tap(window, at: CGPoint(x: 60, y: 95))
            XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
            Self.tap(window, at: CGPoint(x: 170, y: 35))
            XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 3, section: 0)], "a second tap deselects")
            collectionView.selectItem(at: IndexPath(item: 8, section: 0), animated: false, scrollPosition: [])
            collectionView.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
            XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 8, section: 0)])
            XCTAssertEqual(items.selected.count, 3, "selecting from code does not tell the delegate")
            collectionView.reloadData()
            XCTAssertNil(collectionView.indexPathsForSelectedItems)
        }
    }

    func testTheWheelScrollsTheCollectionView() {
        onMainActor {
            _ = installManualClock()
            let items = NumberedItems([Array(0..<300)])
            let (window, collectionView) = UICollectionView.make(items, layout: UICollectionViewFlowLayout.grid(), size: CGSize(width: 340, height: 200))
            let input = WindowInput(window: window)
            input.handle(PointerFrame(events: [.motion(x: 100, y: 100, time: 0), .axis(.vertical, value: 120, steps: nil, time: 0)], x: 0, y: 0, isInside: true))
            XCTAssertEqual(collectionView.contentOffset.y, 120)
            collectionView.layoutIfNeeded()
            XCTAssertNotNil(collectionView.cellForItem(at: IndexPath(item: 15, section: 0)), "line 5 (y 250…300) came into view")
        }
    }

    /// A layout that stops glides at whole lines (60 points), as paging layouts do.
    final class LineSnappingLayout: UICollectionViewFlowLayout {
        var velocities: [CGPoint] = []

        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
            velocities.append(velocity)
            return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 60).rounded() * 60)
        }
    }

    func testAFlickGlidesToTheOffsetTheLayoutChooses() {
        onMainActor {
            let clock = installManualClock()
            let layout = LineSnappingLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            let items = NumberedItems([Array(0..<300)])
            let (window, collectionView) = UICollectionView.make(items, layout: layout, size: CGSize(width: 340, height: 200))
            let input = WindowInput(window: window)
            let renderer = OffscreenRenderer(window: window)
            @MainActor func pointer(_ events: [PointerEvent]) { input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true)) }
            pointer([.motion(x: 100, y: 190, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)])
            for step in 1...5 {
                clock.advance(by: 0.01)
                pointer([.motion(x: 100, y: 190 - 30 * Double(step), time: 0)])
            }
            pointer([.button(code: 0x110, isPressed: false, serial: 2, time: 0)])
            XCTAssertTrue(collectionView.isDecelerating)
            XCTAssertEqual(layout.velocities.last?.y ?? 0, 3, accuracy: 0.01, "the layout hears the offset's velocity at release, in points a millisecond")
            var elapsed = 0.0
            while collectionView.isDecelerating, elapsed < 10 {
                clock.advance(by: 1.0 / 60)
                renderer.renderFrame()
                elapsed += 1.0 / 60
            }
            XCTAssertFalse(collectionView.isDecelerating)
            XCTAssertGreaterThan(collectionView.contentOffset.y, 200, "it glided")
            XCTAssertEqual(collectionView.contentOffset.y.truncatingRemainder(dividingBy: 60), 0, "and stopped at a whole line")
        }
    }

    func testBadInputIsReportedAndSkipped() {
        onMainActor {
            _ = installManualClock()
            let items = NumberedItems([Array(0..<3)])
            let (_, collectionView) = UICollectionView.make(items, layout: UICollectionViewFlowLayout.grid())
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "never registered", for: IndexPath(item: 0, section: 0))
            XCTAssertTrue(type(of: cell) == UICollectionViewCell.self)
            collectionView.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: false)
            XCTAssertEqual(collectionView.contentOffset, .zero)
            // Counts that do not add up: reported, and the data is reloaded.
            items.sections[0].append(99)
            collectionView.performBatchUpdates { collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
            XCTAssertEqual(collectionView.visibleCells.count, 4)
        }
    }

    func testACollectionViewControllerIsDataSourceAndDelegateOfItsView() {
        onMainActor {
            _ = installManualClock()
            let layout = UICollectionViewFlowLayout.grid()
            let controller = Numbers(collectionViewLayout: layout)
            XCTAssertTrue(controller.collectionViewLayout === layout)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 340, height: 300))
            window.rootViewController = controller
            window.layoutIfNeeded()
            controller.collectionView.layoutIfNeeded()
            XCTAssertTrue(controller.collectionView.dataSource === controller)
            XCTAssertEqual(controller.collectionView.visibleCells.count, 5)
            Self.tap(window, at: CGPoint(x: 170, y: 35))
            XCTAssertEqual(controller.selected, IndexPath(item: 1, section: 0))
        }
    }
}

/// A collection view controller subclass written as iOS code writes one.
private final class Numbers: UICollectionViewController {
    var selected: IndexPath?
    override func viewDidLoad() {
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "n")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected = indexPath }
}
