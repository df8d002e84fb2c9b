import Foundation

/// How the view under the pointer changes while the pointer is in its region, each on a preview of the view.
public enum UIPointerEffect {
    /// The effect that suits the preview's view: a lift for a view with a background of its own, else a highlight.
    case automatic(UITargetedPreview)
    /// A tinted platter slides in behind the view.
    case highlight(UITargetedPreview)
    /// The view grows and casts a shadow.
    case lift(UITargetedPreview)
    /// The view is tinted, and perhaps scaled and shadowed, while the pointer keeps its shape.
    case hover(UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    /// Where a hover effect's tint goes.
    public enum TintMode: Int, Sendable {
        case none, overlay, underlay
    }

    /// The preview the effect acts on.
    public var preview: UITargetedPreview {
        switch self {
        case let .automatic(preview), let .highlight(preview), let .lift(preview), let .hover(preview, _, _, _): preview
        }
    }
}
