import Foundation

/// Reports misuse (bad key paths, wrong value types, NaN geometry) once per distinct message on standard error,
/// the way Core Animation logs and carries on instead of crashing.
///
/// Difference from Apple: not in Core Animation; its one-line reports are kept for tests to read.
@MainActor
public enum CADiagnostics {
    /// Every distinct message the current context reported so far, oldest first.
    public static var messages: [String] {
        CAContext.current.diagnostics.messages
    }

    /// Reports `message` from any thread (the render side's): on the main actor, once, in the context current now.
    nonisolated static func reportLater(_ message: String) {
        let context = CAContext.currentOnAnyThread
        guard context?.diagnostics.pending.claim(message) ?? true else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { (context ?? CAContext.current).perform { report(message) } }
        }
    }

    /// Reports `message` unless the current context reported it before.
    static func report(_ message: String) {
        let state = CAContext.current.diagnostics
        guard state.seen.insert(message).inserted else { return }
        state.messages.append(message)
        FileHandle.standardError.write(Data("QuartzCore: \(message)\n".utf8))
    }
}
