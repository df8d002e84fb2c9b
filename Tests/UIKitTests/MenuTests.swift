@testable import UIKit
import Wayland
import XCTest

/// UIMenu, UIAction and UIDeferredMenuElement as Apple declares them, the desktop layout of a menu, and context
/// menus opened in a window without a desktop (a view over the window), chosen by pointer and by keys.
final class MenuTests: XCTestCase {
    func testAnActionKeepsWhatItWasMadeWith() {
        onMainActor {
            var ran: [String] = []
            let action = UIAction(
                title: "Delete", subtitle: "for ever", image: nil, identifier: UIAction.Identifier("delete"),
                discoverabilityTitle: "Delete the item", attributes: [.destructive, .keepsMenuPresented], state: .mixed
            ) { action in ran.append(action.title) }
            XCTAssertEqual(action.title, "Delete")
            XCTAssertEqual(action.subtitle, "for ever")
            XCTAssertEqual(action.identifier.rawValue, "delete")
            XCTAssertEqual(action.discoverabilityTitle, "Delete the item")
            XCTAssertEqual(action.attributes, [.destructive, .keepsMenuPresented])
            XCTAssertEqual(action.state, .mixed)
            action.perform(sender: nil)
            XCTAssertEqual(ran, ["Delete"])
            // Defaults: an identifier of its own, no attributes, off.
            let plain = UIAction { _ in }
            XCTAssertEqual(plain.title, "")
            XCTAssertEqual(plain.attributes, [])
            XCTAssertEqual(plain.state, .off)
            XCTAssertNotEqual(plain.identifier, UIAction { _ in }.identifier)
        }
    }

