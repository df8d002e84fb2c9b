import CWaylandProtocols
import Foundation

/// Presents a window's frames from a render thread of its own, paced by frame callbacks that
/// arrive on that thread, while the main thread keeps dispatching everything else (configure,
/// input, outputs, libdecor) — so frames go on while the main thread is busy.
///
/// Threads and queues: the presenter owns a `wl_event_queue`; the frame callbacks, presentation
/// feedback and shm buffers (so their releases) of its window are made on it while it runs, and
/// only its render thread dispatches it. The main thread keeps the default queue. The surface and
/// the buffer pool are shared under the window's surface lock.
///
/// Configures: answer them in `Window.onConfigure` on the main thread, which runs under the
/// surface lock (`Window.nextBuffer` and `present` there, as without a presenter), or wake the
/// render thread from it and let its next `present` answer (the acknowledgement goes with it).
/// Either way a frame the render thread drew for the previous size is not shown (`present`
/// returns false). Never wait for the render thread inside `onConfigure`: it may be waiting for
/// that lock.
///
/// - Main thread: `init`, `start`, `stop`; and, while the presenter runs, `Window.nextBuffer`
///   with `present` only inside `onConfigure` (the lock is held from one to the other there).
/// - Render thread (the handlers run there): `nextFrame`, `present`, `requestFrame`,
///   `isWaitingForFrame`, and `dispatch` when the caller runs its own thread instead of `start`.
/// - Any thread: `wake`, the handler properties.
///
/// ```swift
/// let presenter = try FramePresenter(window: window)
/// presenter.onFrame = { _ in draw() }            // render thread
/// presenter.onWake = { draw() }                  // render thread, after wake()
/// presenter.onError = { error in fail(error) }   // render thread; the loop has ended
/// presenter.onMainQueueEvents = { DispatchQueue.main.async { dispatchPending() } }  // GCD main loops only
/// presenter.start()
/// presenter.wake()                               // any thread: "draw a frame"
/// presenter.stop()                               // main thread: ends and joins the thread
///
/// func draw() {                                  // render thread
///     guard let frame = try? presenter.nextFrame() else { return }
///     paint(frame.buffer, at: frame.target)
///     if try presenter.present(frame, requestFrame: true) == false { presenter.wake() }  // stale: redraw
/// }
/// ```
public final class FramePresenter: @unchecked Sendable {
    /// The window presented; main-thread API of it stays on the main thread.
    public let window: Window
    let queue: RenderQueue
    /// Guards the handlers and what the render thread has yet to deliver; never held while
    /// taking the window's surface lock.
    private let state = NSLock()
    private var handlers = Handlers()
    private var pendingFrameTime: UInt32?
    private var pendingFeedback: [(feedback: PresentationFeedback, aim: FrameDeadline.Aim?)] = []
    private var isWakeRequested = false
    private var isAttached = true
    private var asksFeedbackForDeadline = true
    var thread: RenderThread?
    /// The buffer `nextFrame` handed out and not yet presented: marked busy meanwhile, so the
    /// main thread's `Window.nextBuffer` never hands it out too (under the surface lock).
    private var reserved: ShmBuffer?
    /// Reads `CLOCK_MONOTONIC` in seconds, the clock of frame callback stamps and presentation feedback.
    let clock: @Sendable () -> Double
    /// When frames start after their callback (render thread only).
    var timing = FrameTiming()

    struct Handlers {
        var frame: (@Sendable (UInt32) -> Void)?
        var wake: (@Sendable () -> Void)?
        var presentation: (@Sendable (PresentationFeedback) -> Void)?
        var mainQueueEvents: (@Sendable () -> Void)?
        var error: (@Sendable (WaylandError) -> Void)?
    }

    /// Routes `window`'s new frame callbacks, feedbacks and buffers to a queue of the presenter's
    /// own. `clock` reads `CLOCK_MONOTONIC` in seconds (tests drive their own). Main thread; one presenter per
    /// window at a time.
    public init(window: Window, clock: @escaping @Sendable () -> Double = FramePresenter.monotonicSeconds) throws {
        guard let shm = window.display.globals.shm else { throw WaylandError.missingGlobal("wl_shm") }
        self.window = window
        self.clock = clock
        queue = try RenderQueue(
            display: window.display, surface: window.surface, shm: shm.proxy,
            presentation: window.display.globals.presentation?.proxy)
        window.surfaceLock.withLock {
            window.routing.surface = queue.surface
            window.routing.shm = queue.shm
            window.routing.presentation = queue.presentation
            window.presenter = self
        }
    }

