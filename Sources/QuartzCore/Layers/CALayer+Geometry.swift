import Foundation

/// Frame (declared `open` in the class body), coordinate conversion through full 3-D transforms (with perspective), hit testing.
extension CALayer {
    /// The bounds' box in the superlayer: derived from `bounds`, `position`, `anchorPoint` and `transform` (the
    /// bounding box of the transformed bounds). Setting it sets `position` and, for a transform without rotation or
    /// skew, `bounds.size` divided by the transform's scale; with a rotating transform the size is left alone.
    var geometryFrame: CGRect {
        get {
            let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                           CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
            let mapped = corners.compactMap { Self.map($0, through: toSuperlayer) }
            guard mapped.count == 4 else { return .null }
            let xs = mapped.map(\.x)
            let ys = mapped.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            guard newValue.isFiniteValue else {
                CADiagnostics.report("frame \(newValue) rejected on \(type(of: self))")
                return
            }
            let rect = newValue.standardized
            let t = transform
            let isAxisAligned = t.m12 == 0 && t.m21 == 0 && CATransform3DIsAffine(t) && t.m11 != 0 && t.m22 != 0
            if isAxisAligned {
                bounds.size = CGSize(width: rect.width / abs(t.m11), height: rect.height / abs(t.m22))
            }
            let current = frame
            guard !current.isNull else { return }
            position = CGPoint(x: position.x + rect.minX - current.minX, y: position.y + rect.minY - current.minY)
        }
    }

    /// The layer's transform as an affine transform (its 2-D part).
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the layer's transform from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The anchor point in the layer's own coordinates, with `anchorPointZ`.
    var anchorInBounds: (x: CGFloat, y: CGFloat, z: CGFloat) {
        (bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height, anchorPointZ)
    }

    /// The full 3-D map from this layer's coordinates to its superlayer's: the geometry flip when the layer has it,
    /// around the anchor point, `transform`, then `position`/`zPosition`, then the superlayer's `sublayerTransform`
    /// around the superlayer's anchor point. (`position` is in the superlayer's coordinates, flipped or not: the flip
    /// lies between a layer's coordinates and its superlayer's.)
    public var transformToSuperlayer: CATransform3D {
        let a = anchorInBounds
        var m = CATransform3DMakeTranslation(-a.x, -a.y, -a.z)
            .concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if isGeometryFlipped {
            m = CATransform3D.geometryFlip(within: bounds).concatenating(m)
        }
        if let parent = superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let p = parent.anchorInBounds
            m = m.concatenating(CATransform3DMakeTranslation(-p.x, -p.y, -p.z))
                .concatenating(parent.sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(p.x, p.y, p.z))
        }
        return m
    }

    /// How many layers from this one up to the root have `isGeometryFlipped`.
    var geometryFlipCount: Int {
        var count = 0
        var current: CALayer? = self
        while let layer = current {
            if layer.isGeometryFlipped { count += 1 }
            current = layer.superlayer
        }
        return count
    }

    /// The flattened map from this layer's plane to its superlayer's plane (the render side's `Homography`).
    var toSuperlayer: Homography {
        Homography(flattening: transformToSuperlayer)
    }

    /// The flattened map from this layer's plane to the root layer's plane.
    var toRoot: Homography {
        var map = Homography.identity
        var current: CALayer? = self
        while let layer = current, layer.superlayer != nil {
            map = map.concatenating(layer.toSuperlayer)
            current = layer.superlayer
        }
        return map
    }

    /// `point`, given in `layer`'s coordinates (the root's when nil), in this layer's; a point this layer's plane
    /// cannot show (seen edge-on) converts to infinity.
    func pointConverted(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let rootPoint = layer.map { Self.map(point, through: $0.toRoot) } ?? point
        guard let rootPoint, let back = toRoot.inverted(), let result = Self.map(rootPoint, through: back) else {
            return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        }
        return result
    }

    /// `point`, given in this layer's coordinates, in `layer`'s (the root's when nil).
    func pointConverted(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else {
            return Self.map(point, through: toRoot) ?? CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        }
        return layer.pointConverted(point, from: self)
    }

    /// The bounding box of `rect`'s corners converted from `layer`.
    func rectConverted(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        Self.boundingBox(of: rect) { self.pointConverted($0, from: layer) }
    }

    /// The bounding box of `rect`'s corners converted to `layer`.
    func rectConverted(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        Self.boundingBox(of: rect) { self.pointConverted($0, to: layer) }
    }

    /// `point` through `map`, or nil when it lands at or behind the eye.
    static func map(_ point: CGPoint, through map: Homography) -> CGPoint? {
        map.apply(Double(point.x), Double(point.y)).map { CGPoint(x: $0.x, y: $0.y) }
    }

    private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(map)
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .null }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The hit test behind `hitTest(_:)`.
    func hitTestTree(_ point: CGPoint) -> CALayer? {
        guard !isHidden, let inverse = toSuperlayer.inverted(), let local = Self.map(point, through: inverse) else { return nil }
        if masksToBounds, !contains(local) { return nil }
        let children = isPresentationCopy ? (sublayers ?? []) : sublayerStorage
        let front = children.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset
        }
        for (_, sublayer) in front {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
