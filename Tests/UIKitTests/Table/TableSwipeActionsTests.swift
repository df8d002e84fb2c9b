@testable import UIKit
import XCTest

/// Swipe actions driven by touches at exact manual-clock times: a sideways drag reveals a row's actions, a release
/// past half opens them (0.3 s, easing out), a tap runs the one tapped, a full swipe runs the first, and a vertical
/// drag scrolls instead.
final class TableSwipeActionsTests: XCTestCase {
    /// A table whose rows reveal Delete (destructive) and Flag on the trailing side, and Pin on the leading side;
    /// the handlers log and complete.
    @MainActor
    private static func makeRig(fullSwipe: Bool = true) -> (TableRig, () -> [String]) {
        let model = TableModel([TableModel.rows(20)])
        var ran: [String] = []
        model.trailing = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, completion in
                ran.append("\(action.title!) \(indexPath.row) from \(type(of: view))")
                completion(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, _, completion in
                ran.append("\(action.title!) \(indexPath.row)")
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
        model.leading = { indexPath in
            let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in
                ran.append("Pin \(indexPath.row)")
                completion(false)
            }
            pin.backgroundColor = .systemYellow
            return UISwipeActionsConfiguration(actions: [pin])
        }
        let rig = TableRig(model) { $0.rowHeight = 44 }
        return (rig, { ran })
    }

    func testADragPastHalfTheButtonsOpensThemOnTheClockAndATapRunsOne() {
        onMainActor {
            let (rig, ran) = Self.makeRig()
            let cell = rig.cell(1)!
            rig.down(250, 66)
            rig.move(from: (250, 66), to: (150, 66))
            let swipe = try! XCTUnwrap(rig.table.swipe)
            XCTAssertTrue(swipe.cell === cell)
            XCTAssertEqual(cell.contentView.frame.minX, -87.5, "the content follows the finger from where the drag began (12.5 in)")
            XCTAssertEqual(swipe.view.frame, CGRect(x: 232.5, y: 0, width: 87.5, height: 44))
            let open = swipe.openOffset
            XCTAssertLessThan(open, -148, "Delete and Flag, each at least 74 wide")
            rig.renderer.renderFrame()
            rig.up()
            XCTAssertEqual(cell.contentView.frame.minX, open, "released past half: the model opens at once")
            rig.frame(after: 0.15)
            let halfway = rig.shown(cell.contentView).position.x - 160
            XCTAssertLessThan(halfway, -87.5 + (open + 87.5) / 2, "easing out: more than half the way at half the time")
            XCTAssertGreaterThan(halfway, open)
            rig.frame(after: 0.2)
            XCTAssertEqual(rig.shown(cell.contentView).position.x - 160, open, accuracy: 0.01)
            let flag = swipe.view.buttons[1]
            XCTAssertEqual(flag.frame.maxX, swipe.view.buttons[0].frame.minX, "the first action is at the outer edge")
            XCTAssertEqual(flag.backgroundColor, .systemOrange)
            XCTAssertEqual(swipe.view.buttons[0].backgroundColor, .systemRed)
            rig.tap(Double(320 + open + 10), 66)
            XCTAssertEqual(ran(), ["Flag 1"])
            XCTAssertNil(rig.table.swipe, "the completion closes the actions")
            rig.frame(after: 0.3)
            XCTAssertEqual(rig.shown(cell.contentView).position.x, 160, accuracy: 0.01)
            XCTAssertNil(swipe.view.superview)
            XCTAssertNil(rig.table.indexPathForSelectedRow, "the taps selected nothing")
        }
    }

    func testAShortDragClosesAgainAndATapElsewhereClosesOpenActions() {
        onMainActor {
            let (rig, ran) = Self.makeRig()
            let cell = rig.cell(2)!
            rig.drag(from: (250, 110), to: (210, 110))
            XCTAssertEqual(cell.contentView.frame.minX, 0, "not past half the buttons: it closes")
            rig.frame(after: 0.3)
            XCTAssertNil(rig.table.swipe)
            rig.drag(from: (250, 110), to: (120, 110))
            XCTAssertNotNil(rig.table.swipe)
            rig.frame(after: 0.3)
            rig.tap(100, 300)
            XCTAssertNil(rig.table.swipe)
            XCTAssertEqual(ran(), [])
            XCTAssertNil(rig.table.indexPathForSelectedRow, "the tap that closed the actions selected nothing")
        }
    }

