import CCairo
import Foundation

/// A drawing destination wrapping a cairo context on a premultiplied ARGB32 bitmap, as Apple's CGContext.
///
/// Difference from Apple: the origin is the top-left corner and y grows downwards (as in the contexts
/// UIKit and `UIGraphicsImageRenderer` hand out), because that is what layer drawing uses; Apple's
/// bare bitmap contexts put the origin bottom-left.
public final class CGContext {
    /// The cairo context; owned, destroyed in deinit.
    let cr: OpaquePointer
    /// The cairo image surface over the pixel memory; owned, destroyed in deinit.
    let surface: OpaquePointer
    /// Pixel memory this context allocated itself (freed in deinit), nil when the caller owns it.
    private let ownedMemory: UnsafeMutableRawPointer?
    /// The graphics state stack (top is last); cairo keeps its own part (CTM, clip, line style) in step.
    var states: [GraphicsState] = [GraphicsState()]
    /// For each open transparency layer, the state-stack depth inside it.
    var transparencyLayerDepths: [Int] = []
    /// Whether antialiasing may happen at all (`setAllowsAntialiasing`); not part of the graphics state.
    var allowsAntialiasing = true
    /// The matrix text is drawn through (Core Text's lines, glyphs); its translation is `textPosition`. Not part of
    /// the graphics state, as on Apple platforms: saving and restoring the state leaves it.
    public var textMatrix: CGAffineTransform = .identity
    /// For a PDF context, its pages and where the bytes go (`CGContext+PDF.swift`); nil for a bitmap context.
    let pdf: PDFDocument?

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes from one row to the next.
    public let bytesPerRow: Int
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// `.premultipliedFirst` or `.noneSkipFirst`.
    public let alphaInfo: CGImageAlphaInfo
    /// `alphaInfo` with the host 32-bit byte order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue).union(.byteOrder32Host) }
    /// Always sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace.sRGBSpace }
    /// The pixel memory: the caller's, or the buffer the context allocated.
    public let data: UnsafeMutableRawPointer?
    /// The scale from the base space (where shadow offsets and blurs are measured) to pixels.
    package let baseScale: CGFloat

    /// A bitmap context, as Apple's initializer; nil for a pixel format this renderer cannot draw into.
    ///
    /// Accepted: 8 bits per component, an RGB `space`, `bitmapInfo` of `premultipliedFirst` or
    /// `noneSkipFirst` with `byteOrder32Little` (host order) or the default order, and `bytesPerRow` a
    /// multiple of 4 (0 picks `width * 4`). With `data` nil the context allocates zeroed (transparent)
    /// memory and frees it on deinit.
    ///
    /// Difference from Apple: other layouts (RGBA, grey, 16-bit, float) give nil, and the default byte
    /// order means host order here, not big-endian.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let order = info.intersection(.byteOrderMask)
        guard bitsPerComponent == 8, space.model == .rgb, !info.contains(.floatComponents),
            order == .byteOrderDefault || order == .byteOrder32Host,
            let alpha = info.alphaInfo, alpha == .premultipliedFirst || alpha == .noneSkipFirst
        else { return nil }
        self.init(data: data, width: width, height: height, bytesPerRow: bytesPerRow, alphaInfo: alpha, scale: 1)
    }

    /// A context on a new transparent ARGB32 bitmap of `pixelWidth`×`pixelHeight`, drawing in points of `scale` pixels;
    /// `isOpaque` makes it an RGB bitmap without alpha that starts black, as UIKit's opaque image contexts.
    ///
    /// An addition mirroring `UIGraphicsImageRenderer`: the CTM starts as a scale by `scale`, and
    /// shadow offsets and blurs are in points too.
    public convenience init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, isOpaque: Bool = false) {
        guard scale > 0, scale.isFinite else { return nil }
        self.init(
            data: nil, width: pixelWidth, height: pixelHeight, bytesPerRow: 0,
            alphaInfo: isOpaque ? .noneSkipFirst : .premultipliedFirst, scale: scale)
    }

    private init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, alphaInfo: CGImageAlphaInfo,
        scale: CGFloat
    ) {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { return nil }
        let stride = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard stride >= width * 4, stride % 4 == 0 else { return nil }
        let memory = data ?? calloc(stride * height, 1)
        guard let memory else { return nil }
        let format = alphaInfo == .noneSkipFirst ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        let surface = cairo_image_surface_create_for_data(
            memory.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(stride))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            if data == nil { free(memory) }
            return nil
        }
        self.surface = surface
        self.cr = cairo_create(surface)
        self.ownedMemory = data == nil ? memory : nil
        self.data = memory
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.alphaInfo = alphaInfo
        self.baseScale = scale
        self.pdf = nil
        cairo_set_line_width(cr, 1)
        cairo_scale(cr, Double(scale), Double(scale))
    }

    /// A context drawing on the PDF `surface` (owned from here on) of `document`, one unit a point.
    init(pdfSurface surface: OpaquePointer, document: PDFDocument) {
        self.surface = surface
        cr = cairo_create(surface)
        ownedMemory = nil
        data = nil
        width = max(1, Int(document.mediaBox.width.rounded(.up)))
        height = max(1, Int(document.mediaBox.height.rounded(.up)))
        bytesPerRow = 0
        alphaInfo = .premultipliedFirst
        baseScale = 1
        pdf = document
        cairo_set_line_width(cr, 1)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if let ownedMemory { free(ownedMemory) }
    }

    /// The current graphics state (the top of the stack).
    var state: GraphicsState {
        get { states[states.count - 1] }
        set { states[states.count - 1] = newValue }
    }

    /// Pushes a copy of the graphics state: CTM, clip, colours, line style, alpha, blend mode, shadow.
    public func saveGState() {
        cairo_save(cr)
        states.append(state)
    }

    /// Pops the graphics state pushed by the matching `saveGState()`; unbalanced calls are ignored.
    public func restoreGState() {
        guard states.count > 1, states.count > (transparencyLayerDepths.last ?? 0) else { return }
        cairo_restore(cr)
        states.removeLast()
        applyAntialiasing()
    }

    /// Makes sure every drawing call so far has reached the pixel memory.
    public func flush() {
        cairo_surface_flush(surface)
    }

    /// Marks the context's drawing as ready to be seen: for a bitmap context, the same as `flush()`.
    public func synchronize() {
        flush()
    }

    /// A snapshot of the pixels as an immutable image; nil for a PDF context, which has none.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        guard let data else { return nil }
        let base = UnsafeRawPointer(data)
        if alphaInfo == .noneSkipFirst {
            return CGImage(width: width, height: height, isOpaque: true) { row, out in
                let line = (base + row * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { out[x] = line[x] | 0xFF00_0000 }
            }
        }
        return CGImage(width: width, height: height, copyingFrom: base, sourceBytesPerRow: bytesPerRow, isOpaque: false)
    }
}

/// The part of the graphics state cairo does not keep: colours, alpha, blend mode, shadow, image quality.
struct GraphicsState {
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    var interpolationQuality = CGInterpolationQuality.default
    var clipMask: ClipMask?
    var shouldAntialias = true

    /// A shadow as set by `setShadow`: offset and blur in base space.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }
}
