import CPixman
import Foundation

/// Draws a layer's own visual — background, contents with its gravity, border — into a bitmap
/// at a raster scale; the compositor caches the result until the visual changes.
enum VisualPainter {
    /// A bitmap of `visual` over `bounds`, `scale` pixels per point; nil for an empty size.
    /// A visual that is only an image filling the bounds pixel for pixel draws as that image
    /// itself: no copy, and layers showing the same image share one bitmap in the caches.
    static func paint(_ visual: RenderVisual, bounds: CGRect, scale: CGFloat) -> PixelSurface? {
        if let tinted = visual.withTintedContents() { return paint(tinted, bounds: bounds, scale: scale) }
        if let image = contentsAsIs(visual, bounds: bounds, scale: scale) { return image }
        let width = Int(pixelClamping: Double(bounds.width * scale), .up), height = Int(pixelClamping: Double(bounds.height * scale), .up)
        guard let surface = PixelSurface(width: width, height: height) else { return nil }
        let rounded = visual.cornerRadius > 0
        let context = rounded || visual.borderWidth > 0 || visual.drawing != nil ? drawingContext(on: surface, scale: scale) : nil
        let shape = RoundedShape(size: bounds.size, radius: visual.cornerRadius, corners: visual.maskedCorners, isContinuous: visual.hasContinuousCorners)
        if let background = visual.backgroundColor, background.alpha > 0 {
            if rounded, let context {
                context.addPath(shape.path())
                context.setFillColor(background.cgColor)
                context.fillPath()
            } else {
                surface.fill(surface.bounds, with: background)
            }
        }
        if let contents = visual.contents {
            let frame = ContentsGeometry.frame(
                imageSize: CGSize(
                    width: CGFloat(contents.surface.width) / visual.contentsScale,
                    height: CGFloat(contents.surface.height) / visual.contentsScale),
                contentsRect: visual.contentsRect, gravity: visual.contentsGravity, in: CGRect(origin: .zero, size: bounds.size))
            drawContents(contents.surface, visual: visual, frame: frame, scale: scale, into: surface)
        }
        if let drawing = visual.drawing, let context {
            context.saveGState()
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            drawing.draw(in: context, size: bounds.size)
            context.restoreGState()
        }
        if rounded, visual.masksContents, let context {
            // The contents are cut to the rounded corners only when the layer masks to its bounds.
            context.saveGState()
            context.setBlendMode(.clear)
            context.addRect(CGRect(origin: .zero, size: bounds.size))
            context.addPath(shape.path())
            context.fillPath(using: .evenOdd)
            context.restoreGState()
        }
        if visual.borderWidth > 0, let border = visual.borderColor, border.alpha > 0, let context {
            let width = min(visual.borderWidth, min(bounds.width, bounds.height) / 2)
            context.addPath(shape.path(insetBy: width / 2))
            context.setStrokeColor(border.cgColor)
            context.setLineWidth(width)
            context.strokePath()
        }
        // Rounded corners leave transparent pixels, so only a square opaque background makes it opaque.
        surface.isKnownOpaque = visual.isOpaque || (!rounded && (visual.backgroundColor?.alpha ?? 0) >= 1)
        return surface
    }

