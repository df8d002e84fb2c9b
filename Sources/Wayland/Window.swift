import CWaylandProtocols
import Foundation

/// An xdg-shell toplevel window drawn from shared-memory buffers.
///
/// The window follows the configure sequence (acknowledging each before the buffer drawn for
/// it), keeps a pool of buffers at the size the scale asks for, and paces drawing with frame
/// callbacks. It knows nothing of what is drawn: callers fill `nextBuffer()` and `present` it.
public final class Window {
    /// The connection; a window keeps it open.
    public let display: Display
    let surface: OpaquePointer
    let xdgSurface: OpaquePointer
    let toplevel: OpaquePointer
    var decoration: OpaquePointer?
    var viewport: OpaquePointer?
    var fractionalScale: OpaquePointer?
    var frameCallback: OpaquePointer?
    var feedbacks: [PresentationRequest] = []
    var pool: BufferPool<ShmBuffer>
    var sequence: ConfigureSequence
    /// A configuration resolved but not yet acknowledged; acknowledged by the next `present`.
    var unacknowledged: WindowConfiguration?
    /// The `wl_output` proxies the surface is shown on (for the integer scale); the display owns the outputs.
    var enteredOutputs: Set<OpaquePointer> = []
    /// The scale the compositor prefers, in 120ths (wp_fractional_scale_v1); nil when it says none.
    var preferredFractionalScale: UInt32?

    /// The configuration in force: size (logical) and states; nil before the first configure.
    public var configuration: WindowConfiguration? { sequence.current }
    /// Whether the window's pixels are opaque (XRGB buffers) or carry alpha (premultiplied ARGB).
    public let isOpaque: Bool
    /// The decoration mode the compositor chose; `.clientSide` when nobody draws a frame yet (issue 10).
    public internal(set) var decorationMode: DecorationMode
    /// The presentation time of the last frame callback, in ms of an unspecified base.
    public internal(set) var lastFrameTime: UInt32 = 0

    /// The window was configured: draw at `configuration.size` (times `scale`) and present.
    public var onConfigure: ((WindowConfiguration) -> Void)?
    /// The compositor asks the window to close (a close button, a shortcut).
    public var onClose: (() -> Void)?
    /// A frame callback arrived: the compositor is ready for the next frame; the argument is its time in ms.
    public var onFrame: ((UInt32) -> Void)?
    /// A presented frame's feedback (wp_presentation), or its discarding.
    public var onPresentation: ((PresentationFeedback) -> Void)?
    /// The scale changed (an output's scale, a move to another output, a fractional preference).
    public var onScaleChange: ((Double) -> Void)?
    /// Pointer input for this window, one frame of events at a time.
    public var onPointer: ((PointerFrame) -> Void)?
    /// A key pressed (or repeated) or released while this window has the keyboard focus.
    public var onKey: ((KeyEvent) -> Void)?
    /// The keyboard focus entered (`true`) or left the window.
    public var onKeyboardFocus: ((Bool) -> Void)?
    /// Touch input for this window, one frame of points at a time.
    public var onTouch: ((TouchFrame) -> Void)?

