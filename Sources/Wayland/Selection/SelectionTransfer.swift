import CWaylandProtocols
import Foundation

/// The queue every selection transfer runs on: pipes are written and read there, never on the thread that
/// dispatches the display, so a slow or stuck peer never blocks the event loop.
let transferQueue = DispatchQueue(label: "wayland.selection-transfer")

/// Writes a selection's bytes into the pipe a peer handed over with `send`, as fast as the peer reads, in
/// pieces (the pipe holds 64 KiB), then closes it. A peer that takes nothing for `timeout` is given up.
final class SelectionWriter: @unchecked Sendable {
    private let fd: Int32
    private let data: Data
    private var offset = 0
    private var source: DispatchSourceWrite?
    private var timer: DispatchSourceTimer?

    /// Starts writing `data` into `fd`, which the writer owns from now on (it closes it when done).
    static func start(fd: Int32, data: Data, timeout: Duration = .seconds(30)) {
        ignoreBrokenPipes()
        let writer = SelectionWriter(fd: fd, data: data)
        transferQueue.async { writer.begin(timeout: timeout) }
    }

    private init(fd: Int32, data: Data) {
        self.fd = fd
        self.data = data
    }

    private func begin(timeout: Duration) {
        guard cw_set_nonblocking(fd) == 0 else {
            Log.wayland.warning("selection transfer: cannot make the pipe non-blocking (\(WaylandError.errnoText()))")
            return finish()
        }
        if writeAvailable() { return finish() }
        let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: transferQueue)
        source.setEventHandler { [self] in
            let before = offset
            if writeAvailable() { return finish() }
            if offset > before { self.timer?.schedule(deadline: .now() + .milliseconds(Int(Display.milliseconds(timeout)))) }
        }
        source.setCancelHandler { [fd] in close(fd) }
        let timer = DispatchSource.makeTimerSource(queue: transferQueue)
        timer.schedule(deadline: .now() + .milliseconds(Int(Display.milliseconds(timeout))))
        timer.setEventHandler { [self] in
            Log.wayland.warning("selection transfer: the reader took no more after \(offset) of \(data.count) bytes; giving up")
            finish()
        }
        self.source = source
        self.timer = timer
        source.resume()
        timer.resume()
    }

    /// Writes what the pipe takes now; true when the writing is over (all written, or the reader went away).
    private func writeAvailable() -> Bool {
        while offset < data.count {
            let written = data.withUnsafeBytes { bytes in
                write(fd, bytes.baseAddress! + offset, data.count - offset)
            }
            if written > 0 {
                offset += written
                continue
            }
            let code = cw_errno()
            if code == EINTR { continue }
            if code == EAGAIN { return false }
            if code != EPIPE {
                Log.wayland.warning("selection transfer: write failed (\(WaylandError.errnoText(code)))")
            }
            return true
        }
        return true
    }

    /// Stops the sources; the descriptor closes once the write source is cancelled (or at once without one).
    private func finish() {
        timer?.cancel()
        timer = nil
        if let source {
            source.cancel()
            self.source = nil
        } else {
            close(fd)
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
final class SelectionReader: @unchecked Sendable {
    private let fd: Int32
    private let type: String
    private let limit: Int
    private let timeout: Duration
    private let completionQueue: DispatchQueue
    private var completion: (@Sendable (Result<Data, SelectionError>) -> Void)?
    private var received = Data()
    private var source: DispatchSourceRead?
    private var timer: DispatchSourceTimer?

    /// Starts reading `fd` (non-blocking, owned by the reader from now on).
    static func start(
        fd: Int32, type: String, limit: Int, timeout: Duration, completionQueue: DispatchQueue,
        completion: @escaping @Sendable (Result<Data, SelectionError>) -> Void
    ) {
        let reader = SelectionReader(fd: fd, type: type, limit: limit, timeout: timeout, completionQueue: completionQueue, completion: completion)
        transferQueue.async { reader.begin() }
    }

    private init(
        fd: Int32, type: String, limit: Int, timeout: Duration, completionQueue: DispatchQueue,
        completion: @escaping @Sendable (Result<Data, SelectionError>) -> Void
    ) {
        self.fd = fd
        self.type = type
        self.limit = limit
        self.timeout = timeout
        self.completionQueue = completionQueue
        self.completion = completion
    }

    private func begin() {
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: transferQueue)
        source.setEventHandler { [self] in readAvailable() }
        source.setCancelHandler { [fd] in close(fd) }
        let timer = DispatchSource.makeTimerSource(queue: transferQueue)
        timer.schedule(deadline: .now() + .milliseconds(Int(Display.milliseconds(timeout))))
        timer.setEventHandler { [self] in finish(.failure(.timedOut(type: type, after: timeout))) }
        self.source = source
        self.timer = timer
        source.resume()
        timer.resume()
    }

    private func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while completion != nil {
            let count = read(fd, &buffer, buffer.count)
            if count > 0 {
                received.append(buffer, count: count)
                if received.count > limit { return finish(.failure(.tooLarge(type: type, limit: limit))) }
                // Bytes arrived: the peer has `timeout` again for the next ones.
                timer?.schedule(deadline: .now() + .milliseconds(Int(Display.milliseconds(timeout))))
                continue
            }
            if count == 0 { return finish(.success(received)) }
            let code = cw_errno()
            if code == EINTR { continue }
            if code == EAGAIN { return }
            return finish(.failure(.transferFailed("reading the pipe: \(WaylandError.errnoText(code))")))
        }
    }

    private func finish(_ result: Result<Data, SelectionError>) {
        guard let completion else { return }
        self.completion = nil
        timer?.cancel()
        timer = nil
        source?.cancel()  // its cancel handler closes the descriptor
        source = nil
        received = Data()
        completionQueue.async { completion(result) }
    }
}
