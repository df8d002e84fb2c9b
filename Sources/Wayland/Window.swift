import CWaylandProtocols
import Foundation

/// A toplevel window drawn from shared-memory buffers.
///
/// The window follows the configure sequence (acknowledging each before the buffer drawn for
/// it), keeps a pool of buffers at the size the scale asks for, and paces drawing with frame
/// callbacks. It knows nothing of what is drawn: callers fill `nextBuffer()` and `present` it.
/// Its frame is the compositor's where it offers one, else libdecor's (see `WindowShell`).
///
/// Threads: everything here belongs to the thread that dispatches the display's default queue
/// (the main thread), except what a `FramePresenter` does on its render thread. The surface,
/// the buffer pool, the pending acknowledgement and the frame pacing state are shared with that
/// thread under `surfaceLock`, which the main thread holds from a configure event through
/// `onConfigure`, so a configure is answered (acknowledged, drawn, committed) in one piece.
public final class Window {
    /// The connection; a window keeps it open.
    public let display: Display
    let surface: OpaquePointer
    var shell: WindowShell!
    var viewport: OpaquePointer?
    var fractionalScale: OpaquePointer?
    /// The idle inhibitor of the surface while `inhibitsIdle` (Window+IdleInhibit.swift).
    var idleInhibitor: OpaquePointer?
    /// Serializes the surface's requests and the state below shared with a presenter's render
    /// thread; recursive, so a `present` inside `onConfigure` (which runs under it) takes it again.
    let surfaceLock = NSRecursiveLock()
    /// The proxies new frame callbacks, feedbacks and buffers are made through (under the lock).
    let routing: FrameRouting
    /// The presenter whose render thread receives frame callbacks and feedback (under the lock).
    weak var presenter: FramePresenter?
    /// The target frames are drawn for, refreshed by the main thread (under the lock).
    var target: FrameTarget?
    var frameCallback: OpaquePointer?
    var feedbacks: [PresentationRequest] = []
    var pool: BufferPool<ShmBuffer>
    var sequence: ConfigureSequence
    /// A configuration resolved but not yet acknowledged; acknowledged by the next `present`
    /// (under the lock).
    var unacknowledged: WindowConfiguration?
    /// A configure was resolved and no buffer committed since: a commit without one would apply
    /// the acknowledgement to the old buffer (under the lock).
    var configureAwaitsFrame = false
    /// A frame found every buffer busy at the pool's bound: the next release wakes the presenter
    /// (under the lock).
    var isStarved = false
    /// The `wl_output` proxies the surface is shown on (for the integer scale); the display owns the outputs.
    var enteredOutputs: Set<OpaquePointer> = []
    /// The scale the compositor prefers, in 120ths (wp_fractional_scale_v1); nil when it says none.
    var preferredFractionalScale: UInt32?
    /// The buffer scale or viewport destination last sent: surface state the compositor keeps across commits, so
    /// it is sent again only when it changes (under the lock).
    var appliedScale: AppliedScale?

    /// Whether a configure awaits its acknowledgement: the next `present` must follow, even unchanged.
    public var needsPresentation: Bool { surfaceLock.withLock { unacknowledged != nil } }

    /// The configuration in force: size (logical) and states; nil before the first configure.
    public var configuration: WindowConfiguration? { sequence.current }
    /// Whether the window's pixels are opaque (XRGB buffers) or carry alpha (premultiplied ARGB).
    public let isOpaque: Bool
    /// Who draws the title bar and borders.
    public var decorationMode: DecorationMode { shell.decorationMode }
    /// Where a press inside the content resizes the window while the compositor draws no frame
    /// and the window floats (nil turns it off).
    public var resizeGrip: ResizeGrip? = ResizeGrip()
    /// The presentation time of the last frame callback, in ms of an unspecified base.
    public var lastFrameTime: UInt32 { surfaceLock.withLock { lastFrameTimeValue } }
    var lastFrameTimeValue: UInt32 = 0

