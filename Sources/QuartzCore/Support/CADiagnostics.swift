import Foundation

/// Reports misuse (bad key paths, wrong value types, NaN geometry) once per distinct message on standard error,
/// the way Core Animation logs and carries on instead of crashing.
///
/// Difference from Apple: not in Core Animation; its one-line reports are kept for tests to read.
@MainActor
public enum CADiagnostics {
    private static var seen: Set<String> = []

    /// Every distinct message reported so far, oldest first.
    public private(set) static var messages: [String] = []

    /// Reports `message` from any thread (the render side's): on the main actor, once.
    nonisolated static func reportLater(_ message: String) {
        guard Pending.shared.claim(message) else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { report(message) }
        }
    }

    /// The messages handed to the main actor from other threads, so each crosses once.
    private final class Pending: @unchecked Sendable {
        static let shared = Pending()
        private let lock = NSLock()
        private var messages: Set<String> = []

        func claim(_ message: String) -> Bool {
            lock.withLock { messages.insert(message).inserted }
        }
    }

    /// Reports `message` unless it was reported before.
    static func report(_ message: String) {
        guard seen.insert(message).inserted else { return }
        messages.append(message)
        FileHandle.standardError.write(Data("QuartzCore: \(message)\n".utf8))
    }
}
