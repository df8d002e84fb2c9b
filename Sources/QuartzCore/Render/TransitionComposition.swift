import Foundation

/// A running `CATransition` drawn: the layer's old appearance, captured when the transition was
/// added, and its new one share the layer's bounds, faded or slid by the transition's progress.
extension TransitionSnapshot {
    /// Turns `layer` (the new appearance) into the transition at `progress` (0…1): its own drawing
    /// and sublayers move into a "new" layer, the captured old ones into an "old" layer above or
    /// below it, and the layer clips them to its bounds while they slide.
    func compose(_ layer: inout RenderLayer, progress: CGFloat) {
        guard var old = oldAppearance else { return }
        old.renumber(forInstance: -1)
        let size = layer.bounds.size
        var incoming = RenderLayer.transitionPart(of: layer, id: RenderLayer.instanceID(layer.id, instance: -2))
        var outgoing = RenderLayer.transitionPart(of: old, id: old.id)
        outgoing.position = incoming.position
        let (dx, dy) = direction
        var newOnTop = true
        switch type {
        case .moveIn:
            incoming.position.x += dx * size.width * (1 - progress)
            incoming.position.y += dy * size.height * (1 - progress)
        case .push:
            incoming.position.x += dx * size.width * (1 - progress)
            incoming.position.y += dy * size.height * (1 - progress)
            outgoing.position.x -= dx * size.width * progress
            outgoing.position.y -= dy * size.height * progress
        case .reveal:
            outgoing.position.x -= dx * size.width * progress
            outgoing.position.y -= dy * size.height * progress
            newOnTop = false
        default:
            // Fade: the old look fades out over the new one, an exact cross-fade over opaque content.
            outgoing.opacity *= Float(1 - progress)
            newOnTop = false
        }
        // The layer draws nothing of its own now, but keeps its corners for a rounded clip.
        var clipOnly = RenderVisual()
        clipOnly.cornerRadius = layer.visual.cornerRadius
        clipOnly.maskedCorners = layer.visual.maskedCorners
        clipOnly.hasContinuousCorners = layer.visual.hasContinuousCorners
        layer.visual = clipOnly
        layer.sublayers = newOnTop ? [outgoing, incoming] : [incoming, outgoing]
        layer.sublayerTransform = CATransform3DIdentity
        layer.isGeometryFlipped = false
        layer.masksToBounds = layer.masksToBounds || type != .fade
        // The transition shows the change of `isHidden` too: each side keeps its own.
        layer.isHidden = false
    }

    /// The unit offset the new content comes from (`fromRight`, the default: from +x).
    private var direction: (CGFloat, CGFloat) {
        switch subtype {
        case .fromLeft?: (-1, 0)
        case .fromTop?: (0, -1)
        case .fromBottom?: (0, 1)
        default: (1, 0)
        }
    }
}

extension RenderLayer {
    /// What `layer` draws inside its bounds — its drawing and sublayers — as a layer filling them.
    static func transitionPart(of layer: RenderLayer, id: UInt64) -> RenderLayer {
        var part = RenderLayer(id: id, bounds: CGRect(origin: .zero, size: layer.bounds.size),
                               position: CGPoint(x: layer.bounds.midX, y: layer.bounds.midY))
        part.bounds.origin = layer.bounds.origin
        part.visual = layer.visual
        part.sublayers = layer.sublayers
        part.sublayerTransform = layer.sublayerTransform
        part.isGeometryFlipped = layer.isGeometryFlipped
        part.masksToBounds = layer.masksToBounds
        part.isHidden = layer.isHidden
        return part
    }
}
