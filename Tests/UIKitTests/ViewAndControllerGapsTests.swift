import QuartzCore
import TestSupport
@testable import UIKit
import Wayland
import XCTest

/// Members iOS code uses that were missing: bar button item menus, the table cell's `setSelected(_:animated:)` and
/// `setHighlighted(_:animated:)`, the navigation bar's legacy background and shadow images, bars hiding on a tap,
/// the table's separator inset reference, and the touch's precise location and coalesced touches.
final class ViewAndControllerGapsTests: XCTestCase {
    /// A click (press and release) at `point` in window coordinates.
    @MainActor
    private static func click(_ point: CGPoint, _ input: WindowInput, serial: UInt32 = 1) {
        input.handle(PointerFrame(events: [.motion(x: Double(point.x), y: Double(point.y), time: 0),
                                           .button(code: 0x110, isPressed: true, serial: serial, time: 0)], x: 0, y: 0, isInside: true))
        input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: serial + 1, time: 0)], x: 0, y: 0, isInside: true))
    }

    @MainActor
    private static func navigationWindow(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKey()
        window.layoutIfNeeded()
        return (window, navigation)
    }

    func testABarButtonItemWithAMenuAndNoActionShowsTheMenuOnATap() {
        onMainActor {
            let root = UIViewController()
            var chosen: [String] = []
            let menu = UIMenu(children: [UIAction(title: "Sort") { _ in chosen.append("Sort") }])
            let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: menu)
            root.navigationItem.rightBarButtonItem = item
            let (window, _) = Self.navigationWindow(root)
            XCTAssertTrue(item.menu === menu)
            let button = try! XCTUnwrap(item.shownView as? UIButton)
            XCTAssertTrue(button.showsMenuAsPrimaryAction, "no primary action: the tap shows the menu")
            Self.click(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window), WindowInput(window: window))
            let presentation = try! XCTUnwrap(button.menuPresentation)
            presentation.choose(row: 0, inLevel: 0)
            XCTAssertEqual(chosen, ["Sort"])

            let both = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in }, menu: menu)
            root.navigationItem.rightBarButtonItem = both
            window.layoutIfNeeded()
            XCTAssertFalse((both.shownView as? UIButton)?.showsMenuAsPrimaryAction ?? true, "with an action, a long press shows it")
            XCTAssertTrue((both.shownView as? UIButton)?.menu === menu)
        }
    }

    private final class RecordingCell: UITableViewCell {
        var calls: [String] = []
        override func setSelected(_ selected: Bool, animated: Bool) {
            super.setSelected(selected, animated: animated)
            calls.append("selected \(selected) \(animated)")
        }
        override func setHighlighted(_ highlighted: Bool, animated: Bool) {
            super.setHighlighted(highlighted, animated: animated)
            calls.append("highlighted \(highlighted) \(animated)")
        }
    }

    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    func testTheTableSelectsThroughSetSelectedAnimatedAndAnAnimatedDeselectionFades() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            let table = UITableView(frame: window.bounds, style: .plain)
            let rows = Rows()
            table.register(RecordingCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            window.addSubview(table)
            window.layoutIfNeeded()
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let cell = try! XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? RecordingCell)
            let selectedView = UIView()
            cell.selectedBackgroundView = selectedView
            cell.calls = []
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: true, scrollPosition: .none)
            XCTAssertEqual(cell.calls, ["selected true true"])
            XCTAssertTrue(cell.isSelected)
            XCTAssertTrue(selectedView.superview === cell)
            table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
            XCTAssertEqual(cell.calls.last, "selected false true")
            XCTAssertFalse(cell.isSelected)
            renderer.renderFrame()
            clock.advance(by: 0.15)
            XCTAssertEqual(Double(selectedView.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.05, "the background fades")
            clock.advance(by: 0.2)
            renderer.renderFrame()
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            XCTAssertNil(selectedView.superview, "and leaves once faded")
            cell.isHighlighted = true
            XCTAssertEqual(cell.calls.last, "highlighted true false", "the property goes through the method")
        }
    }

    func testTheLegacyBackgroundAndShadowImagesMakeTheBarTransparent() {
        onMainActor {
            let (_, navigation) = Self.navigationWindow(UIViewController())
            let bar = navigation.navigationBar
            bar.isAtScrollEdge = false
            XCTAssertNotEqual(bar.backgroundColor, .clear, "scrolled content: the standard appearance's background")
            bar.setBackgroundImage(UIImage(), for: .default)
            bar.shadowImage = UIImage()
            XCTAssertEqual(bar.backgroundColor, .clear)
            XCTAssertNotNil(bar.backgroundImage(for: .default))
            XCTAssertNil(bar.backgroundImage(for: .compact))
            bar.setBackgroundImage(nil, for: .default)
            XCTAssertNotEqual(bar.backgroundColor, .clear, "the appearance's background is back")
        }
    }

    func testATapInTheContentHidesAndShowsTheBarsWhenHidesBarsOnTap() {
        onMainActor {
            let (window, navigation) = Self.navigationWindow(UIViewController())
            navigation.toolbarItems = []
            XCTAssertFalse(navigation.barHideOnTapGestureRecognizer.isEnabled)
            navigation.hidesBarsOnTap = true
            XCTAssertTrue(navigation.barHideOnTapGestureRecognizer.isEnabled)
            let input = WindowInput(window: window)
            Self.click(CGPoint(x: 160, y: 300), input)
            XCTAssertTrue(navigation.isNavigationBarHidden)
            Self.click(CGPoint(x: 160, y: 300), input, serial: 10)
            XCTAssertFalse(navigation.isNavigationBarHidden)
            navigation.hidesBarsOnTap = false
            Self.click(CGPoint(x: 160, y: 300), input, serial: 20)
            XCTAssertFalse(navigation.isNavigationBarHidden)
        }
    }

    func testSeparatorInsetsMeasuredFromTheAutomaticInset() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            let table = UITableView(frame: window.bounds, style: .plain)
            let rows = Rows()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            table.separatorInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
            window.addSubview(table)
            window.layoutIfNeeded()
            let cell = try! XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            XCTAssertEqual(cell.separatorView.frame.minX, 10)
            table.separatorInsetReference = .fromAutomaticInsets
            table.layoutIfNeeded()
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.separatorView.frame.minX, 26, "10 past the automatic 16")
        }
    }

    func testTouchesReportTheirPreciseLocationAndThemselvesAsCoalesced() {
        onMainActor {
            final class Canvas: UIView {
                var points: [CGPoint] = []
                var coalesced = 0
                override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                    guard let touch = touches.first, let event else { return }
                    let all = event.coalescedTouches(for: touch) ?? []
                    coalesced += all.count
                    points += all.map { $0.preciseLocation(in: self) }
                    XCTAssertEqual(event.predictedTouches(for: touch)?.count, 0)
                    XCTAssertEqual(touch.force, 0)
                    XCTAssertEqual(touch.altitudeAngle, .pi / 2)
                }
            }
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let canvas = Canvas(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            window.addSubview(canvas)
            let input = WindowInput(window: window)
            input.handle(PointerFrame(events: [.motion(x: 30, y: 30, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)], x: 0, y: 0, isInside: true))
            input.handle(PointerFrame(events: [.motion(x: 40.5, y: 45.25, time: 10)], x: 0, y: 0, isInside: true))
            XCTAssertEqual(canvas.coalesced, 1)
            XCTAssertEqual(canvas.points, [CGPoint(x: 20.5, y: 25.25)])
        }
    }
}
