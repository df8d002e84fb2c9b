import CWaylandProtocols
import Foundation

/// Drawing: buffers at the scale the compositor wants, presenting them with exact damage,
/// and pacing with frame callbacks and presentation feedback.
extension Window {
    /// The scale to draw at: the compositor's fractional preference when it gives one, else the
    /// largest integer scale of the outputs the window is on.
    public var scale: Double {
        surfaceScale.factor
    }

    /// The scale rule in force.
    var surfaceScale: SurfaceScale {
        SurfaceScale(preferredFractional: preferredFractionalScale, integer: integerScale)
    }

    var integerScale: Int {
        if let largest = display.outputs.filter({ enteredOutputs.contains($0.proxy) }).map(\.scale).max() {
            return largest
        }
        return display.outputs.count == 1 ? display.outputs[0].scale : 1
    }

    /// The buffer size in pixels for a logical size at the current scale (rounded half away from
    /// zero, as wp_fractional_scale_v1 asks).
    public func bufferSize(for size: WindowSize) -> (width: Int, height: Int) {
        surfaceScale.bufferSize(for: size)
    }

    /// A free buffer for the current configuration; nil before the first configure, and while the
    /// compositor holds every buffer the pool may have (`BufferPool.maximumCount`): draw again
    /// after the next event. Its content is what it showed `age` presentations ago (undefined
    /// when `age` is 0). Main thread.
    public func nextBuffer() throws -> ShmBuffer? {
        try surfaceLock.withLock {
            refreshTarget()
            guard let target else { return nil }
            return try acquireBuffer(for: target)
        }
    }

    /// Shows `buffer`: acknowledges a pending configure, attaches, damages `damage` (buffer
    /// pixels; nil for all of it), asks for a frame callback when `requestFrame`, and commits.
    /// Main thread; a render thread presents through its `FramePresenter`.
    public func present(_ buffer: ShmBuffer, damage: [PixelRect]? = nil, requestFrame: Bool = false) throws {
        surfaceLock.withLock {
            refreshTarget()
            commit(buffer, damage: damage, requestFrame: requestFrame)
        }
        try display.flush()
    }

    /// Asks for a frame callback without a new buffer (to wait for the compositor's next frame).
    public func requestFrame() throws {
        surfaceLock.withLock {
            armFrameCallback()
            wl_surface_commit(surface)
        }
        try display.flush()
    }

    /// Whether a frame callback is requested and not yet done.
    public var isWaitingForFrame: Bool { surfaceLock.withLock { frameCallback != nil } }

    /// Gives back what an idle window need not keep: its free buffers (the next frame makes one and draws it
    /// whole), and the heap pages the process has freed, which glibc keeps otherwise (`malloc_trim`). Any thread.
    public func releaseIdleMemory() {
        surfaceLock.withLock { pool.removeFree() }
        Heap.trim()
    }

    /// Recomputes the frame target from the configuration and the outputs (main thread).
    func refreshTarget() {
        let resolved = configuration.map { FrameTarget(configuration: $0, scale: surfaceScale) }
        surfaceLock.withLock { target = resolved }
    }

    /// A free buffer of `target`'s pixel size; nil while every buffer the pool may have is busy
    /// (under the surface lock).
    func acquireBuffer(for target: FrameTarget) throws -> ShmBuffer? {
        guard let buffer = try pool.acquire(width: target.pixelWidth, height: target.pixelHeight) else {
            if !isStarved {
                isStarved = true
                Log.wayland.debug("the compositor holds all \(pool.buffers.count) buffers: waiting for a release")
            }
            return nil
        }
        if buffer.onRelease == nil {
            buffer.onRelease = { [weak self] released in self?.bufferReleased(released) }
        }
        return buffer
    }

    /// The compositor released a buffer (on the queue the buffer was made on); the pool ignores a
    /// release of a buffer the compositor does not hold. One that frees a buffer after a frame
    /// found none wakes the presenter.
    private func bufferReleased(_ buffer: ShmBuffer) {
        let presenter: FramePresenter? = surfaceLock.withLock {
            guard pool.released(buffer) else {
                Log.wayland.debug("ignored a release of a buffer the compositor does not hold")
                return nil
            }
            defer { isStarved = false }
            return isStarved ? self.presenter : nil
        }
        presenter?.wake()
    }

    /// Acknowledges, attaches, damages, arms pacing and commits (under the surface lock); the presentation feedback
    /// asked for the frame, if any.
    @discardableResult
    func commit(_ buffer: ShmBuffer, damage: [PixelRect]?, requestFrame: Bool) -> PresentationRequest? {
        if let pending = unacknowledged {
            shell.acknowledge(pending)
            unacknowledged = nil
        }
        wl_surface_attach(surface, buffer.proxy, 0, 0)
        if let target { applyScale(target) }
        let whole = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let version = wl_proxy_get_version(surface)
        for rect in damage ?? [whole] {
            let clipped = rect.intersection(whole)
            guard !clipped.isEmpty else { continue }
            if version >= 4 {
                wl_surface_damage_buffer(surface, Int32(clipped.x), Int32(clipped.y), Int32(clipped.width), Int32(clipped.height))
            } else {
                wl_surface_damage(surface, 0, 0, Int32.max, Int32.max)
            }
        }
        if requestFrame {
            armFrameCallback()
        }
        let wantsFeedback = presenter.map(\.wantsPresentationFeedback) ?? (onPresentation != nil)
        var request: PresentationRequest?
        if wantsFeedback, let presentation = routing.presentation,
           let proxy = wp_presentation_feedback(presentation, surface)
        {
            let made = PresentationRequest(proxy: proxy, window: self)
            feedbacks.append(made)
            wp_presentation_feedback_add_listener(proxy, presentationFeedbackListener, userData(made))
            request = made
        }
        wl_surface_commit(surface)
        configureAwaitsFrame = false
        pool.presented(buffer)
        return request
    }

