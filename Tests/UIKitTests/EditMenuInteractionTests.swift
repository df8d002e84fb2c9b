@testable import UIKit
import XCTest

/// UIEditMenuInteraction as Apple declares it, shown as the desktop's menu (a view over a window without a
/// desktop): the delegate's menu at the source point, its animators run beside the menu's appearing and going.
final class EditMenuInteractionTests: XCTestCase {
    /// A window without a desktop with a view whose edit menu interaction answers a menu.
    @MainActor
    private final class Fixture: UIEditMenuInteractionDelegate {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let target = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        lazy var interaction = UIEditMenuInteraction(delegate: self)
        var chosen: [String] = []
        var events: [String] = []
        var titles = ["Copy", "Share"]
        var targetRect: CGRect?
        var completions = 0

        init() {
            target.addInteraction(interaction)
            window.addSubview(target)
        }

        var menuViews: [MenuView] { window.subviews.compactMap { $0 as? MenuView } }

        func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]) -> UIMenu? {
            events.append("menu \(configuration.identifier as! NSString)")
            return UIMenu(children: titles.map { title in UIAction(title: title) { [unowned self] in self.chosen.append($0.title) } })
        }

        func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
            targetRect ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        }

        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
            events.append("present")
            animator.addAnimations { [unowned self] in self.target.alpha = 0.5 }
            animator.addCompletion { [unowned self] in self.completions += 1 }
        }

        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
            events.append("dismiss \(chosen.count)")
            animator.addAnimations { [unowned self] in self.target.alpha = 1 }
            animator.addCompletion { [unowned self] in self.completions += 1 }
        }
    }

    func testTheDelegatesMenuOpensAtTheSourcePointAndItsAnimatorsRun() {
        onMainActor {
            let context = installManualClock()
            let fixture = Fixture()
            let renderer = OffscreenRenderer(window: fixture.window)
            renderer.renderFrame()
            let configuration = UIEditMenuConfiguration(identifier: "cell" as NSString, sourcePoint: CGPoint(x: 30, y: 40))
            configuration.preferredArrowDirection = .down
            fixture.interaction.presentEditMenu(with: configuration)
            XCTAssertEqual(fixture.events, ["menu cell", "present"])
            let menu = try! XCTUnwrap(fixture.menuViews.first)
            XCTAssertEqual(menu.frame.origin, CGPoint(x: 80, y: 90), "the source point, in the window")
            XCTAssertEqual(menu.layout.rows.map(\.title), ["Copy", "Share"])
            XCTAssertEqual(fixture.interaction.location(in: fixture.target), CGPoint(x: 30, y: 40))
            XCTAssertEqual(fixture.interaction.location(in: nil), CGPoint(x: 80, y: 90))
            XCTAssertEqual(fixture.target.alpha, 0.5, "the animator's animations ran")
            XCTAssertEqual(fixture.target.layer.animationKeys()?.contains("opacity"), true, "inside an animation")
            XCTAssertEqual(fixture.completions, 0)
            renderer.renderFrame()
            context.advance(by: 0.25)
            renderer.renderFrame()
            XCTAssertEqual(fixture.completions, 1, "then its completions")

            fixture.interaction.dismissMenu()
            XCTAssertEqual(fixture.events, ["menu cell", "present", "dismiss 0"])
            XCTAssertTrue(fixture.menuViews.isEmpty)
            XCTAssertNil(fixture.window.openMenu)
            XCTAssertEqual(fixture.target.alpha, 1)
            renderer.renderFrame()
            context.advance(by: 0.25)
            renderer.renderFrame()
            XCTAssertEqual(fixture.completions, 2)
            fixture.interaction.dismissMenu()
            XCTAssertEqual(fixture.events.count, 3, "dismissing no menu tells nothing")
        }
    }

    func testChoosingAnItemClosesTheMenuThenRunsItsAction() {
        onMainActor {
            _ = installManualClock()
            let fixture = Fixture()
            fixture.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 10)))
            let presentation = try! XCTUnwrap(fixture.interaction.presentation)
            presentation.choose(row: 1, inLevel: 0)
            XCTAssertEqual(fixture.chosen, ["Share"])
            XCTAssertEqual(fixture.events.last, "dismiss 0", "the menu was told it goes before the action ran")
            XCTAssertNil(fixture.interaction.presentation)
            XCTAssertTrue(fixture.menuViews.isEmpty)
        }
    }

    func testPresentingAgainReplacesTheMenuAndReloadAndMoveAskTheDelegateAgain() {
        onMainActor {
            _ = installManualClock()
            let fixture = Fixture()
            fixture.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "a" as NSString, sourcePoint: CGPoint(x: 10, y: 10)))
            fixture.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "b" as NSString, sourcePoint: CGPoint(x: 20, y: 20)))
            XCTAssertEqual(fixture.events, ["menu a", "present", "dismiss 0", "menu b", "present"])
            XCTAssertEqual(fixture.menuViews.count, 1)
            fixture.titles = ["Paste"]
            fixture.interaction.reloadVisibleMenu()
            XCTAssertEqual(fixture.menuViews.map { $0.layout.rows.map(\.title) }, [["Paste"]])
            fixture.targetRect = CGRect(x: 0, y: 60, width: 40, height: 20)
            fixture.interaction.updateVisibleMenuPosition(animated: true)
            XCTAssertEqual(fixture.menuViews.first?.frame.origin, CGPoint(x: 70, y: 130), "below the middle of the target")
        }
    }

    func testARightClickOpensTheMenuAndAnEmptyMenuOpensNone() {
        onMainActor {
            _ = installManualClock()
            let fixture = Fixture()
            XCTAssertTrue(fixture.window.contextMenuRequested(at: CGPoint(x: 70, y: 75), serial: 3))
            XCTAssertEqual(fixture.interaction.location(in: fixture.target), CGPoint(x: 20, y: 25))
            XCTAssertEqual(fixture.menuViews.first?.frame.origin, CGPoint(x: 70, y: 75))
            fixture.interaction.dismissMenu()
            fixture.titles = []
            XCTAssertFalse(fixture.window.contextMenuRequested(at: CGPoint(x: 70, y: 75), serial: 4))
            XCTAssertTrue(fixture.menuViews.isEmpty)
            XCTAssertEqual(fixture.events.filter { $0 == "present" }.count, 1)
        }
    }

    func testAConfigurationMakesAnIdentifierAndTheDelegateHasDefaults() {
        onMainActor {
            @MainActor final class Quiet: UIEditMenuInteractionDelegate {}
            let quiet = Quiet()
            let interaction = UIEditMenuInteraction(delegate: quiet)
            XCTAssertTrue(interaction.delegate === quiet)
            let a = UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero)
            let b = UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero)
            XCTAssertNotEqual(a.identifier as? NSString, b.identifier as? NSString)
            XCTAssertEqual(a.preferredArrowDirection, .automatic)
            XCTAssertEqual(UIEditMenuArrowDirection.right.rawValue, 4)
            let source = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 3, y: 4))
            XCTAssertEqual(quiet.editMenuInteraction(interaction, targetRectFor: source), CGRect(x: 3, y: 4, width: 0, height: 0))
            XCTAssertNil(quiet.editMenuInteraction(interaction, menuFor: source, suggestedActions: []))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addInteraction(interaction)
            interaction.presentEditMenu(with: source)
            XCTAssertNil(interaction.presentation, "no window, no menu")
        }
    }
}
