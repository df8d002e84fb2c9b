import CRSVG
import Foundation

/// A GIF decoded by gdk-pixbuf as an animation, whose frames come out composited (each drawn over what the earlier
/// ones left, as their disposal says) by stepping its iterator through the frames' delays.
final class GIFAnimation {
    /// The `GdkPixbufAnimation`; owned.
    private let animation: OpaquePointer

    /// Decodes `data`, a GIF whose canvas is within the pixel budget.
    init(data: Data, name: String) throws {
        ModuleEnvironment.scrubbed
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type("gif", &error) else {
            throw CGImageLoadingError(source: name, reason: .malformed(CGImage.takeMessage(&error) ?? "no GIF decoder"))
        }
        defer { g_object_unref(loader) }
        let written = data.withUnsafeBytes { bytes in
            gdk_pixbuf_loader_write(loader, bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error) != 0
        }
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError) != 0
        let message = CGImage.takeMessage(&error) ?? CGImage.takeMessage(&closeError)
        guard written, closed, let animation = gdk_pixbuf_loader_get_animation(loader) else {
            throw CGImageLoadingError(source: name, reason: .malformed(message ?? "not a GIF"))
        }
        g_object_ref(UnsafeMutableRawPointer(animation))
        self.animation = animation
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(animation))
    }

    /// Frame `index` as shown: the iterator started at time zero and moved on by each earlier frame's delay.
    func frame(_ index: Int, name: String) throws -> CGImage {
        // A GTimeVal is two C longs, seconds and microseconds; the iterator reads them, never keeps them.
        var time = [Int](repeating: 0, count: 2)
        let iterator = time.withUnsafeBufferPointer {
            gdk_pixbuf_animation_get_iter(animation, UnsafePointer(OpaquePointer($0.baseAddress!)))
        }
        guard let iterator else { throw CGImageLoadingError(source: name, reason: .malformed("GIF has no frames")) }
        defer { g_object_unref(UnsafeMutableRawPointer(iterator)) }
        var elapsed = 0
        for _ in 0..<index {
            let delay = Int(gdk_pixbuf_animation_iter_get_delay_time(iterator))
            guard delay >= 0 else { break }
            elapsed += delay
            time = [elapsed / 1000, elapsed % 1000 * 1000]
            _ = time.withUnsafeBufferPointer {
                gdk_pixbuf_animation_iter_advance(iterator, UnsafePointer(OpaquePointer($0.baseAddress!)))
            }
        }
        // The iterator's pixbuf is its own and reused; the image converts a copy in place.
        guard let shown = gdk_pixbuf_animation_iter_get_pixbuf(iterator), let copy = gdk_pixbuf_copy(shown) else {
            throw CGImageLoadingError(source: name, reason: .malformed("GIF frame \(index) has no pixels"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(copy)) }
        return try CGImage.image(from: copy, name: "\(name) frame \(index)")
    }
}
