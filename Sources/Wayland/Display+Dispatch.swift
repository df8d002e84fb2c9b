import CWaylandProtocols
import Foundation

/// The event loop steps: a run loop that owns the thread either calls `dispatch(timeout:)`, or
/// watches `fileDescriptor` itself and calls `prepareRead`, `readEvents` / `cancelRead` and
/// `dispatchPending` in libwayland's order, then `runDueTimers`.
extension Display {
    /// Sends buffered requests. Returns `false` when the socket is full (EAGAIN): wait until it is
    /// writable and flush again.
    @discardableResult
    public func flush() throws -> Bool {
        if wl_display_flush(handle) < 0 {
            if cw_errno() == EAGAIN { return false }
            throw connectionError()
        }
        return true
    }

    /// Handles the events already read from the socket.
    public func dispatchPending() throws {
        if wl_display_dispatch_pending(handle) < 0 {
            throw connectionError()
        }
        try throwDeferredError()
    }

    /// Announces that this thread is about to read; dispatches queued events first as libwayland requires.
    public func prepareRead() throws {
        while wl_display_prepare_read(handle) != 0 {
            try dispatchPending()
        }
    }

    /// Reads what the socket holds after `prepareRead`, once it polled readable.
    public func readEvents() throws {
        if wl_display_read_events(handle) < 0 {
            throw connectionError()
        }
    }

    /// Gives up the read announced by `prepareRead`.
    public func cancelRead() {
        wl_display_cancel_read(handle)
    }

    /// The next time a timer of the connection (key repeat) is due, if any.
    public var nextTimerDeadline: ContinuousClock.Instant? {
        seat?.keyboard?.repeater.deadline
    }

    /// Runs the timers that are due (key repeat).
    public func runDueTimers(now: ContinuousClock.Instant = .now) {
        seat?.keyboard?.runRepeats(now: now)
    }

    /// Waits up to `timeout` (forever when nil, but never past a timer) for events, then reads,
    /// dispatches them and runs due timers.
    public func dispatch(timeout: Duration? = nil) throws {
        try prepareRead()
        let writable: Bool
        do {
            writable = try flush()
        } catch {
            cancelRead()
            throw error
        }
        var wait = timeout
        if let deadline = nextTimerDeadline {
            let untilTimer = max(.zero, deadline - .now)
            wait = wait.map { min($0, untilTimer) } ?? untilTimer
        }
        var events = Int16(POLLIN)
        if !writable { events |= Int16(POLLOUT) }
        var entry = pollfd(fd: fileDescriptor, events: events, revents: 0)
        let result = poll(&entry, 1, wait.map(Display.milliseconds) ?? -1)
        if result < 0 {
            let code = cw_errno()
            cancelRead()
            if code == EINTR { return }
            throw WaylandError.system(call: "poll", reason: WaylandError.errnoText(code))
        }
        if entry.revents & Int16(POLLIN) != 0 {
            try readEvents()
        } else {
            cancelRead()
            if entry.revents & Int16(POLLHUP | POLLERR) != 0 {
                throw WaylandError.connectionLost(reason: "the compositor closed the connection")
            }
        }
        try dispatchPending()
        runDueTimers()
    }

    /// A duration as whole milliseconds for poll(2), rounded up so a timer is never polled early.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let ms = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(0, ms))
    }
}
