import Foundation

/// A layer as the render side draws it at one instant: presentation values captured into a
/// `Sendable` value, so the tree can cross to a render thread (DESIGN.md, "How a frame happens").
public struct RenderLayer: Sendable {
    /// Stable across frames: damage and bitmap caches are keyed by it.
    public var id: UInt64
    public var bounds: CGRect
    public var position: CGPoint
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var anchorPointZ: CGFloat = 0
    public var zPosition: CGFloat = 0
    public var transform = CATransform3DIdentity
    public var sublayerTransform = CATransform3DIdentity
    /// Whether the sublayers are placed flipped vertically within the bounds (`CALayer.isGeometryFlipped`).
    public var isGeometryFlipped = false
    public var opacity: Float = 1
    public var isHidden = false
    public var masksToBounds = false
    public var isDoubleSided = true
    /// Whether the layer and its sublayers are drawn as one cached bitmap (`CALayer.shouldRasterize`).
    public var shouldRasterize = false
    /// The cached bitmap's pixels per point of the layer's space when it rasterizes (`CALayer.rasterizationScale`).
    public var rasterizationScale: CGFloat = 1
    /// Whether the sublayers are placed in one 3-D space with this layer's transform and the layer draws nothing
    /// itself (`CATransformLayer`).
    public var preservesSublayerDepth = false
    /// What the layer draws of its own, under its sublayers.
    public var visual = RenderVisual()
    /// The layer's shadow, drawn under it.
    public var shadow: ShadowDrawing?
    public var sublayers: [RenderLayer] = []
    /// Holds `mask` (MaskComposition.swift): a struct cannot store an optional of itself.
    var maskStorage: [RenderLayer] = []

    public init(id: UInt64, bounds: CGRect, position: CGPoint) {
        self.id = id
        self.bounds = bounds
        self.position = position
    }

    /// A layer placed by its frame (anchor point in the middle, no transform).
    public init(id: UInt64, frame: CGRect) {
        self.init(id: id, bounds: CGRect(origin: .zero, size: frame.size), position: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The map from this layer's bounds coordinates to its superlayer's, before flattening:
    /// move the anchor point to the origin, apply `transform`, move to `position`.
    public var transformToSuperlayer: CATransform3D {
        let anchor = anchorInBounds
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        let toPosition = CATransform3DMakeTranslation(position.x, position.y, zPosition)
        return toAnchor.concatenating(transform).concatenating(toPosition)
    }

    /// The map applied to sublayers' coordinates: the geometry flip, then `sublayerTransform` about the anchor point.
    public var transformForSublayers: CATransform3D {
        let flip = isGeometryFlipped ? CATransform3D.geometryFlip(within: bounds) : CATransform3DIdentity
        if sublayerTransform == CATransform3DIdentity { return flip }
        let anchor = anchorInBounds
        return flip.concatenating(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ))
            .concatenating(sublayerTransform)
            .concatenating(CATransform3DMakeTranslation(anchor.x, anchor.y, anchorPointZ))
    }

    /// The anchor point in bounds coordinates.
    public var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }
}

/// A layer's own drawing — background, contents, border — whose pixels are cached between
/// frames: equal visuals draw equal bitmaps, so a change of transform, position or opacity
/// never redraws them.
public struct RenderVisual: Hashable, Sendable {
    public var backgroundColor: PremultipliedColor?
    public var cornerRadius: CGFloat = 0
    /// Whether the corners take the continuous curve (`CALayer.cornerCurve`) rather than circular arcs.
    public var hasContinuousCorners = false
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public var borderWidth: CGFloat = 0
    public var borderColor: PremultipliedColor?
    /// The image drawn in the bounds, if any.
    public var contents: RenderBitmap?
    public var contentsGravity: CALayerContentsGravity = .resize
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsScale: CGFloat = 1
    /// Whether the layer promises to cover its bounds with opaque pixels.
    public var isOpaque = false
    /// Whether the contents are cut to the rounded corners (the layer's `masksToBounds`).
    public var masksContents = false
    /// What a shape or gradient layer draws over its background.
    public var drawing: LayerDrawing?
    /// The color the contents' pixels are multiplied by (a replicator instance's color); nil leaves them as they are.
    public var contentsTint: PremultipliedColor?
    /// An emitter's live particles, drawn straight into the target (the visual then draws nothing else).
    public var particles: ParticleBatch?
    /// What lies behind the layer, blurred (`CABackdropLayer`): drawn by the compositor in place of it.
    public var backdrop: BackdropBlur?

    public init() {}

    /// Whether the layer draws nothing of its own.
    public var isEmpty: Bool {
        (backgroundColor == nil || backgroundColor!.alpha == 0) && contents == nil && drawing == nil && particles == nil && backdrop == nil
            && (borderWidth <= 0 || borderColor == nil || borderColor!.alpha == 0)
    }
}

/// An immutable bitmap a layer shows (its contents), compared by the pixels it shows: two
/// bitmaps over the same memory are equal, so a snapshot made each frame of the same image
/// does not count as a change.
public final class RenderBitmap: Hashable, @unchecked Sendable {
    public let surface: PixelSurface
    /// Whether every pixel is opaque, so what is under it needs no drawing.
    public let isOpaque: Bool
    /// What keeps borrowed pixel memory alive (the image the surface looks into).
    private let owner: AnyObject?

    public init(surface: PixelSurface, isOpaque: Bool = false, owner: AnyObject? = nil) {
        self.surface = surface
        self.isOpaque = isOpaque
        self.owner = owner
    }

    public static func == (lhs: RenderBitmap, rhs: RenderBitmap) -> Bool {
        lhs === rhs || (lhs.surface.pixels == rhs.surface.pixels && lhs.surface.width == rhs.surface.width
            && lhs.surface.height == rhs.surface.height && lhs.surface.stride == rhs.surface.stride)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(surface.pixels) }
}

