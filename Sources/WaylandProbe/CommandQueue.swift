import Foundation

/// Lines read from stdin on a thread of their own, taken by the main loop.
final class CommandQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// Reads lines until stdin ends, calling `arrived` after each.
    func startReading(arrived: @escaping @Sendable () -> Void = {}) {
        Thread.detachNewThread { [self] in
            while let line = readLine() {
                lock.withLock { lines.append(line) }
                arrived()
            }
        }
    }

    func take() -> [String] {
        lock.withLock {
            defer { lines.removeAll() }
            return lines
        }
    }
}
