import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// Alerts and action sheets on the manual clock: how they come and go, where their buttons go, and that a button,
/// Return or Escape dismisses the alert before the action's handler runs.
final class AlertControllerTests: XCTestCase {
    @MainActor
    private final class Stage {
        let rig = ControllerRig()
        let root = LoggingController("Root", log: CallbackLog(), color: UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1))
        var chosen: [String] = []

        init() {
            rig.window.rootViewController = root
            rig.frame(after: 0)
        }

        /// An alert with `titles` as default actions (a title starting "Cancel" a cancel action, "Delete" destructive).
        func alert(_ titles: [String], style: UIAlertController.Style = .alert) -> UIAlertController {
            let alert = UIAlertController(title: "Title", message: "The message", preferredStyle: style)
            for title in titles {
                let actionStyle: UIAlertAction.Style = title.hasPrefix("Cancel") ? .cancel : title.hasPrefix("Delete") ? .destructive : .default
                alert.addAction(UIAlertAction(title: title, style: actionStyle) { [unowned self] action in
                    self.chosen.append("\(action.title ?? "") presented: \(self.root.presentedViewController != nil)")
                })
            }
            return alert
        }

        func key(_ name: String, _ keysym: UInt32) {
            for pressed in [true, false] {
                rig.renderer.input.handle(KeyEvent(code: 1, keysym: keysym, name: name, text: "", isPressed: pressed, isRepeat: false, modifiers: [], time: 1))
            }
        }

