@testable import UIKit
import XCTest

/// Section snapshots as outlines: children show while their parents are expanded; applied to a section, the
/// visible items become its items, and an outline disclosure accessory expands and collapses its row, animated.
final class SectionSnapshotTests: XCTestCase {
    func testAnOutlineOfItems() {
        onMainActor {
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Fruit", "Vegetables"])
            outline.append(["Apple", "Pear"], to: "Fruit")
            outline.append(["Green"], to: "Apple")
            outline.append(["Leek"], to: "Vegetables")
            XCTAssertEqual(outline.items, ["Fruit", "Apple", "Green", "Pear", "Vegetables", "Leek"])
            XCTAssertEqual(outline.rootItems, ["Fruit", "Vegetables"])
            XCTAssertEqual(outline.visibleItems, ["Fruit", "Vegetables"])
            outline.expand(["Fruit"])
            XCTAssertEqual(outline.visibleItems, ["Fruit", "Apple", "Pear", "Vegetables"])
            XCTAssertFalse(outline.isVisible("Green"), "its parent is collapsed")
            XCTAssertEqual(outline.level(of: "Green"), 2)
            XCTAssertEqual(outline.parent(of: "Pear"), "Fruit")
            XCTAssertEqual(outline.index(of: "Vegetables"), 4)
            XCTAssertEqual(outline.visualDescription(), "- Fruit\n  + Apple\n      Green\n    Pear\n+ Vegetables\n    Leek")
            XCTAssertEqual(outline.snapshot(of: "Fruit").items, ["Apple", "Green", "Pear"])
            XCTAssertEqual(outline.snapshot(of: "Fruit", includingParent: true).rootItems, ["Fruit"])
            outline.insert(["Cherry"], before: "Pear")
            var berries = NSDiffableDataSourceSectionSnapshot<String>()
            berries.append(["Strawberry"])
            outline.replace(childrenOf: "Vegetables", using: berries)
            XCTAssertEqual(outline.items, ["Fruit", "Apple", "Green", "Cherry", "Pear", "Vegetables", "Strawberry"])
            outline.delete(["Apple"])
            XCTAssertFalse(outline.contains("Green"), "deleting an item deletes its children")
            outline.collapse(["Fruit"])
            XCTAssertEqual(outline.visibleItems, ["Fruit", "Vegetables"])
        }
    }

    func testAnOutlineDisclosureExpandsItsRowInTheCollectionView() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
            let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            window.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = item == "Fruit" ? [.outlineDisclosure()] : []
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var expanding: [String] = []
            dataSource.sectionSnapshotHandlers.willExpandItem = { expanding.append($0) }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Fruit", "Bread"])
            outline.append(["Apple", "Pear"], to: "Fruit")
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Fruit", "Bread"])
            let fruit = try! XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            XCTAssertFalse(fruit.configurationState.isExpanded)
            let disclosure = try! XCTUnwrap(fruit.subviews.compactMap { $0 as? CellAccessoryView }.first)
            disclosure.tapped()
            XCTAssertEqual(expanding, ["Fruit"])
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Fruit", "Apple", "Pear", "Bread"])
            XCTAssertTrue(fruit.configurationState.isExpanded)
            renderer.renderFrame()
            clock.advance(by: 0.15)
            let apple = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
            XCTAssertEqual(CGFloat(apple?.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.01, "the children fade in")
            XCTAssertEqual(apple?.indentationLevel, 1)
            clock.advance(by: 0.16)
            disclosure.tapped()
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Fruit", "Bread"])
            XCTAssertEqual(dataSource.snapshot(for: 0).visibleItems, ["Fruit", "Bread"])
        }
    }
}