    func testAMenuKeepsItsChildrenAndReplacesThemInACopy() {
        onMainActor {
            let a = UIAction(title: "A", state: .on) { _ in }, b = UIAction(title: "B") { _ in }
            let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: [.singleSelection, .displayInline], children: [a, b])
            XCTAssertEqual(menu.title, "Sort")
            XCTAssertEqual(menu.identifier.rawValue, "sort")
            XCTAssertEqual(menu.options, [.singleSelection, .displayInline])
            XCTAssertEqual(menu.children.count, 2)
            XCTAssertTrue(menu.selectedElements.first === a)
            let copy = menu.replacingChildren([b])
            XCTAssertEqual(copy.identifier, menu.identifier)
            XCTAssertEqual(copy.options, menu.options)
            XCTAssertEqual(copy.children.count, 1)
            XCTAssertEqual(menu.children.count, 2)
            XCTAssertEqual(UIMenu.Identifier.edit.rawValue, "com.apple.menu.edit")
        }
    }

    func testADeferredElementIsAskedOnceUnlessUncached() {
        onMainActor {
            var asks = 0
            let cached = UIDeferredMenuElement { completion in
                asks += 1
                completion([UIAction(title: "Loaded") { _ in }])
            }
            let menu = UIMenu(children: [cached])
            XCTAssertEqual(MenuLayout.visibleElements(of: menu).map(\.element.title), ["Loaded"])
            XCTAssertEqual(MenuLayout.visibleElements(of: menu).map(\.element.title), ["Loaded"])
            XCTAssertEqual(asks, 1)
            var uncachedAsks = 0
            let uncached = UIDeferredMenuElement.uncached { completion in
                uncachedAsks += 1
                completion([])
            }
            _ = MenuLayout.visibleElements(of: UIMenu(children: [uncached]))
            _ = MenuLayout.visibleElements(of: UIMenu(children: [uncached]))
            XCTAssertEqual(uncachedAsks, 2)
            // A provider that answers later shows a loading row meanwhile.
            let later = UIDeferredMenuElement { _ in }
            let rows = MenuLayout(title: nil, elements: MenuLayout.visibleElements(of: UIMenu(children: [later])), measure: { _ in 50 }).rows
            XCTAssertEqual(rows.map(\.title), ["Loading…"])
            XCTAssertEqual(rows.first?.kind, .loading)
            XCTAssertEqual(rows.first?.isEnabled, false)
        }
    }

    func testTheLayoutFlattensInlineGroupsBetweenSeparatorsAndLeavesHiddenOnesOut() {
        onMainActor {
            let menu = UIMenu(children: [
                UIAction(title: "Copy") { _ in },
                UIAction(title: "Secret", attributes: .hidden) { _ in },
                UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in }]),
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Delete", attributes: .destructive) { _ in },
                    UIAction(title: "Off", attributes: .disabled, state: .on) { _ in },
                ]),
            ])
            let layout = MenuLayout(title: nil, elements: MenuLayout.visibleElements(of: menu), measure: { CGFloat($0.count * 10) })
            XCTAssertEqual(layout.rows.map(\.title), ["Copy", "Share", "Delete", "Off"])
            XCTAssertEqual(layout.rows.map(\.kind), [.action, .submenu(0), .action, .action])
            XCTAssertEqual(layout.rows.map(\.separatorAbove), [false, false, true, false])
            XCTAssertEqual(layout.rows[2].isDestructive, true)
            XCTAssertEqual(layout.rows[3].isEnabled, false)
            XCTAssertEqual(layout.rows[3].state, .on)
            // Rows 28 high from 6, a 9-point gap before the inline group; the width is the minimum 160.
            XCTAssertEqual(layout.rows.map(\.frame.minY), [6, 34, 71, 99])
            XCTAssertEqual(layout.size, CGSize(width: 160, height: 133))
            // A long title widens the menu: 28 + 200 + 28.
            let wide = MenuLayout(title: nil, elements: [(UIAction(title: String(repeating: "w", count: 20)) { _ in }, [])], measure: { CGFloat($0.count * 10) })
            XCTAssertEqual(wide.size.width, 256)
            // Keyboard order skips the disabled row and wraps.
            XCTAssertEqual(layout.enabledRow(after: nil, step: 1), 0)
            XCTAssertEqual(layout.enabledRow(after: 2, step: 1), 0)
            XCTAssertEqual(layout.enabledRow(after: 0, step: -1), 2)
            XCTAssertEqual(layout.row(at: CGPoint(x: 10, y: 40)), 1)
        }
    }

    /// A window without a desktop with a view whose interaction answers a menu.
    @MainActor
    private final class Fixture: UIContextMenuInteractionDelegate {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let target = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        var chosen: [String] = []
        var events: [String] = []
        var askedAt: CGPoint?

        init() {
            target.addInteraction(UIContextMenuInteraction(delegate: self))
            window.addSubview(target)
        }

        var interaction: UIContextMenuInteraction { target.interactions.first as! UIContextMenuInteraction }
        var menuViews: [MenuView] { window.subviews.compactMap { $0 as? MenuView } }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            askedAt = location
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
                let record: UIActionHandler = { self.chosen.append($0.title) }
                return UIMenu(children: [
                    UIAction(title: "Open", handler: record),
                    UIAction(title: "Gone", attributes: .disabled, handler: record),
                    UIMenu(title: "More", children: [UIAction(title: "Deep", handler: record)]),
                ])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
            events.append("display")
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
            events.append("end \(chosen.count)")
        }
    }

    func testARightClickOpensTheMenuAndAPressChoosesAnAction() {
        onMainActor {
            _ = installManualClock()
            let fixture = Fixture()
            XCTAssertTrue(fixture.window.contextMenuRequested(at: CGPoint(x: 80, y: 90), serial: 7))
            XCTAssertEqual(fixture.askedAt, CGPoint(x: 30, y: 40))
            XCTAssertEqual(fixture.interaction.location(in: fixture.target), CGPoint(x: 30, y: 40))
            XCTAssertEqual(fixture.events, ["display"])
            let menu = try! XCTUnwrap(fixture.menuViews.first)
            XCTAssertEqual(menu.frame.origin, CGPoint(x: 80, y: 90))
            XCTAssertEqual(menu.layout.rows.map(\.title), ["Open", "Gone", "More"])
            // The pointer presses and releases on "Open": the menu closes first, then the action runs.
            let input = WindowInput(window: fixture.window)
            input.handle(PointerFrame(events: [.motion(x: 100, y: 106, time: 0), .button(code: 0x110, isPressed: true, serial: 8, time: 0)], x: 100, y: 106, isInside: true))
            input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: 9, time: 0)], x: 100, y: 106, isInside: true))
            XCTAssertEqual(fixture.chosen, ["Open"])
            XCTAssertEqual(fixture.events, ["display", "end 0"])
            XCTAssertTrue(fixture.menuViews.isEmpty)
            XCTAssertNil(fixture.interaction.presentation)
        }
    }

    func testKeysMoveThroughEnabledRowsOpenASubmenuAndEscapeCloses() {
        onMainActor {
            _ = installManualClock()
            let fixture = Fixture()
            fixture.window.contextMenuRequested(at: CGPoint(x: 60, y: 60), serial: nil)
            let presentation = try! XCTUnwrap(fixture.interaction.presentation)
            presentation.handleKey("Down")  // Open
            presentation.handleKey("Down")  // skips Gone: More
            presentation.handleKey("Right")
            XCTAssertEqual(presentation.levels.count, 2)
            XCTAssertEqual(fixture.menuViews.count, 2)
            // The submenu sits right of its row.
            XCTAssertEqual(fixture.menuViews[1].frame.minX, fixture.menuViews[0].frame.maxX)
            presentation.handleKey("Left")
            XCTAssertEqual(presentation.levels.count, 1)
            presentation.handleKey("Escape")
            XCTAssertTrue(fixture.menuViews.isEmpty)
            XCTAssertEqual(fixture.chosen, [])
            XCTAssertEqual(fixture.events, ["display", "end 0"])
            // Open again: Enter on the submenu's action runs it.
            fixture.window.contextMenuRequested(at: CGPoint(x: 60, y: 60), serial: nil)
            let again = try! XCTUnwrap(fixture.interaction.presentation)
            again.choose(row: 2, inLevel: 0)
            again.handleKey("Down")
            again.handleKey("Return")
            XCTAssertEqual(fixture.chosen, ["Deep"])
        }
    }

    func testTheMenuAppearsWithAShortScaleAndFade() {
        onMainActor {
            let context = installManualClock()
            let fixture = Fixture()
            fixture.window.contextMenuRequested(at: CGPoint(x: 60, y: 60), serial: nil)
            let menu = try! XCTUnwrap(fixture.menuViews.first)
            XCTAssertEqual(menu.layer.animationKeys()?.contains("opacity"), true, "\(menu.layer.animationKeys() ?? [])")
            context.advance(by: 0.1)
            let halfway = menu.layer.presentation()!
            XCTAssertGreaterThan(halfway.opacity, 0.05)
            XCTAssertLessThan(halfway.opacity, 0.95)
            context.advance(by: 0.15)
            XCTAssertEqual(menu.layer.presentation()!.opacity, 1, accuracy: 0.001)
        }
    }

    func testASingleSelectionMenuChecksTheChosenAction() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let small = UIAction(title: "Small", state: .on) { _ in }, large = UIAction(title: "Large") { _ in }
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
            button.menu = UIMenu(title: "Size", options: .singleSelection, children: [small, large])
            button.showsMenuAsPrimaryAction = true
            var menuTriggered = 0
            button.addAction(UIAction { _ in menuTriggered += 1 }, for: .menuActionTriggered)
            window.addSubview(button)
            let input = WindowInput(window: window)
            input.handle(PointerFrame(events: [.motion(x: 40, y: 30, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)], x: 40, y: 30, isInside: true))
            input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: 2, time: 0)], x: 40, y: 30, isInside: true))
            XCTAssertEqual(menuTriggered, 1)
            let presentation = try! XCTUnwrap(button.menuPresentation)
            // Below the button, its title above the rows.
            XCTAssertEqual(presentation.levels[0].view.frame.origin, CGPoint(x: 10, y: 50))
            XCTAssertEqual(presentation.levels[0].view.layout.title, "Size")
            presentation.choose(row: 1, inLevel: 0)
            XCTAssertEqual(small.state, .off)
            XCTAssertEqual(large.state, .on)
            XCTAssertNil(button.menuPresentation)
        }
    }
}
