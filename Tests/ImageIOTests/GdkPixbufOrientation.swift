import CRSVG
import Foundation

/// The orientation gdk-pixbuf's own JPEG loader reads from a file's Exif block (its "orientation" option), to check
/// the Exif blocks destinations write against a reader that is not ImageIO's.
enum GdkPixbufOrientation {
    static func of(_ data: Data) -> Int? {
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(loader) }
        var error: UnsafeMutablePointer<GError>?
        let written = data.withUnsafeBytes {
            gdk_pixbuf_loader_write(loader, $0.bindMemory(to: UInt8.self).baseAddress, gsize($0.count), &error) != 0
        }
        guard written, gdk_pixbuf_loader_close(loader, &error) != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader),
              let option = gdk_pixbuf_get_option(pixbuf, "orientation")
        else { return nil }
        return Int(String(cString: option))
    }
}
