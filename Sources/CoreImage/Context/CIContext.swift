import CoreGraphics
import Foundation

/// Renders images: works out a recipe's pixels on the CPU and hands them back as a CGImage or into a bitmap.
///
/// Filters work in linear light (sRGB primaries), as Core Image's default working space; a context made with
/// `[.workingColorSpace: NSNull()]` filters the sRGB values themselves. A recipe that cannot be rendered (an
/// infinite rectangle, more pixels than the budget) gives nil or an untouched bitmap and one line on standard error.
open class CIContext: NSObject, @unchecked Sendable {
    // @unchecked: the options are constants; rendering keeps no state between calls.

    let renderOptions: RenderOptions
    private let options: [CIContextOption: Any]

    public convenience override init() {
        self.init(options: nil)
    }

    public init(options: [CIContextOption: Any]?) {
        self.options = options ?? [:]
        var render = RenderOptions()
        render.linear = !(options?[.workingColorSpace] is NSNull)
        render.pixelLimit = min(CGImage.maximumPixelCount, 16 << 20)
        renderOptions = render
        super.init()
    }

    /// A context that draws into `cgContext` (`draw(_:in:from:)`).
    public convenience init(cgContext: CGContext, options: [CIContextOption: Any]? = nil) {
        self.init(options: options)
        target = cgContext
    }

    /// The CGContext `draw(_:in:from:)` draws into, for a context made on one.
    private var target: CGContext?

    /// The working colour space: linear sRGB, or nil when colour management is off.
    open var workingColorSpace: CGColorSpace? {
        renderOptions.linear ? CGColorSpace(name: CGColorSpace.sRGB) : nil
    }

    /// The working format: 128-bit float RGBA.
    open var workingFormat: CIFormat { .RGBAf }

    /// The part of `image` inside `fromRect` (made whole pixels, cut to the image's extent) as an sRGB bitmap;
    /// nil when that part is empty, infinite or too large.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        do {
            let buffer = try pixels(of: image, in: fromRect)
            guard CGImage.sizeIsAllowed(width: buffer.rect.width, height: buffer.rect.height) else {
                throw CIRenderError.tooLarge(width: buffer.rect.width, height: buffer.rect.height, limit: CGImage.maximumPixelCount)
            }
            return BitmapLayout.cgImage(from: buffer, encode: renderOptions.linear)
        } catch {
            report(error)
            return nil
        }
    }

    /// `createCGImage(_:from:)`.
    ///
    /// Difference from Apple: the bitmap is always 8-bit premultiplied sRGB; `format` and `colorSpace` are ignored.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: fromRect)
    }

    /// Renders the part of `image` inside `bounds` into `data`, top row first, premultiplied, in an 8-bit format
    /// (`RGBA8`, `BGRA8`, `ARGB8`, `ABGR8`) or `RGBAf`; other formats leave the bitmap untouched.
    open func render(
        _ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat,
        colorSpace: CGColorSpace?
    ) {
        do {
            guard let target = PixelRect(covering: bounds), !target.isEmpty else { throw CIRenderError.infinite }
            let buffer = try image.node.draw(target, renderOptions)
            try BitmapLayout.write(buffer, to: data, rowBytes: rowBytes, format: format, encode: renderOptions.linear)
        } catch {
            report(error)
        }
    }

    /// Draws the part of `image` inside `fromRect` into `inRect` of the context this one was made on.
    open func draw(_ image: CIImage, in inRect: CGRect, from fromRect: CGRect) {
        guard let target, let bitmap = createCGImage(image, from: fromRect) else { return }
        target.draw(bitmap, in: inRect)
    }

    /// PNG bytes of the whole image (which must have a finite extent); nil when it cannot be rendered.
    open func pngRepresentation(
        of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) -> Data? {
        guard let bitmap = createCGImage(image, from: image.extent) else { return nil }
        return try? bitmap.pngData()
    }

    /// JPEG bytes of the whole image; nil when it cannot be rendered.
    open func jpegRepresentation(
        of image: CIImage, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) -> Data? {
        guard let bitmap = createCGImage(image, from: image.extent) else { return nil }
        return try? bitmap.jpegData()
    }

    /// Nothing is cached between renders, so there is nothing to clear.
    open func clearCaches() {}

    /// Nothing is kept between renders, so there is nothing to give back.
    open func reclaimResources() {}

    /// The working-space pixels of `image` inside `rect`, made whole pixels and cut to the extent.
    func pixels(of image: CIImage, in rect: CGRect) throws -> PixelBuffer {
        guard !rect.hasNaN else { throw CIRenderError.invalid("the rectangle \(rect) is not a number") }
        let area = rect.intersection(image.extent)
        guard !area.isNull, !area.isEmpty else { throw CIRenderError.invalid("nothing to render in \(rect) of an image whose extent is \(image.extent)") }
        guard let target = PixelRect(covering: area) else { throw CIRenderError.infinite }
        return try image.node.draw(target, renderOptions)
    }

    private func report(_ error: any Error) {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    }
}

/// The keys of `pngRepresentation(of:…)`'s and `jpegRepresentation(of:…)`'s options.
public struct CIImageRepresentationOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
