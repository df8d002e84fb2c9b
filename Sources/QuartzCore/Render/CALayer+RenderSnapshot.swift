import Foundation

/// The bridge from the model side to the render side: the committed tree as `Sendable` values, and the
/// presentation tree as `RenderLayer` values.
extension CALayer {
    /// This layer's tree as it shows at the current media time (every running animation applied),
    /// captured as values the render side can own.
    public func renderSnapshot() -> RenderLayer {
        treeSnapshot().renderLayer(at: CACurrentMediaTime())
    }

    /// This layer's tree as the render side receives it at commit: model values, timing and animations, which it
    /// evaluates at any time itself. Content drawn from animated custom properties (`needsDisplay(forKey:)`) is
    /// drawn now, on the main thread, from the presentation values.
    public func treeSnapshot() -> LayerTreeSnapshot {
        LayerTreeSnapshot(ancestorTiming: ancestry.dropLast().map(\.timingValues), root: layerSnapshot())
    }

    /// This layer and its sublayers as values; `host` is the layer a mask masks, whose time the mask runs in.
    func layerSnapshot(host: CALayer? = nil) -> LayerSnapshot {
        var values = renderValues
        let drawsAnimatedContent = needsDisplayForRunningAnimations
        if drawsAnimatedContent, let presented = host.map({ presentation(under: $0.presentation()) }) ?? presentation() {
            // A custom property that needs display animates: draw the presentation values.
            presented.display()
            values.contents = presented.contents as? CGImage ?? values.contents
        }
        let layerClass = type(of: self)
        var animations: [any LayerAnimationSnapshot] = []
        var transitions: [TransitionSnapshot] = []
        for entry in animationEntries {
            if let transition = entry.animation as? CATransition {
                transitions.append(transition.snapshot)
            } else if let animation = entry.animation.renderSnapshot(on: layerClass) {
                animations.append(animation)
            }
        }
        // A tiled layer's tiles go under its sublayers.
        let tiles = (self as? CATiledLayer)?.tileSnapshots() ?? []
        let sublayers = tiles + (sublayers ?? []).map { $0.layerSnapshot() }
        let mask = mask.map { [$0.layerSnapshot(host: self)] } ?? []
        var snapshot = LayerSnapshot(
            id: renderID, values: values, timing: timingValues, animations: animations, transitions: transitions,
            sublayers: sublayers, maskStorage: mask,
            drawsAnimatedContent: drawsAnimatedContent || sublayers.contains(where: \.drawsAnimatedContent)
                || mask.contains(where: \.drawsAnimatedContent))
        snapshot.prepareStillParts()
        return snapshot
    }

    /// The model values the render side draws from: the layer's model, whole.
    var renderValues: LayerValues {
        if let replicator = modelValues.replicator, replicator.instanceCount > ReplicatorValues.instanceLimit {
            CADiagnostics.report("CAReplicatorLayer instanceCount \(replicator.instanceCount) is more than \(ReplicatorValues.instanceLimit); the first \(ReplicatorValues.instanceLimit) shown")
        }
        (self as? CAEmitterLayer)?.commitEmission()
        return modelValues
    }
}

extension RenderLayer {
    /// A layer drawn from presentation `values`; `hasSublayers` decides the shadow's outline.
    init(id: UInt64, values p: LayerValues, hasSublayers: Bool) {
        self.init(id: id, bounds: p.bounds, position: p.position)
        anchorPoint = p.anchorPoint
        anchorPointZ = p.anchorPointZ
        zPosition = p.zPosition
        transform = p.transform
        sublayerTransform = p.sublayerTransform
        isGeometryFlipped = p.isGeometryFlipped
        opacity = p.opacity
        isHidden = p.isHidden
        masksToBounds = p.masksToBounds
        isDoubleSided = p.isDoubleSided
        shouldRasterize = p.shouldRasterize
        rasterizationScale = p.rasterizationScale
        visual.backgroundColor = p.backgroundColor.map(PremultipliedColor.init(cgColor:))
        visual.cornerRadius = p.cornerRadius
        visual.maskedCorners = p.maskedCorners
        visual.hasContinuousCorners = p.cornerCurve == .continuous
        visual.borderWidth = p.borderWidth
        visual.borderColor = p.borderColor.map(PremultipliedColor.init(cgColor:))
        visual.contents = p.contents.flatMap(RenderBitmap.init(image:))
        visual.contentsGravity = p.contentsGravity
        visual.contentsRect = p.contentsRect
        visual.contentsCenter = p.contentsCenter
        visual.contentsScale = p.contentsScale
        visual.isOpaque = p.isOpaque
        visual.masksContents = p.masksToBounds && p.cornerRadius > 0
        visual.drawing = p.content?.drawing(bounds: p.bounds).map { .content(AnyLayerDrawing($0)) }
        visual.backdrop = p.content?.backdrop
        shadow = ShadowDrawing(of: p, visual: visual, hasSublayers: hasSublayers)
        if p.content?.preservesSublayerDepth == true {
            // A transform layer draws only its sublayers, faded one by one, never as a group.
            preservesSublayerDepth = true
            visual = RenderVisual()
            shadow = nil
            masksToBounds = false
            shouldRasterize = false
        }
    }
}

extension PremultipliedColor {
    /// The premultiplied form of an sRGB `CGColor`.
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(straightRed: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c.count > 3 ? c[3] : 1))
    }
}

extension RenderBitmap {
    /// Shows a `CGImage` without copying: both hold premultiplied ARGB32 words, and the image's
    /// memory never changes or moves while the bitmap keeps the image alive.
    public convenience init?(image: CGImage) {
        let borrowed = image.withUnsafeBytes { bytes -> PixelSurface? in
            guard let base = bytes.baseAddress else { return nil }
            return PixelSurface(
                borrowing: UnsafeMutableRawPointer(mutating: base), width: image.width, height: image.height, stride: image.bytesPerRow)
        }
        guard let borrowed else { return nil }
        borrowed.isKnownOpaque = image.alphaInfo == .noneSkipFirst
        self.init(surface: borrowed, isOpaque: borrowed.isKnownOpaque, owner: image)
    }
}

extension ShadowDrawing {
    /// A layer's shadow: of its `shadowPath`; else of its rounded bounds when they are its
    /// composited alpha (an opaque background over which sublayers, if any, are clipped); else of
    /// that alpha (an empty outline). Nil without opacity, or for an empty `shadowPath`.
    init?(of layer: LayerValues, visual: RenderVisual, hasSublayers: Bool) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return nil }
        let outline: [CGPath.Element]
        if let path = layer.shadowPath {
            outline = path
            guard !outline.isEmpty else { return nil }
        } else if (visual.backgroundColor?.alpha ?? 0) >= 1, layer.content?.drawsOutsideBounds != true, !hasSublayers || layer.masksToBounds {
            let shape = RoundedShape(size: layer.bounds.size, radius: layer.cornerRadius, corners: layer.maskedCorners, isContinuous: layer.cornerCurve == .continuous)
            let origin = CGAffineTransform(translationX: layer.bounds.minX, y: layer.bounds.minY)
            outline = shape.path().copy(using: origin).elements
        } else {
            outline = []
        }
        // Huge but finite geometry can overflow to infinity here: such a shadow is not drawn.
        guard outline.allFinite else { return nil }
        self.init(
            outline: outline, color: PremultipliedColor(cgColor: color).scaled(by: layer.shadowOpacity),
            offset: layer.shadowOffset, radius: max(0, layer.shadowRadius))
    }
}

extension [CGPath.Element] {
    /// Whether every point of every element is finite.
    var allFinite: Bool {
        allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    }
}