    /// Asks for a frame callback through the routing surface, so it arrives on the queue of the
    /// thread that paces frames (under the surface lock).
    func armFrameCallback() {
        guard frameCallback == nil, let callback = wl_surface_frame(routing.surface) else { return }
        frameCallback = callback
        wl_callback_add_listener(callback, frameListener, userData(self))
    }

    /// Sets the surface's buffer scale, or its viewport destination at a fractional scale, when it differs from what
    /// was sent last (under the surface lock).
    private func applyScale(_ target: FrameTarget) {
        let wanted: AppliedScale = target.scale.preferredFractional != nil && viewport != nil
            ? .viewport(target.configuration.size) : .buffer(target.scale.integer)
        guard wanted != appliedScale else { return }
        appliedScale = wanted
        switch wanted {
        case .viewport(let size):
            if wl_proxy_get_version(surface) >= 3 { wl_surface_set_buffer_scale(surface, 1) }
            if let viewport { wp_viewport_set_destination(viewport, Int32(size.width), Int32(size.height)) }
        case .buffer(let scale):
            if wl_proxy_get_version(surface) >= 3 { wl_surface_set_buffer_scale(surface, Int32(scale)) }
            if let viewport { wp_viewport_set_destination(viewport, -1, -1) }
        }
    }

    /// The frame callback is done: on the main thread it calls `onFrame`; while a presenter
    /// runs (on whichever thread read it) it goes to the presenter's render thread.
    func frameDone(time: UInt32) {
        let presenter: FramePresenter? = surfaceLock.withLock {
            if let frameCallback {
                wl_callback_destroy(frameCallback)
            }
            frameCallback = nil
            lastFrameTimeValue = time
            return self.presenter
        }
        if let presenter {
            presenter.frameArrived(time: time)
        } else {
            onFrame?(time)
        }
    }

    func feedbackEnded(_ request: PresentationRequest, feedback: PresentationFeedback) {
        let presenter: FramePresenter? = surfaceLock.withLock {
            wp_presentation_feedback_destroy(request.proxy)
            feedbacks.removeAll { $0 === request }
            return self.presenter
        }
        if let presenter {
            presenter.feedbackArrived(feedback, aim: request.aim)
        } else {
            onPresentation?(feedback)
        }
    }

    // MARK: Scale

    func outputEntered(_ proxy: OpaquePointer?) {
        guard let proxy else { return }
        let before = scale
        enteredOutputs.insert(proxy)
        scaleMayHaveChanged(from: before)
    }

    func outputLeft(proxy: OpaquePointer?) {
        guard let proxy else { return }
        let before = scale
        enteredOutputs.remove(proxy)
        scaleMayHaveChanged(from: before)
    }

    func outputLeft(_ output: Output) {
        outputLeft(proxy: output.proxy)
    }

    func outputChanged(_ output: Output) {
        scaleMayHaveChanged(from: nil)
    }

    func fractionalScalePreferred(_ value: UInt32) {
        let before = scale
        preferredFractionalScale = value > 0 ? value : nil
        scaleMayHaveChanged(from: before)
    }

    private func scaleMayHaveChanged(from before: Double?) {
        refreshTarget()
        if scale != before {
            onScaleChange?(scale)
        }
    }
}

/// How a surface maps its buffer to its size: an integer buffer scale, or a viewport destination (fractional).
enum AppliedScale: Equatable {
    case buffer(Int)
    case viewport(WindowSize)
}

/// When a committed frame was shown, as `wp_presentation_feedback` reports it.
public struct PresentationFeedback: Sendable, Equatable {
    /// Whether the frame reached the screen (false: it was replaced before being shown).
    public var wasPresented: Bool
    /// The time the frame turned visible, on the display's presentation clock.
    public var time: Duration
    /// The output's refresh period, zero when unknown.
    public var refresh: Duration
    /// The output's vertical retrace counter, when it has one.
    public var sequence: UInt64
    /// `wp_presentation_feedback.kind` flags (vsync, hw clock, hw completion, zero copy).
    public var flags: UInt32

    static let discarded = PresentationFeedback(wasPresented: false, time: .zero, refresh: .zero, sequence: 0, flags: 0)
}

/// A pending `wp_presentation_feedback` object and the window that asked for it.
final class PresentationRequest {
    let proxy: OpaquePointer
    /// Weak: a feedback event already read from the socket may arrive after its window (a closed menu) is gone.
    weak var window: Window?
    /// What the frame aimed at (`FrameDeadline`), set by the presenter that committed it.
    var aim: FrameDeadline.Aim?

    init(proxy: OpaquePointer, window: Window) {
        self.proxy = proxy
        self.window = window
    }
}
