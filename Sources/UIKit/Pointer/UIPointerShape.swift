import Foundation

/// The shape the pointer takes over a region: a path or rounded rectangle it morphs into, or a text beam.
///
/// Difference from Apple: the desktop's cursor cannot morph, so a shape picks a cursor from the cursor theme: a
/// vertical beam the text cursor, a horizontal beam the vertical-text cursor, a path or rounded rectangle the hand.
public enum UIPointerShape {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    /// The corner radius a rounded rectangle gets unless it says another.
    public static let defaultCornerRadius: CGFloat = 8

    /// The cursor theme's name for the cursor that stands for the shape.
    var cursorName: String {
        switch self {
        case .path, .roundedRect: "pointer"
        case .verticalBeam: "text"
        case .horizontalBeam: "vertical-text"
        }
    }
}
