import Foundation

/// The per-frame flattening arithmetic, on SIMD rows (`TransformRows`), with the anchor and
/// position translations folded in without full multiplies: the display list runs it for every
/// layer every frame.
extension RenderLayer {
    /// `transformToSuperlayer` followed by the parent's `transformForSublayers` (nil when that is
    /// the identity), flattened into the parent's plane.
    func placement(underSublayerTransform parent: CATransform3D?) -> Homography {
        let anchor = anchorInBounds
        var rows = TransformRows(transform)
        // Anchor point to the origin first, then out to the position.
        rows.premultiplyTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        rows.postmultiplyTranslation(position.x, position.y, zPosition)
        if let parent { rows = rows.concatenating(TransformRows(parent)) }
        return rows.flattened
    }

    /// The placement as the translation it is for a layer with no transform (most layers), with
    /// no sublayer transform above: the same map `placement(underSublayerTransform: nil)` makes.
    /// Nil for any other layer, or a non-finite `anchorPointZ` (which makes that map non-finite).
    var placementShift: (x: Double, y: Double)? {
        guard anchorPointZ.isFinite, transform == CATransform3DIdentity else { return nil }
        let anchor = anchorInBounds
        return (Double(position.x) - Double(anchor.x), Double(position.y) - Double(anchor.y))
    }

    /// `transformForSublayers`, nil when it is the identity (the common case, which then costs nothing).
    var sublayerTransformIfAny: CATransform3D? {
        sublayerTransform == CATransform3DIdentity ? nil : transformForSublayers
    }
}
