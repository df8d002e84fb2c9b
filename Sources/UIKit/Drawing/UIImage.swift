import CoreImage
import Foundation
import ImageIO
import QuartzCore

/// An image: a bitmap with the scale it was made for, and how it renders (as is, or as a
/// template tinted by the view's tint color).
@MainActor @preconcurrency
open class UIImage: NSObject {
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The pixels.
    public let cgImage: CGImage?
    /// Pixels per point the bitmap was made for (2 for `name@2x.png`, the screen's for SVG).
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// How `cgImage`'s pixels are turned to show the image upright (a photo's Exif orientation).
    public internal(set) var imageOrientation: Orientation = .up
    /// The Core Image recipe the image was made from (`init(ciImage:)`); nil for a bitmap image.
    public internal(set) var ciImage: CIImage?
    /// An animated image's frames (`animatedImage(with:duration:)`); nil for a still image.
    public internal(set) var images: [UIImage]?
    /// The time one pass over an animated image's frames takes; 0 for a still image.
    public internal(set) var duration: TimeInterval = 0
    /// The asset the image is one of the trait variants of (`UIImageAsset.register(_:with:)`); nil for an image on its own.
    open internal(set) var imageAsset: UIImageAsset?
    /// `cgImage` turned upright as `imageOrientation` says, made when first drawn.
    private var uprightImage: CGImage?

