import Foundation
import QuartzCore
@testable import UIKit
import XCTest

/// A chat screen's controller: it can become first responder and brings `bar` (44 points high, a text field inside)
/// as its input accessory; `replacement` swaps in another bar.
@MainActor
final class DockingController: UIViewController {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
    let barField = UITextField(frame: CGRect(x: 8, y: 7, width: 200, height: 30))
    var replacement: UIView?

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { replacement ?? bar }

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.backgroundColor = .systemGray5
        bar.addSubview(barField)
    }
}

/// The keyboard rig (320×480 window, manual clock at a known time) with a `DockingController` at the window's root.
@MainActor
final class InputAccessoryRig {
    let keyboard: KeyboardRig
    let controller = DockingController()
    var window: UIWindow { keyboard.window }
    let start: CFTimeInterval

    init(keyboardHeight: Int? = nil) {
        keyboard = KeyboardRig(keyboardHeight: keyboardHeight)
        start = CACurrentMediaTime()
        window.rootViewController = controller
        controller.view.frame = window.bounds
        window.layoutIfNeeded()
    }

    /// The bar's frame in the window's coordinates, as the model has it.
    func frame(of bar: UIView) -> CGRect { bar.convert(bar.bounds, to: window) }

    /// Where the bar shows now: its holder's presentation in the window.
    func shownFrame(of bar: UIView) -> CGRect? {
        guard let host = bar.superview else { return nil }
        return (host.layer.presentation() ?? host.layer).frame
    }

    func finish() { keyboard.finish() }
}
