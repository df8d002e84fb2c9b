import Foundation
import QuartzCore

/// Counts one window's frames as its render thread presents them, and the compositor's feedback on them, for
/// `UIWindow.frameStatistics`. Shared by the render thread (frames, feedback) and the main thread (reading), so
/// every access takes its lock; nothing is counted unless the window asked for it.
final class FrameStatisticsRecorder: @unchecked Sendable {
    /// The most input latencies kept: the newest, enough for a minute at 60 frames a second.
    static let latencyCapacity = 4096

    private let lock = NSLock()
    private var statistics = UIWindow.FrameStatistics()
    /// The media time of the newest input event the main thread handled before the commit the render side draws,
    /// not yet shown by a presented frame.
    private var pendingInputTime: CFTimeInterval?

    /// What was counted so far.
    var snapshot: UIWindow.FrameStatistics { lock.withLock { statistics } }

    /// The main thread committed a tree made after handling input stamped `time` (media time).
    func inputCommitted(at time: CFTimeInterval) {
        lock.withLock { pendingInputTime = max(pendingInputTime ?? time, time) }
    }

    /// A frame with `damagedPixels` changed pixels was committed to the compositor at media time `now`, after
    /// `renderTime` seconds of composing (`drawnLate`: after waiting for the compositor's deadline): the first frame
    /// after an input event shows it.
    func framePresented(damagedPixels: Int, renderTime: CFTimeInterval, at now: CFTimeInterval, drawnLate: Bool = false) {
        lock.withLock {
            statistics.framesCommitted += 1
            if drawnLate { statistics.framesDrawnLate += 1 }
            if statistics.firstCommitTime == nil { statistics.firstCommitTime = now }
            statistics.damagedPixels += damagedPixels
            statistics.renderTime += renderTime
            guard let input = pendingInputTime else { return }
            pendingInputTime = nil
            statistics.framesAfterInput += 1
            if drawnLate { statistics.framesAfterInputDrawnLate += 1 }
            if statistics.inputLatencies.count == Self.latencyCapacity { statistics.inputLatencies.removeFirst() }
            statistics.inputLatencies.append(max(0, now - input))
        }
    }

    /// The compositor's feedback on a committed frame: shown, or replaced before it was.
    func feedback(presented: Bool) {
        lock.withLock {
            if presented { statistics.framesPresented += 1 } else { statistics.framesDiscarded += 1 }
        }
    }
}
