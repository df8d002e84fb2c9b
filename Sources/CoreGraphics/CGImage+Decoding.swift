import CRSVG
import Foundation

extension CGImage {
    /// Decodes a PNG or JPEG file (or any raster format gdk-pixbuf knows) into premultiplied ARGB32.
    ///
    /// An addition: Apple decodes through ImageIO or `CGImage(pngDataProviderSource:…)`. Throws a
    /// `CGImageLoadingError` naming the file for a missing, unreadable, truncated, malformed or oversized image.
    public static func load(imageAt url: URL) throws -> CGImage {
        try load(imageData: readFile(url), name: url.path)
    }

    /// Decodes PNG or JPEG bytes; `name` stands for the source in error messages.
    public static func load(imageData data: Data, name: String = "image data") throws -> CGImage {
        try load(imageData: data, name: name, fittingIn: nil)
    }

    /// Decodes image bytes, scaled down while decoding (aspect kept) when the image's longer side exceeds
    /// `maximumSide`, as ImageIO's thumbnails are; the pixel budget applies to the size the file declares.
    package static func load(imageData data: Data, name: String, fittingIn maximumSide: Int?) throws -> CGImage {
        guard !data.isEmpty else { throw CGImageLoadingError(source: name, reason: .malformed("empty file")) }
        let isJPEG = data.starts(with: [0xFF, 0xD8])
        // The header's size against the pixel budget before anything is inflated or allocated.
        if let (width, height) = declaredSize(of: data), !decodeIsAllowed(width: width, height: height, fittingIn: maximumSide, isJPEG: isJPEG) {
            throw CGImageLoadingError(source: name, reason: .tooLarge(width: width, height: height))
        }
        if let problem = containerProblem(in: data) { throw CGImageLoadingError(source: name, reason: .malformed(problem)) }
        ModuleEnvironment.scrubbed
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(loader) }
        let sizeCheck = SizeCheck(maximumSide: maximumSide, isJPEG: isJPEG)
        let onSizePrepared: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, gpointer?) -> Void = {
            loader, width, height, context in
            guard let context else { return }
            let check = Unmanaged<SizeCheck>.fromOpaque(context).takeUnretainedValue()
            check.declared = (Int(width), Int(height))
            if !CGImage.decodeIsAllowed(width: Int(width), height: Int(height), fittingIn: check.maximumSide, isJPEG: check.isJPEG) {
                // A zero size makes gdk-pixbuf's loaders stop before allocating the image.
                gdk_pixbuf_loader_set_size(loader, 0, 0)
            } else if let side = check.maximumSide, let (w, h) = CGImage.size(width: Int(width), height: Int(height), fittingIn: side) {
                gdk_pixbuf_loader_set_size(loader, Int32(w), Int32(h))
            }
        }
        withExtendedLifetime(sizeCheck) {
            _ = g_signal_connect_data(
                loader, "size-prepared", unsafeBitCast(onSizePrepared, to: GCallback.self),
                Unmanaged.passUnretained(sizeCheck).toOpaque(), nil, GConnectFlags(rawValue: 0))
        }
        var error: UnsafeMutablePointer<GError>?
        let written = withExtendedLifetime(sizeCheck) {
            data.withUnsafeBytes { bytes -> Bool in
                let base = bytes.bindMemory(to: UInt8.self).baseAddress!
                var offset = 0
                while offset < bytes.count {
                    let chunk = min(1 << 16, bytes.count - offset)
                    guard gdk_pixbuf_loader_write(loader, base + offset, gsize(chunk), &error) != 0 else { return false }
                    if let (w, h) = sizeCheck.declared, !decodeIsAllowed(width: w, height: h, fittingIn: maximumSide, isJPEG: isJPEG) {
                        return false
                    }
                    offset += chunk
                }
                return true
            }
        }
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError) != 0
        let writeMessage = takeMessage(&error), closeMessage = takeMessage(&closeError)
        let message = writeMessage ?? closeMessage
        if let (w, h) = sizeCheck.declared, !decodeIsAllowed(width: w, height: h, fittingIn: maximumSide, isJPEG: isJPEG) {
            throw CGImageLoadingError(source: name, reason: .tooLarge(width: w, height: h))
        }
        guard written, closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw CGImageLoadingError(source: name, reason: .malformed(message ?? "unrecognised image format"))
        }
        return try image(from: pixbuf, name: name)
    }

    /// Converts a gdk-pixbuf (8-bit RGB or RGBA, not premultiplied) to a premultiplied ARGB32 image. An RGBA pixbuf
    /// is converted in place and its memory kept by the image, so decoding costs the decoded bytes once; an RGB one
    /// (3 bytes a pixel) is copied into 4-byte pixels.
    package static func image(from pixbuf: OpaquePointer, name: String) throws -> CGImage {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        guard sizeIsAllowed(width: width, height: height) else {
            throw CGImageLoadingError(source: name, reason: .tooLarge(width: width, height: height))
        }
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, gdk_pixbuf_get_colorspace(pixbuf) == GDK_COLORSPACE_RGB,
            channels == (hasAlpha ? 4 : 3), let source = gdk_pixbuf_read_pixels(pixbuf)
        else {
            throw CGImageLoadingError(source: name, reason: .malformed("unsupported pixel layout"))
        }
        let rowstride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        if hasAlpha, rowstride == width * 4, let pixels = gdk_pixbuf_get_pixels(pixbuf) {
            for index in 0..<(width * height) {
                let p = pixels + index * 4
                let a = UInt32(p[3])
                let word = a << 24 | premultiply(p[0], a) << 16 | premultiply(p[1], a) << 8 | premultiply(p[2], a)
                UnsafeMutableRawPointer(p).storeBytes(of: word, as: UInt32.self)
            }
            let owner = UnsafeMutableRawPointer(pixbuf)
            g_object_ref(owner)
            return CGImage(width: width, height: height, adopting: pixels, isOpaque: false) { g_object_unref(owner) }
        }
        return CGImage(width: width, height: height, isOpaque: !hasAlpha) { row, out in
            let line = source + row * rowstride
            for x in 0..<width {
                let p = line + x * channels
                let a = hasAlpha ? UInt32(p[3]) : 255
                out[x] = a << 24 | premultiply(p[0], a) << 16 | premultiply(p[1], a) << 8 | premultiply(p[2], a)
            }
        }
    }

    /// `c·a/255`, rounded to nearest.
    @inline(__always)
    static func premultiply(_ c: UInt8, _ a: UInt32) -> UInt32 {
        let t = UInt32(c) * a + 128
        return (t + (t >> 8)) >> 8
    }

    /// The message of a GError, freeing it; nil when there is none.
    package static func takeMessage(_ error: inout UnsafeMutablePointer<GError>?) -> String? {
        guard let e = error else { return nil }
        defer {
            g_error_free(e)
            error = nil
        }
        return e.pointee.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}

