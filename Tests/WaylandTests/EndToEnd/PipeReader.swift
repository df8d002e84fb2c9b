import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Drains one pipe on a background thread until end of file, so a child never blocks on
/// a full pipe. Bytes arrive in `data`; complete lines (without "\n") in `lines`.
final class PipeReader: @unchecked Sendable {
    private let condition = NSCondition()
    private var buffer = Data()
    private var lineStore: [String] = []
    private var pending = Data()
    private var finished = false

    /// Starts reading `handle` (the parent's read end of a pipe) on a new thread.
    init(_ handle: FileHandle) {
        let fd = handle.fileDescriptor
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                append(Data(chunk[0..<count]))
            }
            finish()
            _ = handle // keeps the descriptor open while reading
        }
        thread.name = "PipeReader"
        thread.start()
    }

    private func append(_ bytes: Data) {
        condition.lock()
        buffer.append(bytes)
        pending.append(bytes)
        while let newline = pending.firstIndex(of: 0x0A) {
            let line = pending[pending.startIndex..<newline]
            lineStore.append(String(decoding: line, as: UTF8.self))
            pending = Data(pending[(newline + 1)...])
        }
        condition.broadcast()
        condition.unlock()
    }

    private func finish() {
        condition.lock()
        if !pending.isEmpty {
            lineStore.append(String(decoding: pending, as: UTF8.self))
            pending = Data()
        }
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Every byte read so far.
    var data: Data {
        condition.lock()
        defer { condition.unlock() }
        return buffer
    }

    /// Every complete line read so far (and the unterminated rest once the pipe closed).
    var lines: [String] {
        condition.lock()
        defer { condition.unlock() }
        return lineStore
    }

    var text: String { String(decoding: data, as: UTF8.self) }

    /// Waits until some line at index `start` or later satisfies `predicate`, or the pipe
    /// closed, or `deadline` passed. Returns the index of that line.
    func waitForLine(from start: Int, until deadline: Date, where predicate: (String) -> Bool) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        var checked = start
        while true {
            while checked < lineStore.count {
                if predicate(lineStore[checked]) { return checked }
                checked += 1
            }
            if finished || Date() >= deadline { return nil }
            _ = condition.wait(until: deadline)
        }
    }

    /// Waits until end of file or `deadline`; true when the pipe closed.
    @discardableResult
    func waitForEnd(until deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !finished && Date() < deadline {
            _ = condition.wait(until: deadline)
        }
        return finished
    }
}
