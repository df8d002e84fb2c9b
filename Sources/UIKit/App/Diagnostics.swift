import Foundation

/// One-line reports of what UIKit refused or could not find, each said once per context, on stderr.
@MainActor
enum Diagnostics {
    static func report(_ message: String) {
        guard UIKitContextState.current.reportedMessages.insert(message).inserted else { return }
        FileHandle.standardError.write(Data("UIKit: \(message)\n".utf8))
    }

    /// Reports from code that may run off the main thread (value types apps build anywhere, as diffable snapshots):
    /// at once on the main thread, else on its next turn.
    nonisolated static func reportFromAnyThread(_ message: String) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { report(message) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { report(message) } }
        }
    }
}
