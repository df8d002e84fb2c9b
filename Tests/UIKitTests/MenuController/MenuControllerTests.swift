import Foundation
import QuartzCore
@testable import UIKit
import XCTest

/// UIMenuController as Apple declares it, shown through the edit menu: the app's items the first responder
/// performs, at the target rectangle, the will/did show and hide notifications, and an item's action sent along
/// the responder chain.
final class MenuControllerTests: XCTestCase {
    /// A view that becomes first responder and performs the actions it is told to.
    @MainActor
    private final class Canvas: UIView {
        var performs: Set<String> = ["flag:", "pin:"]
        var performed: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { performs.contains(action.name) }
        override func performAction(_ action: Selector, withSender sender: Any?) -> Bool {
            performed.append(action.name)
            return true
        }
    }

    /// A window without a desktop with a first-responder canvas, the shared controller's items set, and the
    /// notifications it posts recorded.
    @MainActor
    private final class Fixture {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let canvas = Canvas(frame: CGRect(x: 40, y: 60, width: 200, height: 100))
        let controller = UIMenuController.shared
        let renderer: OffscreenRenderer
        var posted: [String] = []
        private var tokens: [NSObjectProtocol] = []

        init() {
            renderer = OffscreenRenderer(window: window)
            window.addSubview(canvas)
            canvas.becomeFirstResponder()
            controller.menuItems = [UIMenuItem(title: "Flag", action: Selector("flag:")), UIMenuItem(title: "Share", action: "share:"),
                                    UIMenuItem(title: "Pin", action: "pin:")]
            let names: [(Notification.Name, String)] = [(UIMenuController.willShowMenuNotification, "willShow"), (UIMenuController.didShowMenuNotification, "didShow"),
                                                        (UIMenuController.willHideMenuNotification, "willHide"), (UIMenuController.didHideMenuNotification, "didHide")]
            for (name, label) in names {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: controller, queue: nil) { [unowned self] _ in
                    MainActor.assumeIsolated { self.posted.append(label) }
                })
            }
        }

        var menuViews: [MenuView] { window.subviews.compactMap { $0 as? MenuView } }

        /// Draws, moves the clock on, draws again and runs the main queue: the menu's fade ends and its completions run.
        func settle(_ context: CAManualMediaClock) {
            renderer.renderFrame()
            context.advance(by: 0.3)
            renderer.renderFrame()
            drainMainQueue()
        }

        /// Hides the menu and lets its end come before the observers go, so no test hears another's.
        func tearDown() {
            controller.hideMenu()
            drainMainQueue()
            controller.menuItems = nil
            for token in tokens { NotificationCenter.default.removeObserver(token) }
            UIApplication.firstResponder = nil
        }
    }

    func testTheItemsTheResponderPerformsShowBelowTheTargetRectangle() throws {
        try onMainActor {
            let context = installManualClock()
            let fixture = Fixture()
            defer { fixture.tearDown() }
            fixture.controller.arrowDirection = .up
            fixture.controller.showMenu(from: fixture.canvas, rect: CGRect(x: 20, y: 10, width: 60, height: 20))
            XCTAssertTrue(fixture.controller.isMenuVisible)
            XCTAssertEqual(fixture.posted, ["willShow", "didShow"])
            let menu = try XCTUnwrap(fixture.menuViews.first)
            XCTAssertEqual(menu.layout.rows.map(\.title), ["Flag", "Pin"], "Share is left out: the canvas does not perform it")
            XCTAssertEqual(menu.frame.origin, CGPoint(x: 90, y: 90), "below the middle of the rectangle, in the window")
            XCTAssertEqual(fixture.controller.menuFrame, menu.frame)
            XCTAssertEqual(fixture.controller.arrowDirection, .up)

            fixture.controller.hideMenu()
            XCTAssertFalse(fixture.controller.isMenuVisible)
            XCTAssertEqual(fixture.posted, ["willShow", "didShow", "willHide"])
            fixture.settle(context)
            XCTAssertEqual(fixture.posted, ["willShow", "didShow", "willHide", "didHide"], "once the menu has gone")
            XCTAssertTrue(fixture.canvas.interactions.isEmpty, "the edit menu interaction left the view")
            XCTAssertEqual(fixture.controller.menuFrame, .zero)
        }
    }

    func testChoosingAnItemSendsItsActionToTheFirstResponder() throws {
        try onMainActor {
            _ = installManualClock()
            let fixture = Fixture()
            defer { fixture.tearDown() }
            fixture.controller.showMenu(from: fixture.canvas, rect: fixture.canvas.bounds)
            let presentation = try XCTUnwrap(fixture.canvas.interactions.compactMap { $0 as? UIEditMenuInteraction }.first?.presentation)
            presentation.choose(row: 1, inLevel: 0)
            XCTAssertEqual(fixture.canvas.performed, ["pin:"])
            XCTAssertFalse(fixture.controller.isMenuVisible)
            XCTAssertEqual(fixture.posted.last, "willHide")
        }
    }

    func testTheTargetSetFirstAndShowingAgainAndNoItems() {
        onMainActor {
            let context = installManualClock()
            let fixture = Fixture()
            defer { fixture.tearDown() }
            fixture.controller.setTargetRect(CGRect(x: 0, y: 0, width: 40, height: 40), in: fixture.canvas)
            fixture.controller.isMenuVisible = true
            XCTAssertEqual(fixture.menuViews.first?.frame.origin, CGPoint(x: 60, y: 100))
            fixture.controller.showMenu(from: fixture.canvas, rect: CGRect(x: 100, y: 0, width: 40, height: 40))
            fixture.settle(context)
            XCTAssertTrue(fixture.controller.isMenuVisible, "the first menu's end did not take the second away")
            XCTAssertEqual(fixture.menuViews.map(\.frame.origin), [CGPoint(x: 160, y: 100)])
            XCTAssertEqual(fixture.posted, ["willShow", "didShow", "willHide", "willShow", "didShow", "didHide"])

            fixture.controller.hideMenu(from: UIView())
            XCTAssertTrue(fixture.controller.isMenuVisible, "another view's hide leaves the menu")
            fixture.controller.hideMenu(from: fixture.canvas)
            XCTAssertFalse(fixture.controller.isMenuVisible)

            fixture.canvas.performs = []
            fixture.posted = []
            fixture.controller.showMenu(from: fixture.canvas, rect: fixture.canvas.bounds)
            XCTAssertFalse(fixture.controller.isMenuVisible, "no item the responder performs: no menu")
            XCTAssertEqual(fixture.posted, [])
        }
    }
}
