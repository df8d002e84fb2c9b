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

    /// `transformForSublayers`, nil when it is the identity (the common case, which then costs nothing).
    var sublayerTransformIfAny: CATransform3D? {
        sublayerTransform == CATransform3DIdentity ? nil : transformForSublayers
    }
}
