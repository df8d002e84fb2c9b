import CDecor
import Foundation
import CWaylandProtocols

/// libdecor's per-connection state: the plugin (cairo) that draws client-side frames.
final class DecorationContext {
    let handle: OpaquePointer
    /// The displays of live contexts, for libdecor's error callback (which carries no user data).
    nonisolated(unsafe) private static var owners: [OpaquePointer: Unowned<Display>] = [:]

    /// Starts libdecor on `display`'s connection; nil when libdecor cannot start. libdecor would
    /// load every library in `LIBDECOR_PLUGIN_DIR`, and a GTK plugin would load GIO's and
    /// gdk-pixbuf's modules from their variables: those go first, so only the system's load.
    init?(display: Display) {
        for name in ["LIBDECOR_PLUGIN_DIR", "GIO_EXTRA_MODULES", "GIO_MODULE_DIR", "GDK_PIXBUF_MODULE_FILE", "GDK_PIXBUF_MODULEDIR"] {
            unsetenv(name)
        }
        guard let handle = libdecor_new(display.handle, decorInterface) else { return nil }
        self.handle = handle
        Self.owners[handle] = Unowned(display)
    }

    deinit {
        Self.owners[handle] = nil
        libdecor_unref(handle)
    }

    fileprivate static func failed(_ context: OpaquePointer?, message: String) {
        guard let context, let display = owners[context]?.value else { return }
        display.deferredError = .decorations(message)
    }
}

/// An unowned reference in a collection.
struct Unowned<T: AnyObject> {
    unowned let value: T
    init(_ value: T) { self.value = value }
}

extension Display {
    /// The libdecor context, started on first use; nil when libdecor cannot start, or cannot draw
    /// because the compositor offers no `wl_subcompositor` (libdecor 0.1 crashes then).
    func decorationContext() -> DecorationContext? {
        guard offersSubcompositor else { return nil }
        if decorations == nil {
            decorations = DecorationContext(display: self)
        }
        return decorations
    }
}

nonisolated(unsafe) let decorInterface = UnsafeMutablePointer<libdecor_interface>.listenerTable(
    libdecor_interface(
        error: { context, _, message in
            DecorationContext.failed(context, message: message.map { String(cString: $0) } ?? "unknown error")
        },
        reserved0: nil, reserved1: nil, reserved2: nil, reserved3: nil, reserved4: nil,
        reserved5: nil, reserved6: nil, reserved7: nil, reserved8: nil, reserved9: nil
    ))
