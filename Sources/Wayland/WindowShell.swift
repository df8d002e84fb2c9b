/// The part of a window that speaks to the desktop shell: xdg-shell directly, with the
/// compositor drawing the frame (`XdgToplevelShell`), or libdecor drawing it in the client
/// (`DecoratedShell`). The window owns the surface, buffers and pacing either way.
protocol WindowShell: AnyObject {
    /// Who draws the title bar and borders.
    var decorationMode: DecorationMode { get }
    func setTitle(_ title: String)
    func setMinimumSize(_ size: WindowSize)
    func setMaximized(_ maximized: Bool)
    func setFullscreen(_ fullscreen: Bool)
    func minimize()
    func beginMove(seat: OpaquePointer, serial: UInt32)
    func beginResize(seat: OpaquePointer, serial: UInt32, edge: ResizeEdge)
    /// Acknowledges a configuration before the buffer drawn for it is committed.
    func acknowledge(_ configuration: WindowConfiguration)
    /// Destroys the shell objects; the surface is destroyed after.
    func destroy()
    /// The `xdg_surface` a popup of this window is made on, once it exists.
    var parentSurface: OpaquePointer? { get }
}

/// Who draws the window's frame (title bar, borders).
public enum DecorationMode: Sendable, Equatable {
    /// The compositor draws it (xdg-decoration answered server-side).
    case serverSide
    /// The client draws it, through libdecor.
    case clientSide
    /// Nobody does: the compositor offers no server-side frame and libdecor could not start.
    case none
}

extension Window {
    /// Whether the environment asks for client-side decorations everywhere (`LIBDECOR_FORCE_CSD`,
    /// the variable libdecor itself reads).
    static func clientSideDecorationsForced(_ environment: [String: String]) -> Bool {
        guard let value = environment["LIBDECOR_FORCE_CSD"] else { return false }
        return !value.isEmpty && value != "0"
    }
}
