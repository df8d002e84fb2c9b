import Foundation

/// The `with…` variants of an image that change how views place it: mirrored for right-to-left layouts, flipped,
/// aligned on a baseline; and what it was made for (traits, renderer format).
extension UIImage {
    /// This image, marked to be shown mirrored in a right-to-left layout (a back chevron).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        guard cgImage != nil else { return self }
        let image = variant()
        image.flipsForRightToLeftLayoutDirection = true
        return image
    }

    /// This image mirrored left to right, through its orientation (the pixels stay as they are).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        guard cgImage != nil else { return self }
        let image = variant()
        image.imageOrientation = imageOrientation.horizontallyFlipped
        return image
    }

    /// This image with its baseline `offset` points above its bottom edge, so text attachments sit it on the line.
    public func withBaselineOffset(fromBottom offset: CGFloat) -> UIImage {
        guard cgImage != nil else { return self }
        let image = variant()
        image.baselineOffsetFromBottom = offset
        image.hasBaseline = true
        return image
    }

    /// This image without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        guard cgImage != nil else { return self }
        let image = variant()
        image.baselineOffsetFromBottom = 0
        image.hasBaseline = false
        return image
    }

    /// The traits the image was made for: its display scale.
    public var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: scale)
    }

    /// A renderer format that draws images like this one: its scale, opaque when it has no alpha.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        if let alpha = cgImage?.alphaInfo {
            format.opaque = alpha == .none || alpha == .noneSkipFirst || alpha == .noneSkipLast
        }
        return format
    }

    /// The image as HEIC data.
    ///
    /// Difference from Apple: always nil, there being no HEIC encoder here; `pngData()` and `jpegData(compressionQuality:)` encode.
    public func heicData() -> Data? {
        nil
    }

    /// The standard add glyph (a plus).
    public class var add: UIImage { standardSymbol("plus") }
    /// The standard remove glyph (a minus).
    public class var remove: UIImage { standardSymbol("minus") }
    /// The standard actions glyph (an ellipsis).
    public class var actions: UIImage { standardSymbol("ellipsis") }
    /// The standard checkmark.
    public class var checkmark: UIImage { standardSymbol("checkmark") }
    /// The standard checkmark, stroked for showing on a color.
    public class var strokedCheckmark: UIImage { standardSymbol("checkmark") }

    /// The system symbol `name`, or an empty image where the symbol set lacks it.
    private static func standardSymbol(_ name: String) -> UIImage {
        UIImage(systemName: name) ?? UIImage()
    }
}

extension UIImage.Orientation {
    /// The orientation showing the same pixels mirrored left to right.
    var horizontallyFlipped: UIImage.Orientation {
        switch self {
        case .up: .upMirrored
        case .upMirrored: .up
        case .down: .downMirrored
        case .downMirrored: .down
        case .left: .rightMirrored
        case .rightMirrored: .left
        case .right: .leftMirrored
        case .leftMirrored: .right
        }
    }
}
