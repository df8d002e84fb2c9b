import Foundation

/// The input accessory the first responder brings (its `inputAccessoryViewController`'s view, else its
/// `inputAccessoryView`, else the nearest one up the responder chain), which the desktop keyboard shows at the window's
/// foot above the keyboard's place: a chat screen's input bar docked while its controller is first responder.
@MainActor
struct InputAccessory {
    let view: UIView

    /// The accessory `responder` brings, walking its responder chain; a chain that passes through `current` (a text view
    /// inside the docked bar taking the keys) keeps it.
    init?(for responder: UIResponder?, keeping current: UIView?) {
        var candidate = responder
        while let next = candidate {
            if let view = next.inputAccessoryViewController?.inputView ?? next.inputAccessoryView {
                self.view = view
                return
            }
            if let current, next === current {
                view = current
                return
            }
            candidate = next.next
        }
        return nil
    }

    /// The bar's height in `window`: its intrinsic height when it has one and grows with it (flexible height or no
    /// frame of its own), else its frame's, else what its constraints fit in the window's width.
    func height(in window: UIWindow) -> CGFloat {
        let intrinsic = view.intrinsicContentSize.height
        if intrinsic > 0, view.autoresizingMask.contains(.flexibleHeight) || view.frame.height <= 0 { return intrinsic }
        if view.frame.height > 0 { return view.frame.height }
        let fitting = view.systemLayoutSizeFitting(CGSize(width: window.bounds.width, height: 0),
                                                   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return max(0, fitting.height)
    }
}

/// Where the input views sit at a window's foot: the keyboard (a custom one, or the strip a hardware keyboard reports)
/// at the bottom, the accessory on top of it, and the whole that the keyboard notifications report. An accessory docked
/// with no keyboard under it reaches down over the window's bottom safe-area inset, as on iOS.
struct InputViewsPlacement: Equatable {
    var keyboard: CGRect
    var accessory: CGRect?
    var whole: CGRect

    init(keyboardHeight: CGFloat, accessoryHeight: CGFloat?, bottomInset: CGFloat, in bounds: CGRect) {
        let keyboardHeight = min(max(0, keyboardHeight), bounds.height)
        keyboard = CGRect(x: bounds.minX, y: bounds.maxY - keyboardHeight, width: bounds.width, height: keyboardHeight)
        if let accessoryHeight {
            let height = min(max(0, accessoryHeight) + (keyboardHeight == 0 ? bottomInset : 0), bounds.height - keyboardHeight)
            let bar = CGRect(x: bounds.minX, y: keyboard.minY - height, width: bounds.width, height: height)
            accessory = bar
            whole = CGRect(x: bounds.minX, y: bar.minY, width: bounds.width, height: height + keyboardHeight)
        } else {
            accessory = nil
            whole = keyboard
        }
    }

    /// The same views slid down out of the window, where they come from and go to.
    var hidden: InputViewsPlacement {
        var moved = self
        moved.keyboard.origin.y += whole.height
        moved.accessory?.origin.y += whole.height
        moved.whole.origin.y += whole.height
        return moved
    }
}

/// The view that holds the input accessory at the window's foot (iOS's input set host): it moves in the keyboard's
/// animation and follows the window's width and bottom, and sizes the bar to itself, leaving the bar's own autoresizing
/// mask as the app set it.
@MainActor
final class InputAccessoryHost: UIView {
    let bar: UIView

    init(bar: UIView) {
        self.bar = bar
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(bar)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        bar.frame = bounds
    }
}