    deinit {
        detach()
    }

    // MARK: Handlers (set from any thread; they run on the render thread, hence `@Sendable`)

    /// The compositor is ready for the next frame (its callback's time in ms); run at the predicted deadline.
    public var onFrame: (@Sendable (UInt32) -> Void)? {
        get { state.withLock { handlers.frame } }
        set { state.withLock { handlers.frame = newValue } }
    }

    /// `wake()` was called.
    public var onWake: (@Sendable () -> Void)? {
        get { state.withLock { handlers.wake } }
        set { state.withLock { handlers.wake = newValue } }
    }

    /// A presented frame's feedback (wp_presentation), or its discarding; asked for only while set.
    public var onPresentation: (@Sendable (PresentationFeedback) -> Void)? {
        get { state.withLock { handlers.presentation } }
        set { state.withLock { handlers.presentation = newValue } }
    }

    /// The render thread read events that belong to the main thread's default queue: a main run
    /// loop that waits for the socket's readability (a dispatch source) must dispatch them now,
    /// as the socket may hold nothing more to wake it. `Display.dispatch` loops need not.
    public var onMainQueueEvents: (@Sendable () -> Void)? {
        get { state.withLock { handlers.mainQueueEvents } }
        set { state.withLock { handlers.mainQueueEvents = newValue } }
    }

    /// The connection failed on the render thread (the one-line error to report); the thread's
    /// loop has ended.
    public var onError: (@Sendable (WaylandError) -> Void)? {
        get { state.withLock { handlers.error } }
        set { state.withLock { handlers.error = newValue } }
    }

    /// Whether commits ask for presentation feedback: for the handler, and for the deadline until a trial finds
    /// the compositor sends none (`stopAskingFeedbackForDeadline`).
    var wantsPresentationFeedback: Bool { state.withLock { handlers.presentation != nil || asksFeedbackForDeadline } }

    func stopAskingFeedbackForDeadline() { state.withLock { asksFeedbackForDeadline = false } }

    // MARK: Render thread

    /// A free buffer for the frame target in force; nil before the first configure, and while the
    /// compositor holds every buffer (its next release runs `onWake`). The buffer is reserved for this frame until `present` (or the next `nextFrame`, which gives an
    /// unpresented one back).
    public func nextFrame() throws -> PresenterFrame? {
        try window.surfaceLock.withLock {
            unreserve()
            guard let target = window.target, let buffer = try window.acquireBuffer(for: target) else { return nil }
            buffer.isBusy = true
            reserved = buffer
            return PresenterFrame(buffer: buffer, target: target)
        }
    }

    /// Shows `frame` as `Window.present` does (acknowledging a pending configure), unless the
    /// window was reconfigured or rescaled since `nextFrame`: then nothing is committed and it
    /// returns false — draw again for the new target. A frame not from the last `nextFrame`, or
    /// already presented, is not shown either.
    @discardableResult
    public func present(_ frame: PresenterFrame, damage: [PixelRect]? = nil, requestFrame: Bool = false) throws -> Bool {
        let shown = window.surfaceLock.withLock {
            guard reserved === frame.buffer else { return false }
            guard let target = window.target, frame.target.canShow(for: target) else {
                unreserve()
                return false
            }
            reserved = nil
            window.commit(frame.buffer, damage: damage, requestFrame: requestFrame)?.aim = timing.drawing?.aim
            return true
        }
        if shown {
            try window.display.flush()
            frameCommitted()
        }
        return shown
    }

    /// Asks for a frame callback without a new buffer. Returns false, committing nothing, while
    /// a configure awaits its frame (a bare commit would apply it to the old buffer): present one.
    @discardableResult
    public func requestFrame() throws -> Bool {
        let committed = window.surfaceLock.withLock {
            guard !window.configureAwaitsFrame else { return false }
            window.armFrameCallback()
            wl_surface_commit(window.surface)
            return true
        }
        if committed { try window.display.flush() }
        return committed
    }

    /// Whether a frame callback is requested and not yet done.
    public var isWaitingForFrame: Bool { window.isWaitingForFrame }

