import Foundation

/// The curve of rounded corners (iOS 17).
public enum UICornerCurve: Int, Sendable {
    case automatic, circular, continuous
}

/// A shape resolved against the frame it is used in (iOS 17): a rectangle, rounded or not, a capsule, a circle, a
/// fixed rectangle, or a path; a hover style's shape.
public struct UIShape {
    enum Kind {
        case rect(cornerRadius: CGFloat, maskedCorners: UIRectCorner)
        case capsule
        case circle
        case fixedRect(CGRect, cornerRadius: CGFloat, maskedCorners: UIRectCorner)
        case path(UIBezierPath)
    }

    let kind: Kind
    /// How far the shape is moved in from the frame on each side (negative: out).
    var insets = UIEdgeInsets.zero

    public static var rect: UIShape { UIShape(kind: .rect(cornerRadius: 0, maskedCorners: .allCorners)) }
    public static var capsule: UIShape { UIShape(kind: .capsule) }
    public static var circle: UIShape { UIShape(kind: .circle) }

    public static func rect(cornerRadius: CGFloat, cornerCurve: UICornerCurve = .automatic, maskedCorners: UIRectCorner = .allCorners) -> UIShape {
        UIShape(kind: .rect(cornerRadius: cornerRadius, maskedCorners: maskedCorners))
    }

    public static func fixedRect(_ rect: CGRect, cornerRadius: CGFloat = 0, cornerCurve: UICornerCurve = .automatic,
                                 maskedCorners: UIRectCorner = .allCorners) -> UIShape {
        UIShape(kind: .fixedRect(rect, cornerRadius: cornerRadius, maskedCorners: maskedCorners))
    }

    public static func path(_ path: UIBezierPath) -> UIShape { UIShape(kind: .path(path)) }

    /// The shape moved in from its frame by `insets`.
    public func inset(by insets: UIEdgeInsets) -> UIShape {
        var shape = self
        shape.insets = UIEdgeInsets(top: self.insets.top + insets.top, left: self.insets.left + insets.left,
                                    bottom: self.insets.bottom + insets.bottom, right: self.insets.right + insets.right)
        return shape
    }

    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> UIShape {
        inset(by: UIEdgeInsets(top: amount, left: amount, bottom: amount, right: amount))
    }

    /// The pointer shape the shape stands for in a view of `bounds`.
    func pointerShape(in bounds: CGRect) -> UIPointerShape {
        let frame = bounds.inset(by: insets)
        switch kind {
        case let .rect(radius, _): return .roundedRect(frame, radius: radius)
        case .capsule: return .roundedRect(frame, radius: min(frame.width, frame.height) / 2)
        case .circle:
            let side = min(frame.width, frame.height)
            return .roundedRect(CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side), radius: side / 2)
        case let .fixedRect(rect, radius, _): return .roundedRect(rect, radius: radius)
        case let .path(path): return .path(path)
        }
    }
}
