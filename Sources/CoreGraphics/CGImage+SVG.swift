import CCairo
import CRSVG
import Foundation

extension CGImage {
    /// Renders an SVG file with librsvg into a bitmap of `size` points at `scale` pixels per point.
    ///
    /// An addition: Apple has no SVG API for CGImage. `size` defaults to the document's own width and
    /// height (or its viewBox); the drawing fits the size as the document's `preserveAspectRatio` says.
    /// Relative references resolve against the file's folder; librsvg skips a referenced image it cannot
    /// load, as browsers do. Throws a `CGImageLoadingError` naming the file for unreadable, malformed,
    /// size-less or oversized documents.
    public static func load(svgAt url: URL, size: CGSize? = nil, scale: CGFloat = 1) throws -> CGImage {
        try load(svgData: readFile(url), name: url.path, baseURL: url, size: size, scale: scale)
    }

    /// Renders SVG bytes; `name` stands for the source in errors, `baseURL` resolves relative references (none when nil).
    public static func load(
        svgData data: Data, name: String = "SVG data", baseURL: URL? = nil, size: CGSize? = nil, scale: CGFloat = 1
    ) throws -> CGImage {
        func fail(_ why: String) -> CGImageLoadingError { CGImageLoadingError(source: name, reason: .malformed(why)) }
        guard !data.isEmpty else { throw fail("empty file") }
        guard scale > 0, scale.isFinite else { throw fail("scale \(scale) is not a positive number") }
        ModuleEnvironment.scrubbed
        var error: UnsafeMutablePointer<GError>?
        let handle: UnsafeMutablePointer<RsvgHandle>? = data.withUnsafeBytes { bytes in
            let stream = g_memory_input_stream_new_from_data(bytes.baseAddress, gssize(bytes.count), nil)
            defer { g_object_unref(stream) }
            let base: OpaquePointer? = baseURL.flatMap { g_file_new_for_path($0.path) }
            defer { if let base { g_object_unref(UnsafeMutableRawPointer(base)) } }
            return rsvg_handle_new_from_stream_sync(stream, base, RSVG_HANDLE_FLAGS_NONE, nil, &error)
        }
        guard let handle else { throw fail(takeMessage(&error) ?? "not an SVG document") }
        defer { g_object_unref(handle) }
        rsvg_handle_set_dpi(handle, 96)

        let documentSize = try size ?? intrinsicSize(of: handle, fail: fail)
        guard documentSize.width > 0, documentSize.height > 0, documentSize.width.isFinite, documentSize.height.isFinite
        else { throw fail("size \(documentSize.width)×\(documentSize.height) is empty") }
        let pixelWidth = documentSize.width * scale, pixelHeight = documentSize.height * scale
        guard pixelWidth <= CGFloat(maximumDimension), pixelHeight <= CGFloat(maximumDimension) else {
            throw CGImageLoadingError(
                source: name, reason: .tooLarge(width: Int(min(pixelWidth, 1e15).rounded(.up)), height: Int(min(pixelHeight, 1e15).rounded(.up))))
        }
        let width = Int((pixelWidth - 1e-6).rounded(.up)), height = Int((pixelHeight - 1e-6).rounded(.up))
        guard sizeIsAllowed(width: width, height: height) else {
            throw CGImageLoadingError(source: name, reason: .tooLarge(width: width, height: height))
        }

        // The document is drawn straight into the image's memory: the surface becomes the image.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            Int(cairo_image_surface_get_stride(surface)) == width * 4, let pixels = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            throw CGImageLoadingError(source: name, reason: .tooLarge(width: width, height: height))
        }
        let image = CGImage(width: width, height: height, adopting: pixels, isOpaque: false) { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(documentSize.width), height: Double(documentSize.height))
        guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else {
            throw fail(takeMessage(&error) ?? "rendering failed")
        }
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            throw fail(String(cString: cairo_status_to_string(cairo_status(cr))))
        }
        cairo_surface_flush(surface)
        return image
    }

    /// The document's own size in CSS pixels: its width and height, else its viewBox.
    private static func intrinsicSize(of handle: UnsafeMutablePointer<RsvgHandle>, fail: (String) -> CGImageLoadingError) throws -> CGSize {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
            return CGSize(width: width, height: height)
        }
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        guard hasViewBox != 0 else { throw fail("the document has no width and height and no viewBox; pass a size") }
        return CGSize(width: viewBox.width, height: viewBox.height)
    }
}
