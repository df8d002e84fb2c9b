import CWaylandProtocols
import Foundation

/// A `wl_event_queue` of a render thread's own, the proxy wrappers that make new objects on it,
/// and an eventfd that wakes the thread waiting on it.
///
/// Made and destroyed on the main thread; `wait(timeout:)` and `dispatchPending()` run on the
/// render thread only, `wake()` on any thread. libwayland's multi-queue read protocol
/// (prepare_read_queue, poll, read_events or cancel_read, dispatch_queue_pending) lets the main
/// thread keep reading and dispatching the default queue at the same time: whichever thread
/// reads the socket files each event on its object's queue.
final class RenderQueue {
    let display: Display
    let queue: OpaquePointer
    /// Wrappers of the window's surface, the shm global and the presentation global set to
    /// `queue`: frame callbacks, shm pools (so buffers) and feedbacks made through them get
    /// their events on `queue`.
    let surface: OpaquePointer
    let shm: OpaquePointer
    let presentation: OpaquePointer?
    private let wakeDescriptor: Int32

    init(display: Display, surface: OpaquePointer, shm: OpaquePointer, presentation: OpaquePointer?) throws {
        let wake = cw_eventfd()
        guard wake >= 0 else {
            throw WaylandError.system(call: "eventfd", reason: WaylandError.errnoText())
        }
        guard let queue = wl_display_create_queue(display.handle) else {
            close(wake)
            throw display.connectionError()
        }
        self.display = display
        self.queue = queue
        wakeDescriptor = wake
        self.surface = RenderQueue.wrapper(of: surface, on: queue)
        self.shm = RenderQueue.wrapper(of: shm, on: queue)
        self.presentation = presentation.map { RenderQueue.wrapper(of: $0, on: queue) }
    }

    /// A wrapper of `proxy` whose new objects are made on `queue` (the proxy itself keeps its queue).
    private static func wrapper(of proxy: OpaquePointer, on queue: OpaquePointer) -> OpaquePointer {
        let wrapper = OpaquePointer(wl_proxy_create_wrapper(UnsafeMutableRawPointer(proxy)))!
        wl_proxy_set_queue(wrapper, queue)
        return wrapper
    }

    /// Destroys the wrappers and the queue, and closes the eventfd. Every proxy made on the
    /// queue must be gone or moved to another queue first.
    func destroy() {
        wl_proxy_wrapper_destroy(UnsafeMutableRawPointer(surface))
        wl_proxy_wrapper_destroy(UnsafeMutableRawPointer(shm))
        if let presentation { wl_proxy_wrapper_destroy(UnsafeMutableRawPointer(presentation)) }
        wl_event_queue_destroy(queue)
        close(wakeDescriptor)
    }

    /// Makes the next (or current) `wait` return (a doorbell: what to do is the caller's state); any thread.
    func wake() {
        var one: UInt64 = 1
        _ = write(wakeDescriptor, &one, MemoryLayout<UInt64>.size)
    }

    /// Waits up to `timeout` (forever when nil) for events on the queue or a wake, reads the
    /// socket together with the other readers, and dispatches the queue's events. Returns
    /// whether this thread took part in reading the socket (events may have gone to any queue).
    /// Render thread.
    func wait(timeout: Duration?) throws -> Bool {
        while wl_display_prepare_read_queue(display.handle, queue) != 0 {
            try dispatchPending()
        }
        let writable: Bool
        do {
            writable = try display.flush()
        } catch {
            wl_display_cancel_read(display.handle)
            throw error
        }
        var entries = [
            pollfd(fd: display.fileDescriptor, events: Int16(POLLIN) | (writable ? 0 : Int16(POLLOUT)), revents: 0),
            pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let result = poll(&entries, 2, timeout.map(Display.milliseconds) ?? -1)
        if result < 0 {
            let code = cw_errno()
            wl_display_cancel_read(display.handle)
            if code == EINTR { return false }
            throw WaylandError.system(call: "poll", reason: WaylandError.errnoText(code))
        }
        var readSocket = false
        if entries[0].revents & Int16(POLLIN) != 0 {
            if wl_display_read_events(display.handle) < 0 {
                throw display.connectionError()
            }
            readSocket = true
        } else {
            wl_display_cancel_read(display.handle)
            if entries[0].revents & Int16(POLLHUP | POLLERR) != 0 {
                throw WaylandError.connectionLost(reason: "the compositor closed the connection")
            }
        }
        if entries[1].revents & Int16(POLLIN) != 0 {
            var count: UInt64 = 0
            _ = read(wakeDescriptor, &count, MemoryLayout<UInt64>.size)
        }
        try dispatchPending()
        return readSocket
    }

    /// Dispatches the events already filed on the queue (render thread, or the main thread
    /// once the render thread has ended).
    func dispatchPending() throws {
        if wl_display_dispatch_queue_pending(display.handle, queue) < 0 {
            throw display.connectionError()
        }
    }

    /// Whether the default queue holds events its thread has not dispatched yet: after this
    /// thread read the socket, a main thread that waits for the socket's readability (a
    /// dispatch source) must be told, as the socket may have nothing left for it to see.
    var defaultQueueHasEvents: Bool {
        if wl_display_prepare_read(display.handle) != 0 { return true }
        wl_display_cancel_read(display.handle)
        return false
    }
}
