import Foundation

extension UITableView {
    /// How inserted, deleted and reloaded rows come and go while the other rows slide to their new places.
    public enum RowAnimation: Int, Sendable {
        /// The row fades in or out.
        case fade = 0
        /// The row slides in from the right, or out toward it.
        case right = 1
        /// The row slides in from the left, or out toward it.
        case left = 2
        /// The row slides in from above its place, or out upward, behind the row above.
        case top = 3
        /// The row slides in from below its place, or out downward, behind the row below.
        case bottom = 4
        /// No animation of its own: the row appears or goes at once while the others slide.
        case none = 5
        /// The row grows from, or shrinks to, the middle of its place.
        case middle = 6
        /// The table chooses (a fade, as UIKit does for most changes).
        case automatic = 100
    }

    /// How long a batch of row changes animates, and on which curve (UIKit's table updates take about a third of a
    /// second, easing in and out).
    static let rowAnimationDuration: TimeInterval = 0.3

    /// The frame and alpha a row coming in with `animation` starts from (and one going out ends at), for the place
    /// `rect` it takes (or leaves).
    static func offstage(_ rect: CGRect, _ animation: RowAnimation) -> (frame: CGRect, alpha: CGFloat) {
        switch animation {
        case .fade, .automatic: return (rect, 0)
        case .right: return (rect.offsetBy(dx: rect.width, dy: 0), 1)
        case .left: return (rect.offsetBy(dx: -rect.width, dy: 0), 1)
        case .top: return (rect.offsetBy(dx: 0, dy: -rect.height), 1)
        case .bottom: return (rect.offsetBy(dx: 0, dy: rect.height), 1)
        case .middle: return (CGRect(x: rect.minX, y: rect.midY, width: rect.width, height: 0), 1)
        case .none: return (rect, 1)
        }
    }
}