/// The size a decoder declared before decoding, as the size-prepared signal reported it, and the longest side
/// the decoded image may have.
private final class SizeCheck {
    var declared: (Int, Int)?
    let maximumSide: Int?
    let isJPEG: Bool

    init(maximumSide: Int?, isJPEG: Bool) {
        self.maximumSide = maximumSide
        self.isJPEG = isJPEG
    }
}

extension CGImage {
    /// Whether an image of `width`×`height` may be decoded to fit `maximumSide`: the pixels the decoder holds are
    /// within the pixel budget. libjpeg decodes a JPEG at a half, a quarter or an eighth of its size when that still
    /// covers the size asked for, so a thumbnail of a JPEG far over the budget can be made in a fraction of it.
    package static func decodeIsAllowed(width: Int, height: Int, fittingIn maximumSide: Int?, isJPEG: Bool) -> Bool {
        guard isJPEG, let maximumSide, width > 0, height > 0, width <= 65535, height <= 65535,
              let (targetWidth, targetHeight) = size(width: width, height: height, fittingIn: maximumSide)
        else { return sizeIsAllowed(width: width, height: height) }
        /// A side divided by `denominator`, rounded up, as libjpeg scales it.
        func scaled(_ side: Int, _ denominator: Int) -> Int { (side + denominator - 1) / denominator }
        let denominator = [8, 4, 2].first { (d: Int) -> Bool in
            scaled(width, d) >= targetWidth && scaled(height, d) >= targetHeight
        } ?? 1
        return sizeIsAllowed(width: scaled(width, denominator), height: scaled(height, denominator))
    }

    /// `width`×`height` scaled down to have `side` pixels on its longer side, aspect kept (each side at least one
    /// pixel); nil when it already fits.
    package static func size(width: Int, height: Int, fittingIn side: Int) -> (width: Int, height: Int)? {
        let longer = max(width, height)
        guard side > 0, longer > side else { return nil }
        let factor = Double(side) / Double(longer)
        return (max(1, Int((Double(width) * factor).rounded())), max(1, Int((Double(height) * factor).rounded())))
    }
}
