import Foundation

/// Tab and Shift+Tab: the keys move to the next (previous) view that takes text in the window, in reading order
/// (top to bottom, then left to right), round the end to the start. A field reached by Tab selects its text.
@MainActor
enum FocusLoop {
    /// The views of `root` that Tab stops at, in reading order.
    static func stops(in root: UIView) -> [UIView] {
        var found: [(view: UIView, frame: CGRect, order: Int)] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            if takesTab(view) {
                found.append((view, view.convert(view.bounds, to: root), found.count))
                return
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found.sorted {
            let top0 = $0.frame.minY.rounded(), top1 = $1.frame.minY.rounded()
            if abs(top0 - top1) > 4 { return top0 < top1 }
            if $0.frame.minX != $1.frame.minX { return $0.frame.minX < $1.frame.minX }
            return $0.order < $1.order
        }.map(\.view)
    }

    private static func takesTab(_ view: UIView) -> Bool {
        if let field = view as? UITextField { return field.isEnabled }
        if let textView = view as? UITextView { return textView.isEditable || textView.isSelectable }
        return view is UIKeyInput && view.canBecomeFirstResponder
    }

    /// Moves the keys from `view` to the next stop (the previous, `backwards`); false when there is no other.
    @discardableResult
    static func moveFocus(from view: UIView, backwards: Bool) -> Bool {
        guard let window = view.window else { return false }
        let all = stops(in: window)
        guard !all.isEmpty else { return false }
        let index = all.firstIndex { $0 === view } ?? (backwards ? all.count : -1)
        for step in 1...all.count {
            let candidate = all[((index + (backwards ? -step : step)) % all.count + all.count) % all.count]
            if candidate === view { return false }
            if focus(candidate) { return true }
        }
        return false
    }

    /// Gives the keys to the first (last) stop of `window`, when no view has them.
    @discardableResult
    static func focusFirst(in window: UIWindow, backwards: Bool) -> Bool {
        let all = stops(in: window)
        for candidate in backwards ? all.reversed() : all where focus(candidate) { return true }
        return false
    }

    static func focus(_ view: UIView) -> Bool {
        guard view.becomeFirstResponder() else { return false }
        if let field = view as? UITextField { field.surface.editor.selectAll() }
        return true
    }
}
