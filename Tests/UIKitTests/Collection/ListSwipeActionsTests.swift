@testable import UIKit
import TestSupport
import XCTest

/// Swipe actions of list layouts (`UICollectionLayoutListConfiguration`'s leading and trailing providers), driven
/// by touches on the manual clock: a sideways drag slides the cell and reveals the actions, a release past half the
/// buttons opens them, a tap runs one, a full swipe runs the first, and a vertical drag scrolls instead.
final class ListSwipeActionsTests: XCTestCase {
    /// A plain list of 30 rows 44 high whose rows reveal Delete and Flag on the trailing side and Pin on the leading
    /// side (none for row 0), in a 320 × 480 window.
    @MainActor
    final class ListRig {
        let clock = installManualClock()
        let window: UIWindow
        let list: UICollectionView
        let touches: TouchScript
        let renderer: OffscreenRenderer
        /// The actions run, in order.
        var ran: [String] { log.ran }
        private let log = ActionLog()
        /// The data source (the collection view holds it weakly).
        private let source = ListSource()

        init(fullSwipe: Bool = true, providers: Bool = true, appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
             height: CGFloat = 480) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            let log = log
            if providers {
                configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                    guard indexPath.item > 0 else { return nil }
                    let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, completion in
                        log.ran.append("\(action.title!) \(indexPath.item) from \(type(of: view))")
                        completion(true)
                    }
                    let flag = UIContextualAction(style: .normal, title: "Flag") { action, _, completion in
                        log.ran.append("\(action.title!) \(indexPath.item)")
                        completion(true)
                    }
                    flag.backgroundColor = .systemOrange
                    let actions = UISwipeActionsConfiguration(actions: [delete, flag])
                    actions.performsFirstActionWithFullSwipe = fullSwipe
                    return actions
                }
                configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
                    UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, completion in
                        log.ran.append("Pin \(indexPath.item)")
                        completion(true)
                    }])
                }
            }
            list = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            list.dataSource = source
            window.addSubview(list)
            list.layoutIfNeeded()
            touches = TouchScript(window: window)
            renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
        }


        func cell(_ item: Int) -> UICollectionViewCell? { list.cellForItem(at: IndexPath(item: item, section: 0)) }

        func down(_ x: Double, _ y: Double) { touches.down(x, y) }
        func move(from start: (Double, Double), to end: (Double, Double), steps: Int = 8) { touches.move(from: start, to: end, steps: steps) }
        func up() { touches.up() }
        func tap(_ x: Double, _ y: Double) { touches.tap(x, y) }
        func drag(from start: (Double, Double), to end: (Double, Double), steps: Int = 8) { touches.drag(from: start, to: end, steps: steps) }

        func frame(after seconds: Double) {
            clock.advance(by: seconds)
            renderer.renderFrame()
        }

        /// Where the view's content shows in the window now (its presentation).
        func shownMinX(_ view: UIView) -> CGFloat {
            let layer = view.layer.presentation() ?? view.layer
            return layer.convert(layer.bounds, to: window.layer.presentation() ?? window.layer).minX
        }
    }

    /// The names of the actions run.
    final class ActionLog {
        var ran: [String] = []
    }

    /// Thirty numbered rows.
    @MainActor
    final class ListSource: NSObject, UICollectionViewDataSource {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(row)"
            cell.contentConfiguration = content
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
    }

    func testADragPastHalfTheButtonsOpensThemOnTheClockAndATapRunsOne() {
        onMainActor {
            let rig = ListRig()
            let cell = try! XCTUnwrap(rig.cell(1))
            rig.down(250, 66)
            rig.move(from: (250, 66), to: (150, 66))
            let swipe = try! XCTUnwrap(rig.list.swipe)
            XCTAssertTrue(swipe.cell === cell)
            XCTAssertEqual(cell.contentView.convert(CGPoint.zero, to: rig.window).x, -87.5, "the content follows the finger from where the drag began")
            XCTAssertEqual(swipe.view.convert(swipe.view.bounds, to: rig.window), CGRect(x: 232.5, y: 44, width: 87.5, height: 44))
            let open = swipe.openOffset
            XCTAssertLessThan(open, -148, "Delete and Flag, each at least 74 wide")
            rig.renderer.renderFrame()
            rig.up()
            XCTAssertEqual(cell.contentView.convert(CGPoint.zero, to: rig.window).x, open, "released past half: the model opens at once")
            rig.frame(after: 0.15)
            let halfway = rig.shownMinX(cell.contentView)
            XCTAssertLessThan(halfway, -87.5 + (open + 87.5) / 2, "easing out: more than half the way at half the time")
            XCTAssertGreaterThan(halfway, open)
            rig.frame(after: 0.2)
            XCTAssertEqual(rig.shownMinX(cell.contentView), open, accuracy: 0.01)
            XCTAssertEqual(swipe.view.buttons[1].frame.maxX, swipe.view.buttons[0].frame.minX, "the first action is at the outer edge")
            XCTAssertEqual(swipe.view.buttons[1].backgroundColor, .systemOrange)
            rig.tap(Double(320 + open + 10), 66)
            XCTAssertEqual(rig.ran, ["Flag 1"])
            XCTAssertNil(rig.list.swipe, "the completion closes the actions")
            rig.frame(after: 0.3)
            XCTAssertEqual(rig.shownMinX(cell.contentView), 0, accuracy: 0.01)
            XCTAssertNil(swipe.view.superview)
            XCTAssertEqual(rig.list.indexPathsForSelectedItems ?? [], [], "the taps selected nothing")
        }
    }

    func testAShortDragClosesAgainAndATapElsewhereClosesOpenActionsWithoutSelecting() {
        onMainActor {
            let rig = ListRig()
            let cell = try! XCTUnwrap(rig.cell(2))
            XCTAssertFalse(cell.configurationState.isSwiped)
            rig.drag(from: (250, 110), to: (210, 110))
            XCTAssertEqual(cell.contentView.convert(CGPoint.zero, to: rig.window).x, 0, "not past half the buttons: it closes")
            rig.frame(after: 0.3)
            XCTAssertNil(rig.list.swipe)
            rig.drag(from: (250, 110), to: (120, 110))
            XCTAssertNotNil(rig.list.swipe)
            XCTAssertTrue(cell.configurationState.isSwiped, "the cell's state says it is swiped while its actions show")
            rig.frame(after: 0.3)
            rig.tap(100, 300)
            XCTAssertNil(rig.list.swipe)
            XCTAssertFalse(cell.configurationState.isSwiped)
            XCTAssertEqual(rig.ran, [])
            XCTAssertEqual(rig.list.indexPathsForSelectedItems ?? [], [], "the tap that closed the actions selected nothing")
        }
    }

    func testAFullSwipeRunsTheFirstActionAndTheLeadingSideHasItsOwn() {
        onMainActor {
            let rig = ListRig()
            rig.down(310, 154)
            rig.move(from: (310, 154), to: (60, 154), steps: 10)
            let swipe = try! XCTUnwrap(rig.list.swipe)
            XCTAssertTrue(swipe.view.firstTakesAll, "past 60% of the row the first action covers the strip")
            rig.up()
            XCTAssertEqual(rig.ran, ["Delete 3 from UIView"])
            rig.frame(after: 0.3)
            XCTAssertNil(rig.list.swipe)
            rig.drag(from: (40, 198), to: (200, 198))
            XCTAssertEqual(rig.list.swipe?.side, .leading)
            XCTAssertEqual(rig.list.swipe?.view.actions.map(\.title), ["Pin"])
            rig.frame(after: 0.3)
            let pin = try! XCTUnwrap(rig.list.swipe?.view)
            XCTAssertEqual(pin.convert(pin.bounds, to: rig.window).minX, 0, "leading actions fill the strip at the left")
            rig.tap(20, 198)
            XCTAssertEqual(rig.ran, ["Delete 3 from UIView", "Pin 4"])
        }
    }

    func testAVerticalDragScrollsAndARowWithoutActionsOrAListWithoutProvidersNeverSwipes() {
        onMainActor {
            let rig = ListRig()
            rig.drag(from: (200, 300), to: (195, 150))
            XCTAssertNil(rig.list.swipe)
            XCTAssertGreaterThan(rig.list.contentOffset.y, 100, "the list scrolled")
            let plain = ListRig(providers: false)
            plain.drag(from: (250, 66), to: (100, 66))
            XCTAssertNil(plain.list.swipe)
            XCTAssertEqual(plain.cell(1)?.contentView.convert(CGPoint.zero, to: plain.window).x, 0)
            let first = ListRig()
            first.drag(from: (250, 22), to: (100, 22))
            XCTAssertNil(first.list.swipe, "row 0's provider gives no trailing actions")
        }
    }

    func testACellGoingBackToTheReuseQueueLeavesItsSwipeBehind() {
        onMainActor {
            let rig = ListRig()
            rig.drag(from: (250, 66), to: (100, 66))
            rig.frame(after: 0.3)
            let cell = try! XCTUnwrap(rig.cell(1))
            XCTAssertNotNil(cell.swipeActionsView)
            rig.list.reloadData()
            rig.list.layoutIfNeeded()
            XCTAssertNil(rig.list.swipe)
            XCTAssertNil(cell.swipeActionsView)
            XCTAssertEqual(cell.bounds.origin, .zero)
        }
    }

    func testARevealedSwipeInAnInsetGroupedListLooksLikeUIKits() throws {
        let image: CGImage? = MainActor.assumeIsolated {
            let rig = ListRig(appearance: .insetGrouped, height: 200)
            rig.drag(from: (280, 101), to: (120, 101))
            rig.frame(after: 0.4)
            let renderer = OffscreenRenderer(window: rig.window, scale: 2)
            renderer.renderFrame()
            return renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "revealedListSwipe")
    }
}
