@testable import UIKit
import XCTest

/// Diffable data sources drive the views' animated batch updates: applying a snapshot names exactly the inserts,
/// deletes and moves between the old and the new one; moved items keep their cells and slide, inserted ones fade
/// in and deleted ones fade out, at exact times on the manual clock (0.3 s ease-in-out, halfway at 0.15 s).
final class DiffableDataSourceTests: XCTestCase {
    /// A compositional grid that remembers the update items of each batch.
    private final class RecordingLayout: UICollectionViewCompositionalLayout {
        var updates: [[String]] = []

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            updates.append(updateItems.map { item in
                let before = item.indexPathBeforeUpdate.map { "\($0.section).\($0.item)" } ?? "-"
                let after = item.indexPathAfterUpdate.map { "\($0.section).\($0.item)" } ?? "-"
                return "\(item.updateAction) \(before)→\(after)"
            })
        }
    }

    /// Three 100 × 50 items a row in a 300-point-wide view: item i's center is (50 + 100 × column, 25 + 50 × row).
    @MainActor
    private static func grid() -> RecordingLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        return RecordingLayout(section: NSCollectionLayoutSection(group: group))
    }

    @MainActor
    private static func scene(_ items: [Int]) -> (UICollectionViewDiffableDataSource<Int, Int>, UICollectionView, RecordingLayout, OffscreenRenderer, Counter) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let layout = grid()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let counter = Counter()
        let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, item in
            cell.number = item
            counter.configured.append(item)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        return (dataSource, collectionView, layout, renderer, counter)
    }

    @MainActor
    final class Counter {
        var configured: [Int] = []
    }

    @MainActor
    private static func assertShown(_ view: UIView?, _ center: CGPoint, alpha: CGFloat = 1, _ message: String = "", line: UInt = #line) {
        let layer = view?.layer.presentation()
        XCTAssertEqual(layer?.position.x ?? -1, center.x, accuracy: 0.01, message, line: line)
        XCTAssertEqual(layer?.position.y ?? -1, center.y, accuracy: 0.01, message, line: line)
        XCTAssertEqual(CGFloat(layer?.opacity ?? -1), alpha, accuracy: 0.01, message, line: line)
    }

    func testApplyingASnapshotAnimatesExactlyTheDifferences() {
        onMainActor {
            let clock = installManualClock()
            let (dataSource, collectionView, layout, renderer, _) = Self.scene([0, 1, 2, 3, 4, 5])
            XCTAssertEqual(collectionView.visibleCells.map { ($0 as? NumberCell)?.number }, [0, 1, 2, 3, 4, 5])
            let moved = try! XCTUnwrap(collectionView.cell(showing: 0))
            let deleted = try! XCTUnwrap(collectionView.cell(showing: 4))
            let slid = try! XCTUnwrap(collectionView.cell(showing: 5))
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([4])
            snapshot.moveItem(0, afterItem: 5)
            snapshot.appendItems([7])
            var completed = false
            dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
            XCTAssertEqual(layout.updates.last?.sorted(), ["delete 0.4→-", "insert -→0.5", "move 0.0→0.4"])
            XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 4, section: 0)), 0)
            XCTAssertEqual(dataSource.indexPath(for: 7), IndexPath(item: 5, section: 0))
            renderer.renderFrame()
            clock.advance(by: 0.15)
            XCTAssertTrue(collectionView.cell(showing: 0) === moved, "the moved item keeps its cell")
            Self.assertShown(moved, CGPoint(x: 100, y: 50), "halfway from (50, 25) to (150, 75)")
            Self.assertShown(slid, CGPoint(x: 150, y: 75), "item 5 slides from (250, 75) to (50, 75)")
            Self.assertShown(deleted, CGPoint(x: 150, y: 75), alpha: 0.5, "the deleted item fades out where it was")
            Self.assertShown(collectionView.cell(showing: 7), CGPoint(x: 250, y: 75), alpha: 0.5, "the inserted item fades in at its place")
            XCTAssertFalse(completed)
            clock.advance(by: 0.16)
            renderer.renderFrame()
            XCTAssertTrue(completed)
            XCTAssertNil(deleted.superview)
            Self.assertShown(moved, CGPoint(x: 150, y: 75))
            XCTAssertEqual(collectionView.visibleCells.map { ($0 as? NumberCell)?.number }, [1, 2, 3, 5, 0, 7])
        }
    }

    func testApplyingWithoutAnimationKeepsTheCellsAndPlacesThemAtOnce() {
        onMainActor {
            let clock = installManualClock()
            let (dataSource, collectionView, _, renderer, _) = Self.scene([0, 1, 2])
            let first = collectionView.cell(showing: 0)
            var snapshot = dataSource.snapshot()
            snapshot.moveItem(0, afterItem: 2)
            dataSource.apply(snapshot, animatingDifferences: false)
            renderer.renderFrame()
            clock.advance(by: 0.01)
            XCTAssertTrue(collectionView.cell(showing: 0) === first)
            Self.assertShown(first, CGPoint(x: 250, y: 25))
        }
    }

    func testReconfiguringKeepsTheCellAndReloadingReplacesIt() {
        onMainActor {
            let clock = installManualClock()
            let (dataSource, collectionView, _, renderer, counter) = Self.scene([0, 1, 2])
            let cell = try! XCTUnwrap(collectionView.cell(showing: 1))
            let reuses = cell.reuses
            counter.configured = []
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems([1])
            dataSource.apply(snapshot)
            XCTAssertEqual(counter.configured, [1], "the registration's handler ran again")
            XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
            XCTAssertEqual(cell.reuses, reuses, "no prepareForReuse for a reconfigured cell")
            XCTAssertEqual(dataSource.snapshot().reconfiguredItemIdentifiers, [], "the marks are spent once applied")
            var reload = dataSource.snapshot()
            reload.reloadItems([2])
            let old = collectionView.cell(showing: 2)
            dataSource.apply(reload)
            renderer.renderFrame()
            clock.advance(by: 0.31)
            renderer.renderFrame()
            XCTAssertFalse(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === old, "a reloaded item gets a new cell")
        }
    }

    func testSectionsAndReloadData() {
        onMainActor {
            _ = installManualClock()
            let (dataSource, collectionView, _, _, _) = Self.scene([0, 1])
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([5, 0])
            snapshot.appendItems([9], toSection: 5)
            snapshot.appendItems([1, 0], toSection: 0)
            dataSource.applySnapshotUsingReloadData(snapshot)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.numberOfSections, 2)
            XCTAssertEqual(dataSource.sectionIdentifier(for: 0), 5)
            XCTAssertEqual(dataSource.index(for: 0), 1)
            XCTAssertNil(dataSource.sectionIdentifier(for: 7))
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? NumberCell)?.number, 1)
        }
    }

    func testTableDiffableDataSourceAnimatesRows() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let tableView = UITableView(frame: window.bounds, style: .plain)
            tableView.rowHeight = 44
            window.addSubview(tableView)
            let dataSource = UITableViewDiffableDataSource<String, String>(tableView: tableView) { tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                return cell
            }
            XCTAssertEqual(dataSource.defaultRowAnimation, .automatic)
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["a", "b", "c"])
            dataSource.apply(snapshot, animatingDifferences: false)
            tableView.layoutIfNeeded()
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let movedCell = try! XCTUnwrap(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            snapshot.moveItem("a", afterItem: "c")
            snapshot.appendItems(["d"])
            dataSource.apply(snapshot)
            renderer.renderFrame()
            clock.advance(by: 0.15)
            XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === movedCell, "the moved row keeps its cell")
            Self.assertShown(movedCell, CGPoint(x: 160, y: 66), "halfway from row 0 (center 22) to row 2 (center 110)")
            Self.assertShown(tableView.cellForRow(at: IndexPath(row: 3, section: 0)), CGPoint(x: 160, y: 154), alpha: 0.5, "the new row fades in")
            clock.advance(by: 0.16)
            XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)), "a")
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 4)
            let labels = (0..<4).map { ((tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.contentConfiguration) as? UIListContentConfiguration)?.text }
            XCTAssertEqual(labels, ["b", "c", "a", "d"])
        }
    }

    func testANilCellIsReportedAndAnEmptyCellShown() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: Self.grid())
            window.addSubview(collectionView)
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            dataSource.apply(snapshot)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.visibleCells.count, 1)
            XCTAssertTrue(UIKitContextState.current.reportedMessages.contains { $0.contains("the cell provider returned nil for item 1") })
        }
    }
}
