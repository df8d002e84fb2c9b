@testable import UIKit
import Wayland
import XCTest

/// A button's primary action, its toggling selection, its menu and its pop-up choice, and the initializers iOS 14
/// and 15 added.
final class ButtonActionAndMenuTests: XCTestCase {
    func testThePrimaryActionRunsOnTapAndTitlesTheButton() {
        onMainActor {
            var taps = 0
            let action = UIAction(title: "Send") { _ in taps += 1 }
            let rig = ControlRig(UIButton(configuration: .filled(), primaryAction: action))
            let button = rig.control
            XCTAssertEqual(button.configuration?.title, "Send", "the action's title")
            XCTAssertEqual(button.buttonType, .system)
            button.frame.size = button.intrinsicContentSize
            rig.click(10, 10)
            XCTAssertEqual(taps, 1)

            let typed = UIButton(type: .close, primaryAction: UIAction(title: "Close") { _ in })
            XCTAssertEqual(typed.buttonType, .close)
            XCTAssertEqual(typed.title(for: .normal), "Close")
            let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 20), primaryAction: UIAction(title: "Hi") { _ in })
            XCTAssertEqual(framed.frame.width, 50)
            XCTAssertEqual(framed.buttonType, .custom)
            XCTAssertEqual(framed.currentTitle, "Hi")
            XCTAssertEqual(UIButton.ButtonType.allRawValues, [0, 1, 2, 3, 4, 5, 6, 7])
            XCTAssertEqual(UIButton.Role.destructive.rawValue, 3)
        }
    }

    func testChangesSelectionTogglesTheButtonOnEachTap() {
        onMainActor {
            let rig = ControlRig(UIButton(configuration: .tinted()))
            let button = rig.control
            button.configuration?.title = "Bold"
            button.changesSelectionAsPrimaryAction = true
            button.frame.size = CGSize(width: 80, height: 40)
            var handled: [Bool] = []
            button.configurationUpdateHandler = { handled.append($0.isSelected) }
            rig.click(40, 20)
            XCTAssertTrue(button.isSelected)
            rig.click(40, 20)
            XCTAssertFalse(button.isSelected)
            XCTAssertTrue(handled.contains(true) && handled.last == false, "the handler saw both")
        }
    }

    func testAPopupButtonShowsItsChoiceAndChecksIt() {
        onMainActor {
            let small = UIAction(title: "Small") { _ in }, large = UIAction(title: "Large") { _ in }
            var configuration = UIButton.Configuration.bordered()
            configuration.title = "Size"
            let rig = ControlRig(UIButton(configuration: configuration))
            let button = rig.control
            button.menu = UIMenu(children: [small, large])
            button.showsMenuAsPrimaryAction = true
            button.changesSelectionAsPrimaryAction = true
            XCTAssertEqual(small.state, .on, "the first is chosen")
            XCTAssertEqual(button.titleLabel?.text, "Small")
            button.frame.size = CGSize(width: 120, height: 40)
            rig.window.layoutIfNeeded()
            rig.click(60, 20)
            let presentation = try! XCTUnwrap(button.menuPresentation)
            presentation.choose(row: 1, inLevel: 0)
            XCTAssertNil(button.menuPresentation)
            XCTAssertEqual(large.state, .on)
            XCTAssertEqual(small.state, .off)
            XCTAssertEqual(button.titleLabel?.text, "Large")
            XCTAssertEqual(button.currentTitle, "Large")
        }
    }

    func testALegacyButtonWithAMenuShowsItOnTap() {
        onMainActor {
            let rig = ControlRig(UIButton(type: .system))
            let button = rig.control
            button.setTitle("More", for: .normal)
            button.frame.size = CGSize(width: 80, height: 40)
            var shown = 0, primary = 0
            button.addAction(UIAction { _ in shown += 1 }, for: .menuActionTriggered)
            button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
            button.menu = UIMenu(children: [UIAction(title: "Rename") { _ in }])
            button.showsMenuAsPrimaryAction = true
            rig.click(40, 20)
            XCTAssertEqual(shown, 1)
            XCTAssertEqual(primary, 0, "the menu instead of the action")
            XCTAssertNotNil(button.menuPresentation)
            XCTAssertFalse(button.isHighlighted)
        }
    }
}

extension ButtonActionAndMenuTests {
    func testAHeldPressShowsTheMenuOfAButtonThatActsOnTap() {
        onMainActor {
            let clock = installManualClock(at: 10)
            var primary = 0
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let button = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Reply") { _ in primary += 1 })
            button.menu = UIMenu(children: [UIAction(title: "Reply All") { _ in }, UIAction(title: "Forward") { _ in }])
            button.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: button.intrinsicContentSize)
            window.addSubview(button)
            let input = WindowInput(window: window)
            @MainActor func pointer(_ events: [PointerEvent]) {
                input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true))
            }
            pointer([.motion(x: 30, y: 30, time: 10_000), .button(code: 0x110, isPressed: true, serial: 1, time: 10_000)])
            pointer([.button(code: 0x110, isPressed: false, serial: 2, time: 10_100)])
            XCTAssertEqual(primary, 1, "a tap still sends the action")
            XCTAssertNil(button.menuPresentation)
            // Held: a slight move 0.6 s later, by the events' times, finds the press held long enough.
            clock.set(11)
            pointer([.button(code: 0x110, isPressed: true, serial: 3, time: 11_000)])
            XCTAssertNil(button.menuPresentation)
            clock.set(11.7)
            pointer([.motion(x: 31, y: 30, time: 11_600)])
            XCTAssertNotNil(button.menuPresentation, "held: the menu")
            XCTAssertFalse(button.isHighlighted)
            pointer([.button(code: 0x110, isPressed: false, serial: 4, time: 11_700)])
            XCTAssertEqual(primary, 1, "no action once the menu showed")
            button.showsMenuAsPrimaryAction = true
            XCTAssertFalse(button.gestureRecognizers?.contains { $0 === button.menuLongPress } ?? false, "a tap shows it now")
        }
    }
}

private extension UIButton.ButtonType {
    static var allRawValues: [Int] {
        [UIButton.ButtonType.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close].map(\.rawValue)
    }
}
