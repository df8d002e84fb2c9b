import CPixman
import Foundation

extension RenderLayer {
    /// The layer whose composited alpha masks this layer and its sublayers (`CALayer.mask`),
    /// placed in this layer's bounds coordinates as a sublayer would be, without `sublayerTransform`.
    public var mask: RenderLayer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }

    /// Whether the layer is drawn as a group for an effect on its flattened subtree: a mask, or
    /// a shadow cast by the composited content.
    var drawsAsEffectGroup: Bool {
        !maskStorage.isEmpty || shadow?.followsContent == true
    }
}

extension RenderLayer {
    /// Whether the layer casts an outline shadow under sublayers it cuts to rounded corners, all
    /// landing on whole pixels: it is then drawn as one group (shadow, background and cut
    /// sublayers composited once, cached while it only moves) rather than three items blended
    /// every frame. Placed between pixels or turned, the group's bitmap would be filtered as a
    /// whole, softening the rim the three items draw filtered each on its own: they stay apart.
    /// (Through a pointer into the tree: a layer passed by value is copied, every layer every
    /// frame. Out of line, so the walk that asks it of every layer stays small enough to inline.)
    @inline(never)
    static func castsShadowOverRoundedClip(_ layer: UnsafePointer<RenderLayer>, through toTarget: Homography, scale: Double) -> Bool {
        guard layer.pointee.masksToBounds, layer.pointee.visual.cornerRadius > 0, !layer.pointee.sublayers.isEmpty,
              layer.pointee.shadow?.followsContent == false
        else { return false }
        return Homography.scale(x: 1 / scale, y: 1 / scale).concatenating(toTarget).transformClass == .integerTranslation
    }
}

extension ShadowDrawing {
    /// Whether the shadow is cast by the layer's composited alpha (its own drawing and its
    /// sublayers), as Core Animation's is without a `shadowPath`, rather than by `outline`.
    var followsContent: Bool { outline.isEmpty }
}

/// What is done to a group's bitmap once its members are drawn: the shadow of its alpha cast
/// under it, then everything multiplied by the mask's alpha (a mask cuts the shadow too, as on iOS).
struct GroupEffect: Equatable {
    /// The mask layer's items, placed in the group's own space at the raster scale.
    let mask: [DrawItem]?
    /// A shadow of the group's composited alpha.
    let shadow: ShadowDrawing?

    /// The effects of `layer` for its group drawn in its own space at `scale`, cut to `clip`
    /// there; nil when it has none.
    init?(of layer: RenderLayer, scale: Double, clip: DamageRect) {
        mask = layer.mask.map { DisplayList(root: $0, scale: CGFloat(scale), targetBounds: clip).items }
        shadow = layer.shadow.flatMap { $0.followsContent ? $0 : nil }
        guard mask != nil || shadow != nil else { return nil }
    }

    /// The group's pixels given its members' `extent`: widened by the shadow's reach, cut to
    /// what the mask covers (nothing when the mask draws nothing).
    func extent(of extent: DamageRect, scale: Double) -> DamageRect {
        var result = extent
        if let shadow {
            let reach = Int(pixelClamping: Double(shadow.reach) * scale, .up)
            result = DamageRect(x: result.x - reach, y: result.y - reach, width: result.width + 2 * reach, height: result.height + 2 * reach)
        }
        if let mask {
            guard let first = mask.first else { return DamageRect(x: 0, y: 0, width: 0, height: 0) }
            let covered = mask.dropFirst().reduce(DrawItem.paintBounds(first)) { $0.union(DrawItem.paintBounds($1)) }
            result = result.intersection(covered)
        }
        return result
    }
}

extension Compositor {
    /// Draws `items` (placed in a group's space) into `surface`, which holds the group's `extent`.
    func draw(_ items: [DrawItem], into surface: PixelSurface, at extent: DamageRect) {
        for item in items {
            let moved = item.offset(by: -extent.x, -extent.y)
            let clip = DrawItem.paintBounds(moved).intersection(surface.bounds)
            guard !clip.isEmpty else { continue }
            prepare(moved)?.draw(clips: [clip], into: surface, pixmanOnly: !isIncremental)
        }
    }

    /// A group's bitmap `surface` (its `extent`) with `effect` applied: the content shadow under
    /// it, then the mask's alpha multiplying every pixel.
    func applying(_ effect: GroupEffect, to surface: PixelSurface, extent: DamageRect) -> PixelSurface {
        var result = surface
        if let shadow = effect.shadow, let shadowed = ContentShadow.cast(shadow, under: surface, scale: Double(scale)) {
            result = shadowed
        }
        if let mask = effect.mask, let alpha = PixelSurface(width: extent.width, height: extent.height) {
            draw(mask, into: alpha, at: extent)
            // IN_REVERSE keeps the destination times the source's alpha.
            pixman_image_composite32(
                PIXMAN_OP_IN_REVERSE, alpha.image, nil, result.image, 0, 0, 0, 0, 0, 0, Int32(extent.width), Int32(extent.height))
            result.isKnownOpaque = false
        }
        return result
    }
}
