import Foundation

extension UIWindow {
    /// What a window's render thread drew and what the compositor showed of it, counted since the window opened while
    /// `collectsFrameStatistics` is on: what a benchmark or an on-screen meter needs without a log.
    ///
    /// Difference from Apple: not in UIKit; iOS measures frames with Instruments, outside the app.
    public struct FrameStatistics: Sendable, Equatable {
        /// Frames committed to the compositor with new pixels.
        public var framesCommitted = 0
        /// When the render thread committed its first frame, on the media clock (`CACurrentMediaTime()`, the
        /// system's monotonic clock): how long the app took to show something.
        public var firstCommitTime: TimeInterval?
        /// Committed frames the compositor reported shown on an output (presentation feedback).
        public var framesPresented = 0
        /// Committed frames the compositor replaced or dropped before showing them.
        public var framesDiscarded = 0
        /// Pixels repainted over all committed frames (the damage reported to the compositor).
        public var damagedPixels = 0
        /// Seconds the render thread spent composing the committed frames.
        public var renderTime: TimeInterval = 0
        /// Committed frames that showed the result of input (pointer or keys) handled since the frame before.
        public var framesAfterInput = 0
        /// Committed frames that, after their frame callback, waited for the compositor's predicted deadline before
        /// drawing, so that input arriving meanwhile was in them.
        public var framesDrawnLate = 0
        /// Frames after input that were drawn late: input handled while the frame waited reached that frame.
        public var framesAfterInputDrawnLate = 0
        /// For each committed frame that followed input, the seconds from the input event's timestamp (the
        /// compositor's, on the media clock) to the commit of the frame showing it; the newest 4,096.
        public var inputLatencies: [TimeInterval] = []

        public init() {}
    }

    /// The counts so far; all zero unless `collectsFrameStatistics` was set before the window became visible.
    ///
    /// Difference from Apple: not in UIKit (see `FrameStatistics`).
    public var frameStatistics: FrameStatistics {
        screenWindow?.statistics?.snapshot ?? FrameStatistics()
    }
}
