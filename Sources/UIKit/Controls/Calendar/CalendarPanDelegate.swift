import Foundation

/// Lets a calendar view's pan begin only on a mostly horizontal drag, so that a vertical one scrolls the scroll view
/// or moves the sheet the calendar sits in.
@MainActor
final class CalendarPanDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let translation = pan.translation(in: nil)
        return abs(translation.x) > abs(translation.y)
    }
}