    /// The contents bitmap when painting would copy it unchanged: nothing else is drawn and the
    /// image maps onto the bitmap's pixels one to one.
    private static func contentsAsIs(_ visual: RenderVisual, bounds: CGRect, scale: CGFloat) -> PixelSurface? {
        guard let contents = visual.contents, visual.drawing == nil, (visual.backgroundColor?.alpha ?? 0) <= 0,
              visual.borderWidth <= 0 || (visual.borderColor?.alpha ?? 0) <= 0, visual.cornerRadius == 0,
              visual.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1),
              visual.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1),
              !visual.isOpaque || contents.surface.isKnownOpaque
        else { return nil }
        let image = contents.surface
        guard bounds.width * scale == CGFloat(image.width), bounds.height * scale == CGFloat(image.height) else { return nil }
        let frame = ContentsGeometry.frame(
            imageSize: CGSize(width: CGFloat(image.width) / visual.contentsScale, height: CGFloat(image.height) / visual.contentsScale),
            contentsRect: visual.contentsRect, gravity: visual.contentsGravity, in: CGRect(origin: .zero, size: bounds.size))
        return frame == CGRect(origin: .zero, size: bounds.size) ? image : nil
    }

    /// A Core Graphics context drawing in points on the surface's pixels.
    private static func drawingContext(on surface: PixelSurface, scale: CGFloat) -> CGContext? {
        let context = CGContext(
            data: surface.pixels, width: surface.width, height: surface.height, bitsPerComponent: 8,
            bytesPerRow: surface.stride, space: CGColorSpace(name: CGColorSpace.sRGB)!,
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        context?.scaleBy(x: scale, y: scale)
        return context
    }

    /// Draws the part `contentsRect` of the image into `frame` (points), scaled by `scale`.
    private static func drawContents(_ image: PixelSurface, visual: RenderVisual, frame: CGRect, scale: CGFloat, into target: PixelSurface) {
        let part = visual.contentsRect
        if visual.contentsCenter != CGRect(x: 0, y: 0, width: 1, height: 1) {
            let pixels = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
            NinePart(image: image, contentsRect: part, center: visual.contentsCenter)
                .draw(into: pixels, pixelsPerImagePixel: scale / max(visual.contentsScale, 1e-6), on: target)
            return
        }
        let sourceWidth = Double(part.width) * Double(image.width), sourceHeight = Double(part.height) * Double(image.height)
        guard sourceWidth > 0, sourceHeight > 0, frame.width > 0, frame.height > 0 else { return }
        let sx = Double(frame.width * scale) / sourceWidth, sy = Double(frame.height * scale) / sourceHeight
        let map = Homography.translation(x: -Double(part.minX) * Double(image.width), y: -Double(part.minY) * Double(image.height))
            .concatenating(.scale(x: sx, y: sy))
            .concatenating(.translation(x: Double(frame.minX * scale), y: Double(frame.minY * scale)))
        let clip = DamageRect(covering: CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale))
        // The whole image stretched samples its own edge pixels at its edges, as Core Animation's
        // clamped textures do: an opaque image stays opaque to the last row and column rather than
        // fading into the transparency around it (which showed what lay under a layer's edge).
        if part == CGRect(x: 0, y: 0, width: 1, height: 1), map.transformClass != .integerTranslation,
           let clamped = PixelSurface(borrowing: image.pixels, width: image.width, height: image.height, stride: image.stride) {
            clamped.extendsEdges = true
            clamped.isKnownOpaque = image.isKnownOpaque
            PixmanKernel.draw(clamped, through: map, transformClass: map.transformClass, opacity: 1, area: clip.intersection(target.bounds), into: target)
            return
        }
        CompositeKernel.draw(image, through: map, opacity: 1, clip: clip, into: target)
    }
}

/// Where Core Animation places contents in the bounds for each `contentsGravity`.
enum ContentsGeometry {
    /// The rectangle (bounds coordinates, y down) the visible part of an image of `imageSize` points fills.
    static func frame(imageSize: CGSize, contentsRect: CGRect, gravity: CALayerContentsGravity, in bounds: CGRect) -> CGRect {
        let size = CGSize(width: imageSize.width * contentsRect.width, height: imageSize.height * contentsRect.height)
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let fit = gravity == .resizeAspect
                ? min(bounds.width / size.width, bounds.height / size.height)
                : max(bounds.width / size.width, bounds.height / size.height)
            let scaled = CGSize(width: size.width * fit, height: size.height * fit)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width, height: scaled.height)
        default:
            // Core Animation names gravities with y growing upwards, so on a y-down screen (as on
            // iOS) "top" is the maximum y: `.top` shows at the bottom, the known iOS quirk that
            // UIKit's content modes undo.
            let name = gravity.rawValue.lowercased()
            let x: CGFloat = name.contains("left") ? bounds.minX : name.contains("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y: CGFloat = name.contains("top") ? bounds.maxY - size.height : name.contains("bottom") ? bounds.minY : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
