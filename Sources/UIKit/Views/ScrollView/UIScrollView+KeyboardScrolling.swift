import Foundation

/// Keyboard scrolling: with the scroll view in the responder chain (or the content scroll view of the controller the
/// keys reach), the arrows scroll by a line, Page Up and Page Down (Space, Shift-Space) by a page, Home and End (or
/// Command with an arrow) to an end, animated, as a hardware keyboard scrolls on iPadOS.
extension UIScrollView {
    /// How far an arrow key scrolls.
    static let keyboardLineStep: CGFloat = 40

    /// Scrolls for `press` when it is a scrolling key and keyboard scrolling is allowed; whether it did.
    func scrollByKeyboard(_ press: UIPress) -> Bool {
        guard allowsKeyboardScrolling, isScrollEnabled, let key = press.key, let target = keyboardTarget(for: key) else { return false }
        let offset = clamped(target)
        guard offset != contentOffset else { return true }
        setContentOffset(offset, animated: true)
        return true
    }

    /// The offset a scrolling key asks for (unclamped), nil for other keys or an axis that does not scroll.
    private func keyboardTarget(for key: UIKey) -> CGPoint? {
        let inset = adjustedContentInset
        let page = max(bounds.height - inset.top - inset.bottom - UIScrollView.keyboardLineStep, UIScrollView.keyboardLineStep)
        let toEnd = key.modifierFlags.contains(.command)
        let range = offsetRange
        var offset = contentOffset
        switch key.keysymName {
        case "Up", "KP_Up":
            guard scrollsVertically else { return nil }
            offset.y = toEnd ? range.min.y : offset.y - UIScrollView.keyboardLineStep
        case "Down", "KP_Down":
            guard scrollsVertically else { return nil }
            offset.y = toEnd ? range.max.y : offset.y + UIScrollView.keyboardLineStep
        case "Left", "KP_Left":
            guard scrollsHorizontally else { return nil }
            offset.x = toEnd ? range.min.x : offset.x - UIScrollView.keyboardLineStep
        case "Right", "KP_Right":
            guard scrollsHorizontally else { return nil }
            offset.x = toEnd ? range.max.x : offset.x + UIScrollView.keyboardLineStep
        case "Prior", "Page_Up", "KP_Prior":
            guard scrollsVertically else { return nil }
            offset.y -= page
        case "Next", "Page_Down", "KP_Next":
            guard scrollsVertically else { return nil }
            offset.y += page
        case "space":
            guard scrollsVertically else { return nil }
            offset.y += key.modifierFlags.contains(.shift) ? -page : page
        case "Home", "KP_Home":
            guard scrollsVertically else { return nil }
            offset.y = range.min.y
        case "End", "KP_End":
            guard scrollsVertically else { return nil }
            offset.y = range.max.y
        default:
            return nil
        }
        return offset
    }

    /// The presses that are not scrolling keys this scroll view took.
    func pressesLeftAfterKeyboardScrolling(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { !scrollByKeyboard($0) }
    }
}

extension UIWindow {
    /// The scroll view that scrolling keys no responder took scroll: the top controller's content scroll view, when
    /// it is on screen in this window.
    func keyboardScrollView() -> UIScrollView? {
        guard let controller = keyInputResponder as? UIViewController,
              let scrollView = controller.contentScrollView(for: .top) ?? controller.contentScrollView(for: .bottom),
              scrollView.window === self, !scrollView.isHidden else { return nil }
        return scrollView
    }
}
