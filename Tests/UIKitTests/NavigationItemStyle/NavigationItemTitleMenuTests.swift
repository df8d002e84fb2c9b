import Foundation
import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// iOS 16's desktop-class navigation items: the editor and browser styles put the title on the leading side, a tap on
/// the title opens the title menu (with Rename when the rename delegate allows it), Rename edits the title in place,
/// and `backAction` replaces going back.
final class NavigationItemTitleMenuTests: XCTestCase {
    @MainActor
    final class Renamer: UINavigationItemRenameDelegate {
        var ended: [String] = []
        var refuses: String?
        func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String) { ended.append(title) }
        func navigationItem(_ navigationItem: UINavigationItem, willBeginRenamingWith suggestedTitle: String,
                            selectedRange: Range<String.Index>) -> (String, Range<String.Index>) {
            let stem = suggestedTitle.firstIndex(of: ".") ?? suggestedTitle.endIndex
            return (suggestedTitle, suggestedTitle.startIndex..<stem)
        }
        func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool { title != refuses }
    }

    /// A navigation controller showing `root` (titled "Notes.txt") in a 400×300 window on the manual clock.
    @MainActor
    private static func show(_ root: UIViewController) -> (window: UIWindow, navigation: UINavigationController) {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.title = "Notes.txt"
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.view.frame = window.bounds
        window.layoutIfNeeded()
        return (window, navigation)
    }

    func testTheEditorStylePutsTheTitleOnTheLeadingSide() {
        onMainActor {
            let root = UIViewController()
            let (window, navigation) = Self.show(root)
            let centred = try! XCTUnwrap(navigation.navigationBar.content?.titleLabel)
            XCTAssertEqual(centred.frame.midX, 200, accuracy: 1, "a navigator's title is centred")
            root.navigationItem.style = .editor
            window.layoutIfNeeded()
            let leading = try! XCTUnwrap(navigation.navigationBar.content?.titleLabel)
            XCTAssertEqual(leading.frame.minX, NavigationBarContent.margin)
            XCTAssertEqual(leading.textAlignment, .natural)
        }
    }

    func testATapOnTheTitleOpensTheTitleMenuWithRenameSuggested() {
        onMainActor {
            let root = UIViewController()
            let renamer = Renamer()
            root.navigationItem.renameDelegate = renamer
            var offered: [String] = []
            root.navigationItem.titleMenuProvider = { suggestions in
                offered = suggestions.map(\.title)
                return UIMenu(children: suggestions + [UIAction(title: "Duplicate") { _ in }])
            }
            let (window, navigation) = Self.show(root)
            let title = try! XCTUnwrap(navigation.navigationBar.content?.titleLabel)
            let point = title.convert(CGPoint(x: title.bounds.midX, y: title.bounds.midY), to: window)
            let input = WindowInput(window: window)
            input.handle(TouchFrame(events: [.down(id: 1, x: Double(point.x), y: Double(point.y), serial: 1, time: 0)]))
            input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: 0)]))
            XCTAssertEqual(offered, ["Rename"])
            let menu = try! XCTUnwrap(window.openMenu, "the title menu opened")
            XCTAssertEqual(menu.menu.children.map(\.title), ["Rename", "Duplicate"])
            menu.choose(row: 0, inLevel: 0)
            let field = try! XCTUnwrap(navigation.navigationBar.content?.renameField, "Rename reached the navigation controller")
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(field.text, "Notes.txt")
            let selection = try! XCTUnwrap(field.selectedTextRange)
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: selection.start), 0)
            XCTAssertEqual(field.offset(from: selection.start, to: selection.end), 5, "the delegate selected the name before its extension")
        }
    }

    func testRenamingEndsWithTheDelegatesConsent() {
        onMainActor {
            let root = UIViewController()
            let renamer = Renamer()
            root.navigationItem.renameDelegate = renamer
            let (_, navigation) = Self.show(root)
            navigation.rename(nil)
            let field = try! XCTUnwrap(navigation.navigationBar.content?.renameField)
            field.text = "Bad"
            renamer.refuses = "Bad"
            XCTAssertFalse(field.delegate?.textFieldShouldReturn(field) ?? true)
            XCTAssertTrue(navigation.navigationBar.content?.renameField === field, "refused: still renaming")
            XCTAssertEqual(renamer.ended, [])
            field.text = "Plans.txt"
            _ = field.delegate?.textFieldShouldReturn(field)
            XCTAssertEqual(root.navigationItem.title, "Plans.txt")
            XCTAssertEqual(renamer.ended, ["Plans.txt"])
            XCTAssertNil(navigation.navigationBar.content?.renameField)
            XCTAssertEqual(navigation.navigationBar.content?.titleLabel.text, "Plans.txt")
        }
    }

    func testTheBackActionReplacesGoingBack() {
        onMainActor {
            let root = UIViewController()
            let (window, navigation) = Self.show(root)
            let detail = UIViewController()
            var asked = 0
            detail.navigationItem.backAction = UIAction { _ in asked += 1 }
            navigation.pushViewController(detail, animated: false)
            window.layoutIfNeeded()
            let back = try! XCTUnwrap(navigation.navigationBar.content?.backButton)
            back.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(asked, 1)
            XCTAssertEqual(navigation.viewControllers.count, 2, "the action ran instead of the pop")
        }
    }

    func testTheDocumentPropertiesAreKept() {
        onMainActor {
            let item = UINavigationItem(title: "Notes")
            let url = URL(fileURLWithPath: "/tmp/Notes.txt")
            item.documentProperties = UIDocumentProperties(url: url)
            item.documentProperties?.wantsIconRepresentation = true
            XCTAssertEqual(item.documentProperties?.url, url)
            XCTAssertEqual(item.style, .navigator)
            XCTAssertEqual(UINavigationItem.ItemStyle.browser.rawValue, 1)
        }
    }
}
