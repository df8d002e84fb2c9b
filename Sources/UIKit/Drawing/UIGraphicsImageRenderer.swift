import Foundation
import QuartzCore

/// The base class of graphics renderers: the area drawn and the format.
@MainActor @preconcurrency
open class UIGraphicsRenderer {
    /// The format the renderer draws with.
    open var format: UIGraphicsRendererFormat { rendererFormat }
    private let rendererFormat: UIGraphicsRendererFormat

    /// A renderer of `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        rendererFormat = format
    }

    /// A renderer of `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Whether the renderer makes images.
    open var allowsImageOutput: Bool { false }
}

/// Draws images with a closure, as iOS apps make icons and thumbnails: the closure draws into a fresh bitmap
/// context that is also the current UIKit context, and the result comes back as a `UIImage`, PNG or JPEG.
///
/// Difference from Apple: main-actor isolated, as the UIKit context stack it draws through; Apple's renders on any thread.
@MainActor @preconcurrency
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// What `image(actions:)` and the data methods run.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// A renderer of `size` points with the default format (the main screen's scale, with alpha).
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of `size` points with `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` with the default format (as a view renders itself: `init(bounds: view.bounds)`).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of `bounds` with `format`: drawing at `bounds.origin` lands at the image's top-left corner.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// The image format the renderer draws with.
    override open var format: UIGraphicsImageRendererFormat {
        // The initializers take only image formats.
        super.format as! UIGraphicsImageRendererFormat
    }

    override open var allowsImageOutput: Bool { true }

    /// Runs `actions` on a fresh context and returns what they drew; an empty image for empty bounds.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = draw(actions), let image = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale)
    }

    /// Runs `actions` and returns what they drew as PNG data (empty for empty bounds).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? draw(actions)?.makeImage()?.pngData()) ?? Data()
    }

    /// Runs `actions` and returns what they drew as JPEG data at `compressionQuality` (0 smallest, 1 best).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? draw(actions)?.makeImage()?.jpegData(quality: compressionQuality)) ?? Data()
    }

    /// A context for the bounds at the format's scale, after `actions` drew into it as the current context.
    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext? {
        let format = self.format, bounds = format.bounds.standardized
        let width = Int((bounds.width * format.scale).rounded(.up)), height = Int((bounds.height * format.scale).rounded(.up))
        guard bounds.width > 0, bounds.height > 0, width > 0, height > 0,
              let context = CGContext(pixelWidth: width, pixelHeight: height, scale: format.scale, isOpaque: format.opaque)
        else {
            Diagnostics.report("UIGraphicsImageRenderer: no image for bounds \(format.bounds)")
            return nil
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        return context
    }
}
