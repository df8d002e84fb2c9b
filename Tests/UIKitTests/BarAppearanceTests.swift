import Foundation
@testable import UIKit
import XCTest

/// Bar appearances: copied when set, configured as the three backgrounds, their title and button attributes
/// reaching the bar's views, a top item's own appearance taking the bar's place, and the toolbar's.
final class BarAppearanceTests: XCTestCase {
    func testAnAppearanceIsCopiedWhenSetAndConfiguresItsBackground() {
        onMainActor {
            let appearance = UINavigationBarAppearance()
            XCTAssertEqual(appearance.backgroundColor, UIBarAppearance.defaultBackground)
            appearance.configureWithOpaqueBackground()
            XCTAssertEqual(appearance.backgroundColor, .white)
            appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
            appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.green]
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            bar.standardAppearance = appearance
            appearance.backgroundColor = .blue
            appearance.doneButtonAppearance.normal.titleTextAttributes = [:]
            XCTAssertEqual(bar.standardAppearance.backgroundColor, .white, "the bar keeps a copy")
            XCTAssertEqual(bar.standardAppearance.doneButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor, .green)
            XCTAssertTrue(bar.standardAppearance !== appearance)
            bar.scrollEdgeAppearance = appearance
            XCTAssertTrue(bar.scrollEdgeAppearance !== appearance, "every appearance is kept as a copy")
            XCTAssertEqual(bar.scrollEdgeAppearance?.backgroundColor, .blue)
            let item = UINavigationItem(title: "A")
            item.compactAppearance = appearance
            XCTAssertTrue(item.compactAppearance !== appearance)
            XCTAssertEqual(bar.backgroundColor, .white)
            let copy = UIToolbarAppearance(barAppearance: appearance)
            XCTAssertEqual(copy.backgroundColor, .blue)
            appearance.configureWithTransparentBackground()
            bar.standardAppearance = appearance
            XCTAssertEqual(bar.backgroundColor, .clear)
            XCTAssertNil(appearance.shadowColor)
            bar.barTintColor = .yellow
            XCTAssertEqual(bar.standardAppearance.backgroundColor, .yellow, "the legacy tint sets the standard appearance")
            XCTAssertEqual(bar.backgroundColor, .yellow)
        }
    }

    func testTheTitleAndButtonAttributesAndATopItemsOwnAppearanceReachTheBar() throws {
        try onMainActor {
            let stack = NavigationStack(pushed: false)
            let bar = stack.navigation.navigationBar
            let appearance = UINavigationBarAppearance()
            appearance.titleTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 21)]
            appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.green]
            appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.purple]
            bar.standardAppearance = appearance
            bar.scrollEdgeAppearance = appearance
            stack.a.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
            stack.a.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
            stack.rig.frame(after: 0)
            var content = try XCTUnwrap(bar.content)
            XCTAssertEqual(content.titleLabel.textColor, .red)
            XCTAssertEqual(content.titleLabel.font.pointSize, 21)
            let buttons = content.subviews.compactMap { $0 as? UIButton }
            XCTAssertEqual(buttons.first { $0.title(for: .normal) == "Edit" }?.titleLabel?.textColor, .green)
            XCTAssertEqual(buttons.first { $0.title(for: .normal) == "Done" }?.titleLabel?.textColor, .purple)
            // B's own appearance shows while B is on top.
            let own = UINavigationBarAppearance()
            own.backgroundColor = .orange
            own.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.brown]
            stack.b.navigationItem.standardAppearance = own
            stack.b.navigationItem.scrollEdgeAppearance = own
            stack.navigation.pushViewController(stack.b, animated: false)
            stack.rig.frame(after: 0)
            content = try XCTUnwrap(bar.content)
            XCTAssertEqual(bar.backgroundColor, .orange)
            XCTAssertEqual(content.backButton?.titleLabel?.textColor, .brown)
            XCTAssertEqual(content.titleLabel.textColor, .black, "B's appearance has no title attributes")
            stack.navigation.popViewController(animated: false)
            stack.rig.frame(after: 0)
            XCTAssertEqual(bar.backgroundColor, UIBarAppearance.defaultBackground, "the bar's own again")
        }
    }

    func testTheToolbarShowsItsStandardAppearance() {
        onMainActor {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let appearance = UIToolbarAppearance()
            appearance.backgroundColor = .darkGray
            appearance.shadowColor = nil
            appearance.buttonAppearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 11)]
            toolbar.standardAppearance = appearance
            toolbar.items = [UIBarButtonItem(title: "Share", style: .plain)]
            XCTAssertEqual(toolbar.backgroundColor, .darkGray)
            let button = toolbar.subviews.compactMap { $0 as? UIButton }.first
            XCTAssertEqual(button?.titleLabel?.font.pointSize, 11)
            toolbar.barStyle = .black
            XCTAssertEqual(toolbar.standardAppearance.backgroundColor, UIColor(white: 0.1, alpha: 1))
            toolbar.barTintColor = .red
            XCTAssertEqual(toolbar.backgroundColor, .red)
        }
    }
}
