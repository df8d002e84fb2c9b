import CWaylandProtocols
import Foundation

/// A surface showing a cursor image from the user's cursor theme (libwayland-cursor).
final class CursorSurface {
    /// The hot spot of the image shown, in surface units.
    struct Shown {
        let hotspotX: Int32
        let hotspotY: Int32
    }

    unowned let display: Display
    let surface: OpaquePointer?
    private var theme: OpaquePointer?
    private var themeScale = 0

    /// Cursor names tried when a theme lacks the one asked for (CSS names and X names differ).
    static let fallbacks: [String: [String]] = [
        "left_ptr": ["default", "arrow"],
        "default": ["left_ptr", "arrow"],
        "pointer": ["hand2", "hand1", "left_ptr"],
        "hand2": ["pointer", "hand1", "left_ptr"],
        "text": ["xterm", "ibeam", "left_ptr"],
        "xterm": ["text", "ibeam", "left_ptr"],
        "vertical-text": ["text", "xterm", "left_ptr"],
        "grab": ["openhand", "hand1", "left_ptr"],
        "grabbing": ["closedhand", "fleur", "left_ptr"],
    ]

    init(display: Display) {
        self.display = display
        surface = display.globals.compositor.flatMap { wl_compositor_create_surface($0.proxy) }
    }

    deinit {
        if let theme { wl_cursor_theme_destroy(theme) }
        if let surface { wl_surface_destroy(surface) }
    }

    /// Attaches the first image of cursor `name` at `scale`; nil when no theme or cursor exists.
    func show(named name: String, scale: Int) -> Shown? {
        guard let surface, let theme = loadTheme(scale: scale) else { return nil }
        var cursor: UnsafeMutablePointer<wl_cursor>?
        for candidate in [name] + (Self.fallbacks[name] ?? ["left_ptr"]) {
            cursor = wl_cursor_theme_get_cursor(theme, candidate)
            if cursor != nil { break }
        }
        guard let cursor, cursor.pointee.image_count > 0, let image = cursor.pointee.images[0],
              let buffer = wl_cursor_image_get_buffer(image)
        else { return nil }
        wl_surface_attach(surface, buffer, 0, 0)
        if wl_proxy_get_version(surface) >= 3 { wl_surface_set_buffer_scale(surface, Int32(themeScale)) }
        wl_surface_damage(surface, 0, 0, Int32.max, Int32.max)
        wl_surface_commit(surface)
        return Shown(
            hotspotX: Int32(image.pointee.hotspot_x) / Int32(themeScale),
            hotspotY: Int32(image.pointee.hotspot_y) / Int32(themeScale))
    }

    private func loadTheme(scale: Int) -> OpaquePointer? {
        if let theme, themeScale == scale { return theme }
        guard let shm = display.globals.shm else { return nil }
        let environment = ProcessInfo.processInfo.environment
        let size = Int(environment["XCURSOR_SIZE"] ?? "") ?? 24
        if let theme { wl_cursor_theme_destroy(theme) }
        theme = wl_cursor_theme_load(environment["XCURSOR_THEME"], Int32(size * scale), shm.proxy)
        themeScale = scale
        return theme
    }
}