    func testTheDelegateHearsEditingBeginAndEndAroundTheRevealedActions() {
        onMainActor {
            let (rig, _) = Self.makeRig()
            rig.model.log.removeAll()
            rig.drag(from: (250, 66), to: (100, 66))
            XCTAssertEqual(rig.model.log.filter { $0.contains("Editing") }, ["willBeginEditing 0.1"])
            rig.frame(after: 0.3)
            rig.tap(100, 300)
            XCTAssertEqual(rig.model.log.filter { $0.contains("Editing") }, ["willBeginEditing 0.1", "didEndEditing 0.1"])
        }
    }

    func testAFullSwipeRunsTheFirstAction() {
        onMainActor {
            let (rig, ran) = Self.makeRig()
            let cell = rig.cell(3)!
            rig.down(310, 154)
            rig.move(from: (310, 154), to: (60, 154), steps: 10)
            let swipe = try! XCTUnwrap(rig.table.swipe)
            XCTAssertTrue(swipe.view.firstTakesAll, "past 60% of the row the first action covers the strip")
            XCTAssertEqual(swipe.view.buttons[0].frame.width, swipe.view.bounds.width)
            rig.up()
            XCTAssertEqual(ran(), ["Delete 3 from UIView"])
            XCTAssertEqual(cell.contentView.frame.minX, 0, "the completion closed it")
            rig.frame(after: 0.3)
            XCTAssertNil(rig.table.swipe)
        }
    }

    func testWithoutFullSwipeTheDragResistsBeyondTheButtons() {
        onMainActor {
            let (rig, ran) = Self.makeRig(fullSwipe: false)
            rig.down(310, 154)
            rig.move(from: (310, 154), to: (60, 154), steps: 10)
            let swipe = try! XCTUnwrap(rig.table.swipe)
            let open = abs(swipe.openOffset)
            XCTAssertEqual(abs(rig.cell(3)!.swipeOffset), open + (225 - open) * 0.25, accuracy: 0.5, "the finger moved 225 after the 25 the pan took to begin")
            rig.up()
            XCTAssertEqual(ran(), [])
            XCTAssertEqual(rig.cell(3)!.swipeOffset, -open)
        }
    }

    func testASwipeToTheRightRevealsTheLeadingActions() {
        onMainActor {
            let (rig, ran) = Self.makeRig()
            rig.drag(from: (40, 22), to: (160, 22))
            let swipe = try! XCTUnwrap(rig.table.swipe)
            XCTAssertEqual(swipe.view.actions.map(\.title), ["Pin"])
            XCTAssertEqual(rig.cell(0)!.swipeOffset, 74)
            rig.frame(after: 0.3)
            rig.tap(30, 22)
            XCTAssertEqual(ran(), ["Pin 0"])
        }
    }

    func testAVerticalDragScrollsAndRevealsNothing() {
        onMainActor {
            let (rig, _) = Self.makeRig()
            rig.drag(from: (160, 400), to: (150, 250))
            XCTAssertNil(rig.table.swipe)
            XCTAssertGreaterThan(rig.table.contentOffset.y, 100)
        }
    }

    func testRowsTheDataSourceCanDeleteSwipeToADeleteButton() {
        onMainActor {
            let rig = TableRig(TableModel([TableModel.rows(5)])) { $0.rowHeight = 44 }
            rig.drag(from: (300, 66), to: (180, 66))
            XCTAssertEqual(rig.table.swipe?.view.actions.map(\.title), ["Delete"])
            rig.frame(after: 0.3)
            rig.tap(310, 66)
            XCTAssertEqual(rig.model.log.filter { $0.hasPrefix("commit") }, ["commit delete 0.1"])
            XCTAssertEqual(rig.table.numberOfRows(inSection: 0), 4)
        }
    }

    func testIOS8RowActionsShowAsSwipeButtons() {
        onMainActor {
            let model = TableModel([TableModel.rows(5)])
            var ran: [IndexPath] = []
            model.rowActions = { _ in
                let more = UITableViewRowAction(style: .normal, title: "More") { _, indexPath in ran.append(indexPath) }
                more.backgroundColor = .systemBlue
                return [UITableViewRowAction(style: .destructive, title: "Remove") { _, _ in }, more]
            }
            let rig = TableRig(model) { $0.rowHeight = 44 }
            rig.drag(from: (300, 110), to: (120, 110))
            let swipe = try! XCTUnwrap(rig.table.swipe)
            XCTAssertEqual(swipe.view.actions.map(\.title), ["Remove", "More"])
            XCTAssertEqual(swipe.view.actions[0].style, .destructive)
            rig.frame(after: 0.3)
            rig.tap(Double(320 + swipe.openOffset + 10), 110)
            XCTAssertEqual(ran, [IndexPath(row: 2, section: 0)])
        }
    }
}
