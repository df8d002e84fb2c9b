import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// A white presenter in the 400×300 controller rig with a button at `sourceFrame`, presenting a blue controller
/// of 200×150 as a popover from it, on the manual clock; the delegate records what it hears.
@MainActor
final class PopoverRig {
    let rig = ControllerRig()
    let presenter = UIViewController()
    let content = UIViewController()
    let button = UIButton(type: .system)
    let delegate = RecordingPopoverDelegate()

    /// The fade's duration.
    static let fade = PopoverTransitionAnimator.presentDuration

    init(sourceFrame: CGRect = CGRect(x: 180, y: 20, width: 40, height: 30), present: Bool = true,
         configure: (UIPopoverPresentationController) -> Void = { _ in }) {
        presenter.view.backgroundColor = .white
        button.frame = sourceFrame
        presenter.view.addSubview(button)
        content.view.backgroundColor = .blue
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.modalPresentationStyle = .popover
        rig.window.rootViewController = presenter
        rig.frame(after: 0)
        let popover = content.popoverPresentationController!
        popover.sourceView = button
        popover.sourceRect = button.bounds
        popover.delegate = delegate
        configure(popover)
        if present { show() }
    }

    func show() {
        presenter.present(content, animated: true)
        rig.frame(after: Self.fade + 0.01)
    }

    var popover: UIPopoverPresentationController { content.popoverPresentationController! }

    /// A tap at `point` in the window through the window's input.
    func tap(at point: CGPoint) {
        rig.renderer.input.handle(TouchFrame(events: [.down(id: 1, x: Double(point.x), y: Double(point.y), serial: 1, time: 0)]))
        rig.renderer.input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: 0)]))
    }

    func pressEscape() {
        rig.renderer.input.handle(KeyEvent(code: 1, keysym: 0xff1b, name: "Escape", text: "", isPressed: true,
                                           isRepeat: false, modifiers: [], time: 1))
    }
}

/// Records the popover delegate's calls by name as the sheet's recorder does; `allowsPopoverDismissal` answers the
/// popover's should-dismiss question.
@MainActor
final class RecordingPopoverDelegate: RecordingSheetDelegate, UIPopoverPresentationControllerDelegate {
    var allowsPopoverDismissal = true
    var prepare: (UIPopoverPresentationController) -> Void = { _ in }
    var reposition: (inout CGRect) -> Void = { _ in }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        calls.append("prepare")
        prepare(popoverPresentationController)
    }

    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        calls.append("shouldDismissPopover")
        return allowsPopoverDismissal
    }

    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        calls.append("didDismissPopover")
    }

    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>) {
        calls.append("willReposition")
        reposition(&rect.pointee)
    }
}