    /// Gives back what an idle window need not keep (`Window.releaseIdleMemory`), the buffer reserved for a frame
    /// that was not presented included.
    public func releaseIdleMemory() {
        window.surfaceLock.withLock { unreserve() }
        window.releaseIdleMemory()
    }

    /// Waits up to `timeout` (forever when nil; never past a waiting frame's start) for a frame callback, feedback or
    /// a wake, and runs the handlers for what arrived and a frame whose start came. The render thread's loop step.
    public func dispatch(timeout: Duration? = nil) throws {
        let readSocket = try queue.wait(timeout: timing.wait(upTo: timeout, now: clock()))
        if readSocket, queue.defaultQueueHasEvents {
            onMainQueueEvents?()
        }
        let due = takeDue()
        for item in due.feedback {
            feedbackReceived(item.feedback, aim: item.aim)
            due.handlers.presentation?(item.feedback)
        }
        if let time = due.frameTime { frameCallbackReceived(time: time) }
        if due.woken { runDrawing(aim: nil) { due.handlers.wake?() } }
        if let frame = timing.takeStartingFrame(now: clock()) { runFrame(frame, handler: due.handlers.frame) }
    }

    /// What the loop delivers after a wait, and the handlers to deliver it to.
    private struct Due {
        var handlers: Handlers
        var frameTime: UInt32?
        var feedback: [(feedback: PresentationFeedback, aim: FrameDeadline.Aim?)]
        var woken: Bool
    }

    /// Takes what arrived since the last delivery.
    private func takeDue() -> Due {
        state.lock()
        defer { state.unlock() }
        let due = Due(handlers: handlers, frameTime: pendingFrameTime, feedback: pendingFeedback, woken: isWakeRequested)
        pendingFrameTime = nil
        pendingFeedback.removeAll()
        isWakeRequested = false
        return due
    }

    /// Gives the reserved buffer back to the pool: it was never committed, so no release comes
    /// (under the surface lock).
    private func unreserve() {
        reserved?.isBusy = false
        reserved = nil
    }

    // MARK: Any thread

    /// Makes the render thread run `onWake` (once for any number of calls before it runs).
    public func wake() {
        state.withLock { isWakeRequested = true }
        queue.wake()
    }

    /// A frame callback of the window is done (on the render thread, or on the main thread for
    /// one asked before the presenter started): delivered from the render thread's loop.
    func frameArrived(time: UInt32) {
        state.withLock { pendingFrameTime = time }
        queue.wake()
    }

    /// A committed frame's feedback, for the frame that aimed at `aim`.
    func feedbackArrived(_ feedback: PresentationFeedback, aim: FrameDeadline.Aim?) {
        state.withLock { pendingFeedback.append((feedback, aim)) }
        queue.wake()
    }

    // MARK: Teardown (main thread, after the render thread ended)

    /// Gives the window its own proxies back: forgets a frame callback and feedbacks in flight
    /// (the main thread draws next as if none were awaited), dispatches what the queue still
    /// holds (buffer releases), moves the buffers to the default queue, and destroys the queue.
    func detach() {
        guard state.withLock({ () -> Bool in
            defer { isAttached = false }
            return isAttached
        }) else { return }
        let window = self.window
        window.surfaceLock.withLock {
            unreserve()
            if let callback = window.frameCallback { wl_callback_destroy(callback) }
            window.frameCallback = nil
            for request in window.feedbacks { wp_presentation_feedback_destroy(request.proxy) }
            window.feedbacks.removeAll()
            window.presenter = nil
            window.routing.surface = window.surface
            window.routing.shm = window.display.globals.shm?.proxy ?? window.routing.shm
            window.routing.presentation = window.display.globals.presentation?.proxy
        }
        try? queue.dispatchPending()
        window.surfaceLock.withLock {
            for buffer in window.pool.buffers { buffer.move(to: nil) }
        }
        queue.destroy()
    }
}

/// A buffer taken for a frame on the render thread, and the target to draw it for. Keep it no
/// longer than the frame: the presenter's queue, which the buffer's events go to, ends with `stop`.
public struct PresenterFrame {
    /// The buffer to fill: `target.pixelWidth`×`target.pixelHeight`, content `buffer.age` frames old.
    public let buffer: ShmBuffer
    /// The configuration and scale the frame is drawn for.
    public let target: FrameTarget
}