    /// The window was configured: draw at `configuration.size` (times `scale`) and present.
    public var onConfigure: ((WindowConfiguration) -> Void)?
    /// The compositor (or the frame's close button) asks the window to close.
    public var onClose: (() -> Void)?
    /// A frame callback arrived: the compositor is ready for the next frame; the argument is its
    /// time in ms. While a `FramePresenter` runs, its `onFrame` gets them instead, on its thread.
    public var onFrame: ((UInt32) -> Void)?
    /// A presented frame's feedback (wp_presentation), or its discarding; while a
    /// `FramePresenter` runs, its `onPresentation` gets them instead, on its thread.
    public var onPresentation: ((PresentationFeedback) -> Void)?
    /// The scale changed (an output's scale, a move to another output, a fractional preference).
    public var onScaleChange: ((Double) -> Void)?
    /// Pointer input for this window's content, one frame of events at a time.
    public var onPointer: ((PointerFrame) -> Void)?
    /// The cursor shown while the pointer is over the content (not over a resize grip); a change shows at once.
    public var cursor: WindowCursor = .standard {
        didSet { if cursor != oldValue { display.seat?.pointer?.cursorChanged(in: self) } }
    }
    /// A key pressed (or repeated) or released while this window has the keyboard focus.
    public var onKey: ((KeyEvent) -> Void)?
    /// The keyboard focus entered (`true`) or left the window.
    public var onKeyboardFocus: ((Bool) -> Void)?
    /// Touchpad gestures (swipes, pinches, holds) that began over this window.
    public var onPointerGesture: ((PointerGestureEvent) -> Void)?
    /// Touch input for this window's content, one frame of points at a time.
    public var onTouch: ((TouchFrame) -> Void)?
    /// The seat's text input (`Seat.textInput`) entered (`true`) or left the window: enable it while a field edits.
    public var onTextInputFocus: ((Bool) -> Void)?
    /// Where the compositor put a popup, relative to its parent's surface (zero for a toplevel).
    public internal(set) var popupPosition = (x: 0, y: 0)
    /// An input method's preedit, commit and deletions for this window, applied together.
    public var onTextInput: ((TextInputUpdate) -> Void)?

    /// Forgets every handler above: whoever set them is going, and events the compositor sent meanwhile reach no one.
    public func removeEventHandlers() {
        onConfigure = nil
        onClose = nil
        onFrame = nil
        onPresentation = nil
        onScaleChange = nil
        onPointer = nil
        onKey = nil
        onKeyboardFocus = nil
        onPointerGesture = nil
        onTouch = nil
        onTextInputFocus = nil
        onTextInput = nil
    }

    /// Opens a toplevel; it shows once the first configure is answered with a buffer.
    /// `LIBDECOR_FORCE_CSD=1` in the environment makes the client draw its frame even where the
    /// compositor would.
    public convenience init(
        display: Display, title: String, appID: String,
        preferredSize: WindowSize = WindowSize(width: 640, height: 480),
        minimumSize: WindowSize = WindowSize(width: 1, height: 1),
        isOpaque: Bool = true,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        try self.init(display: display, preferredSize: preferredSize, minimumSize: minimumSize, isOpaque: isOpaque) { window in
            let properties = ShellProperties(title: title, appID: appID, minimumSize: minimumSize)
            let wantsClientFrame = display.globals.decorationManager == nil || Window.clientSideDecorationsForced(environment)
            if wantsClientFrame, let context = display.decorationContext(), let decorated = DecoratedShell(
                window: window, context: context, properties: properties)
            {
                return decorated
            }
            let shell = try XdgToplevelShell(window: window, properties: properties)
            wl_surface_commit(window.surface)
            return shell
        }
    }

    /// Opens a popup of `parent` (a menu): placed by the compositor as `placement` asks, sized `placement.size`,
    /// grabbing the pointer and keyboard with `grabSerial` (the serial of the input event that opened it). A click
    /// outside or the compositor ending it calls `onClose`; it shows once its first configure is answered.
    public convenience init(popupOf parent: Window, placement: PopupPlacement, grabSerial: UInt32?, isOpaque: Bool = false) throws {
        try self.init(display: parent.display, preferredSize: placement.size, minimumSize: WindowSize(width: 1, height: 1), isOpaque: isOpaque) { window in
            let shell = try XdgPopupShell(window: window, parent: parent, placement: placement, grabSerial: grabSerial)
            wl_surface_commit(window.surface)
            return shell
        }
    }

    /// The surface, its buffers and scale objects, then the shell `makeShell` gives it.
    private init(
        display: Display, preferredSize: WindowSize, minimumSize: WindowSize, isOpaque: Bool,
        makeShell: (Window) throws -> WindowShell
    ) throws {
        guard let compositor = display.globals.compositor, let shm = display.globals.shm else {
            throw WaylandError.missingGlobal("wl_compositor")
        }
        self.display = display
        self.isOpaque = isOpaque
        sequence = ConfigureSequence(preferredSize: preferredSize, minimumSize: minimumSize)
        let format: ShmBuffer.Format = isOpaque ? .xrgb8888 : .argb8888
        guard let surface = wl_compositor_create_surface(compositor.proxy) else {
            throw display.connectionError()
        }
        self.surface = surface
        let routing = FrameRouting(surface: surface, shm: shm.proxy, presentation: display.globals.presentation?.proxy)
        self.routing = routing
        pool = BufferPool { width, height in
            Log.wayland.debug("buffer allocated: \(width)×\(height) \(format)")
            return try ShmBuffer(shm: routing.shm, width: width, height: height, format: format)
        }
        wl_surface_add_listener(surface, surfaceListener, userData(self))
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
        shell = try makeShell(self)
        try display.flush()
    }

