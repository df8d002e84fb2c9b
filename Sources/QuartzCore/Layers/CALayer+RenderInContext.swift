import Foundation

/// `render(in:)`: the layer tree's model values drawn into a Core Graphics context, as iOS draws snapshots.
extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space (its bounds' origin at the
    /// context's origin), from the model values, without animations: shadow, background, contents or the layer's
    /// own drawing, sublayers by `zPosition` (a replicator's once an instance), then the border, clipped by
    /// `masksToBounds` and the mask.
    func renderTree(in ctx: CGContext) {
        ctx.saveGState()
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        renderSelfAndSublayers(in: ctx, tint: nil)
        ctx.restoreGState()
    }

    /// Draws the layer placed in its superlayer's space through `above` (the superlayer's `sublayerTransform`, and a
    /// replicator instance's placement), faded by `opacity` times `fade` and its colours multiplied by `tint`.
    /// A layer whose placement shows perspective is not drawn, as Apple documents for layers with 3D transforms.
    func renderAsSublayer(in ctx: CGContext, above: CATransform3D, tint: PremultipliedColor?, fade: Float) {
        let alpha = opacity * fade
        guard !isHidden, alpha > 0, let placement = renderPlacement(under: above) else { return }
        ctx.saveGState()
        ctx.concatenate(placement)
        if alpha < 1 {
            ctx.setAlpha(CGFloat(alpha))
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            renderSelfAndSublayers(in: ctx, tint: tint)
            ctx.endTransparencyLayer()
        } else {
            renderSelfAndSublayers(in: ctx, tint: tint)
        }
        ctx.restoreGState()
    }

    /// The map from the layer's bounds space to its superlayer's on a flat page: anchor point, `transform`,
    /// position, then `above`, restricted to the layer's plane (z = 0), where Core Animation flattens it; nil when
    /// that map shows perspective, which a Core Graphics context cannot draw.
    func renderPlacement(under above: CATransform3D) -> CGAffineTransform? {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
            .concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
            .concatenating(above)
            .planeMap
    }

    /// The map applied to the sublayers' placements: the geometry flip, then `sublayerTransform` about the anchor point.
    var sublayerTransformAboutAnchor: CATransform3D {
        let flip = isGeometryFlipped ? CATransform3D.geometryFlip(within: bounds) : CATransform3DIdentity
        guard !CATransform3DIsIdentity(sublayerTransform) else { return flip }
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return flip.concatenating(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ))
            .concatenating(sublayerTransform)
            .concatenating(CATransform3DMakeTranslation(anchor.x, anchor.y, anchorPointZ))
    }

    /// Draws the layer in its bounds' space, whose transform the caller has set up, through its mask if it has one:
    /// the layer drawn as one group, then the mask's alpha kept of it.
    private func renderSelfAndSublayers(in ctx: CGContext, tint: PremultipliedColor?) {
        guard let mask else { return renderShadowed(in: ctx, tint: tint) }
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        renderShadowed(in: ctx, tint: tint)
        ctx.setBlendMode(.destinationIn)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        mask.renderAsSublayer(in: ctx, above: CATransform3DIdentity, tint: nil, fade: 1)
        ctx.endTransparencyLayer()
        ctx.endTransparencyLayer()
    }

    /// Draws the layer under its shadow, as the compositor casts it (`ShadowDrawing`): the shadow of `shadowPath` or
    /// of the opaque rounded background drawn first, or the layer drawn as a group that casts the shadow of its alpha.
    private func renderShadowed(in ctx: CGContext, tint: PremultipliedColor?) {
        var visual = RenderVisual()
        visual.backgroundColor = backgroundColor.map(PremultipliedColor.init(cgColor:))
        guard var shadow = ShadowDrawing(of: modelValues, visual: visual, hasSublayers: !sublayerStorage.isEmpty) else {
            return renderUnmasked(in: ctx, tint: tint)
        }
        if let tint { shadow.color = shadow.color.multiplied(by: tint) }
        if shadow.followsContent {
            ctx.saveGState()
            shadow.cast(on: ctx)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            renderUnmasked(in: ctx, tint: tint)
            ctx.endTransparencyLayer()
            ctx.restoreGState()
        } else {
            ctx.saveGState()
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            shadow.draw(in: ctx, size: bounds.size)
            ctx.endTransparencyLayer()
            ctx.restoreGState()
            renderUnmasked(in: ctx, tint: tint)
        }
    }

    /// Draws the layer's background, contents, sublayers and border in its bounds' space.
    private func renderUnmasked(in ctx: CGContext, tint: PremultipliedColor?) {
        ctx.saveGState()
        let outline = RoundedShape(size: bounds.size, radius: cornerRadius, corners: maskedCorners,
                                   isContinuous: cornerCurve == .continuous)
        if let background = backgroundColor.map(PremultipliedColor.init(cgColor:)), background.alpha > 0 {
            ctx.saveGState()
            ctx.translateBy(x: bounds.minX, y: bounds.minY)
            ctx.addPath(outline.path())
            ctx.setFillColor((tint.map(background.multiplied(by:)) ?? background).cgColor)
            ctx.fillPath()
            ctx.restoreGState()
        }
        if masksToBounds {
            ctx.translateBy(x: bounds.minX, y: bounds.minY)
            ctx.addPath(outline.path())
            ctx.clip()
            ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        }
        renderContents(in: ctx, tint: tint)
        renderSublayers(in: ctx, tint: tint)
        renderBorder(in: ctx, outline: outline, tint: tint)
        ctx.restoreGState()
    }

    /// Draws the sublayers in painting order (by `zPosition`, then in order); a replicator's once an instance, each
    /// moved by `instanceTransform` once more, faded and tinted by its instance colour.
    private func renderSublayers(in ctx: CGContext, tint: PremultipliedColor?) {
        guard !sublayerStorage.isEmpty else { return }
        let forSublayers = sublayerTransformAboutAnchor
        var placed: [(layer: CALayer, above: CATransform3D, tint: PremultipliedColor?, fade: Float)] = []
        if let replicator = modelValues.replicator {
            let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
            let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
            let fromAnchor = CATransform3DMakeTranslation(anchor.x, anchor.y, anchorPointZ)
            var power = CATransform3DIdentity
            for index in 0..<min(max(replicator.fields.instanceCount, 0), ReplicatorValues.instanceLimit) {
                let color = replicator.instanceColorComponents(at: index)
                var instanceTint = tint
                if color.red < 1 || color.green < 1 || color.blue < 1 {
                    let own = PremultipliedColor(red: color.red, green: color.green, blue: color.blue, alpha: 1)
                    instanceTint = tint?.multiplied(by: own) ?? own
                }
                let above = toAnchor.concatenating(power).concatenating(fromAnchor).concatenating(forSublayers)
                for child in sublayerStorage { placed.append((child, above, instanceTint, color.alpha)) }
                power = power.concatenating(replicator.fields.instanceTransform)
            }
        } else {
            placed = sublayerStorage.map { ($0, forSublayers, tint, 1) }
        }
        let order = placed.indices.sorted { (placed[$0].layer.zPosition, $0) < (placed[$1].layer.zPosition, $1) }
        for index in order {
            let entry = placed[index]
            entry.layer.renderAsSublayer(in: ctx, above: entry.above, tint: entry.tint, fade: entry.fade)
        }
    }

    /// Draws `contents` by `contentsGravity` and `contentsRect`, else the class's drawing and `draw(in:)`.
    private func renderContents(in ctx: CGContext, tint: PremultipliedColor?) {
        guard let image = modelValues.contents else {
            if let content = modelValues.content, let drawing = content.drawing(bounds: bounds) {
                // Only a shape reaches past the bounds; the compositor's bitmap of any other drawing ends at them.
                ctx.saveGState()
                if !content.drawsOutsideBounds { ctx.clip(to: bounds) }
                (tint.map { drawing.multiplied(by: $0) } ?? drawing).draw(in: ctx, size: bounds.size)
                ctx.restoreGState()
            }
            ctx.saveGState()
            draw(in: ctx)
            ctx.restoreGState()
            return
        }
        let scale = max(contentsScale, 1e-6)
        let part = contentsRect
        let frame = ContentsGeometry.frame(
            imageSize: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale),
            contentsRect: part, gravity: contentsGravity, in: bounds)
        guard part.width > 0, part.height > 0, frame.width > 0, frame.height > 0 else { return }
        let whole = CGRect(x: frame.minX - part.minX * frame.width / part.width,
                           y: frame.minY - part.minY * frame.height / part.height,
                           width: frame.width / part.width, height: frame.height / part.height)
        ctx.saveGState()
        ctx.clip(to: frame)
        // `draw(_:in:)` puts an image's first row at the rectangle's maximum y; flipping draws it upright.
        ctx.translateBy(x: 0, y: whole.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(tint.flatMap { Self.tinted(image, by: $0) } ?? image, in: CGRect(x: whole.minX, y: 0, width: whole.width, height: whole.height))
        ctx.restoreGState()
    }

    /// Strokes the border inside the outline, over the contents and sublayers as Core Animation draws it.
    private func renderBorder(in ctx: CGContext, outline: RoundedShape, tint: PremultipliedColor?) {
        guard borderWidth > 0, let color = borderColor.map(PremultipliedColor.init(cgColor:)), color.alpha > 0 else { return }
        let width = min(borderWidth, min(bounds.width, bounds.height) / 2)
        ctx.saveGState()
        ctx.translateBy(x: bounds.minX, y: bounds.minY)
        ctx.addPath(outline.path(insetBy: width / 2))
        ctx.setStrokeColor((tint.map(color.multiplied(by:)) ?? color).cgColor)
        ctx.setLineWidth(width)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// `image` with every pixel multiplied by `tint` (a replicator instance's colour), as the compositor tints contents.
    private static func tinted(_ image: CGImage, by tint: PremultipliedColor) -> CGImage? {
        var visual = RenderVisual()
        visual.contents = RenderBitmap(image: image)
        visual.contentsTint = tint
        guard let surface = visual.withTintedContents()?.contents?.surface else { return nil }
        var words: [UInt32] = []
        words.reserveCapacity(surface.width * surface.height)
        for y in 0..<surface.height {
            for x in 0..<surface.width { words.append(surface.pixel(x: x, y: y)) }
        }
        return CGImage(width: surface.width, height: surface.height, premultipliedARGB32: words)
    }
}

extension CATransform3D {
    /// The map this transform makes of the z = 0 plane when it is affine there (no perspective along x or y, as
    /// after flattening), nil otherwise.
    var planeMap: CGAffineTransform? {
        let w = m44
        guard w != 0, w.isFinite, abs(m14) <= 1e-9 * abs(w), abs(m24) <= 1e-9 * abs(w) else { return nil }
        let map = CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m41 / w, ty: m42 / w)
        guard [map.a, map.b, map.c, map.d, map.tx, map.ty].allSatisfy(\.isFinite) else { return nil }
        return map
    }
}
