import QuartzCore
@testable import UIKit
import XCTest

/// An action sheet with a source shows in a popover, as on iPad: without its cancel button, a tap outside
/// cancelling it (the cancel action's handler runs once it is gone); without a source it stays at the bottom.
final class PopoverActionSheetTests: XCTestCase {
    @MainActor
    private final class Stage {
        let rig = ControllerRig()
        let root = UIViewController()
        let button = UIButton(type: .system)
        var chosen: [String] = []

        init() {
            root.view.backgroundColor = .white
            button.frame = CGRect(x: 180, y: 20, width: 40, height: 30)
            root.view.addSubview(button)
            rig.window.rootViewController = root
            rig.frame(after: 0)
        }

        func sheet() -> UIAlertController {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            for (title, style) in [("Share", UIAlertAction.Style.default), ("Delete", .destructive), ("Cancel", .cancel)] {
                sheet.addAction(UIAlertAction(title: title, style: style) { [unowned self] action in
                    chosen.append("\(action.title ?? "") presented: \(root.presentedViewController != nil)")
                })
            }
            return sheet
        }

        /// An action sheet pointing at the button, presented and faded in.
        func presentInPopover() -> UIAlertController {
            let sheet = sheet()
            sheet.popoverPresentationController?.sourceView = button
            root.present(sheet, animated: true)
            rig.frame(after: PopoverTransitionAnimator.presentDuration + 0.01)
            return sheet
        }

        /// Moves the clock past the popover's fade out.
        func waitForDismissal() {
            rig.frame(after: 0)
            rig.frame(after: PopoverTransitionAnimator.dismissDuration + 0.01)
        }
    }

    func testWithASourceTheActionSheetShowsInAPopoverWithoutItsCancelButton() {
        onMainActor {
            let stage = Stage()
            let sheet = stage.sheet()
            XCTAssertNotNil(sheet.popoverPresentationController)
            sheet.popoverPresentationController?.sourceView = stage.button
            sheet.popoverPresentationController?.sourceRect = stage.button.bounds
            stage.root.present(sheet, animated: true)
            stage.rig.frame(after: PopoverTransitionAnimator.presentDuration + 0.01)
            XCTAssertTrue(sheet.presentationController === sheet.popoverPresentationController)
            XCTAssertEqual(sheet.popoverPresentationController?.arrowDirection, .up)
            // Two buttons of 57 points, the sheet 304 wide (320 less 8 on each side), centred under the button.
            XCTAssertEqual(sheet.view.frame, CGRect(x: 48, y: 63, width: 304, height: 114))
            let cancel = sheet.alertView.buttons.first { $0.action.style == .cancel }
            XCTAssertEqual(cancel?.isHidden, true)
            XCTAssertTrue(sheet.alertView.cancelGroup.isHidden)
        }
    }

    func testATapOutsideCancelsOnceThePopoverIsGone() {
        onMainActor {
            let stage = Stage()
            _ = stage.presentInPopover()
            stage.rig.renderer.pointerDown(at: CGPoint(x: 30, y: 280))
            stage.rig.renderer.pointerUp()
            XCTAssertEqual(stage.chosen, [])
            stage.waitForDismissal()
            XCTAssertEqual(stage.chosen, ["Cancel presented: false"])
        }
    }

    func testAButtonInThePopoverChoosesItsAction() {
        onMainActor {
            let stage = Stage()
            let sheet = stage.presentInPopover()
            let share = sheet.alertView.buttons[0]
            let center = share.convert(CGPoint(x: share.bounds.midX, y: share.bounds.midY), to: stage.rig.window)
            stage.rig.renderer.pointerDown(at: center)
            stage.rig.renderer.pointerUp()
            stage.waitForDismissal()
            XCTAssertEqual(stage.chosen, ["Share presented: false"])
        }
    }

    func testWithoutASourceItStaysAnActionSheetAtTheBottom() {
        onMainActor {
            let stage = Stage()
            let sheet = stage.sheet()
            stage.root.present(sheet, animated: false)
            stage.rig.frame(after: 0)
            XCTAssertTrue(sheet.presentationController is AlertPresentationController)
            XCTAssertFalse(sheet.alertView.cancelGroup.isHidden)
        }
    }

    func testAnAlertHasNoPopover() {
        onMainActor {
            XCTAssertNil(UIAlertController(title: "T", message: nil, preferredStyle: .alert).popoverPresentationController)
        }
    }
}
