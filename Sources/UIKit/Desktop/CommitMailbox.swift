import Foundation

/// The main thread's newest commit that the render side has not taken yet. The main thread posts into it under a
/// lock of its own, never the window's surface lock, so a flush never waits for a frame being drawn; the render side
/// takes the newest commit just before it draws, so a frame shows the newest input handled.
final class CommitMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: FrameCommit?

    /// Replaces the commit not taken yet; the input it followed stays counted (the newest input time of both).
    func post(_ commit: FrameCommit) {
        lock.withLock {
            var commit = commit
            if let earlier = pending?.inputTime {
                commit.inputTime = max(commit.inputTime ?? earlier, earlier)
            }
            pending = commit
        }
    }

    /// The commit posted since the last call, if any.
    func take() -> FrameCommit? {
        lock.withLock {
            defer { pending = nil }
            return pending
        }
    }

    /// Whether a commit waits to be drawn.
    var holdsCommit: Bool { lock.withLock { pending != nil } }

    /// Whether a commit that followed input waits to be drawn.
    var holdsInput: Bool { lock.withLock { pending?.inputTime != nil } }
}
