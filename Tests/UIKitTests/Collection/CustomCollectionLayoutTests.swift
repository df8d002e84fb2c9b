@testable import UIKit
import XCTest

/// A custom layout written as in Apple's samples (items on a circle; inserted ones grow out of the centre, deleted
/// ones shrink into it) animates its batch updates from its own initial and final attributes; a layout whose
/// attributes a dynamic animator moves lays its cells out where the animator puts them.
final class CustomCollectionLayoutTests: XCTestCase {
    /// Apple's "CircleLayout" sample, in Swift.
    final class CircleLayout: UICollectionViewLayout {
        private(set) var center = CGPoint.zero
        private var radius: CGFloat = 0
        private var cellCount = 0
        private var deleteIndexPaths: [IndexPath] = []
        private var insertIndexPaths: [IndexPath] = []
        private(set) var updateActions: [UICollectionViewUpdateItem.Action] = []

        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            let size = collectionView.frame.size
            cellCount = collectionView.numberOfItems(inSection: 0)
            center = CGPoint(x: size.width / 2, y: size.height / 2)
            radius = min(size.width, size.height) / 2.5
        }

        override var collectionViewContentSize: CGSize { collectionView?.frame.size ?? .zero }

        override func layoutAttributesForItem(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
            attributes.size = CGSize(width: 70, height: 70)
            let angle = 2 * CGFloat(path.item) * .pi / CGFloat(max(cellCount, 1))
            attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            return attributes
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            updateActions = updateItems.map(\.updateAction)
            for update in updateItems {
                if update.updateAction == .delete, let path = update.indexPathBeforeUpdate { deleteIndexPaths.append(path) }
                if update.updateAction == .insert, let path = update.indexPathAfterUpdate { insertIndexPaths.append(path) }
            }
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            deleteIndexPaths = []
            insertIndexPaths = []
        }

        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            var attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
            if insertIndexPaths.contains(itemIndexPath) {
                attributes = attributes ?? layoutAttributesForItem(at: itemIndexPath)
                attributes?.alpha = 0
                attributes?.center = center
            }
            return attributes
        }

        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            var attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
            if deleteIndexPaths.contains(itemIndexPath) {
                attributes = attributes ?? layoutAttributesForItem(at: itemIndexPath)
                attributes?.alpha = 0
                attributes?.center = center
                attributes?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
            }
            return attributes
        }
    }

    func testACircleLayoutsInsertedItemsGrowOutOfTheCentreAndDeletedOnesShrinkIntoIt() {
        onMainActor {
            let clock = installManualClock()
            let layout = CircleLayout()
            let items = NumberedItems([Array(0..<4)])
            let (window, collectionView) = UICollectionView.make(items, layout: layout, size: CGSize(width: 400, height: 400))
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            // Radius 160 about (200, 200): four items at 0°, 90°, 180°, 270°.
            XCTAssertEqual(collectionView.cell(showing: 0)?.center, CGPoint(x: 360, y: 200))
            XCTAssertEqual(collectionView.cell(showing: 1)?.center.y ?? 0, 360, accuracy: 1e-9)
            let deleted = try! XCTUnwrap(collectionView.cell(showing: 2))
            items.sections[0] = [0, 1, 3, 9, 10]
            collectionView.performBatchUpdates {
                collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
            }
            XCTAssertEqual(layout.updateActions, [.delete, .insert, .insert])
            renderer.renderFrame()
            clock.advance(by: 0.15)
            let presentation = deleted.layer.presentation()
            XCTAssertEqual(presentation?.position.x ?? -1, (40 + 200) / 2, accuracy: 0.01, "on its way from 180° to the centre")
            XCTAssertEqual(presentation?.transform.m11 ?? -1, 0.55, accuracy: 0.01, "half shrunk")
            XCTAssertEqual(CGFloat(presentation?.opacity ?? -1), 0.5, accuracy: 0.01)
            // Item 4 (new) ends at 288° on a circle of five: it starts at the centre, halfway at 0.15 s.
            let target = CGPoint(x: 200 + 160 * cos(2 * 4 * CGFloat.pi / 5), y: 200 + 160 * sin(2 * 4 * CGFloat.pi / 5))
            let inserted = collectionView.cell(showing: 10)?.layer.presentation()
            XCTAssertEqual(inserted?.position.x ?? -1, (200 + target.x) / 2, accuracy: 0.01)
            XCTAssertEqual(inserted?.position.y ?? -1, (200 + target.y) / 2, accuracy: 0.01)
            XCTAssertEqual(CGFloat(inserted?.opacity ?? -1), 0.5, accuracy: 0.01)
            clock.advance(by: 0.16)
            renderer.renderFrame()
            XCTAssertNil(deleted.superview)
            XCTAssertEqual(collectionView.visibleCells.count, 5)
        }
    }

    /// A flow layout whose attributes fall under gravity: the animator's items are its attributes.
    final class FallingLayout: UICollectionViewFlowLayout {
        private(set) var animator: UIDynamicAnimator?

        override func prepare() {
            super.prepare()
            guard animator == nil, let collectionView else { return }
            let animator = UIDynamicAnimator(collectionViewLayout: self)
            let attributes = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? []
            guard !attributes.isEmpty, collectionView.numberOfSections > 0 else { return }
            animator.addBehavior(UIGravityBehavior(items: attributes))
            self.animator = animator
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            animator?.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator?.items(in: .infinite).compactMap { $0 as? UICollectionViewLayoutAttributes }.first { $0.indexPath == indexPath }
        }
    }

    func testADynamicAnimatorMovesALayoutsAttributesAndTheCellsFollow() {
        onMainActor {
            _ = installManualClock()
            let layout = FallingLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            let items = NumberedItems([Array(0..<3)])
            let (window, collectionView) = UICollectionView.make(items, layout: layout, size: CGSize(width: 340, height: 600))
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let cell = try! XCTUnwrap(collectionView.cell(showing: 1))
            let start = cell.center.y
            XCTAssertTrue(layout.animator?.isRunning ?? false)
            CAContext.current.advance(by: 0.5)
            collectionView.layoutIfNeeded()
            // Gravity of 1000 points/s² for half a second (½gt² = 125) in the animator's fixed steps of 1/120 s.
            XCTAssertEqual(cell.center.y - start, 131.25, accuracy: 0.01)
            XCTAssertTrue(collectionView.cell(showing: 1) === cell)
        }
    }
}
