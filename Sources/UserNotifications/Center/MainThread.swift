import Foundation

/// Runs `body` on the main actor: at once when called on the main thread, at the main queue's next turn otherwise
/// (the center's completion handlers and its delegate's answers come from any thread).
func onMainThread(_ body: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread { MainActor.assumeIsolated(body) } else { DispatchQueue.main.async { MainActor.assumeIsolated(body) } }
}
