import Foundation

/// The shadow Core Animation casts without a `shadowPath`: the blurred, offset, tinted alpha of
/// the layer's composited content (its own drawing and its sublayers), under that content.
enum ContentShadow {
    /// A new bitmap of `content`'s size: the shadow of its alpha with `content` over it; nil
    /// when no bitmap could be made. `scale` is the raster's pixels per point.
    static func cast(_ shadow: ShadowDrawing, under content: PixelSurface, scale: Double) -> PixelSurface? {
        let width = content.width, height = content.height
        var words = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = (content.pixels + y * content.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { words[y * width + x] = row[x] }
        }
        guard let image = CGImage(width: width, height: height, premultipliedARGB32: words),
              let result = PixelSurface(width: width, height: height), let context = result.drawingContext()
        else { return nil }
        let points = CGFloat(scale)
        context.setShadow(
            offset: CGSize(width: shadow.offset.width * points, height: shadow.offset.height * points),
            blur: shadow.radius * points, color: shadow.color.cgColor)
        // `draw(_:in:)` puts an image's first row at the bottom of a y-down space: flip it back.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return result
    }
}

extension PixelSurface {
    /// A Core Graphics context drawing on this surface's pixels, one unit a pixel, y down.
    func drawingContext() -> CGContext? {
        CGContext(
            data: pixels, width: width, height: height, bitsPerComponent: 8,
            bytesPerRow: stride, space: CGColorSpace(name: CGColorSpace.sRGB)!,
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }
}
