import Foundation
@testable import UIKit
import Wayland
import XCTest

/// The main menu as a bar across the window's top: F10 opens its first menu, Alt alone shows it, the pointer at the
/// top edge reveals it; Left and Right move between menus, Enter chooses, Escape closes; it slides on the clock.
final class MenuBarTests: MainMenuTestCase {
    @MainActor
    final class Editor: UIViewController {
        var log: [String] = []
        override func performAction(_ action: Selector, withSender sender: Any?) -> Bool {
            log.append(action.name)
            return true
        }
    }

    /// A window with an editor and a main menu with New Document first in File.
    @MainActor
    private static func barRig() -> (TextInputRig, Editor) {
        let delegate = MenuBuildingDelegate()
        delegate.build = { builder in
            builder.insertChild(UIMenu(options: .displayInline, children: [
                UIKeyCommand(title: "New Document", action: "newDocument:", input: "n", modifierFlags: .command),
            ]), atStartOfMenu: .file)
        }
        Self.install(delegate)
        let rig = TextInputRig()
        let editor = Editor()
        rig.window.rootViewController = editor
        return (rig, editor)
    }

    @MainActor
    private static func move(_ rig: TextInputRig, to point: CGPoint) {
        rig.input.handle(PointerFrame(events: [.motion(x: Double(point.x), y: Double(point.y), time: 1)], x: 0, y: 0, isInside: true))
    }

    /// The title of the menu dropped down now.
    @MainActor
    private static func openTitle(_ window: UIWindow) -> String? {
        guard let bar = window.mainMenuBarIfMade, let index = bar.openIndex else { return nil }
        return bar.titles[index]
    }

    func testF10OpensTheFirstMenuAndKeysMoveAndChoose() {
        onMainActor {
            let (rig, editor) = Self.barRig()
            XCTAssertNil(rig.window.mainMenuBarIfMade, "no bar until asked for")
            rig.press("F10")
            let bar = rig.window.mainMenuBar
            XCTAssertEqual(bar.titles, ["File", "Edit", "Format", "View", "Window"])
            XCTAssertTrue(bar.superview === rig.window)
            XCTAssertEqual(Self.openTitle(rig.window), "File")
            XCTAssertTrue(rig.window.openMenu === bar.presentation)
            rig.press("Right")
            XCTAssertEqual(Self.openTitle(rig.window), "Edit")
            rig.press("Left")
            rig.press("Left")
            XCTAssertEqual(Self.openTitle(rig.window), "Window", "Left wraps round")
            rig.press("Right")
            XCTAssertEqual(Self.openTitle(rig.window), "File")
            // The first enabled row is highlighted: New Document (Close Window and Quit need a desktop window).
            let rows = bar.presentation?.levels.first?.view.layout.rows ?? []
            XCTAssertEqual(rows.map(\.title), ["New Document", "Close Window", "Quit \(StandardMainMenu.applicationName)"])
            XCTAssertEqual(rows.map(\.isEnabled), [true, false, false])
            XCTAssertEqual(rows.first?.shortcut, "Ctrl+N")
            rig.press("Return")
            XCTAssertEqual(editor.log, ["newDocument:"])
            XCTAssertNil(rig.window.openMenu)
            XCTAssertFalse(bar.isShown)
            CAContext.current.advance(by: 1)
            XCTAssertNil(bar.superview, "the bar slid away")
        }
    }

    func testASubmenuOpensWithRightAndEscapeClosesEverything() {
        onMainActor {
            let (rig, _) = Self.barRig()
            rig.press("F10")
            rig.press("Right")
            let bar = rig.window.mainMenuBar
            // Edit's last row is Find, a submenu: Right there opens it rather than the next menu.
            rig.press("End")
            rig.press("Right")
            XCTAssertEqual(bar.presentation?.levels.count, 2)
            XCTAssertEqual(Self.openTitle(rig.window), "Edit")
            rig.press("Left")
            XCTAssertEqual(bar.presentation?.levels.count, 1, "Left closes the submenu alone")
            rig.press("Escape")
            XCTAssertNil(rig.window.openMenu)
            XCTAssertFalse(bar.isShown)
        }
    }

    func testAltAloneShowsTheBarWithTheKeyboardOnIt() {
        onMainActor {
            let (rig, editor) = Self.barRig()
            rig.press("Alt_L")
            let bar = rig.window.mainMenuBar
            XCTAssertTrue(bar.isShown)
            XCTAssertNil(bar.openIndex)
            XCTAssertEqual(bar.highlightedIndex, 0)
            rig.press("Right")
            XCTAssertEqual(bar.highlightedIndex, 1)
            rig.press("Down")
            XCTAssertEqual(Self.openTitle(rig.window), "Edit")
            rig.press("Escape")
            XCTAssertFalse(bar.isShown)
            rig.press("Alt_L")
            rig.press("Alt_L")
            XCTAssertFalse(bar.isShown, "a second tap hides it")
            XCTAssertEqual(editor.log, [])
            // Alt with a key or a click between its press and release is not Alt alone.
            rig.input.handle(KeyEvent(code: 64, keysym: 0, name: "Alt_L", text: "", isPressed: true, isRepeat: false, modifiers: .alternate, time: 1))
            rig.click(CGPoint(x: 200, y: 200))
            rig.input.handle(KeyEvent(code: 64, keysym: 0, name: "Alt_L", text: "", isPressed: false, isRepeat: false, modifiers: [], time: 2))
            XCTAssertFalse(bar.isShown)
        }
    }

    func testThePointerAtTheTopEdgeRevealsTheBarAndOpensMenus() {
        onMainActor {
            let (rig, _) = Self.barRig()
            Self.move(rig, to: CGPoint(x: 200, y: 150))
            XCTAssertNil(rig.window.mainMenuBarIfMade?.superview)
            Self.move(rig, to: CGPoint(x: 200, y: 1))
            let bar = rig.window.mainMenuBar
            XCTAssertTrue(bar.isShown)
            XCTAssertEqual(bar.frame.minY, 0)
            CAContext.current.advance(by: MainMenuBar.animationDuration / 2)
            let sliding = bar.layer.presentation()?.frame.minY ?? 0
            XCTAssertTrue(sliding > -MainMenuBar.height && sliding < 0, "halfway down: \(sliding)")
            CAContext.current.advance(by: 1)
            let edit = bar.frame(ofTitle: 1)
            rig.click(CGPoint(x: edit.midX, y: edit.midY))
            XCTAssertEqual(Self.openTitle(rig.window), "Edit")
            let view = bar.frame(ofTitle: 3)
            Self.move(rig, to: CGPoint(x: view.midX, y: view.midY))
            XCTAssertEqual(Self.openTitle(rig.window), "View", "moving along the bar opens the menu pointed at")
            Self.move(rig, to: CGPoint(x: 200, y: 250))
            XCTAssertTrue(bar.isShown, "the bar stays while a menu is open")
            rig.click(CGPoint(x: view.midX, y: view.midY))
            XCTAssertNil(bar.openIndex, "a click on the open menu's title closes it")
            Self.move(rig, to: CGPoint(x: 200, y: 250))
            XCTAssertFalse(bar.isShown, "the pointer went away from a bar it revealed")
        }
    }
}
