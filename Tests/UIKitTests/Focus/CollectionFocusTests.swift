import Foundation
@testable import UIKit
import XCTest

/// A collection view is a focus group of its cells: Tab enters it, the arrows move between cells by the layout's
/// geometry, Return selects, selection can follow focus, and the delegate is asked and told with index paths;
/// cells show focus through their configuration state.
final class CollectionFocusTests: XCTestCase {
    /// Six numbered cells that record what the delegate hears.
    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var selected: [IndexPath] = []
        var moves: [(from: IndexPath?, to: IndexPath?)] = []
        var unfocusable: Set<IndexPath> = []
        var barred: Set<IndexPath> = []
        var follows: Bool?

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
        func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            !unfocusable.contains(indexPath) && collectionView.allowsFocus
        }
        func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
            !(context.nextFocusedIndexPath.map(barred.contains) ?? false)
        }
        func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                            with coordinator: UIFocusAnimationCoordinator) {
            moves.append((context.previouslyFocusedIndexPath, context.nextFocusedIndexPath))
        }
        func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
            follows ?? collectionView.selectionFollowsFocus
        }
    }

    /// A window of a 340-point-wide grid: items 100 × 50, three a line (0 1 2 over 3 4 5).
    @MainActor
    private static func makeRig(_ items: Items) -> (FocusRig, UICollectionView) {
        var collection: UICollectionView!
        let rig = FocusRig {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 340, height: 300))
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 200), collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collection.dataSource = items
            collection.delegate = items
            window.addSubview(collection)
            collection.layoutIfNeeded()
            return window
        }
        return (rig, collection)
    }

    func testArrowsMoveBetweenCellsAndReturnSelects() throws {
        try onMainActor {
            let items = Items()
            let (rig, collection) = Self.makeRig(items)
            let cell = { (item: Int) in collection.cellForItem(at: IndexPath(item: item, section: 0))! }
            XCTAssertTrue(collection.allowsFocus, "on by default, as on iPadOS")
            XCTAssertNotNil(collection.focusGroupIdentifier, "a collection view is a focus group of its own")
            rig.press("Tab")
            XCTAssertTrue(rig.focused === cell(0))
            XCTAssertTrue(cell(0).isFocused)
            XCTAssertTrue(cell(0).configurationState.isFocused, "the cell shows focus through its configuration state")
            rig.press("Right")
            rig.press("Down")
            XCTAssertTrue(rig.focused === cell(4))
            XCTAssertFalse(cell(0).configurationState.isFocused)
            XCTAssertEqual(items.selected, [], "selection does not follow focus unless asked")
            rig.press("Return")
            XCTAssertEqual(items.selected, [IndexPath(item: 4, section: 0)], "Return selects as a tap does")
            XCTAssertTrue(cell(4).isSelected)
            let last = try XCTUnwrap(items.moves.last)
            XCTAssertEqual(last.from, IndexPath(item: 1, section: 0))
            XCTAssertEqual(last.to, IndexPath(item: 4, section: 0))
            XCTAssertEqual(items.moves.first?.from, nil, "Tab came from outside")
        }
    }

    func testSelectionFollowsFocus() {
        onMainActor {
            let items = Items()
            let (rig, collection) = Self.makeRig(items)
            collection.selectionFollowsFocus = true
            rig.press("Tab")
            rig.press("Right")
            XCTAssertEqual(items.selected, [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
            items.follows = false
            rig.press("Right")
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)], "the delegate's answer wins")
        }
    }

    func testTheDelegateDecidesWhichCellsTakeFocusAndMayRefuseMoves() {
        onMainActor {
            let items = Items()
            let (rig, collection) = Self.makeRig(items)
            items.unfocusable = [IndexPath(item: 1, section: 0)]
            items.barred = [IndexPath(item: 3, section: 0)]
            rig.press("Tab")
            rig.press("Right")
            XCTAssertTrue(rig.focused === collection.cellForItem(at: IndexPath(item: 2, section: 0)), "the unfocusable cell is passed by")
            rig.press("Left")
            rig.press("Down")
            XCTAssertTrue(rig.focused === collection.cellForItem(at: IndexPath(item: 0, section: 0)), "the delegate refused the move to 3")
            collection.allowsFocus = false
            items.unfocusable = []
            XCTAssertFalse(collection.cellForItem(at: IndexPath(item: 0, section: 0))!.canBecomeFocused)
        }
    }

    func testFocusReturnsToTheRememberedItem() {
        onMainActor {
            let items = Items()
            let (rig, collection) = Self.makeRig(items)
            collection.remembersLastFocusedIndexPath = true
            let other = rig.tile(CGRect(x: 10, y: 240, width: 80, height: 40))
            rig.press("Tab")
            rig.press("Right")
            rig.press("Right")
            rig.press("Tab")
            XCTAssertTrue(rig.focused === other)
            rig.system.requestFocusUpdate(to: collection)
            rig.system.updateFocusIfNeeded()
            XCTAssertTrue(rig.focused === collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        }
    }
}
