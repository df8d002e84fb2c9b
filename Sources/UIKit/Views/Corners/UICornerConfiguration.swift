import Foundation

/// How a view's corners are rounded (iOS 26): a radius per corner, corners that share the largest of their
/// radii, or a capsule that follows the view's size. A view applies it through `cornerConfiguration`.
public struct UICornerConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The shape the configuration describes.
    enum Shape: Hashable, Sendable {
        /// Each corner's radius (top left, top right, bottom left, bottom right; nil is square), and the groups of
        /// corners that all take the largest radius any of them resolves to.
        case corners([UICornerRadius?], uniform: [UIRectCorner.RawValue])
        /// Half the shorter side, at most `maximum`.
        case capsule(maximum: Double?)
    }

    let shape: Shape

    /// The order corners are kept in.
    static let order: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    private init(_ radii: [UICornerRadius?], uniform: [UIRectCorner] = []) {
        shape = .corners(radii, uniform: uniform.map(\.rawValue))
    }

    private init(capsule maximum: Double?) {
        shape = .capsule(maximum: maximum)
    }

    /// `radius` on every corner, each resolved on its own (a concentric radius may differ per corner).
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration([radius, radius, radius, radius])
    }

    /// A radius for each corner; nil leaves it square.
    public static func corners(topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?,
                               bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?) -> UICornerConfiguration {
        UICornerConfiguration([topLeftRadius, topRightRadius, bottomLeftRadius, bottomRightRadius])
    }

    /// Half the view's shorter side, at most `maximumRadius`.
    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
        UICornerConfiguration(capsule: maximumRadius)
    }

    /// `radius` on every corner, all at the largest any corner resolves to.
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration([radius, radius, radius, radius], uniform: [.allCorners])
    }

    /// `topRadius` on both top corners and `bottomRadius` on both bottom ones, each pair at its largest.
    public static func uniformEdges(topRadius: UICornerRadius, bottomRadius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration([topRadius, topRadius, bottomRadius, bottomRadius], uniform: [[.topLeft, .topRight], [.bottomLeft, .bottomRight]])
    }

    /// `leftRadius` on both left corners and `rightRadius` on both right ones, each pair at its largest.
    public static func uniformEdges(leftRadius: UICornerRadius, rightRadius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration([leftRadius, rightRadius, leftRadius, rightRadius], uniform: [[.topLeft, .bottomLeft], [.topRight, .bottomRight]])
    }

    /// `topRadius` on both top corners (at their largest), the bottom ones each their own.
    public static func uniformTopRadius(_ topRadius: UICornerRadius, bottomLeftRadius: UICornerRadius? = nil,
                                        bottomRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        UICornerConfiguration([topRadius, topRadius, bottomLeftRadius, bottomRightRadius], uniform: [[.topLeft, .topRight]])
    }

    /// `bottomRadius` on both bottom corners (at their largest), the top ones each their own.
    public static func uniformBottomRadius(_ bottomRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil,
                                           topRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        UICornerConfiguration([topLeftRadius, topRightRadius, bottomRadius, bottomRadius], uniform: [[.bottomLeft, .bottomRight]])
    }

    /// `leftRadius` on both left corners (at their largest), the right ones each their own.
    public static func uniformLeftRadius(_ leftRadius: UICornerRadius, topRightRadius: UICornerRadius? = nil,
                                         bottomRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        UICornerConfiguration([leftRadius, topRightRadius, leftRadius, bottomRightRadius], uniform: [[.topLeft, .bottomLeft]])
    }

    /// `rightRadius` on both right corners (at their largest), the left ones each their own.
    public static func uniformRightRadius(_ rightRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil,
                                          bottomLeftRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        UICornerConfiguration([topLeftRadius, rightRadius, bottomLeftRadius, rightRadius], uniform: [[.topRight, .bottomRight]])
    }

    public var description: String {
        switch shape {
        case .capsule(let maximum): "capsule(maximumRadius: \(maximum.map { "\($0)" } ?? "nil"))"
        case .corners(let radii, _):
            "corners(" + zip(["topLeft", "topRight", "bottomLeft", "bottomRight"], radii)
                .map { "\($0): \($1.map(\.description) ?? "nil")" }.joined(separator: ", ") + ")"
        }
    }
}
