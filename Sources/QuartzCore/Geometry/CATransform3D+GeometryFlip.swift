import Foundation

extension CATransform3D {
    /// The vertical mirror of `bounds` onto itself, y ↦ minY + maxY − y: what a layer with `isGeometryFlipped`
    /// applies to its sublayers' coordinates.
    static func geometryFlip(within bounds: CGRect) -> CATransform3D {
        CATransform3DMakeScale(1, -1, 1).concatenating(CATransform3DMakeTranslation(0, bounds.minY + bounds.maxY, 0))
    }
}
