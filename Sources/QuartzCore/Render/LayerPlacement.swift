import Foundation

/// The per-frame flattening arithmetic, on SIMD rows (`TransformRows`), with the anchor and
/// position translations folded in without full multiplies: the display list runs it for every
/// layer every frame.
extension RenderLayer {
    /// `transformToSuperlayer` followed by the parent's `transformForSublayers` (nil when that is
    /// the identity), flattened into the parent's plane.
    func placement(underSublayerTransform parent: CATransform3D?) -> Homography {
        placementRows(underSublayerTransform: parent).flattened
    }

    /// The same map in 3-D, before flattening: what a transform layer's sublayers are placed by.
    func placementRows(underSublayerTransform parent: CATransform3D?) -> TransformRows {
        let anchor = anchorInBounds
        var rows = TransformRows(transform)
        // Anchor point to the origin first, then out to the position.
        rows.premultiplyTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        rows.postmultiplyTranslation(position.x, position.y, zPosition)
        if let parent { rows = rows.concatenating(TransformRows(parent)) }
        return rows
    }

    /// The placement of the layer at `layer` as the translation it is for a layer with no
    /// transform (most layers), with no sublayer transform above: the same map
    /// `placement(underSublayerTransform: nil)` makes. Nil for any other layer, or a non-finite
    /// `anchorPointZ` (which makes that map non-finite). Read in place: copying the transform out
    /// to compare it costs more than the rest.
    static func placementShift(of layer: UnsafePointer<RenderLayer>) -> (x: Double, y: Double)? {
        guard layer.pointee.anchorPointZ.isFinite, hasIdentityTransform(layer) else { return nil }
        let anchor = layer.pointee.anchorInBounds, position = layer.pointee.position
        return (Double(position.x) - Double(anchor.x), Double(position.y) - Double(anchor.y))
    }

    /// Whether the layer at `layer` has the identity transform, entry by entry (the synthesized
    /// `==` is a call on copies of both transforms).
    private static func hasIdentityTransform(_ layer: UnsafePointer<RenderLayer>) -> Bool {
        let (r1, r2) = ((layer.pointee.transform.m11, layer.pointee.transform.m12, layer.pointee.transform.m13, layer.pointee.transform.m14),
                        (layer.pointee.transform.m21, layer.pointee.transform.m22, layer.pointee.transform.m23, layer.pointee.transform.m24))
        let (r3, r4) = ((layer.pointee.transform.m31, layer.pointee.transform.m32, layer.pointee.transform.m33, layer.pointee.transform.m34),
                        (layer.pointee.transform.m41, layer.pointee.transform.m42, layer.pointee.transform.m43, layer.pointee.transform.m44))
        return r1 == (1, 0, 0, 0) && r2 == (0, 1, 0, 0) && r3 == (0, 0, 1, 0) && r4 == (0, 0, 0, 1)
    }

    /// `transformForSublayers`, nil when it is the identity (the common case, which then costs nothing).
    var sublayerTransformIfAny: CATransform3D? {
        sublayerTransform == CATransform3DIdentity && !isGeometryFlipped ? nil : transformForSublayers
    }
}
