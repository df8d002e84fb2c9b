import Foundation
@testable import UIKit
import XCTest

/// UIBarButtonItemGroup and the navigation item's groups: an item in one group at a time, the fixed, movable and
/// optional groups, the groups standing for the left and right items and the bar showing the groups' items.
final class BarButtonItemGroupTests: XCTestCase {
    @MainActor
    private static func titles(of bar: UINavigationBar) -> [String] {
        bar.layoutIfNeeded()
        bar.content?.layoutIfNeeded()
        return (bar.content?.subviews ?? []).compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }.compactMap { $0.title(for: .normal) }
    }

    func testAnItemBelongsToOneGroupAndTheKindsOfGroup() {
        onMainActor {
            let bold = UIBarButtonItem(title: "Bold"), italic = UIBarButtonItem(title: "Italic")
            let representative = UIBarButtonItem(title: "Format")
            let format = UIBarButtonItemGroup(barButtonItems: [bold, italic], representativeItem: representative)
            XCTAssertTrue(bold.buttonGroup === format)
            XCTAssertTrue(format.representativeItem === representative)
            XCTAssertFalse(format.isDisplayingRepresentativeItem)
            XCTAssertNil(format.customizationIdentifier)
            let emphasis = UIBarButtonItemGroup.fixedGroup(items: [italic])
            XCTAssertTrue(italic.buttonGroup === emphasis)
            XCTAssertEqual(format.barButtonItems.map(\.title), ["Bold"], "the item left its old group")
            format.barButtonItems = []
            XCTAssertNil(bold.buttonGroup)

            let movable = UIBarButtonItemGroup.movableGroup(customizationIdentifier: "sync", items: [UIBarButtonItem(title: "Sync")])
            XCTAssertEqual(movable.customizationIdentifier, "sync")
            XCTAssertEqual(movable.customization, .movable)
            let optional = UIBarButtonItem(title: "Crop").creatingOptionalGroup(customizationIdentifier: "crop", isInDefaultCustomization: false)
            XCTAssertEqual(optional.customization, .optional(inDefaultCustomization: false))
            XCTAssertFalse(optional.isHidden)
            XCTAssertTrue(optional.shownItems.isEmpty, "left out of the bar until a person adds it")
            optional.alwaysAvailable = true
            optional.menuRepresentation = UIAction(title: "Crop") { _ in }
            XCTAssertEqual(optional.menuRepresentation?.title, "Crop")
            XCTAssertEqual(UIBarButtonItem(title: "Undo").creatingFixedGroup().barButtonItems.map(\.title), ["Undo"])
            XCTAssertEqual(UIBarButtonItem(title: "Redo").creatingMovableGroup(customizationIdentifier: "redo").customizationIdentifier, "redo")
        }
    }

    func testGroupsReplaceTheItemsAndTheItemsReplaceTheGroups() {
        onMainActor {
            let item = UINavigationItem(title: "Editor")
            XCTAssertTrue(item.leadingItemGroups.isEmpty)
            let close = UIBarButtonItem(title: "Close")
            item.leftBarButtonItems = [close]
            let standing = item.leadingItemGroups
            XCTAssertEqual(standing.count, 1)
            XCTAssertTrue(standing.first?.barButtonItems.first === close)
            XCTAssertTrue(item.leadingItemGroups.first === standing.first, "the same group on every read")

            let undo = UIBarButtonItem(title: "Undo"), redo = UIBarButtonItem(title: "Redo"), share = UIBarButtonItem(title: "Share")
            item.trailingItemGroups = [.fixedGroup(items: [share]), .fixedGroup(items: [undo, redo])]
            XCTAssertEqual(item.rightBarButtonItems?.map(\.title), ["Share", "Undo", "Redo"])
            item.rightBarButtonItems = [share]
            XCTAssertEqual(item.trailingItemGroups.count, 1, "items set as items stand as one group again")
            XCTAssertEqual(item.trailingItemGroups.first?.barButtonItems.map(\.title), ["Share"])
            item.leadingItemGroups = []
            XCTAssertNil(item.leftBarButtonItems)
            item.style = .editor
            item.customizationIdentifier = "editor"
            XCTAssertEqual(item.style, .editor)
        }
    }

    func testTheBarShowsTheGroupsItemsAndFollowsTheirChanges() {
        onMainActor {
            _ = installManualClock()
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 600, height: 44))
            let item = UINavigationItem(title: "Doc")
            let back = UIBarButtonItem(title: "Files"), undo = UIBarButtonItem(title: "Undo"), redo = UIBarButtonItem(title: "Redo")
            let share = UIBarButtonItem(title: "Share")
            let history = UIBarButtonItemGroup.fixedGroup(items: [undo, redo])
            let draw = UIBarButtonItemGroup.optionalGroup(customizationIdentifier: "draw", items: [UIBarButtonItem(title: "Draw")])
            item.leadingItemGroups = [.fixedGroup(items: [back])]
            item.trailingItemGroups = [.fixedGroup(items: [share]), history]
            item.centerItemGroups = [draw]
            bar.setItems([item], animated: false)
            XCTAssertEqual(Self.titles(of: bar), ["Files", "Draw", "Redo", "Undo", "Share"], "trailing inwards from the edge, then the center groups")
            history.isHidden = true
            XCTAssertEqual(Self.titles(of: bar), ["Files", "Draw", "Share"])
            history.isHidden = false
            history.barButtonItems = [undo]
            XCTAssertEqual(Self.titles(of: bar), ["Files", "Draw", "Undo", "Share"])
            XCTAssertEqual(item.rightBarButtonItems?.map(\.title), ["Share", "Undo"])
            redo.isHidden = true
            draw.isHidden = true
            XCTAssertEqual(Self.titles(of: bar), ["Files", "Undo", "Share"])
        }
    }

    func testAResponderHasAnInputAssistantItem() {
        onMainActor {
            let field = UITextField()
            let assistant = field.inputAssistantItem
            XCTAssertTrue(field.inputAssistantItem === assistant)
            XCTAssertTrue(assistant.allowsHidingShortcuts)
            assistant.leadingBarButtonGroups = [UIBarButtonItem(title: "Bold").creatingFixedGroup()]
            assistant.trailingBarButtonGroups = []
            assistant.keyboardActionButtonItem = UIBarButtonItem(title: "Send")
            XCTAssertEqual(field.inputAssistantItem.leadingBarButtonGroups.count, 1)
        }
    }
}
