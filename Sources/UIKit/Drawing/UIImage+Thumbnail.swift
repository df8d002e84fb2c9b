import Dispatch
import Foundation

/// iOS 15's thumbnails and images decoded ahead of display.
extension UIImage {
    /// The image redrawn at `size` points (at the image's scale), upright; nil for an empty image.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard let source = uprightCGImage, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let width = max(1, Int((size.width * scale).rounded())), height = max(1, Int((size.height * scale).rounded()))
        guard CGImage.sizeIsAllowed(width: width, height: height),
              let context = CGContext(pixelWidth: width, pixelHeight: height, isOpaque: source.alphaInfo == .noneSkipFirst)
        else { return nil }
        context.interpolationQuality = .high
        context.draw(source, in: CGRect(x: 0, y: 0, width: width, height: height))
        guard let thumbnail = context.makeImage() else { return nil }
        return UIImage(cgImage: thumbnail, scale: scale, renderingMode: renderingMode)
    }

    /// Makes the thumbnail and hands it to `completionHandler`.
    ///
    /// Difference from Apple: the handler runs on the main queue (images are main-actor objects here), not on a
    /// background thread.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        let thumbnail = preparingThumbnail(of: size)
        DispatchQueue.main.async { completionHandler(thumbnail) }
    }

    /// The thumbnail, as `preparingThumbnail(of:)` makes it.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// The image with its pixels decoded and upright, ready to show; nil for an empty image. Images here are decoded
    /// when loaded, so this costs only the turn of a photo taken on its side.
    public func preparingForDisplay() -> UIImage? {
        guard let upright = uprightCGImage else { return nil }
        return UIImage(cgImage: upright, scale: scale, renderingMode: renderingMode)
    }

    /// Prepares the image for display and hands it to `completionHandler`, on the main queue.
    ///
    /// Difference from Apple: the handler runs on the main queue, not on a background thread.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        let prepared = preparingForDisplay()
        DispatchQueue.main.async { completionHandler(prepared) }
    }

    /// The image prepared for display, as `preparingForDisplay()` makes it.
    public func byPreparingForDisplay() async -> UIImage? {
        preparingForDisplay()
    }
}
