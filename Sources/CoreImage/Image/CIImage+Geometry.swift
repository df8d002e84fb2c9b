import CoreGraphics
import Foundation
import ImageIO

extension CIImage {
    /// The part of the image inside `rect`.
    public func cropped(to rect: CGRect) -> CIImage {
        guard !rect.hasNaN else { return .empty() }
        let extent = self.extent.intersection(rect)
        guard !extent.isNull, !extent.isEmpty else { return .empty() }
        return CIImage(node: CropNode(input: node, extent: extent))
    }

    /// The image moved, scaled or turned by `matrix` (sampled between pixels, as Core Image's default linear sampling).
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        transformed(by: matrix, highQualityDownsample: false)
    }

    /// `transformed(by:)`; the downsampling quality is not chosen here (one bilinear sampling).
    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        if matrix == .identity { return self }
        let values = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]
        guard values.allSatisfy(\.isFinite), matrix.a * matrix.d - matrix.b * matrix.c != 0 else { return .empty() }
        return CIImage(node: TransformNode(input: node, transform: matrix))
    }

    /// The image with its edge pixels repeated outwards for ever (infinite extent), so that blurs keep their edges.
    public func clampedToExtent() -> CIImage {
        guard let source = PixelRect(covering: extent), !source.isEmpty else { return self }
        return CIImage(node: ClampNode(input: node, source: source))
    }

    /// The image clamped to a rectangle's edge pixels.
    public func clamped(to rect: CGRect) -> CIImage { cropped(to: rect).clampedToExtent() }

    /// The image turned upright for an Exif orientation, its extent starting where it started.
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        transformed(by: orientationTransform(for: orientation))
    }

    /// `oriented(_:)` with the orientation's Exif number (1…8); other numbers leave the image as it is.
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        guard let value = CGImagePropertyOrientation(rawValue: UInt32(max(0, orientation))) else { return self }
        return oriented(value)
    }

    /// The transform `oriented(_:)` applies.
    public func orientationTransform(for orientation: CGImagePropertyOrientation) -> CGAffineTransform {
        let e = extent
        guard !e.isInfinite, !e.isNull else { return .identity }
        let w = e.width, h = e.height
        // Each case maps the extent moved to the origin, then moves the result back to the extent's origin.
        let turn: CGAffineTransform =
            switch orientation {
            case .up: .identity
            case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
            case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
            case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
            case .leftMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
            case .right: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
            case .rightMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            case .left: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
            }
        return CGAffineTransform(translationX: -e.minX, y: -e.minY).concatenating(turn)
            .concatenating(CGAffineTransform(translationX: e.minX, y: e.minY))
    }
}

extension CIImage {
    /// The image sampled at the nearest pixel when later transformed (hard edges when a QR code is enlarged).
    public func samplingNearest() -> CIImage { CIImage(node: SamplingNode(input: node, nearest: true)) }

    /// The image sampled between pixels when later transformed (the default).
    public func samplingLinear() -> CIImage { CIImage(node: SamplingNode(input: node, nearest: false)) }
}
