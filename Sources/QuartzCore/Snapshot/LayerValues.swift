import Foundation

/// A layer's model values as the render side sees them: everything that decides its pixels, copied at commit into
/// a `Sendable` value that animations are evaluated on, so the render side never reads a layer object.
public struct LayerValues: Sendable {
    public var bounds = CGRect.zero
    public var position = CGPoint.zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var anchorPointZ: CGFloat = 0
    public var zPosition: CGFloat = 0
    public var transform = CATransform3DIdentity
    public var sublayerTransform = CATransform3DIdentity
    public var opacity: Float = 1
    public var isHidden = false
    public var masksToBounds = false
    public var isDoubleSided = true
    public var cornerRadius: CGFloat = 0
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var backgroundColor: CGColor?
    public var shadowColor: CGColor?
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize.zero
    public var shadowRadius: CGFloat = 0
    /// `shadowPath`'s elements (a `CGPath` is not `Sendable`).
    public var shadowPath: [CGPath.Element]?
    public var contents: CGImage?
    public var contentsGravity: CALayerContentsGravity = .resize
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsScale: CGFloat = 1
    public var isOpaque = false
    /// A shape layer's own values.
    public var shape: ShapeValues?
    /// A gradient layer's own values.
    public var gradient: GradientValues?
    /// A replicator layer's own values.
    public var replicator: ReplicatorValues?

    public init() {}
}

/// `CAShapeLayer`'s values.
public struct ShapeValues: Sendable {
    public var path: CAPathValue?
    public var fillColor: CGColor?
    public var fillRule: CAShapeLayerFillRule = .nonZero
    public var strokeColor: CGColor?
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1
    public var lineWidth: CGFloat = 1
    public var miterLimit: CGFloat = 10
    public var lineCap: CAShapeLayerLineCap = .butt
    public var lineJoin: CAShapeLayerLineJoin = .miter
    public var lineDashPhase: CGFloat = 0
    public var lineDashPattern: [CGFloat]?
}

/// `CAGradientLayer`'s values.
public struct GradientValues: Sendable {
    public var colors: CAValueList<CGColor>?
    public var locations: CAValueList<CGFloat>?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    public var type: CAGradientLayerType = .axial
}

/// `CAReplicatorLayer`'s values.
public struct ReplicatorValues: Sendable {
    public var instanceCount = 1
    public var instanceDelay: CFTimeInterval = 0
    public var instanceTransform = CATransform3DIdentity
    public var instanceColor: CGColor?
    public var instanceRedOffset: Float = 0
    public var instanceGreenOffset: Float = 0
    public var instanceBlueOffset: Float = 0
    public var instanceAlphaOffset: Float = 0

    /// The multiplying colour of instance `index` (straight RGBA): `instanceColor` plus `index` times the offsets,
    /// each component kept in 0…1.
    public func instanceColorComponents(at index: Int) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        let base = (instanceColor ?? CGColor.white).components ?? [1, 1, 1, 1]
        let step = Float(index)
        func component(_ value: CGFloat, _ offset: Float) -> Float {
            let sum = Float(value) + step * offset
            return sum.isNaN ? 0 : min(max(sum, 0), 1)
        }
        return (component(base[0], instanceRedOffset), component(base[1], instanceGreenOffset),
                component(base[2], instanceBlueOffset), component(base.count > 3 ? base[3] : 1, instanceAlphaOffset))
    }
}
