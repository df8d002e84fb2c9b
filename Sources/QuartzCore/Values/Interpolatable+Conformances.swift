import Foundation

extension CGFloat: VectorInterpolatable {
    public var vectorComponents: [CGFloat] { [self] }
    public init(vectorComponents v: [CGFloat]) { self = v[0] }

    public static func animationValue(from any: Any) -> CGFloat? {
        switch any {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}

extension Double: VectorInterpolatable {
    public var vectorComponents: [CGFloat] { [CGFloat(self)] }
    public init(vectorComponents v: [CGFloat]) { self = Double(v[0]) }

    public static func animationValue(from any: Any) -> Double? {
        CGFloat.animationValue(from: any).map(Double.init)
    }
}

extension Float: VectorInterpolatable {
    public var vectorComponents: [CGFloat] { [CGFloat(self)] }
    public init(vectorComponents v: [CGFloat]) { self = Float(v[0]) }

    public static func animationValue(from any: Any) -> Float? {
        CGFloat.animationValue(from: any).map(Float.init)
    }
}

extension CGPoint: VectorInterpolatable {
    public var vectorComponents: [CGFloat] { [x, y] }
    public init(vectorComponents v: [CGFloat]) { self.init(x: v[0], y: v[1]) }

    public static func animationValue(from any: Any) -> CGPoint? {
        if let v = any as? CGPoint { return v }
        if let box = any as? NSValue, box.encoding == NSValue.BoxEncoding.point { return box.pointValue }
        return nil
    }
}

extension CGSize: VectorInterpolatable {
    public var vectorComponents: [CGFloat] { [width, height] }
    public init(vectorComponents v: [CGFloat]) { self.init(width: v[0], height: v[1]) }

    public static func animationValue(from any: Any) -> CGSize? {
        if let v = any as? CGSize { return v }
        if let box = any as? NSValue, box.encoding == NSValue.BoxEncoding.size { return box.sizeValue }
        return nil
    }
}

extension CGRect: VectorInterpolatable {
    public var vectorComponents: [CGFloat] { [origin.x, origin.y, size.width, size.height] }
    public init(vectorComponents v: [CGFloat]) { self.init(x: v[0], y: v[1], width: v[2], height: v[3]) }

    public static func animationValue(from any: Any) -> CGRect? {
        if let v = any as? CGRect { return v }
        if let box = any as? NSValue, box.encoding == NSValue.BoxEncoding.rect { return box.rectValue }
        return nil
    }
}

extension CGColor: VectorInterpolatable {
    public var vectorComponents: [CGFloat] { components ?? [0, 0, 0, 0] }
    public convenience init(vectorComponents v: [CGFloat]) { self.init(red: v[0], green: v[1], blue: v[2], alpha: v[3]) }

    public static func animationValue(from any: Any) -> Self? {
        any as? Self
    }
}

/// Transforms interpolate by decomposition (rigid rotations), add by concatenation, and spline their decomposed parts.
extension CATransform3D: Interpolatable {
    public func interpolate(to other: CATransform3D, amount: CGFloat) -> CATransform3D {
        guard let a = CATransform3DDecomposition(self), let b = CATransform3DDecomposition(other) else {
            return amount < 0.5 ? self : other
        }
        return a.interpolate(to: b, amount: Double(amount)).transform
    }

    public func adding(_ other: CATransform3D) -> CATransform3D {
        concatenating(other)
    }

    public func subtracting(_ other: CATransform3D) -> CATransform3D {
        concatenating(CATransform3DInvert(other))
    }

    public func distance(to other: CATransform3D) -> CGFloat {
        guard let a = CATransform3DDecomposition(self), let b = CATransform3DDecomposition(other) else { return 0 }
        return CGFloat(zip(a.vector, b.vector).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot())
    }

    public static func spline(_ p0: CATransform3D, _ p1: CATransform3D, _ p2: CATransform3D, _ p3: CATransform3D,
                              weights: CASplineWeights) -> CATransform3D {
        let parts = [p0, p1, p2, p3].compactMap(CATransform3DDecomposition.init)
        guard parts.count == 4 else { return p1.interpolate(to: p2, amount: weights.amount) }
        let v = (0..<parts[1].vector.count).map {
            Double(weights.value(CGFloat(parts[0].vector[$0]), CGFloat(parts[1].vector[$0]), CGFloat(parts[2].vector[$0]), CGFloat(parts[3].vector[$0])))
        }
        return CATransform3DDecomposition(vector: v).transform
    }

    public var isFiniteValue: Bool { isFinite }

    public static func animationValue(from any: Any) -> CATransform3D? {
        if let v = any as? CATransform3D { return v }
        if let box = any as? NSValue, box.encoding == NSValue.BoxEncoding.transform { return box.caTransform3DValue }
        return nil
    }
}
