import Foundation
import TestSupport
import UIKit
import XCTest

/// A notes app's menu bar as a Mac Catalyst app builds it in its app delegate: its own File entries and a Notes
/// menu, Format and the toolbar group removed, Find trimmed; and the controller that validates its Pin command.
class NotesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var menuBuilt: XCTestExpectation?
    private(set) var fileEntries: [String] = []
    private(set) var notesEntries: [String] = []
    private(set) var formatRemoved = false
    private(set) var copyCommandTitle: String?

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }

        builder.remove(menu: .format)
        builder.remove(menu: .toolbar)

        let newNote = UIKeyCommand(title: "New Note", action: Selector(("newNote:")), input: "n", modifierFlags: .command)
        let newFolder = UIKeyCommand(title: "New Folder", action: Selector(("newFolder:")), input: "n", modifierFlags: [.command, .shift])
        builder.insertChild(UIMenu(title: "", identifier: UIMenu.Identifier("com.example.notes.new"), options: .displayInline,
                                   children: [newNote, newFolder]), atStartOfMenu: .file)

        let sortByDate = UIAction(title: "Date Edited", state: .on) { _ in }
        let sortByTitle = UIAction(title: "Title") { _ in }
        let sort = UIMenu(title: "Sort By", options: .singleSelection, children: [sortByDate, sortByTitle])
        let pin = UICommand(title: "Pin Note", action: Selector(("togglePin:")))
        let selectAll = UIKeyCommand(title: "Select All Notes", action: Selector(("selectAll:")), input: "a", modifierFlags: [.command, .shift])
        let notes = UIMenu(title: "Notes", identifier: UIMenu.Identifier("com.example.notes.menu"), children: [pin, selectAll, sort])
        builder.insertSibling(notes, afterMenu: .view)

        builder.replaceChildren(ofMenu: .find) { children in
            children.filter { ($0 as? UICommand)?.action != Selector(("useSelectionForFind:")) }
        }

        fileEntries = builder.menu(for: .file)?.children.map { element in
            (element as? UIMenu).map { $0.title.isEmpty ? $0.children.map(\.title).joined(separator: ", ") : $0.title } ?? element.title
        } ?? []
        notesEntries = builder.menu(for: UIMenu.Identifier("com.example.notes.menu"))?.children.map(\.title) ?? []
        formatRemoved = builder.menu(for: .format) == nil
        copyCommandTitle = builder.command(for: Selector(("copy:")), propertyList: nil)?.title
        menuBuilt?.fulfill()
        menuBuilt = nil
    }
}

class NotesListViewController: UIViewController {
    var isPinned = false
    private(set) var selectedEverything = false

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector(("togglePin:")) { return true }
        return super.canPerformAction(action, withSender: sender)
    }

    override func validate(_ command: UICommand) {
        super.validate(command)
        if command.action == Selector(("togglePin:")) {
            command.title = isPinned ? "Unpin Note" : "Pin Note"
            command.state = isPinned ? .on : .off
        }
    }

    override func selectAll(_ sender: Any?) {
        selectedEverything = true
    }
}

final class MainMenuPortabilityTests: XCTestCase {
    func testTheAppDelegateBuildsTheMenuBar() {
        MainActor.assumeIsolated { check() }
    }

    @MainActor
    private func check() {
        let appDelegate = NotesAppDelegate()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.delegate = appDelegate
        defer {
            UIApplication.shared.delegate = previous
            UIMenuSystem.main.setNeedsRebuild()
        }
        appDelegate.menuBuilt = expectation(description: "the main menu is built")
        UIMenuSystem.main.setNeedsRebuild()
        wait(for: [appDelegate.menuBuilt].compactMap { $0 }, timeout: 5)

        XCTAssertEqual(appDelegate.fileEntries.first, "New Note, New Folder")
        XCTAssertEqual(appDelegate.notesEntries, ["Pin Note", "Select All Notes", "Sort By"])
        XCTAssertTrue(appDelegate.formatRemoved)
        XCTAssertEqual(appDelegate.copyCommandTitle, "Copy")

        let notes = NotesListViewController()
        let pin = UICommand(title: "Pin Note", action: Selector(("togglePin:")))
        notes.isPinned = true
        notes.validate(pin)
        XCTAssertEqual(pin.title, "Unpin Note")
        XCTAssertEqual(pin.state, .on)
        notes.selectAll(nil)
        XCTAssertTrue(notes.selectedEverything)
        UIMenuSystem.main.setNeedsRevalidate()
    }
}
