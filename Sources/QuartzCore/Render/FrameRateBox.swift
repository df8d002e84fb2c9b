import Foundation

/// The frame-rate instrument's box: "60 fps  4.2 ms" in white monospace on translucent black,
/// in the target's top-right corner, drawn with pango through CoreGraphics.
final class FrameRateBox {
    /// Points between the box and the target's edges, and between the box's edges and its text.
    static let margin: CGFloat = 6
    static let padding: CGFloat = 4
    static let background = CGColor(red: 0, green: 0, blue: 0, alpha: 0.7)
    private static let font = TextLayout.Font(family: "monospace", size: 12, weight: 700)

    /// The box's size in device pixels, measured once per scale on the widest text it shows.
    private var size: (scale: CGFloat, width: Int, height: Int)?

    /// Where the box lands on a target of `bounds` at `scale` device pixels per point.
    func frame(in bounds: DamageRect, scale: CGFloat) -> DamageRect {
        let size = measured(scale: scale)
        let margin = Int((Self.margin * scale).rounded())
        return DamageRect(x: bounds.maxX - margin - size.width, y: bounds.y + margin, width: size.width, height: size.height)
            .intersection(bounds)
    }

    /// Draws the box over `target` showing `framesPerSecond` and `milliseconds`; returns pixels written.
    func draw(framesPerSecond: Int, milliseconds: Double, scale: CGFloat, into target: PixelSurface) -> Int {
        let rect = frame(in: target.bounds, scale: scale)
        let size = measured(scale: scale)
        guard !rect.isEmpty, let full = PixelSurface(width: size.width, height: size.height),
              let context = CGContext(
                data: full.pixels, width: full.width, height: full.height, bitsPerComponent: 8, bytesPerRow: full.stride,
                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return 0 }
        context.setFillColor(Self.background)
        context.fill(CGRect(x: 0, y: 0, width: full.width, height: full.height))
        context.scaleBy(x: scale, y: scale)
        Self.layout(Self.text(framesPerSecond: framesPerSecond, milliseconds: milliseconds))
            .draw(in: context, at: CGPoint(x: Self.padding, y: Self.padding))
        // Anchored at the right edge: a target narrower than the box cuts its left side.
        let map = Homography.translation(x: Double(target.bounds.maxX - Int((Self.margin * scale).rounded()) - full.width), y: Double(rect.y))
        CompositeKernel.draw(full, through: map, opacity: 1, clip: rect, into: target)
        return rect.area
    }

    /// The box's text: frames per second and milliseconds in fixed-width fields.
    static func text(framesPerSecond: Int, milliseconds: Double) -> String {
        let fps = min(max(framesPerSecond, 0), 999)
        let ms = milliseconds.isFinite ? min(max(milliseconds, 0), 999.9) : 0
        return String(format: "%3d fps %5.1f ms", fps, ms)
    }

    private static func layout(_ text: String) -> TextLayout {
        TextLayout(string: text, font: font, color: CGColor(red: 1, green: 1, blue: 1, alpha: 1), alignment: .left)
    }

    private func measured(scale: CGFloat) -> (width: Int, height: Int) {
        if let size, size.scale == scale { return (size.width, size.height) }
        let text = Self.layout(Self.text(framesPerSecond: 999, milliseconds: 999.9)).size
        let width = Int(((text.width + 2 * Self.padding) * scale).rounded(.up))
        let height = Int(((text.height + 2 * Self.padding) * scale).rounded(.up))
        size = (scale, width, height)
        return (width, height)
    }
}
