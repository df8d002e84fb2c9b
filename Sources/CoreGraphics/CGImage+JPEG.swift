import CRSVG
import Foundation

extension CGImage {
    /// The image encoded as JPEG at `quality` 0…1, alpha dropped over black.
    ///
    /// Difference from Apple: not in CoreGraphics; like UIKit's `jpegData(compressionQuality:)`.
    public func jpegData(quality: CGFloat = 0.9) throws -> Data {
        ModuleEnvironment.scrubbed
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)) else {
            throw CGImageLoadingError(source: "JPEG encoder", reason: .unwritable("cannot allocate \(width)×\(height) pixels"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let rowstride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let out = gdk_pixbuf_get_pixels(pixbuf)!
        for y in 0..<height {
            for x in 0..<width {
                // Premultiplied colour is the colour composited over black.
                let p = pixel(x: x, y: y), o = out + y * rowstride + x * 3
                o[0] = UInt8((p >> 16) & 0xFF)
                o[1] = UInt8((p >> 8) & 0xFF)
                o[2] = UInt8(p & 0xFF)
            }
        }
        let level = String(Int((min(max(quality, 0), 1) * 100).rounded()))
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let keys: [UnsafeMutablePointer<CChar>?] = [strdup("quality"), nil]
        let values: [UnsafeMutablePointer<CChar>?] = [strdup(level), nil]
        defer {
            free(keys[0])
            free(values[0])
        }
        var mutableKeys = keys, mutableValues = values
        let saved = gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &mutableKeys, &mutableValues, &error)
        guard saved != 0, let buffer else {
            throw CGImageLoadingError(source: "JPEG encoder", reason: .unwritable(Self.takeMessage(&error) ?? "encoding failed"))
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }
}