    /// The image's size in points, upright (a photo taken on its side is taller than wide).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let (w, h) = imageOrientation.swapsSides ? (cgImage.height, cgImage.width) : (cgImage.width, cgImage.height)
        return CGSize(width: CGFloat(w) / scale, height: CGFloat(h) / scale)
    }

    /// The pixels as shown: `cgImage` turned as `imageOrientation` says.
    var uprightCGImage: CGImage? {
        guard let cgImage, imageOrientation != .up else { return cgImage }
        if let uprightImage { return uprightImage }
        let upright = cgImage.applying(CGImagePropertyOrientation(imageOrientation))
        uprightImage = upright
        return upright
    }

    /// The SVG file the image was drawn from, so it can be drawn again at another scale.
    let vectorSource: URL?
    /// The system symbol's name, for a symbol image (`init?(systemName:)`).
    var symbolName: String?
    /// The configuration a symbol image was drawn with.
    public internal(set) var symbolConfiguration: SymbolConfiguration?
    /// This image drawn again at other scales, by scale.
    private var renditions: [CGFloat: UIImage] = [:]

    // MARK: Resizing (the drawing in UIImage+Resizable.swift)

    /// The edges, in points, that keep their size when the image is drawn larger or smaller; zero for an image that
    /// scales whole.
    open internal(set) var capInsets: UIEdgeInsets = .zero
    /// How the part between the caps fills the space: stretched or tiled.
    open internal(set) var resizingMode: ResizingMode = .tile
    /// The insets from the image's edges to the content that layout aligns (a shadow or badge lies outside them).
    open internal(set) var alignmentRectInsets: UIEdgeInsets = .zero
    /// Whether a view shows the image mirrored in a right-to-left layout (`imageFlippedForRightToLeftLayoutDirection()`).
    open internal(set) var flipsForRightToLeftLayoutDirection = false
    /// The baseline's distance above the image's bottom edge, for aligning it with text (`withBaselineOffset(fromBottom:)`).
    open internal(set) var baselineOffsetFromBottom: CGFloat = 0
    /// Whether the image has a baseline of its own (symbol images and `withBaselineOffset(fromBottom:)` ones do).
    open internal(set) var hasBaseline = false

    /// The image with `capInsets` kept at their size when it is drawn at another size, the middle tiled.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image with `capInsets` kept at their size when it is drawn at another size, the middle stretched or tiled.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let image = variant()
        image.capInsets = ResizableImageSlices.sanitized(capInsets, within: size)
        image.resizingMode = resizingMode
        return image
    }

    /// The image stretched by its one-point-wide column at `leftCapWidth` and row at `topCapHeight` (the caps on the
    /// right and bottom are what is left), the iOS 2 form of `resizableImage(withCapInsets:resizingMode: .stretch)`.
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(max(0, leftCapWidth)), top = CGFloat(max(0, topCapHeight))
        let insets = UIEdgeInsets(top: top, left: left,
                                  bottom: top > 0 ? max(0, size.height - top - 1) : 0,
                                  right: left > 0 ? max(0, size.width - left - 1) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// The left cap of an image made by `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    open var leftCapWidth: Int { Int(capInsets.left) }
    /// The top cap of an image made by `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    open var topCapHeight: Int { Int(capInsets.top) }

    /// The image with `alignmentInsets` as its alignment rect insets.
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        let image = variant()
        image.alignmentRectInsets = alignmentInsets
        return image
    }

    /// A copy of this image (its pixels, scale, rendering, orientation, frames, caps) for a `with…` method to change.
    func variant(renderingMode: RenderingMode? = nil) -> UIImage {
        guard let cgImage else { return UIImage() }
        let image = UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode ?? self.renderingMode, vectorSource: vectorSource)
        image.imageOrientation = imageOrientation
        image.images = images
        image.duration = duration
        image.symbolName = symbolName
        image.symbolConfiguration = symbolConfiguration
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        image.alignmentRectInsets = alignmentRectInsets
        image.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
        image.baselineOffsetFromBottom = baselineOffsetFromBottom
        image.hasBaseline = hasBaseline
        image.ciImage = ciImage
        image.imageAsset = imageAsset
        return image
    }

    /// An empty image: no pixels, size zero; drawing it draws nothing.
    override public init() {
        cgImage = nil
        scale = 1
        renderingMode = .automatic
        vectorSource = nil
    }

    public init(cgImage: CGImage, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        vectorSource = nil
    }

    init(cgImage: CGImage, scale: CGFloat, renderingMode: RenderingMode, vectorSource: URL?) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        self.vectorSource = vectorSource
    }

    /// The image as shown at `scale` pixels per point: an SVG image drawn again at that scale
    /// (kept for next time), any other image as it is.
    func rendered(atScale scale: CGFloat) -> UIImage {
        guard let vectorSource, scale != self.scale, scale.isFinite, scale > 0 else { return self }
        if let rendition = renditions[scale] { return rendition }
        guard let image = try? CGImage.load(svgAt: vectorSource, scale: scale) else { return self }
        let rendition = UIImage(cgImage: image, scale: scale, renderingMode: renderingMode, vectorSource: nil)
        renditions[scale] = rendition
        return rendition
    }

    /// An image from the app's assets: `name.svg` rendered at the screen's scale, else
    /// `name@2x.png` / `name.png` / `name.jpg` (see `UIImage.assetFolders`); nil, with the name
    /// reported once, when none loads. Assets folders stand in for iOS's asset catalogs.
    public convenience init?(named name: String) {
        guard let (image, scale, source) = UIImage.loadAsset(named: name) else { return nil }
        self.init(cgImage: image, scale: scale, renderingMode: .automatic, vectorSource: source)
    }

    /// An image from a file (PNG, JPEG or SVG); nil with the reason reported once when it cannot load.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        do {
            let isSVG = url.pathExtension.lowercased() == "svg"
            let image = isSVG ? try CGImage.load(svgAt: url, scale: UIScreen.main.scale) : try CGImage.load(imageAt: url)
            self.init(cgImage: image, scale: isSVG ? UIScreen.main.scale : UIImage.scale(inFileName: url),
                      renderingMode: .automatic, vectorSource: isSVG ? url : nil)
            if !isSVG { imageOrientation = UIImage.exifOrientation(of: url) }
        } catch {
            Diagnostics.report("UIImage(contentsOfFile:) \(error)")
            return nil
        }
    }

    /// An image from PNG, JPEG or GIF bytes (a GIF's first frame), upright as its Exif orientation says
    /// (`imageOrientation`); nil with the reason reported once when it cannot load.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        do {
            self.init(cgImage: try CGImage.load(imageData: data), scale: scale)
            imageOrientation = UIImage.exifOrientation(of: data)
        } catch {
            Diagnostics.report("UIImage(data:) \(error)")
            return nil
        }
    }

    /// An image from the app's assets, as `init(named:)`: the bundle and traits are ignored, there being one set of
    /// asset folders and one appearance.
    ///
    /// Difference from Apple: `bundle` and `traitCollection` are accepted and ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// An image from the app's assets, as `init(named:)` (iOS 13).
    ///
    /// Difference from Apple: `bundle` and `configuration` are accepted and ignored: asset images here are bitmaps,
    /// never symbols.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }

    // MARK: Drawing into the current context

    /// Draws the image at its size in points with its top-left corner at `point`.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size at `point`, with `blendMode` and `alpha`.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`, right way up, in the current context.
    open func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled into `rect` with `blendMode` and `alpha` (0…1) for this drawing only.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if isResizable {
            drawSlices(of: uprightCGImage ?? cgImage, in: rect, into: context)
        } else {
            context.drawUpright(uprightCGImage ?? cgImage, in: rect)
        }
    }

    /// Fills `rect` with copies of the image at its size, tiled from the context's origin.
    open func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.drawTiledUpright(uprightCGImage ?? cgImage, tile: CGRect(origin: .zero, size: size), in: rect)
    }

    /// The image encoded as PNG, nil for an empty image.
    public func pngData() -> Data? {
        try? cgImage?.pngData()
    }

    /// The image encoded as JPEG at `compressionQuality` (0 smallest, 1 best), its orientation kept in an Exif block
    /// as iOS keeps it; nil for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        let data = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(data, "public.jpeg" as CFString, 1, nil) else { return nil }
        let properties: [CFString: Any] = [kCGImageDestinationLossyCompressionQuality: Double(compressionQuality),
                                           kCGImagePropertyOrientation: CGImagePropertyOrientation(imageOrientation).rawValue]
        CGImageDestinationAddImage(destination, cgImage, properties as CFDictionary)
        return CGImageDestinationFinalize(destination) ? data as Data : nil
    }

    /// The same image rendering as `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard cgImage != nil else { return self }
        return variant(renderingMode: renderingMode)
    }

    /// The image's shape filled with `color`: its alpha kept, its colors replaced.
    public func withTintColor(_ color: UIColor) -> UIImage {
        guard let cgImage = uprightCGImage, let tinted = UIImage.tint(cgImage, with: color) else { return self }
        return UIImage(cgImage: tinted, scale: scale, renderingMode: .alwaysOriginal)
    }

    /// The image's shape filled with `color`, rendering as `renderingMode` asks (`.automatic` draws the fill).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let tinted = withTintColor(color)
        return renderingMode == .automatic ? tinted : tinted.withRenderingMode(renderingMode)
    }

    /// A bitmap of `image`'s alpha filled with `color`.
    static func tint(_ image: CGImage, with color: UIColor) -> CGImage? {
        let c = color.cgColor.components ?? [0, 0, 0, 1]
        let a = Double(c.count > 3 ? c[3] : 1)
        let (r, g, b) = (Double(c[0]) * a, Double(c[1]) * a, Double(c[2]) * a)
        var words = [UInt32](repeating: 0, count: image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let alpha = Double(image.pixel(x: x, y: y) >> 24) / 255
                func channel(_ v: Double) -> UInt32 { UInt32((v * alpha * 255).rounded()) }
                words[y * image.width + x] = channel(a) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
            }
        }
        return CGImage(width: image.width, height: image.height, premultipliedARGB32: words)
    }
}