    deinit {
        display.windowsBySurface[surface] = nil
        if let frameCallback { wl_callback_destroy(frameCallback) }
        for request in feedbacks { wp_presentation_feedback_destroy(request.proxy) }
        if let fractionalScale { wp_fractional_scale_v1_destroy(fractionalScale) }
        if let idleInhibitor { zwp_idle_inhibitor_v1_destroy(idleInhibitor) }
        if let viewport { wp_viewport_destroy(viewport) }
        shell?.destroy()
        wl_surface_destroy(surface)
        pool.removeAll()
        _ = try? display.flush()
    }

    /// The window title shown in its frame and by the desktop.
    public func setTitle(_ title: String) {
        shell.setTitle(title)
    }

    /// Asks the compositor to maximize (or restore) the window.
    public func setMaximized(_ maximized: Bool) {
        shell.setMaximized(maximized)
    }

    /// Asks the compositor to show the window fullscreen (or back).
    public func setFullscreen(_ fullscreen: Bool) {
        shell.setFullscreen(fullscreen)
    }

    /// Asks the compositor to minimize the window.
    public func minimize() {
        shell.minimize()
    }

    /// Sets the smallest size the compositor should give the window.
    public func setMinimumSize(_ size: WindowSize) {
        sequence.minimumSize = size
        shell.setMinimumSize(size)
    }

    /// Starts an interactive move (from a pointer press on the app's own title area).
    public func beginMove(serial: UInt32) {
        guard let seat = display.seat else { return }
        shell.beginMove(seat: seat.proxy, serial: serial)
    }

    /// Starts an interactive resize dragging `edge` (from a pointer press on the app's own border).
    public func beginResize(serial: UInt32, edge: ResizeEdge) {
        guard let seat = display.seat else { return }
        shell.beginResize(seat: seat.proxy, serial: serial, edge: edge)
    }

    /// Hands a pointer frame to the app, unless it is a press on the resize grip, which starts
    /// the compositor's resize instead; over the grip the pointer shows the edge's cursor.
    func deliver(_ frame: PointerFrame, from pointer: Pointer) {
        let edge = frame.isInside ? activeGrip.flatMap { grip in
            configuration.flatMap { grip.edge(atX: frame.x, y: frame.y, width: Double($0.size.width), height: Double($0.size.height)) }
        } : nil
        pointer.overrideCursorName = edge?.cursorName
        guard let edge, let press = frame.events.firstIndex(where: Window.isPrimaryPress) else {
            onPointer?(frame)
            return
        }
        // The events before the press still reach the app; the press starts the resize.
        if press > 0 {
            onPointer?(PointerFrame(events: Array(frame.events[..<press]), x: frame.x, y: frame.y, isInside: frame.isInside))
        }
        if case .button(_, _, let serial, _) = frame.events[press] {
            beginResize(serial: serial, edge: edge)
        }
    }

    /// Whether `event` presses the primary (left) button, the one that drags a frame.
    private static func isPrimaryPress(_ event: PointerEvent) -> Bool {
        if case .button(0x110, isPressed: true, _, _) = event { return true }
        return false
    }

    /// The grip, while the compositor draws no frame around a window the user may resize.
    private var activeGrip: ResizeGrip? {
        guard decorationMode != .serverSide, let states = configuration?.states else { return nil }
        return states.isDisjoint(with: [.maximized, .fullscreen, .tiled]) ? resizeGrip : nil
    }

    // MARK: Configure (called by the shell)

    func toplevelConfigured(width: Int32, height: Int32, states: ToplevelStates) {
        sequence.toplevelConfigure(width: width, height: height, states: states)
    }

    func toplevelBounds(width: Int32, height: Int32) {
        sequence.toplevelBounds(width: width, height: height)
    }

    /// Runs a shell's handling of a configure (resolution, acknowledgement, `onConfigure`) under
    /// the surface lock, so a render thread never commits between the acknowledgement and the
    /// frame drawn for it.
    func handlingConfigure(_ body: () -> Void) {
        surfaceLock.withLock(body)
    }

    /// Ends a configure sequence: resolves it, lets the shell acknowledge it when it must do so
    /// at once (libdecor), and asks the owner to draw.
    func surfaceConfigured(serial: UInt32, acknowledgedByShell: Bool = false) -> WindowConfiguration {
        let configuration = sequence.surfaceConfigure(serial: serial)
        if let refused = sequence.refusedSize {
            Log.wayland.warning("the compositor asked for a window of \(refused.width)×\(refused.height), beyond \(ConfigureSequence.maximumDimension) a side; keeping \(configuration.size.width)×\(configuration.size.height)")
        }
        Log.wayland.debug("configure \(serial): \(configuration.size.width)×\(configuration.size.height) \(configuration.states)")
        surfaceLock.withLock {
            unacknowledged = acknowledgedByShell ? nil : configuration
            configureAwaitsFrame = true
            refreshTarget()
        }
        return configuration
    }

    func configurationReady(_ configuration: WindowConfiguration) {
        onConfigure?(configuration)
    }

    func closeRequested() {
        onClose?()
    }
}

/// What a shell sets on a new toplevel.
struct ShellProperties {
    var title: String
    var appID: String
    var minimumSize: WindowSize
}
