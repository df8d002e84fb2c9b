import Foundation
@testable import UIKit
import XCTest

/// UICommand and UIKeyCommand as menu elements, the standard main menu with Apple's identifiers, and the builder's
/// finding, replacing, inserting and removing, through an app delegate's `buildMenu(with:)`.
final class MenuBuilderTests: MainMenuTestCase {
    func testCommandsKeepWhatTheyWereMadeWith() {
        onMainActor {
            let alternate = UICommandAlternate(title: "Save All", action: "saveAll:", modifierFlags: .alternate)
            let save = UICommand(title: "Save", action: "save:", propertyList: "doc", alternates: [alternate], discoverabilityTitle: "Save the document", attributes: .destructive, state: .on)
            XCTAssertEqual(save.title, "Save")
            XCTAssertEqual(save.action, "save:")
            XCTAssertEqual(save.propertyList as? String, "doc")
            XCTAssertEqual(save.alternates.first?.modifierFlags, .alternate)
            XCTAssertEqual(save.discoverabilityTitle, "Save the document")
            XCTAssertEqual(save.attributes, .destructive)
            XCTAssertEqual(save.state, .on)
            let key = UIKeyCommand(title: "Bold", action: "toggleBoldface:", input: "b", modifierFlags: .command)
            XCTAssertTrue((key as UIMenuElement) is UICommand)
            XCTAssertEqual(key.input, "b")
            XCTAssertEqual(key.modifierFlags, .command)
            XCTAssertFalse(key.wantsPriorityOverSystemBehavior)
            XCTAssertTrue(key.allowsAutomaticLocalization && key.allowsAutomaticMirroring)
            XCTAssertEqual(ShortcutLabel.text(for: key), "Ctrl+B")
            XCTAssertEqual(ShortcutLabel.text(for: UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [.alternate, .shift], action: "back:")), "Alt+Shift+Left")
            XCTAssertEqual(ShortcutLabel.text(for: UIKeyCommand(input: UIKeyCommand.inputF11, modifierFlags: [], action: "full:")), "F11")
        }
    }

    func testTheStandardMenuHasApplesMenusAndEditCommands() {
        onMainActor {
            let delegate = MenuBuildingDelegate()
            var found: [UIMenu.Identifier: Bool] = [:]
            delegate.build = { builder in
                XCTAssertTrue(builder.system === UIMenuSystem.main)
                for identifier: UIMenu.Identifier in [.application, .file, .edit, .view, .window, .help, .about, .preferences, .quit, .close, .print,
                                                      .undoRedo, .standardEdit, .find, .format, .font, .text, .textSize, .writingDirection, .fullscreen,
                                                      .minimizeAndZoom, .bringAllToFront, .toolbar, .sidebar, .spelling, .substitutions,
                                                      .newItem, .open, .openRecent, .document, .autoFill, .findPanel] {
                    found[identifier] = builder.menu(for: identifier) != nil
                }
                XCTAssertEqual(builder.menu(for: .root)?.children.compactMap { ($0 as? UIMenu)?.title }.dropFirst(),
                               ["File", "Edit", "Format", "View", "Window", "Help"])
                XCTAssertEqual(builder.command(for: "copy:")?.title, "Copy")
                XCTAssertEqual((builder.command(for: "undo:") as? UIKeyCommand)?.input, "z")
                XCTAssertNil(builder.command(for: "copy:", propertyList: "other"))
            }
            Self.install(delegate)
            _ = UIMenuSystem.main.root
            XCTAssertEqual(delegate.builds, 1)
            XCTAssertEqual(found.filter { !$0.value }.map(\.key.rawValue), [])
            _ = UIMenuSystem.main.root
            XCTAssertEqual(delegate.builds, 1, "built once until asked again")
        }
    }

    func testTheBuilderReplacesInsertsAndRemoves() {
        onMainActor {
            let delegate = MenuBuildingDelegate()
            let newDocument = UIKeyCommand(title: "New Document", action: "newDocument:", input: "n", modifierFlags: .command)
            let export = UIAction(title: "Export…", identifier: UIAction.Identifier("export")) { _ in }
            delegate.build = { builder in
                builder.remove(menu: .format)
                builder.insertChild(UIMenu(options: .displayInline, children: [newDocument]), atStartOfMenu: .file)
                builder.insertChild(UIMenu(identifier: UIMenu.Identifier("tools.end"), options: .displayInline, children: [export]), atEndOfMenu: .file)
                builder.insertSibling(UIMenu(title: "Tools", identifier: UIMenu.Identifier("tools"), children: [UIAction(title: "Count") { _ in }]), afterMenu: .view)
                builder.insertSibling(UIMenu(title: "Go", children: [UIAction(title: "Back") { _ in }]), beforeMenu: .window)
                builder.replaceChildren(ofMenu: .find) { children in children.filter { ($0 as? UICommand)?.action != "useSelectionForFind:" } }
                builder.replace(menu: .fullscreen, with: UIMenu(options: .displayInline, children: [UIAction(title: "Zoom In") { _ in }]))
                // iOS 26's forms: elements beside actions and commands, and actions and commands removed.
                builder.insertElements([UIAction(title: "Share…") { _ in }], afterAction: UIAction.Identifier("export"))
                builder.insertElements([UICommand(title: "Paste Special", action: "pasteSpecial:")], afterCommand: "paste:")
                builder.remove(command: "pasteAndMatchStyle:")
                builder.replace(command: "delete:", with: [UICommand(title: "Erase", action: "delete:")])
                builder.remove(action: UIAction.Identifier("nothing"))
                XCTAssertTrue(builder.action(for: UIAction.Identifier("export")) === export)
                XCTAssertTrue(builder.command(for: "newDocument:") === newDocument)
            }
            Self.install(delegate)
            let root = UIMenuSystem.main.root
            XCTAssertEqual(root.children.compactMap { ($0 as? UIMenu)?.title }.dropFirst(), ["File", "Edit", "View", "Tools", "Go", "Window", "Help"])
            let menus = Dictionary(uniqueKeysWithValues: MenuBarArrangement.menus(of: root).map { ($0.title, $0.menu) })
            XCTAssertEqual(menus["File"]?.shownTitles, ["New Document", "Close Window", "Export…", "Share…", "Quit \(StandardMainMenu.applicationName)"])
            XCTAssertEqual(menus["Edit"]?.shownTitles, ["Undo", "Redo", "Cut", "Copy", "Paste", "Paste Special", "Erase", "Select All", "Find"])
            XCTAssertEqual(menus["View"]?.shownTitles, ["Zoom In"])
            XCTAssertNil(menus["Format"])
            XCTAssertNil(menus["Help"], "an empty menu is left off the bar")
            let find = menus["Edit"]?.children.compactMap { $0 as? UIMenu }.first { $0.identifier == .find }
            XCTAssertEqual(find?.shownTitles, ["Find…", "Find and Replace…", "Find Next", "Find Previous"])
        }
    }

    func testARebuildAsksTheDelegateAgain() {
        onMainActor {
            let delegate = MenuBuildingDelegate()
            var title = "First"
            delegate.build = { builder in builder.insertChild(UIMenu(options: .displayInline, children: [UIAction(title: title) { _ in }]), atEndOfMenu: .view) }
            Self.install(delegate)
            XCTAssertTrue(UIMenuSystem.main.root.children.contains { ($0 as? UIMenu)?.shownTitles.contains("First") == true })
            title = "Second"
            UIMenuSystem.main.setNeedsRebuild()
            XCTAssertTrue(UIMenuSystem.main.root.children.contains { ($0 as? UIMenu)?.shownTitles.contains("Second") == true })
            XCTAssertEqual(delegate.builds, 2)
            XCTAssertNotNil(UIMenuSystem.context)
        }
    }
}
