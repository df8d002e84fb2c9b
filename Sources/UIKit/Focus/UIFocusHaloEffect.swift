import Foundation
import QuartzCore

/// A halo of a shape the app gives: the focus ring drawn in the tint colour around (or inside) a rectangle, a
/// rounded rectangle or a path, in the coordinates of the focused item or of `referenceView`.
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the halo's line lies against the shape.
    public enum Position: Int, Sendable {
        case automatic
        case outside
        case inside
    }

    /// The shape, in the focused item's coordinates (or `referenceView`'s).
    let shape: FocusHaloShape

    /// The view the halo is drawn in (it is clipped as that view's content); nil: above the focused item.
    weak open var containerView: UIView?
    /// The view whose coordinates the shape is in; nil: the focused item's.
    weak open var referenceView: UIView?
    /// Where the line lies against the shape.
    open var position: Position = .automatic

    init(shape: FocusHaloShape) {
        self.shape = shape
        super.init()
    }

    /// A halo around `rect`.
    public convenience init(rect: CGRect) {
        self.init(shape: .rect(rect, cornerRadius: 0, curve: .circular))
    }

    /// A halo around a rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        self.init(shape: .rect(rect, cornerRadius: cornerRadius, curve: curve))
    }

    /// A halo along a path.
    public convenience init(bezierPath: UIBezierPath) {
        self.init(shape: .path(bezierPath.cgPath))
    }

    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIFocusHaloEffect(shape: shape)
        copy.containerView = containerView
        copy.referenceView = referenceView
        copy.position = position
        return copy
    }
}

/// The shape a halo follows.
enum FocusHaloShape {
    case rect(CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve)
    case path(CGPath)
}
