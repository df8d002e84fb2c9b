import Foundation

/// Focus keeps what it reaches on screen: the scroll view holding a newly focused item scrolls just enough to show
/// it, and an arrow with nothing that way on screen scrolls the content on by the focused item's size, so the
/// cells laid out there can be reached, as iPadOS scrolls lists and grids under focus.
@MainActor
enum FocusScrolling {
    /// Scrolls the nearest scroll view around `view` to show it whole (at once, so the halo lands on it).
    static func reveal(_ view: UIView) {
        guard let scroller = enclosingScrollView(of: view) else { return }
        scroller.scrollRectToVisible(view.convert(view.bounds, to: scroller), animated: false)
    }

    /// Scrolls the nearest scroll view around `view` one item's size further in `heading` and lays it out; false
    /// when it cannot scroll that way.
    static func scrollOn(from view: UIView, heading: UIFocusHeading) -> Bool {
        guard let scroller = enclosingScrollView(of: view) else { return false }
        let frame = view.convert(view.bounds, to: scroller)
        let step: CGRect
        switch heading {
        case .down: step = frame.offsetBy(dx: 0, dy: frame.height)
        case .up: step = frame.offsetBy(dx: 0, dy: -frame.height)
        case .right: step = frame.offsetBy(dx: frame.width, dy: 0)
        case .left: step = frame.offsetBy(dx: -frame.width, dy: 0)
        default: return false
        }
        let before = scroller.contentOffset
        scroller.scrollRectToVisible(step, animated: false)
        guard scroller.contentOffset != before else { return false }
        scroller.layoutIfNeeded()
        return true
    }

    private static func enclosingScrollView(of view: UIView) -> UIScrollView? {
        var current = view.superview
        while let candidate = current {
            if let scroller = candidate as? UIScrollView { return scroller }
            current = candidate.superview
        }
        return nil
    }
}
