import Foundation

/// `render(in:)`: the layer tree's model values drawn into a Core Graphics context, as iOS draws snapshots.
extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space (its bounds' origin at the
    /// context's origin), from the model values, without animations: background, contents or the layer's own
    /// drawing, sublayers by `zPosition`, then the border, clipped by `masksToBounds` and the mask.
    func renderTree(in ctx: CGContext) {
        ctx.saveGState()
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        renderSelfAndSublayers(in: ctx)
        ctx.restoreGState()
    }

    /// Draws the layer placed in its superlayer's space: position, anchor point, affine transform and opacity.
    private func renderAsSublayer(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        ctx.saveGState()
        ctx.translateBy(x: position.x, y: position.y)
        ctx.concatenate(affineTransform())
        ctx.translateBy(x: -bounds.minX - anchorPoint.x * bounds.width, y: -bounds.minY - anchorPoint.y * bounds.height)
        if opacity < 1 {
            ctx.setAlpha(CGFloat(opacity))
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            renderSelfAndSublayers(in: ctx)
            ctx.endTransparencyLayer()
        } else {
            renderSelfAndSublayers(in: ctx)
        }
        ctx.restoreGState()
    }

    /// Draws the layer in its bounds' space, whose transform the caller has set up, through its mask if it has one:
    /// the layer drawn as one group, then the mask's alpha kept of it.
    private func renderSelfAndSublayers(in ctx: CGContext) {
        guard let mask else { return renderUnmasked(in: ctx) }
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        renderUnmasked(in: ctx)
        ctx.setBlendMode(.destinationIn)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        mask.renderAsSublayer(in: ctx)
        ctx.endTransparencyLayer()
        ctx.endTransparencyLayer()
    }

    /// Draws the layer's background, contents, sublayers and border in its bounds' space.
    private func renderUnmasked(in ctx: CGContext) {
        ctx.saveGState()
        let outline = RoundedShape(size: bounds.size, radius: cornerRadius, corners: maskedCorners,
                                   isContinuous: cornerCurve == .continuous)
        if let background = backgroundColor, background.alpha > 0 {
            ctx.saveGState()
            ctx.translateBy(x: bounds.minX, y: bounds.minY)
            ctx.addPath(outline.path())
            ctx.setFillColor(background)
            ctx.fillPath()
            ctx.restoreGState()
        }
        if masksToBounds {
            ctx.translateBy(x: bounds.minX, y: bounds.minY)
            ctx.addPath(outline.path())
            ctx.clip()
            ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        }
        renderContents(in: ctx)
        let children = sublayerStorage.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
        if !children.isEmpty {
            ctx.saveGState()
            if !CATransform3DIsIdentity(sublayerTransform) {
                let center = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
                ctx.translateBy(x: center.x, y: center.y)
                ctx.concatenate(CATransform3DGetAffineTransform(sublayerTransform))
                ctx.translateBy(x: -center.x, y: -center.y)
            }
            for child in children { child.element.renderAsSublayer(in: ctx) }
            ctx.restoreGState()
        }
        renderBorder(in: ctx, outline: outline)
        ctx.restoreGState()
    }

    /// Draws `contents` by `contentsGravity` and `contentsRect`, else the class's drawing and `draw(in:)`.
    private func renderContents(in ctx: CGContext) {
        guard let image = modelValues.contents else {
            if let drawing = modelValues.content?.drawing(bounds: bounds) {
                drawing.draw(in: ctx, size: bounds.size)
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
        ctx.draw(image, in: CGRect(x: whole.minX, y: 0, width: whole.width, height: whole.height))
        ctx.restoreGState()
    }

    /// Strokes the border inside the outline, over the contents and sublayers as Core Animation draws it.
    private func renderBorder(in ctx: CGContext, outline: RoundedShape) {
        guard borderWidth > 0, let color = borderColor, color.alpha > 0 else { return }
        let width = min(borderWidth, min(bounds.width, bounds.height) / 2)
        ctx.saveGState()
        ctx.translateBy(x: bounds.minX, y: bounds.minY)
        ctx.addPath(outline.path(insetBy: width / 2))
        ctx.setStrokeColor(color)
        ctx.setLineWidth(width)
        ctx.strokePath()
        ctx.restoreGState()
    }
}
