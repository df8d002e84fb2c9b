import QuartzCore

/// The drawing environment a renderer hands its actions: the Core Graphics context and shortcuts for rectangles.
@MainActor @preconcurrency
open class UIGraphicsRendererContext {
    /// The context the actions draw into (also the current UIKit context while they run).
    public let cgContext: CGContext
    /// The format the renderer draws with.
    open var format: UIGraphicsRendererFormat { rendererFormat }
    private let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour and `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a frame one point wide inside `rect` with the current fill colour, as `UIRectFrame` does.
    open func stroke(_ rect: CGRect) {
        stroke(rect, blendMode: .normal)
    }

    /// Strokes a frame one point wide inside `rect` with the current fill colour and `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        UIGraphicsPushContext(cgContext)
        UIRectFrameUsingBlendMode(rect, blendMode)
        UIGraphicsPopContext()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// The drawing environment of an image renderer: adds the image drawn so far.
@MainActor @preconcurrency
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        scale = format.scale
        super.init(cgContext: cgContext, format: format)
    }

    /// The image format the renderer draws with.
    override open var format: UIGraphicsImageRendererFormat {
        // The initializer takes only image formats.
        super.format as! UIGraphicsImageRendererFormat
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: scale)
    }
}
