import Foundation
import TestSupport
import UIKit
import XCTest

/// A contacts list sectioned by UILocalizedIndexedCollation, a note view offering its own commands through
/// UIMenuController, and an editor's navigation bar of item groups, written as iOS apps write them.
final class ContactsIndexAndMenusPortabilityTests: XCTestCase {
    final class ContactsViewController: UITableViewController {
        let collation = UILocalizedIndexedCollation.current()
        var sections: [[String]] = []

        func load(_ names: [String]) {
            var buckets = Array(repeating: [String](), count: collation.sectionTitles.count)
            for name in names {
                let section = collation.section(for: name, collationStringSelector: Selector(("self")))
                buckets[section].append(name)
            }
            sections = buckets.map { collation.sortedArray(from: $0, collationStringSelector: Selector(("self"))) as! [String] }
            tableView.reloadData()
        }

        override func numberOfSections(in tableView: UITableView) -> Int {
            sections.count
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: "contact")
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections[section].isEmpty ? nil : collation.sectionTitles[section]
        }

        override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            collation.sectionIndexTitles
        }

        override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            collation.section(forSectionIndexTitleAt: index)
        }
    }

    final class NoteView: UIView {
        var allowsPinning = true

        override var canBecomeFirstResponder: Bool { true }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == Selector(("pinNote:")) { return allowsPinning }
            return action == Selector(("flagNote:"))
        }

        func showCommands() {
            becomeFirstResponder()
            let menu = UIMenuController.shared
            menu.menuItems = [UIMenuItem(title: "Flag", action: Selector(("flagNote:"))), UIMenuItem(title: "Pin", action: Selector(("pinNote:")))]
            menu.arrowDirection = .down
            menu.showMenu(from: self, rect: bounds.insetBy(dx: 20, dy: 20))
        }
    }

    final class EditorViewController: UIViewController {
        let undo = UIBarButtonItem(title: "Undo", image: nil, primaryAction: UIAction { _ in })
        let redo = UIBarButtonItem(title: "Redo", image: nil, primaryAction: UIAction { _ in })

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.style = .editor
            navigationItem.customizationIdentifier = "editor"
            let share = UIBarButtonItem(title: "Share", image: nil, primaryAction: UIAction { _ in })
            navigationItem.trailingItemGroups = [share.creatingFixedGroup()]
            navigationItem.centerItemGroups = [
                UIBarButtonItemGroup.fixedGroup(items: [undo, redo]),
                UIBarButtonItemGroup.optionalGroup(customizationIdentifier: "crop", items: [UIBarButtonItem(title: "Crop", image: nil, primaryAction: nil)]),
            ]
        }
    }

    func testTheContactsSectionsTheMenuAndTheEditorBar() {
        MainActor.assumeIsolated { check() }
    }

    @MainActor
    private func check() {
        _ = installManualClock()
        let contacts = ContactsViewController(style: .plain)
        contacts.load(["Zoë", "ana", "Émile", "Bob", "Ada", "42nd Street"])
        let index = contacts.collation.sectionIndexTitles
        XCTAssertEqual(index.last, "#")
        let a = contacts.collation.sectionTitles.firstIndex(of: "A")!
        XCTAssertEqual(contacts.sections[a], ["Ada", "ana"])
        XCTAssertEqual(contacts.sections[contacts.collation.sectionTitles.firstIndex(of: "E")!], ["Émile"])
        XCTAssertEqual(contacts.sections.last, ["42nd Street"])
        XCTAssertEqual(contacts.tableView(contacts.tableView, titleForHeaderInSection: a), "A")

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let note = NoteView(frame: CGRect(x: 20, y: 40, width: 280, height: 200))
        window.addSubview(note)
        let shown = expectation(forNotification: UIMenuController.didShowMenuNotification, object: UIMenuController.shared)
        note.showCommands()
        wait(for: [shown], timeout: 0)
        XCTAssertTrue(UIMenuController.shared.isMenuVisible)
        UIMenuController.shared.hideMenu()
        XCTAssertFalse(UIMenuController.shared.isMenuVisible)
        note.allowsPinning = false
        note.showCommands()
        XCTAssertTrue(UIMenuController.shared.isMenuVisible, "Flag is still offered")
        UIMenuController.shared.hideMenu(from: note)
        note.resignFirstResponder()
        UIMenuController.shared.menuItems = nil

        let editor = EditorViewController()
        editor.loadViewIfNeeded()
        XCTAssertEqual(editor.navigationItem.style, .editor)
        XCTAssertEqual(editor.navigationItem.centerItemGroups.count, 2)
        XCTAssertTrue(editor.undo.buttonGroup === editor.navigationItem.centerItemGroups.first)
        XCTAssertEqual(editor.navigationItem.centerItemGroups.last?.customizationIdentifier, "crop")
        XCTAssertEqual(editor.navigationItem.trailingItemGroups.first?.barButtonItems.first?.title, "Share")
    }
}