    /// Opens a toplevel; it shows once the first configure is answered with a buffer.
    public init(
        display: Display, title: String, appID: String,
        preferredSize: WindowSize = WindowSize(width: 640, height: 480),
        minimumSize: WindowSize = WindowSize(width: 1, height: 1),
        isOpaque: Bool = true
    ) throws {
        guard let compositor = display.globals.compositor, let wmBase = display.globals.wmBase,
              let shm = display.globals.shm
        else { throw WaylandError.missingGlobal("wl_compositor") }
        self.display = display
        self.isOpaque = isOpaque
        sequence = ConfigureSequence(preferredSize: preferredSize, minimumSize: minimumSize)
        let format: ShmBuffer.Format = isOpaque ? .xrgb8888 : .argb8888
        pool = BufferPool { width, height in try ShmBuffer(shm: shm.proxy, width: width, height: height, format: format) }
        guard let surface = wl_compositor_create_surface(compositor.proxy) else {
            throw display.connectionError()
        }
        self.surface = surface
        guard let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase.proxy, surface),
              let toplevel = xdg_surface_get_toplevel(xdgSurface)
        else { throw display.connectionError() }
        self.xdgSurface = xdgSurface
        self.toplevel = toplevel
        decorationMode = display.globals.decorationManager == nil ? .clientSide : .serverSide
        wl_surface_add_listener(surface, surfaceListener, userData(self))
        xdg_surface_add_listener(xdgSurface, xdgSurfaceListener, userData(self))
        xdg_toplevel_add_listener(toplevel, toplevelListener, userData(self))
        xdg_toplevel_set_title(toplevel, title)
        xdg_toplevel_set_app_id(toplevel, appID)
        if minimumSize.width > 1 || minimumSize.height > 1 {
            xdg_toplevel_set_min_size(toplevel, Int32(minimumSize.width), Int32(minimumSize.height))
        }
        requestServerSideDecoration()
        if let viewporter = display.globals.viewporter {
            viewport = wp_viewporter_get_viewport(viewporter.proxy, surface)
        }
        if let manager = display.globals.fractionalScaleManager, viewport != nil {
            fractionalScale = wp_fractional_scale_manager_v1_get_fractional_scale(manager.proxy, surface)
            if let fractionalScale {
                wp_fractional_scale_v1_add_listener(fractionalScale, fractionalScaleListener, userData(self))
            }
        }
        display.windowsBySurface[surface] = WeakWindow(window: self)
        wl_surface_commit(surface)
        try display.flush()
    }

    deinit {
        display.windowsBySurface[surface] = nil
        if let frameCallback { wl_callback_destroy(frameCallback) }
        for request in feedbacks { wp_presentation_feedback_destroy(request.proxy) }
        if let fractionalScale { wp_fractional_scale_v1_destroy(fractionalScale) }
        if let viewport { wp_viewport_destroy(viewport) }
        if let decoration { zxdg_toplevel_decoration_v1_destroy(decoration) }
        xdg_toplevel_destroy(toplevel)
        xdg_surface_destroy(xdgSurface)
        wl_surface_destroy(surface)
        pool.removeAll()
        _ = try? display.flush()
    }

    /// The window title shown by the compositor.
    public func setTitle(_ title: String) {
        xdg_toplevel_set_title(toplevel, title)
    }

    /// Asks the compositor to maximize (or restore) the window.
    public func setMaximized(_ maximized: Bool) {
        if maximized { xdg_toplevel_set_maximized(toplevel) } else { xdg_toplevel_unset_maximized(toplevel) }
    }

    /// Asks the compositor to show the window fullscreen (or back).
    public func setFullscreen(_ fullscreen: Bool) {
        if fullscreen { xdg_toplevel_set_fullscreen(toplevel, nil) } else { xdg_toplevel_unset_fullscreen(toplevel) }
    }

    /// Asks the compositor to minimize the window.
    public func minimize() {
        xdg_toplevel_set_minimized(toplevel)
    }

    /// Sets the smallest size the compositor should give the window.
    public func setMinimumSize(_ size: WindowSize) {
        sequence.minimumSize = size
        xdg_toplevel_set_min_size(toplevel, Int32(size.width), Int32(size.height))
    }

    /// Starts an interactive move (from a pointer press on the app's own title area).
    public func beginMove(serial: UInt32) {
        guard let seat = display.seat else { return }
        xdg_toplevel_move(toplevel, seat.proxy, serial)
    }

    // MARK: Configure

    func toplevelConfigured(width: Int32, height: Int32, states: ToplevelStates) {
        sequence.toplevelConfigure(width: width, height: height, states: states)
    }

    func toplevelBounds(width: Int32, height: Int32) {
        sequence.toplevelBounds(width: width, height: height)
    }

    func surfaceConfigured(serial: UInt32) {
        let configuration = sequence.surfaceConfigure(serial: serial)
        unacknowledged = configuration
        onConfigure?(configuration)
    }

    func closeRequested() {
        onClose?()
    }
}

/// Who draws the window's frame (title bar, borders).
public enum DecorationMode: Sendable, Equatable {
    /// The compositor draws it (xdg-decoration answered server-side).
    case serverSide
    /// The client must draw it; until issue 10 lands nothing is drawn.
    case clientSide
}
