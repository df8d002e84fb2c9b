@testable import UIKit
import XCTest

/// Animated table changes at exact media times (rows 44 high, 0.3 s ease-in-out, so halfway the curve is at half),
/// the update plan's index arithmetic, and self-sizing rows measured through Auto Layout.
final class UITableViewUpdateTests: XCTestCase {
    @MainActor
    private final class Items: UITableViewDataSource, UITableViewDelegate {
        var sections: [[String]]
        var heights: [String: CGFloat] = [:]

        init(_ sections: [[String]]) {
            self.sections = sections
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heights[sections[indexPath.section][indexPath.row]] ?? tableView.rowHeight
        }
    }

    /// A window 200×220 holding a table of `count` rows 44 high (five on screen), laid out and committed.
    @MainActor
    private static func makeTable(_ items: Items) -> (UITableView, OffscreenRenderer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 220))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        table.dataSource = items
        table.delegate = items
        window.addSubview(table)
        table.reloadData()
        table.layoutIfNeeded()
        let renderer = OffscreenRenderer(window: window)
        _ = renderer.renderFrame()
        return (table, renderer)
    }

    @MainActor
    private static func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }

    private static func rows(_ count: Int) -> [String] { (0..<count).map { "Row \($0)" } }

    func testDeletedRowFadesOutWhileTheRowsBelowSlideUp() {
        onMainActor {
            let clock = installManualClock()
            let items = Items([Self.rows(10)])
            let (table, renderer) = Self.makeTable(items)
            let deleted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            let below = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            var finished: Bool?
            items.sections[0].remove(at: 1)
            table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade) }, completion: { finished = $0 })
            XCTAssertEqual(below.frame, CGRect(x: 0, y: 44, width: 200, height: 44), "the model takes the new place at once")
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === below)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 9)
            XCTAssertEqual(table.contentSize.height, 396)
            _ = renderer.renderFrame()
            clock.advance(by: 0.15)
            XCTAssertEqual(Self.shown(below).position.y, 88, accuracy: 0.01, "halfway from 110 to 66")
            XCTAssertEqual(Self.shown(deleted).opacity, 0.5, accuracy: 0.01)
            XCTAssertNil(finished)
            clock.advance(by: 0.2)
            _ = renderer.renderFrame()
            XCTAssertEqual(Self.shown(below).position.y, 66, accuracy: 0.01)
            XCTAssertEqual(finished, true)
            XCTAssertNil(deleted.superview, "the deleted row's cell went back to the reuse queue")
            XCTAssertEqual(deleted.alpha, 1, "and is reset for reuse")
            // Row 5, off screen before, slid in from below: its cell exists and is in place.
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text, "Row 5")
        }
    }

    func testInsertedRowSlidesInFromTheRightAndTheOthersMakeRoom() {
        onMainActor {
            let clock = installManualClock()
            let items = Items([Self.rows(3)])
            let (table, renderer) = Self.makeTable(items)
            let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            items.sections[0].insert("New", at: 1)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .right)
            let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            XCTAssertEqual(inserted.textLabel?.text, "New")
            XCTAssertEqual(inserted.frame, CGRect(x: 0, y: 44, width: 200, height: 44))
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === second)
            _ = renderer.renderFrame()
            clock.advance(by: 0.15)
            XCTAssertEqual(Self.shown(inserted).position.x, 200, accuracy: 0.01, "halfway from 300 to 100")
            XCTAssertEqual(Self.shown(inserted).position.y, 66, accuracy: 0.01)
            XCTAssertEqual(Self.shown(second).position.y, 88, accuracy: 0.01, "halfway from 66 to 110")
            clock.advance(by: 0.2)
            _ = renderer.renderFrame()
            XCTAssertEqual(Self.shown(inserted).position.x, 100, accuracy: 0.01)
        }
    }

    func testMovedRowSlidesToItsNewPlace() {
        onMainActor {
            let clock = installManualClock()
            let items = Items([Self.rows(4)])
            let (table, renderer) = Self.makeTable(items)
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            items.sections[0].insert(items.sections[0].remove(at: 0), at: 2)
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === first)
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
            _ = renderer.renderFrame()
            clock.advance(by: 0.15)
            XCTAssertEqual(Self.shown(first).position.y, 66, accuracy: 0.01, "halfway from 22 to 110")
            XCTAssertEqual(Self.shown(second).position.y, 44, accuracy: 0.01, "halfway from 66 to 22")
        }
    }

    func testReloadedRowCrossFadesOldAndNewCells() {
        onMainActor {
            let clock = installManualClock()
            let items = Items([Self.rows(3)])
            let (table, renderer) = Self.makeTable(items)
            let old = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            items.sections[0][1] = "Changed"
            table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            let new = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            XCTAssertFalse(new === old)
            XCTAssertEqual(new.textLabel?.text, "Changed")
            _ = renderer.renderFrame()
            clock.advance(by: 0.15)
            XCTAssertEqual(Self.shown(new).opacity, 0.5, accuracy: 0.01)
            XCTAssertEqual(Self.shown(old).opacity, 0.5, accuracy: 0.01)
            XCTAssertEqual(Self.shown(old).position.y, 66, accuracy: 0.01, "the old cell stays in the row's place")
            clock.advance(by: 0.2)
            _ = renderer.renderFrame()
            XCTAssertNil(old.superview)
            XCTAssertEqual(Self.shown(new).opacity, 1, accuracy: 0.01)
        }
    }

    func testNoneRemovesAtOnceWhileTheOthersStillSlide() {
        onMainActor {
            let clock = installManualClock()
            let items = Items([Self.rows(4)])
            let (table, renderer) = Self.makeTable(items)
            let deleted = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            let next = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            items.sections[0].remove(at: 0)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            XCTAssertTrue(deleted.isHidden)
            _ = renderer.renderFrame()
            clock.advance(by: 0.15)
            XCTAssertEqual(Self.shown(next).position.y, 44, accuracy: 0.01, "halfway from 66 to 22")
        }
    }

    func testEndUpdatesWithoutChangesAnimatesNewHeights() {
        onMainActor {
            let clock = installManualClock()
            let items = Items([Self.rows(4)])
            let (table, renderer) = Self.makeTable(items)
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            items.heights["Row 0"] = 88
            table.beginUpdates()
            table.endUpdates()
            XCTAssertEqual(first.frame.height, 88)
            XCTAssertEqual(second.frame.minY, 88)
            XCTAssertEqual(table.contentSize.height, 220)
            _ = renderer.renderFrame()
            clock.advance(by: 0.15)
            XCTAssertEqual(Self.shown(second).position.y, 88, accuracy: 0.01, "halfway from 66 to 110")
            XCTAssertEqual(Self.shown(first).bounds.height, 66, accuracy: 0.01)
        }
    }

    func testSectionsInsertedDeletedAndMovedInABatch() {
        onMainActor {
            _ = installManualClock()
            let items = Items([["A0", "A1"], ["B0"], ["C0", "C1"]])
            let (table, _) = Self.makeTable(items)
            let b0 = table.cellForRow(at: IndexPath(row: 0, section: 1))!
            items.sections = [["B0"], ["N0", "N1", "N2"], ["C0", "C1"]]
            table.performBatchUpdates {
                table.deleteSections(IndexSet(integer: 0), with: .top)
                table.insertSections(IndexSet(integer: 1), with: .bottom)
            }
            XCTAssertEqual(table.numberOfSections, 3)
            XCTAssertEqual((0..<3).map { table.numberOfRows(inSection: $0) }, [1, 3, 2])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === b0)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 1))?.textLabel?.text, "N2")
            items.sections = [["C0", "C1"], ["B0"], ["N0", "N1", "N2"]]
            table.moveSection(2, toSection: 0)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1)).map { $0 === b0 }, true)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)), CGRect(x: 0, y: 88, width: 200, height: 44))
        }
    }

    func testAnUpdateTheDataSourceDoesNotMatchReloadsAndReportsFalse() {
        onMainActor {
            _ = installManualClock()
            let items = Items([Self.rows(3)])
            let (table, _) = Self.makeTable(items)
            var finished: Bool?
            items.sections[0].append("Extra")
            table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: { finished = $0 })
            XCTAssertEqual(finished, false)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 4, "reloaded from the data source")
        }
    }

    func testUpdatePlanMapsOldRowsToNewOnes() throws {
        var batch = TableUpdateBatch()
        batch.deletedRows[IndexPath(row: 1, section: 0)] = .left
        batch.insertedRows[IndexPath(row: 0, section: 0)] = .top
        batch.movedRows[IndexPath(row: 3, section: 0)] = IndexPath(row: 1, section: 0)
        batch.reloadedRows[IndexPath(row: 2, section: 0)] = .fade
        let plan = try TableUpdatePlan.make(batch, oldCounts: [5], newCounts: [5]).get()
        XCTAssertEqual(plan.origins, [[.inserted(.top), .old(IndexPath(row: 3, section: 0)), .old(IndexPath(row: 0, section: 0)),
                                       .old(IndexPath(row: 2, section: 0)), .old(IndexPath(row: 4, section: 0))]])
        XCTAssertEqual(plan.removed, [IndexPath(row: 1, section: 0): .left])
        XCTAssertEqual(plan.reloaded, [IndexPath(row: 3, section: 0): .fade])
        XCTAssertThrowsError(try TableUpdatePlan.make(batch, oldCounts: [5], newCounts: [6]).get()) { error in
            XCTAssertTrue((error as? TableUpdatePlan.PlanError)?.message.hasPrefix("Invalid update: invalid number of rows in section 0") == true)
        }
        XCTAssertThrowsError(try TableUpdatePlan.make(batch, oldCounts: [1], newCounts: [5]).get())
    }

    func testEveryRowAnimationsOffstageState() {
        onMainActor {
            let rect = CGRect(x: 0, y: 44, width: 200, height: 44)
            XCTAssertEqual(UITableView.offstage(rect, .fade).alpha, 0)
            XCTAssertEqual(UITableView.offstage(rect, .automatic).alpha, 0)
            XCTAssertEqual(UITableView.offstage(rect, .right).frame, CGRect(x: 200, y: 44, width: 200, height: 44))
            XCTAssertEqual(UITableView.offstage(rect, .left).frame, CGRect(x: -200, y: 44, width: 200, height: 44))
            XCTAssertEqual(UITableView.offstage(rect, .top).frame, CGRect(x: 0, y: 0, width: 200, height: 44))
            XCTAssertEqual(UITableView.offstage(rect, .bottom).frame, CGRect(x: 0, y: 88, width: 200, height: 44))
            XCTAssertEqual(UITableView.offstage(rect, .middle).frame, CGRect(x: 0, y: 66, width: 200, height: 0))
            XCTAssertEqual(UITableView.offstage(rect, .none).frame, rect)
            XCTAssertEqual(UITableView.RowAnimation.automatic.rawValue, 100)
        }
    }

    // MARK: Self-sizing

    /// A cell whose content view holds a box 60 high, 10 from the top and bottom: 80 high when it sizes itself.
    @MainActor
    private final class BoxCell: UITableViewCell {
        let box = UIView()
        var boxHeight: NSLayoutConstraint!

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            boxHeight = box.heightAnchor.constraint(equalToConstant: 60)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                boxHeight,
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @MainActor
    private final class Boxes: UITableViewDataSource {
        var count = 20
        var tall: Set<Int> = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath) as! BoxCell
            cell.boxHeight.constant = tall.contains(indexPath.row) ? 100 : 60
            return cell
        }
    }

    func testSelfSizingRowsTakeTheHeightTheirConstraintsGive() {
        onMainActor {
            _ = installManualClock()
            let boxes = Boxes()
            boxes.tall = [1]
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
            table.register(BoxCell.self, forCellReuseIdentifier: "box")
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 0
            table.dataSource = boxes
            table.reloadData()
            XCTAssertEqual(table.contentSize.height, 19 * 80 + 120, "every row measured at once without an estimate")
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 80, width: 200, height: 120))
            let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as! BoxCell
            XCTAssertEqual(cell.frame, CGRect(x: 0, y: 200, width: 200, height: 80))
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.box.frame, CGRect(x: 16, y: 10, width: 168, height: 60), "the cell's own constraints lay it out")
        }
    }

    func testEstimatedRowsAreMeasuredAsTheyComeOnScreen() {
        onMainActor {
            _ = installManualClock()
            let boxes = Boxes()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
            table.register(BoxCell.self, forCellReuseIdentifier: "box")
            table.estimatedRowHeight = 50
            table.dataSource = boxes
            table.reloadData()
            XCTAssertEqual(table.contentSize.height, 1000, "20 rows at the estimate")
            table.layoutIfNeeded()
            // Rows 0…5 were on screen at the estimate (0…300) and are measured at 80; then rows 0…3 are on screen,
            // and the rest keep the estimate.
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 240, width: 200, height: 80))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 5, section: 0)).height, 80)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 6, section: 0)), CGRect(x: 0, y: 480, width: 200, height: 50))
            XCTAssertEqual(table.contentSize.height, 6 * 80 + 14 * 50)
            XCTAssertEqual(table.visibleCells.count, 4)
        }
    }

    func testDefaultCellsWithoutConstraintsAreAStandardRowHigh() {
        onMainActor {
            _ = installManualClock()
            let items = Items([Self.rows(3)])
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
            XCTAssertEqual(table.rowHeight, UITableView.automaticDimension)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
            table.dataSource = items
            table.delegate = items
            table.layoutIfNeeded()
            XCTAssertEqual(table.contentSize.height, 132)
        }
    }
}