        /// A click in the middle of `view`.
        func click(_ view: UIView) {
            let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: rig.window)
            rig.renderer.pointerDown(at: center)
            rig.renderer.pointerUp()
        }
    }

    private static let present = AlertTransitionAnimator.presentDuration
    private static let dismiss = AlertTransitionAnimator.dismissDuration

    func testAnAlertFadesInFromAScaleOf1_2OverADimmingViewAndFadesOutBeforeTheHandlerRuns() {
        onMainActor {
            let stage = Stage(), rig = stage.rig
            let alert = stage.alert(["Cancel", "OK"])
            stage.root.present(alert, animated: true)
            rig.frame(after: 0)
            let view = alert.view!
            let dimming = (alert.presentationController as? AlertPresentationController)?.dimmingView
            XCTAssertEqual(view.frame.width, 270, "the alert's width is UIKit's")
            XCTAssertEqual(view.center.x, 200, "centered in the window")
            XCTAssertEqual(view.center.y, 150, accuracy: 0.5, "centered in the window, on whole points")
            XCTAssertEqual(view.layer.presentation()?.transform.m11 ?? 0, 1.2, accuracy: 0.001)
            XCTAssertEqual(view.layer.presentation()?.opacity ?? 1, 0, accuracy: 0.001)
            XCTAssertEqual(dimming?.layer.presentation()?.opacity ?? 1, 0, accuracy: 0.001)

            rig.frame(after: Self.present / 2)
            let half = CGFloat(CAMediaTimingFunction(name: .easeOut).evaluate(at: 0.5))
            XCTAssertEqual(CGFloat(view.layer.presentation()?.transform.m11 ?? 0), 1.2 - 0.2 * half, accuracy: 0.002)
            XCTAssertEqual(CGFloat(view.layer.presentation()?.opacity ?? 0), half, accuracy: 0.002)
            XCTAssertEqual(CGFloat(dimming?.layer.presentation()?.opacity ?? 0), half, accuracy: 0.002, "the dimming fades along")
            XCTAssertEqual(dimming?.backgroundColor, UIColor(white: 0, alpha: 0.2))

            rig.frame(after: Self.present / 2 + 0.01)
            XCTAssertEqual(view.layer.presentation()?.transform.m11 ?? 0, 1, accuracy: 0.001)
            XCTAssertEqual(view.layer.presentation()?.opacity ?? 0, 1, accuracy: 0.001)
            XCTAssertNil(alert.transitionCoordinator)

            stage.click(alert.alertView.buttons[1])
            XCTAssertEqual(stage.chosen, [], "the handler waits for the dismissal")
            rig.frame(after: 0)
            rig.frame(after: Self.dismiss / 2)
            let fade = CGFloat(CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5))
            XCTAssertEqual(CGFloat(view.layer.presentation()?.opacity ?? 0), 1 - fade, accuracy: 0.002)
            XCTAssertEqual(CGFloat(dimming?.layer.presentation()?.opacity ?? 0), 1 - fade, accuracy: 0.002)
            XCTAssertEqual(stage.chosen, [])
            rig.frame(after: Self.dismiss / 2 + 0.01)
            XCTAssertEqual(stage.chosen, ["OK presented: false"], "the handler runs once the alert is gone")
            XCTAssertNil(view.window)
            XCTAssertNil(stage.root.presentedViewController)
        }
    }

    func testAnActionSheetSlidesUpFromTheBottomAndBackDown() {
        onMainActor {
            let stage = Stage(), rig = stage.rig
            let sheet = stage.alert(["Share", "Delete", "Cancel"], style: .actionSheet)
            stage.root.present(sheet, animated: true)
            rig.frame(after: 0)
            let view = sheet.view!
            let final = view.frame
            XCTAssertEqual(final.maxY, 292, "8 points above the bottom edge")
            XCTAssertEqual(final.width, 384, "the window's width less 8 points each side")
            XCTAssertEqual(rig.shownMinX(view), 8)
            let shownY = { (view.layer.presentation() ?? view.layer).position.y - final.height / 2 }
            XCTAssertEqual(shownY(), 300, accuracy: 0.01, "starts below the bottom edge")
            rig.frame(after: Self.present / 2)
            let half = CGFloat(ModalTransitionAnimator.systemCurve.evaluate(at: 0.5))
            XCTAssertEqual(shownY(), 300 + (final.minY - 300) * half, accuracy: 0.05)
            rig.frame(after: Self.present / 2 + 0.01)
            XCTAssertEqual(shownY(), final.minY, accuracy: 0.01)

            sheet.dismiss(animated: true)
            rig.frame(after: 0)
            rig.frame(after: Self.dismiss + 0.01)
            XCTAssertEqual(shownY(), 300, accuracy: 0.01, "back below the bottom edge")
            XCTAssertNil(stage.root.presentedViewController)
            XCTAssertEqual(stage.chosen, [], "a dismissal from code runs no handler")
        }
    }

    func testTwoButtonsSitSideBySideWithCancelOnTheLeftAndThreeStackWithCancelLast() {
        onMainActor {
            let stage = Stage(), rig = stage.rig
            let two = stage.alert(["OK", "Cancel"])
            stage.root.present(two, animated: false)
            rig.frame(after: 0)
            let twoButtons = two.alertView.buttons
            XCTAssertTrue(two.alertView.arrangement.isSideBySide)
            XCTAssertEqual(twoButtons[1].frame.minX, 0, "cancel on the left")
            XCTAssertEqual(twoButtons[0].frame.minX, twoButtons[1].frame.maxX + AlertMetrics.separator)
            XCTAssertEqual(twoButtons[0].frame.minY, twoButtons[1].frame.minY)
            XCTAssertEqual(twoButtons[0].frame.height, 44)
            XCTAssertEqual(twoButtons[1].label.font, .systemFont(ofSize: 17, weight: .semibold), "cancel is bold without a preferred action")
            two.dismiss(animated: false)

            let three = stage.alert(["Cancel", "One", "Delete"])
            stage.root.present(three, animated: false)
            rig.frame(after: 0)
            let buttons = three.alertView.buttons
            XCTAssertFalse(three.alertView.arrangement.isSideBySide)
            XCTAssertEqual(buttons.map(\.frame.width), [270, 270, 270])
            XCTAssertEqual(buttons[1].frame.minY + 44, buttons[2].frame.minY, "in the order added")
            XCTAssertEqual(buttons[2].frame.maxY, buttons[0].frame.minY, "cancel last")
            XCTAssertEqual(buttons[0].frame.maxY, three.view.bounds.height)
            XCTAssertEqual(buttons[2].label.textColor, .systemRed, "destructive in red")
            three.dismiss(animated: false)

            let sheet = stage.alert(["Cancel", "One", "Two"], style: .actionSheet)
            stage.root.present(sheet, animated: false)
            rig.frame(after: 0)
            let sheetView = sheet.alertView
            XCTAssertTrue(sheetView.buttons[0].superview === sheetView.cancelGroup, "an action sheet's cancel button stands apart")
            XCTAssertEqual(sheetView.cancelGroup.frame.minY, sheetView.mainGroup.frame.maxY + 8)
            XCTAssertEqual(sheetView.buttons[1].frame.height, 57)
            sheet.dismiss(animated: false)
        }
    }

    func testTwoButtonsWhoseTitlesDoNotFitStackWithCancelLast() {
        let tooLong = AlertButtonArrangement(styles: [.cancel, .default], preferredStyle: .alert, titlesFitSideBySide: false)
        XCTAssertEqual(tooLong.main, [1, 0])
        XCTAssertFalse(tooLong.isSideBySide)
        let fitting = AlertButtonArrangement(styles: [.default, .cancel], preferredStyle: .alert, titlesFitSideBySide: true)
        XCTAssertEqual(fitting.main, [1, 0], "cancel on the left")
        XCTAssertTrue(fitting.isSideBySide)
        let sheet = AlertButtonArrangement(styles: [.cancel, .default, .destructive], preferredStyle: .actionSheet, titlesFitSideBySide: true)
        XCTAssertEqual(sheet.main, [1, 2])
        XCTAssertEqual(sheet.separateCancel, 0)
    }

    func testReturnChoosesThePreferredActionAndEscapeTheCancelAction() {
        onMainActor {
            let stage = Stage(), rig = stage.rig
            let alert = stage.alert(["Cancel", "Save", "Other"])
            alert.preferredAction = alert.actions[1]
            stage.root.present(alert, animated: false)
            rig.frame(after: 0)
            XCTAssertEqual(alert.alertView.buttons[1].label.font, .systemFont(ofSize: 17, weight: .semibold), "the preferred action is bold")
            XCTAssertEqual(alert.alertView.buttons[0].label.font, .systemFont(ofSize: 17))
            stage.key("Return", 0xff0d)
            rig.frame(after: Self.dismiss + 0.01)
            XCTAssertEqual(stage.chosen, ["Save presented: false"])

            let second = stage.alert(["Cancel", "Save", "Other"])
            stage.root.present(second, animated: false)
            rig.frame(after: 0)
            stage.key("Return", 0xff0d)
            rig.frame(after: Self.dismiss + 0.01)
            XCTAssertTrue(stage.root.presentedViewController === second, "no preferred action and two default ones: Return does nothing")
            stage.key("Escape", 0xff1b)
            rig.frame(after: Self.dismiss + 0.01)
            XCTAssertEqual(stage.chosen.last, "Cancel presented: false")
            XCTAssertNil(stage.root.presentedViewController)
        }
    }

    func testADisabledActionIgnoresClicksAndKeys() {
        onMainActor {
            let stage = Stage(), rig = stage.rig
            let alert = stage.alert(["OK"])
            alert.actions[0].isEnabled = false
            stage.root.present(alert, animated: false)
            rig.frame(after: 0)
            stage.click(alert.alertView.buttons[0])
            stage.key("Return", 0xff0d)
            rig.frame(after: Self.dismiss + 0.01)
            XCTAssertEqual(stage.chosen, [])
            XCTAssertTrue(alert.alertView.buttons[0].accessibilityTraits.contains(.notEnabled))
            alert.actions[0].isEnabled = true
            stage.key("Return", 0xff0d)
            rig.frame(after: Self.dismiss + 0.01)
            XCTAssertEqual(stage.chosen, ["OK presented: false"], "the only default action is Return's")
        }
    }

    func testATextFieldTakesTheKeysAndReturnInItChoosesThePreferredAction() {
        onMainActor {
            let stage = Stage(), rig = stage.rig
            let alert = stage.alert(["Cancel", "Log In"])
            var configured: UITextField?
            alert.addTextField { field in
                field.placeholder = "Name"
                configured = field
            }
            alert.preferredAction = alert.actions[1]
            XCTAssertTrue(alert.textFields?.first === configured)
            stage.root.present(alert, animated: true)
            rig.frame(after: 0)
            rig.frame(after: Self.present + 0.01)
            let field = try! XCTUnwrap(configured)
            XCTAssertTrue(field.isFirstResponder, "the first field takes the keys as the alert appears")
            XCTAssertEqual(field.frame.height, 24)
            XCTAssertLessThan(field.frame.maxY, alert.alertView.buttons[0].frame.minY)
            field.insertText("ada")
            stage.key("Return", 0xff0d)
            rig.frame(after: Self.dismiss + 0.01)
            XCTAssertEqual(stage.chosen, ["Log In presented: false"])
            XCTAssertEqual(field.text, "ada")
        }
    }

    func testBadInputIsRefusedWithOneLine() {
        onMainActor {
            _ = installManualClock()
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
            alert.addTextField()
            alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
            XCTAssertEqual(alert.actions.count, 1)
            XCTAssertNil(alert.textFields)
            XCTAssertNil(alert.preferredAction)
            XCTAssertEqual(UIKitContextState.current.reportedMessages.count, 3)
        }
    }

    func testTheAlertIsAModalDialogOfButtons() {
        onMainActor {
            let stage = Stage(), rig = stage.rig
            let alert = stage.alert(["Cancel", "OK"])
            stage.root.present(alert, animated: false)
            rig.frame(after: 0)
            XCTAssertEqual(AccessibleViewTree.kind(of: alert.alertView), .dialog)
            XCTAssertEqual(AccessibilityRoleMapping.role(traits: [], kind: .dialog), .dialog)
            XCTAssertEqual(alert.alertView.accessibilityLabel, "Title")
            XCTAssertTrue(alert.presentationController?.containerView?.accessibilityViewIsModal ?? false)
            let button = alert.alertView.buttons[1]
            XCTAssertTrue(button.isAccessibilityElement)
            XCTAssertEqual(button.accessibilityLabel, "OK")
            XCTAssertEqual(button.accessibilityTraits, .button)
            XCTAssertTrue(AccessibleViewTree.activate(button), "a screen reader activates the button")
            rig.frame(after: Self.dismiss + 0.01)
            XCTAssertEqual(stage.chosen, ["OK presented: false"])
        }
    }

    func testAClickAroundAnActionSheetChoosesItsCancelActionAndAroundAnAlertNothing() {
        onMainActor {
            let stage = Stage(), rig = stage.rig
            let alert = stage.alert(["Cancel", "OK"])
            stage.root.present(alert, animated: false)
            rig.frame(after: 0)
            rig.renderer.pointerDown(at: CGPoint(x: 10, y: 10))
            rig.renderer.pointerUp()
            rig.frame(after: Self.dismiss + 0.01)
            XCTAssertTrue(stage.root.presentedViewController === alert, "an alert must be answered")
            alert.dismiss(animated: false)

            let sheet = stage.alert(["Share", "Cancel"], style: .actionSheet)
            stage.root.present(sheet, animated: false)
            rig.frame(after: 0)
            rig.renderer.pointerDown(at: CGPoint(x: 10, y: 10))
            rig.renderer.pointerUp()
            rig.frame(after: Self.dismiss + 0.01)
            XCTAssertEqual(stage.chosen, ["Cancel presented: false"])

            let noCancel = stage.alert(["Share"], style: .actionSheet)
            stage.root.present(noCancel, animated: false)
            rig.frame(after: 0)
            stage.key("Escape", 0xff1b)
            rig.frame(after: Self.dismiss + 0.01)
            XCTAssertTrue(stage.root.presentedViewController === noCancel, "Escape needs a cancel action")
        }
    }
}
