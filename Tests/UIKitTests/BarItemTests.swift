import Foundation
@testable import UIKit
import XCTest

/// A subclass written as iOS code writes one: `override init()` and `required init?(coder:)`.
@MainActor
final class ShareItem: UIBarButtonItem {
    var extra = 7
    var madeByInit = false

    override init() {
        super.init()
        title = "Share"
        madeByInit = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Bar items as Apple declares them: initializers, subclasses, spaces of the subclass, title text attributes,
/// hidden items, and a navigation bar's title text attributes.
final class BarItemTests: XCTestCase {
    func testTheInitializersMakeTheItemsTheyName() {
        onMainActor {
            let plain = UIBarButtonItem()
            XCTAssertNil(plain.title)
            XCTAssertEqual(plain.style, .plain)
            let add = UIBarButtonItem(barButtonSystemItem: .add, primaryAction: nil)
            XCTAssertEqual(add.title, "+")
            let done = UIBarButtonItem(systemItem: .done)
            XCTAssertEqual(done.style, .done)
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            XCTAssertTrue(UIBarButtonItem(customView: custom).customView === custom)
            let titled = UIBarButtonItem(title: "Edit", style: .done)
            XCTAssertEqual(titled.title, "Edit")
            XCTAssertEqual(titled.style, .done)
            let landscape = UIImage()
            let imaged = UIBarButtonItem(image: nil, landscapeImagePhone: landscape, style: .plain)
            XCTAssertTrue(imaged.landscapeImagePhone === landscape)
            var ran = 0
            let action = UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in ran += 1 })
            XCTAssertEqual(action.title, "Go")
            action.changesSelectionAsPrimaryAction = true
            action.performPrimaryAction()
            XCTAssertEqual(ran, 1)
            XCTAssertTrue(action.isSelected)
            XCTAssertNotNil(UIBarButtonItem(coder: UIBarItem.emptyArchive()), "an item decodes from an archive")
            let tab = UITabBarItem()
            XCTAssertNil(tab.title)
        }
    }

    func testASubclassMakesSpacesOfItsOwnClass() {
        onMainActor {
            let item = ShareItem()
            XCTAssertEqual(item.title, "Share")
            let fixed = ShareItem.fixedSpace(12)
            XCTAssertEqual(fixed.width, 12)
            XCTAssertEqual(fixed.extra, 7, "a ShareItem")
            XCTAssertTrue(fixed.madeByInit, "made by its own init(), as Objective-C sends -init to the class")
            XCTAssertTrue(fixed.isSpace)
            let flexible = UIBarButtonItem.flexibleSpace()
            XCTAssertTrue(flexible.isFlexibleSpace)
            XCTAssertNil(flexible.title)
        }
    }

    func testTitleTextAttributesStyleTheItemAndTheBarTitle() throws {
        try onMainActor {
            let stack = NavigationStack(pushed: false)
            let item = UIBarButtonItem(title: "Edit", style: .plain)
            let font = UIFont.systemFont(ofSize: 13)
            item.setTitleTextAttributes([.font: font, .foregroundColor: UIColor.red], for: .normal)
            XCTAssertEqual(item.titleTextAttributes(for: .normal)?[.font] as? UIFont, font)
            XCTAssertNil(item.titleTextAttributes(for: .disabled))
            let hidden = UIBarButtonItem(title: "Hidden", style: .plain)
            hidden.isHidden = true
            stack.a.navigationItem.rightBarButtonItems = [item, hidden]
            let bar = stack.navigation.navigationBar
            bar.titleTextAttributes = [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 20, weight: .bold)]
            stack.rig.frame(after: 0)
            let content = try XCTUnwrap(bar.content)
            XCTAssertEqual(content.titleLabel.textColor, .blue)
            XCTAssertEqual(content.titleLabel.font.pointSize, 20)
            XCTAssertEqual(content.titleLabel.text, "A")
            let buttons = content.subviews.compactMap { $0 as? UIButton }
            let edit = try XCTUnwrap(buttons.first { $0.title(for: .normal) == "Edit" })
            XCTAssertEqual(edit.titleLabel?.textColor, .red)
            XCTAssertEqual(edit.titleLabel?.font.pointSize, 13)
            XCTAssertFalse(buttons.contains { $0.title(for: .normal) == "Hidden" }, "a hidden item is left out")
            bar.largeTitleTextAttributes = [.foregroundColor: UIColor.green]
            XCTAssertEqual(bar.largeTitleTextAttributes?[.foregroundColor] as? UIColor, .green)
        }
    }
}
