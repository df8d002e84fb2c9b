import Foundation

/// The environment variables that would make the image libraries load code from a path anyone
/// can set — gdk-pixbuf's loader modules, GIO's modules — removed once, before gdk-pixbuf or
/// librsvg first runs: an app built on the framework loads the system's modules only.
package enum ModuleEnvironment {
    static let names = ["GDK_PIXBUF_MODULE_FILE", "GDK_PIXBUF_MODULEDIR", "GIO_EXTRA_MODULES", "GIO_MODULE_DIR"]

    /// Evaluated once, on the first image decoded.
    package static let scrubbed: Void = {
        for name in names { unsetenv(name) }
    }()
}
