import Foundation

/// A context's diagnostics: every distinct message reported, and the messages handed over from other threads, so
/// each is said once per context.
@MainActor
final class DiagnosticsState {
    /// Messages reported so far, for the once-only check.
    var seen: Set<String> = []
    /// Every distinct message reported so far, oldest first.
    var messages: [String] = []
    /// Messages the render side claimed on its way to the main actor.
    nonisolated let pending = PendingReports()

    /// The messages handed to the main actor from other threads, so each crosses once.
    final class PendingReports: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: Set<String> = []

        func claim(_ message: String) -> Bool {
            lock.withLock { messages.insert(message).inserted }
        }
    }
}
