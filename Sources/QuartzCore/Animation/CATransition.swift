import Foundation

/// The key transitions are added under, as in Objective-C.
public let kCATransition = "transition"

/// A transition between a layer's old and new appearance, added under the key `kCATransition` ("transition"). The
/// model side keeps its timing and progress; the render side, which holds the old and new pictures, draws it.
/// Difference from Apple: the old picture is the layer as it shows when the transition is added (Apple's render
/// server takes the last committed one), so add it before changing the layer, as Apple's guide does.
@MainActor @preconcurrency
open class CATransition: CAAnimation {
    /// The key transitions are added under (Objective-C's `kCATransition`).
    public static let key = kCATransition

    /// How the new content comes in.
    open var type: CATransitionType = .fade
    /// The direction, for `moveIn`, `push` and `reveal`.
    open var subtype: CATransitionSubtype?
    /// The progress the transition starts at (0…1).
    open var startProgress: Float = 0 {
        didSet { startProgress = startProgress.isFinite ? min(max(startProgress, 0), 1) : 0 }
    }
    /// The progress the transition ends at (0…1).
    open var endProgress: Float = 1 {
        didSet { endProgress = endProgress.isFinite ? min(max(endProgress, 0), 1) : 1 }
    }

    /// The layer as it showed when the transition was added: what it turns from.
    var oldAppearance: RenderLayer?

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let other = other as? CATransition else { return }
        other.type = type
        other.subtype = subtype
        other.startProgress = startProgress
        other.endProgress = endProgress
        other.oldAppearance = oldAppearance
    }

    /// How far the transition has gone at `layerTime` (the layer's time): from `startProgress` to `endProgress` through
    /// the timing function; nil when it shows nothing (before it begins or after it ends, unless it fills).
    public func progress(atLayerTime layerTime: CFTimeInterval) -> Float? {
        snapshot.progress(atLayerTime: layerTime)
    }
}
