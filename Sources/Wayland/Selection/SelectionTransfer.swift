import CWaylandProtocols
import Foundation

/// Runs one selection transfer on a thread of its own, waiting on its pipe with `poll`, never on the thread that
/// dispatches the display, so a slow or stuck peer never blocks the event loop. Pipes are not watched by
/// libdispatch: its epoll event loop crashed the app (a freed registration drained) when clipboard pipes came and
/// went beside the display's and D-Bus's sources, their descriptor numbers reused at once.
enum TransferThread {
    static func run(_ body: @escaping @Sendable () -> Void) {
        Thread.detachNewThread(body)
    }

    /// Waits until `fd` is ready for `events` (POLLIN or POLLOUT) or `timeout` passes in silence: false on a
    /// timeout. A hang-up or an error counts as ready, so the next read or write sees it.
    static func wait(_ fd: Int32, for events: Int16, timeout: Duration) -> Bool {
        var entry = pollfd(fd: fd, events: events, revents: 0)
        while true {
            let result = poll(&entry, 1, Display.milliseconds(timeout))
            if result > 0 { return true }
            if result == 0 { return false }
            if cw_errno() != EINTR { return true }
        }
    }
}

/// Writes a selection's bytes into the pipe a peer handed over with `send`, as fast as the peer reads, in
/// pieces (the pipe holds 64 KiB), then closes it. A peer that takes nothing for `timeout` is given up.
enum SelectionWriter {
    /// Starts writing `data` into `fd`, which the writer owns from now on (it closes it when done).
    static func start(fd: Int32, data: Data, timeout: Duration = .seconds(30)) {
        ignoreBrokenPipes()
        TransferThread.run {
            write(data, to: fd, timeout: timeout)
            close(fd)
        }
    }

    private static func write(_ data: Data, to fd: Int32, timeout: Duration) {
        guard cw_set_nonblocking(fd) == 0 else {
            return Log.wayland.warning("selection transfer: cannot make the pipe non-blocking (\(WaylandError.errnoText()))")
        }
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { bytes in Glibc.write(fd, bytes.baseAddress! + offset, data.count - offset) }
            if written > 0 {
                offset += written
                continue
            }
            let code = cw_errno()
            if code == EINTR { continue }
            if code == EAGAIN {
                guard TransferThread.wait(fd, for: Int16(POLLOUT), timeout: timeout) else {
                    return Log.wayland.warning("selection transfer: the reader took no more after \(offset) of \(data.count) bytes; giving up")
                }
                continue
            }
            if code != EPIPE { Log.wayland.warning("selection transfer: write failed (\(WaylandError.errnoText(code)))") }
            return
        }
    }

    /// A reader that closes its end early must not end the process with SIGPIPE: the write fails with EPIPE instead.
    /// Only a default disposition is changed; a program's own handler stays.
    private static func ignoreBrokenPipes() {
        var current = sigaction()
        guard sigaction(SIGPIPE, nil, &current) == 0 else { return }
        if current.__sigaction_handler.sa_handler == nil {  // SIG_DFL
            signal(SIGPIPE, SIG_IGN)
        }
    }
}

/// Reads a selection from the read end of a pipe whose write end went to the peer, until the peer closes it, up to
/// `limit` bytes; the result is delivered on `completionQueue`. The peer is given up after `timeout` without a byte:
/// a silence, not a deadline for the whole transfer, since a program such as wl-copy serves one request at a time
/// and a large transfer queued behind another would otherwise spend its time waiting for its turn.
enum SelectionReader {
    /// Starts reading `fd` (non-blocking, owned by the reader from now on).
    static func start(
        fd: Int32, type: String, limit: Int, timeout: Duration, completionQueue: DispatchQueue,
        completion: @escaping @Sendable (Result<Data, SelectionError>) -> Void
    ) {
        TransferThread.run {
            let result = read(fd, type: type, limit: limit, timeout: timeout)
            close(fd)
            completionQueue.async { completion(result) }
        }
    }

    private static func read(_ fd: Int32, type: String, limit: Int, timeout: Duration) -> Result<Data, SelectionError> {
        guard cw_set_nonblocking(fd) == 0 else {
            return .failure(.transferFailed("making the pipe non-blocking: \(WaylandError.errnoText())"))
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count > 0 {
                received.append(buffer, count: count)
                if received.count > limit { return .failure(.tooLarge(type: type, limit: limit)) }
                continue
            }
            if count == 0 { return .success(received) }
            let code = cw_errno()
            if code == EINTR { continue }
            guard code == EAGAIN else { return .failure(.transferFailed("reading the pipe: \(WaylandError.errnoText(code))")) }
            // Bytes arriving give the peer `timeout` again for the next ones.
            guard TransferThread.wait(fd, for: Int16(POLLIN), timeout: timeout) else {
                return .failure(.timedOut(type: type, after: timeout))
            }
        }
    }
}
