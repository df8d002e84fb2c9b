import CCairo
import Foundation

extension CGImage {
    /// The image encoded as PNG.
    ///
    /// Difference from Apple: not in CoreGraphics, for tests and recording; Apple uses ImageIO for this.
    public func pngData() throws -> Data {
        let surface = makeCairoSurface()
        defer { cairo_surface_destroy(surface) }
        let sink = PNGSink()
        let status = withExtendedLifetime(self) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CGImageLoadingError(source: "PNG encoder", reason: .unwritable(String(cString: cairo_status_to_string(status))))
        }
        return sink.data
    }

    /// Writes the image as a PNG file at `url`.
    ///
    /// Difference from Apple: not in CoreGraphics, for tests and recording.
    public func writePNG(to url: URL) throws {
        let data = try pngData()
        do {
            try data.write(to: url)
        } catch {
            throw CGImageLoadingError(source: url.path, reason: .unwritable(error.localizedDescription))
        }
    }
}

/// Collects the bytes cairo's PNG writer hands out.
private final class PNGSink {
    var data = Data()
}
