import Foundation
import QuartzCore

/// Keyboard focus among a window's accessibility elements, as GTK moves it between widgets: Tab and Shift-Tab go to
/// the next and previous element a user can act on (in reading order), Space and Return activate it, Up and Down
/// step an adjustable one. A ring shows where focus is; assistive technology hears each move.
@MainActor
final class AccessibilityFocus {
    /// The focused element, if any.
    private(set) weak var focused: UIResponder?
    /// Told of each move with the path to the new element (its window first, the element last), or nil.
    var onChange: (([UIResponder]?) -> Void)?
    private var ring: CALayer?

    /// Handles a key that moves or uses focus in `window`; false leaves the key to others.
    func handle(_ presses: Set<UIPress>, in window: UIWindow) -> Bool {
        guard let key = presses.first?.key else { return false }
        switch key.keysymName {
        case "Tab", "ISO_Left_Tab":
            let backwards = key.keysymName == "ISO_Left_Tab" || key.modifierFlags.contains(.shift)
            advance(in: window, backwards: backwards)
            return true
        case "space", "Return", "KP_Enter":
            guard let focused, isInside(window, focused) else { return false }
            _ = AccessibleViewTree.activate(focused)
            return true
        case "Up", "Down":
            guard let focused, isInside(window, focused), focused.accessibilityTraits.contains(.adjustable) else { return false }
            if key.keysymName == "Up" { focused.accessibilityIncrement() } else { focused.accessibilityDecrement() }
            return true
        default:
            return false
        }
    }

    /// Moves focus to the next (or previous) focusable element of `window`, wrapping around.
    func advance(in window: UIWindow, backwards: Bool = false) {
        let paths = Self.focusablePaths(in: window)
        guard !paths.isEmpty else { return move(to: nil) }
        let current = paths.firstIndex { $0.last === focused }
        let next: Int
        if let current {
            next = (current + (backwards ? paths.count - 1 : 1)) % paths.count
        } else {
            next = backwards ? paths.count - 1 : 0
        }
        move(along: paths[next])
    }

    /// Moves focus to `element` (nil: nowhere).
    func move(to element: UIResponder?) {
        guard let element, let window = Self.window(of: element),
              let path = Self.focusablePaths(in: window).first(where: { $0.last === element }) else {
            return move(along: nil)
        }
        move(along: path)
    }

    /// Follows a move of UIKit's focus system to `element` (nil: an item that is no element, or none), so assistive
    /// technology hears it; the focus system draws its own halo, so no ring is shown.
    func follow(_ element: UIResponder?) {
        let path = element.flatMap { element in
            Self.window(of: element).flatMap { window in Self.focusablePaths(in: window).first { $0.last === element } }
        }
        move(along: path, showsRing: false)
    }

    private func move(along path: [UIResponder]?, showsRing: Bool = true) {
        let element = path?.last
        guard element !== focused else { return }
        let previous = focused
        previous?.accessibilityElementDidLoseFocus()
        focused = element
        element?.accessibilityElementDidBecomeFocused()
        // Text takes the keys where focus is, as a GTK entry does; keys leave text that focus left.
        if let element, let input = AccessibleTextInput(element), !input.view.isFirstResponder {
            _ = input.view.becomeFirstResponder()
        } else if let previous, previous.isFirstResponder, AccessibleTextInput(previous) != nil {
            _ = previous.resignFirstResponder()
        }
        showRing(on: showsRing ? element : nil, in: path?.first as? UIWindow)
        onChange?(path)
    }

    private func showRing(on element: UIResponder?, in window: UIWindow?) {
        ring?.removeFromSuperlayer()
        // Text shows its own caret where it has focus.
        guard let element, let window, AccessibleTextInput(element) == nil else { return ring = nil }
        let ring = self.ring ?? CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.frame = element.accessibilityFrame.insetBy(dx: -2, dy: -2)
        ring.borderWidth = 2
        ring.cornerRadius = 4
        ring.borderColor = window.tintColor.cgColor
        window.layer.addSublayer(ring)
        CATransaction.commit()
        self.ring = ring
    }

    private func isInside(_ window: UIWindow, _ element: UIResponder) -> Bool {
        Self.window(of: element) === window
    }

    /// The window `element` shows in.
    static func window(of element: UIResponder) -> UIWindow? {
        if let view = element as? UIView { return view as? UIWindow ?? view.window }
        if let element = element as? UIAccessibilityElement, let container = element.accessibilityContainer as? UIResponder {
            return window(of: container)
        }
        return nil
    }

    /// The paths (window first) to the elements of `window` keyboard focus stops at, in reading order.
    static func focusablePaths(in window: UIWindow) -> [[UIResponder]] {
        var paths: [[UIResponder]] = []
        func visit(_ object: UIResponder, _ path: [UIResponder]) {
            if object !== window, AccessibleViewTree.isFocusable(object) {
                paths.append(path + [object])
            }
            guard object === window || !object.isAccessibilityElement else { return }
            for index in 0..<object.accessibilityElementCount() {
                if let child = object.accessibilityElement(at: index) as? UIResponder { visit(child, path + [object]) }
            }
        }
        visit(window, [])
        return paths
    }
}
