@testable import UIKit
import XCTest

/// `NSDiffableDataSourceSnapshot` as Apple documents it: sections and items in order, insertions relative to
/// anchors, moves, deletions with their sections, reload marks; duplicates and unknown identifiers reported in one
/// line and skipped (Apple's raise).
final class DiffableSnapshotTests: XCTestCase {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private static func make() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    func testAppendingCountsAndQueries() {
        onMainActor {
            let snapshot = Self.make()
            XCTAssertEqual(snapshot.numberOfSections, 2)
            XCTAssertEqual(snapshot.numberOfItems, 5)
            XCTAssertEqual(snapshot.numberOfItems(inSection: "b"), 2, "appendItems without a section appends to the last")
            XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b"])
            XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 4, 5])
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [1, 2, 3])
            XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 4), "b")
            XCTAssertNil(snapshot.sectionIdentifier(containingItem: 9))
            XCTAssertEqual(snapshot.indexOfItem(4), 3, "counted across sections")
            XCTAssertEqual(snapshot.indexOfSection("b"), 1)
            XCTAssertNil(snapshot.indexOfItem(9))
        }
    }

    func testInsertMoveAndDelete() {
        onMainActor {
            var snapshot = Self.make()
            snapshot.insertItems([10, 11], beforeItem: 2)
            snapshot.insertItems([12], afterItem: 5)
            XCTAssertEqual(snapshot.itemIdentifiers, [1, 10, 11, 2, 3, 4, 5, 12])
            snapshot.moveItem(1, afterItem: 4)
            snapshot.moveItem(12, beforeItem: 10)
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [12, 10, 11, 2, 3])
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 1, 5])
            snapshot.insertSections(["z"], beforeSection: "a")
            snapshot.insertSections(["c"], afterSection: "a")
            snapshot.moveSection("z", afterSection: "b")
            XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "c", "b", "z"])
            snapshot.moveSection("b", beforeSection: "a")
            XCTAssertEqual(snapshot.sectionIdentifiers, ["b", "a", "c", "z"])
            snapshot.deleteItems([10, 99])
            snapshot.deleteSections(["b"])
            XCTAssertEqual(snapshot.itemIdentifiers, [12, 11, 2, 3])
            XCTAssertNil(snapshot.sectionIdentifier(containingItem: 4), "a deleted section takes its items")
            snapshot.deleteAllItems()
            XCTAssertEqual(snapshot.numberOfSections, 0)
            XCTAssertEqual(snapshot.numberOfItems, 0)
        }
    }

    func testReloadAndReconfigureMarks() {
        onMainActor {
            var snapshot = Self.make()
            snapshot.reloadItems([2, 4])
            snapshot.reconfigureItems([5])
            snapshot.reloadSections(["a"])
            XCTAssertEqual(snapshot.reloadedItemIdentifiers, [2, 4])
            XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [5])
            XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["a"])
            snapshot.deleteItems([4])
            snapshot.deleteSections(["a"])
            XCTAssertEqual(snapshot.reloadedItemIdentifiers, [], "deleted items and sections are no longer marked")
            XCTAssertEqual(snapshot.reloadedSectionIdentifiers, [])
        }
    }

    func testDuplicatesAndUnknownIdentifiersAreReportedAndSkipped() {
        onMainActor {
            _ = installManualClock()
            var snapshot = Self.make()
            snapshot.appendItems([3, 6, 6], toSection: "b")
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 5, 6], "an item already there and a repeated one are not added again")
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [1, 2, 3])
            snapshot.appendSections(["a"])
            XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b"])
            snapshot.appendItems([7], toSection: "nowhere")
            snapshot.insertItems([8], beforeItem: 99)
            snapshot.moveItem(1, beforeItem: 1)
            snapshot.reloadItems([99])
            XCTAssertEqual(snapshot.numberOfItems, 6)
            var empty = Snapshot()
            empty.appendItems([1])
            XCTAssertEqual(empty.numberOfItems, 0)
            let messages = UIKitContextState.current.reportedMessages
            for fragment in ["Duplicate identifiers: [3, 6]", "supplied section identifiers are not unique", "invalid section identifier nowhere",
                             "insertItems(_:beforeItem:): invalid item identifier 99", "relative to itself", "reloadItems: invalid item identifier 99",
                             "no sections in the snapshot"] {
                XCTAssertTrue(messages.contains { $0.contains(fragment) }, "reported: \(fragment)")
            }
        }
    }

    // MARK: Differences

    private static func difference(_ old: [(String, [Int])], _ new: [(String, [Int])], reloaded: [Int] = [], reloadedSections: [String] = []) -> SnapshotDifference {
        var before = Snapshot(), after = Snapshot()
        for (section, items) in old { before.appendSections([section]); before.appendItems(items, toSection: section) }
        for (section, items) in new { after.appendSections([section]); after.appendItems(items, toSection: section) }
        after.reloadItems(reloaded)
        after.reloadSections(reloadedSections)
        return SnapshotDifference(from: before, to: after)
    }

    func testTheDifferenceNamesInsertsDeletesAndTheFewestMoves() {
        onMainActor {
            let change = Self.difference([("a", [1, 2, 3, 4, 5])], [("a", [2, 3, 9, 4, 5, 1])])
            XCTAssertEqual(change.deletedItems, [])
            XCTAssertEqual(change.insertedItems, [IndexPath(item: 2, section: 0)])
            XCTAssertEqual(change.movedItems, [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 0))],
                           "only item 1 moves; the others keep their order")
            let removal = Self.difference([("a", [1, 2, 3])], [("a", [1, 3])])
            XCTAssertEqual(removal.deletedItems, [IndexPath(item: 1, section: 0)])
            XCTAssertTrue(removal.movedItems.isEmpty && removal.insertedItems.isEmpty)
            XCTAssertTrue(Self.difference([("a", [1, 2])], [("a", [1, 2])]).isEmpty)
        }
    }

    func testTheDifferenceOfSections() {
        onMainActor {
            let change = Self.difference([("a", [1]), ("b", [2, 3]), ("c", [4])], [("c", [4]), ("a", [1, 3]), ("d", [5])])
            XCTAssertEqual(change.deletedSections, [1])
            XCTAssertEqual(change.insertedSections, [2])
            XCTAssertEqual(change.movedSections, [.init(from: 2, to: 0)])
            XCTAssertEqual(change.deletedItems, [], "item 2 goes with its deleted section")
            XCTAssertEqual(change.insertedItems, [IndexPath(item: 1, section: 1)], "item 3 leaves a deleted section: inserted anew")
            XCTAssertTrue(change.movedItems.isEmpty)
            let across = Self.difference([("a", [1, 2]), ("b", [3])], [("a", [2]), ("b", [3, 1])])
            XCTAssertEqual(across.movedItems, [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))])
        }
    }

    func testReloadsInPlaceAndReloadsThatMove() {
        onMainActor {
            let change = Self.difference([("a", [1, 2, 3])], [("a", [3, 1, 2])], reloaded: [2, 3])
            XCTAssertEqual(change.reloadedItems, [IndexPath(item: 1, section: 0)], "item 2 stays in order: reloaded where it was")
            XCTAssertEqual(change.deletedItems, [IndexPath(item: 2, section: 0)], "item 3 moves and reloads: it goes and comes")
            XCTAssertEqual(change.insertedItems, [IndexPath(item: 0, section: 0)])
            XCTAssertTrue(change.movedItems.isEmpty)
            let section = Self.difference([("a", [1]), ("b", [2])], [("a", [1]), ("b", [2, 3])], reloadedSections: ["b"])
            XCTAssertEqual(section.reloadedSections, [1])
            XCTAssertTrue(section.insertedItems.isEmpty, "a reloaded section brings its items")
        }
    }
}
