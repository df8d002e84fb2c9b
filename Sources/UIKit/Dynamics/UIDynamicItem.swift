import Foundation

/// Something UIKit Dynamics moves: it reads the item's center, bounds and rotation when the item joins, and sets its
/// `center` and `transform` (a rotation) after every step. `UIView` conforms.
///
/// Difference from Apple: class-bound rather than `NSObjectProtocol`, and `collisionBoundsType`/`collisionBoundingPath` are requirements with defaults (rectangle; the bounds) instead of `optional` ones.
@MainActor @preconcurrency
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}

/// The outline an item collides by.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The bounds rectangle, rotated with the item.
    case rectangle
    /// The ellipse inscribed in the bounds (a circle for a square item).
    case ellipse
    /// `collisionBoundingPath`: a convex, counter-clockwise path about the center.
    case path
}

extension UIView: UIDynamicItem {}
