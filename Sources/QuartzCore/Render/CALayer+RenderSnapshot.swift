import Foundation

/// The bridge from the model side to the render side: the presentation tree as `RenderLayer` values.
extension CALayer {
    /// This layer's tree as it shows at the current media time (every running animation applied),
    /// captured as values the render side can own.
    public func renderSnapshot() -> RenderLayer {
        snapshot(presentation: presentation() ?? self, model: self, time: CACurrentMediaTime())
    }

    /// `model`'s tree as its presentation `p`, made at global media time `time`, shows.
    func snapshot(presentation p: CALayer, model: CALayer, time: CFTimeInterval) -> RenderLayer {
        if model.needsDisplayForRunningAnimations {
            // A custom property that needs display animates: draw the presentation values.
            p.display()
        }
        var layer = RenderLayer(id: model.renderID, bounds: p.bounds, position: p.position)
        layer.anchorPoint = p.anchorPoint
        layer.anchorPointZ = p.anchorPointZ
        layer.zPosition = p.zPosition
        layer.transform = p.transform
        layer.sublayerTransform = p.sublayerTransform
        layer.opacity = p.opacity
        layer.isHidden = p.isHidden
        layer.masksToBounds = p.masksToBounds
        layer.isDoubleSided = p.isDoubleSided
        layer.visual.backgroundColor = p.backgroundColor.map(PremultipliedColor.init(cgColor:))
        layer.visual.cornerRadius = p.cornerRadius
        layer.visual.maskedCorners = p.maskedCorners
        layer.visual.borderWidth = p.borderWidth
        layer.visual.borderColor = p.borderColor.map(PremultipliedColor.init(cgColor:))
        if let image = p.contents as? CGImage ?? model.contents as? CGImage {
            layer.visual.contents = RenderBitmap(image: image)
        }
        layer.visual.contentsGravity = p.contentsGravity
        layer.visual.contentsRect = p.contentsRect
        layer.visual.contentsCenter = p.contentsCenter
        layer.visual.contentsScale = p.contentsScale
        layer.visual.isOpaque = p.isOpaque
        layer.visual.masksContents = p.masksToBounds && p.cornerRadius > 0
        layer.visual.drawing = LayerDrawing(of: p)
        let modelSublayers = model.sublayers ?? []
        layer.shadow = ShadowDrawing(of: p, visual: layer.visual, hasSublayers: !modelSublayers.isEmpty)
        layer.sublayers = modelSublayers.map { sublayer in
            snapshot(presentation: sublayer.presentation(under: p, at: time), model: sublayer, time: time)
        }
        if let replicator = p as? CAReplicatorLayer {
            layer.sublayers = replicator.instances(of: layer.sublayers, model: modelSublayers, time: time)
        }
        if let (transition, progress) = model.runningTransition(at: time) {
            transition.compose(&layer, progress: progress)
        }
        if let mask = model.mask {
            // The mask lives in the masked layer's space and time, as a sublayer would.
            layer.mask = snapshot(presentation: mask.presentation(under: p, at: time), model: mask, time: time)
        }
        return layer
    }
}

extension CALayer {
    /// The transition showing at global time `time`, newest first, with its progress.
    func runningTransition(at time: CFTimeInterval) -> (CATransition, CGFloat)? {
        let layerTime = convertTime(time, from: nil)
        for entry in animationEntries.reversed() {
            if let transition = entry.animation as? CATransition, let progress = transition.progress(atLayerTime: layerTime) {
                return (transition, CGFloat(progress))
            }
        }
        return nil
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

extension LayerDrawing {
    /// What a shape or gradient layer (its presentation) draws; nil for other layers.
    @MainActor
    init?(of layer: CALayer) {
        if let shape = layer as? CAShapeLayer {
            // A path with a NaN or infinite point is not drawn (the render side never sees one).
            guard let path = shape.path, path.elements.allFinite else { return nil }
            let caps: [CAShapeLayerLineCap: CGLineCap] = [.butt: .butt, .round: .round, .square: .square]
            let joins: [CAShapeLayerLineJoin: CGLineJoin] = [.miter: .miter, .round: .round, .bevel: .bevel]
            self = .shape(ShapeDrawing(
                path: path.elements,
                fillColor: shape.fillColor.map(PremultipliedColor.init(cgColor:)),
                fillRule: shape.fillRule == .evenOdd ? .evenOdd : .winding,
                strokeColor: shape.strokeColor.map(PremultipliedColor.init(cgColor:)),
                lineWidth: shape.lineWidth, lineCap: caps[shape.lineCap] ?? .butt, lineJoin: joins[shape.lineJoin] ?? .miter,
                miterLimit: shape.miterLimit, dashPhase: shape.lineDashPhase,
                dashPattern: (shape.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }.filter { $0.isFinite && $0 >= 0 },
                strokeStart: shape.strokeStart, strokeEnd: shape.strokeEnd))
        } else if let gradient = layer as? CAGradientLayer {
            let colors = (gradient.colors ?? []).compactMap { $0 as? CGColor }.map(PremultipliedColor.init(cgColor:))
            guard !colors.isEmpty else { return nil }
            // Locations with a NaN or infinity are ignored: the colors spread evenly instead.
            let locations = gradient.locations?.map { CGFloat($0.doubleValue) }
            self = .gradient(GradientDrawing(
                colors: colors, locations: locations?.allSatisfy(\.isFinite) == true ? locations : nil,
                startPoint: gradient.startPoint, endPoint: gradient.endPoint, type: gradient.type))
        } else {
            return nil
        }
    }
}

extension ShadowDrawing {
    /// A layer's shadow: of its `shadowPath`; else of its rounded bounds when they are its
    /// composited alpha (an opaque background over which sublayers, if any, are clipped); else of
    /// that alpha (an empty outline). Nil without opacity, or for an empty `shadowPath`.
    @MainActor
    init?(of layer: CALayer, visual: RenderVisual, hasSublayers: Bool) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return nil }
        let outline: [CGPath.Element]
        if let path = layer.shadowPath {
            outline = path.elements
            guard !outline.isEmpty else { return nil }
        } else if (visual.backgroundColor?.alpha ?? 0) >= 1, !(layer is CAShapeLayer), !hasSublayers || layer.masksToBounds {
            let shape = RoundedShape(size: layer.bounds.size, radius: layer.cornerRadius, corners: layer.maskedCorners)
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
