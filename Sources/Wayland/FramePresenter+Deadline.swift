import Foundation

/// Frames as late as the compositor's deadline allows: a frame callback's frame waits on the render thread, which
/// keeps dispatching meanwhile, until `FrameDeadline`'s start, so input the main thread handles in the wait is drawn
/// in it.
extension FramePresenter {
    /// Whether a frame callback arrived and its frame waits for its start (render thread): a new commit needs no
    /// frame of its own, that one will draw it.
    public var isFrameScheduled: Bool { timing.scheduled != nil }

    /// The scheduling model in force (render thread).
    public var deadline: FrameDeadline { timing.deadline }

    /// Starts the frame that waits for its deadline at once (render thread): input arrived that it should show, and
    /// waiting longer would only delay it.
    public func startScheduledFrame() {
        timing.scheduled?.start = clock()
    }

    /// Whether the frame being drawn waited after its callback for its start (render thread, in `onFrame`).
    public var isDrawingLate: Bool { timing.drawing?.aim?.waited ?? false }

    /// `CLOCK_MONOTONIC` in seconds.
    @Sendable public static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// A callback stamped `time` ms arrived: its frame is scheduled at the deadline's start, or runs at the next
    /// loop step.
    func frameCallbackReceived(time: UInt32) {
        let now = clock()
        timing.deadline.callbackArrived(stamp: EventTime.seconds(fromMilliseconds: time, near: now), at: now)
        let plan = timing.deadline.plan(at: now)
        timing.scheduled = FrameTiming.ScheduledFrame(
            time: time, start: plan.start ?? now, aim: plan.aim.map { FrameDeadline.Aim(time: $0, waited: plan.start != nil) })
        Log.wayland.trace("frame callback \(time) at \(now): \(plan), margin \(timing.deadline.margin), draw \(timing.deadline.drawEstimate), period \(timing.deadline.period ?? 0)")
    }

    /// Feedback on the presentation clock feeds the deadline when that clock is `CLOCK_MONOTONIC`.
    func feedbackReceived(_ feedback: PresentationFeedback, aim: FrameDeadline.Aim?) {
        guard window.display.presentationClock == CLOCK_MONOTONIC else { return }
        let (seconds, attoseconds) = feedback.time.components
        let time = Double(seconds) + Double(attoseconds) / 1e18
        let (refreshSeconds, refreshAttoseconds) = feedback.refresh.components
        timing.deadline.feedback(presentedAt: feedback.wasPresented ? time : nil,
                                 refresh: Double(refreshSeconds) + Double(refreshAttoseconds) / 1e18, aim: aim)
        if feedback.wasPresented { timing.framesWithoutFeedback = 0 }
    }

    /// Runs the frame handler for a callback whose start came.
    func runFrame(_ frame: FrameTiming.ScheduledFrame, handler: (@Sendable (UInt32) -> Void)?) {
        runDrawing(aim: frame.aim) { handler?(frame.time) }
    }

    /// Runs `body`, which may draw and present a frame aimed at `aim`: its draw time is measured from now.
    func runDrawing(aim: FrameDeadline.Aim?, _ body: () -> Void) {
        timing.drawing = FrameTiming.Drawing(start: clock(), aim: aim)
        body()
        timing.drawing = nil
    }

    /// A frame was committed: its draw time and aim go to the deadline.
    func frameCommitted() {
        let now = clock()
        guard let drawing = timing.drawing else { return }
        timing.deadline.frameCommitted(drawTime: now - drawing.start, aim: drawing.aim)
        Log.wayland.trace("frame committed at \(now) after \(now - drawing.start) s, aimed at \(String(describing: drawing.aim))")
        timing.drawing = nil
        timing.framesWithoutFeedback += 1
        if timing.framesWithoutFeedback == FrameTiming.feedbackTrial, !timing.deadline.hasFeedback {
            stopAskingFeedbackForDeadline()
        }
    }
}

/// What the render thread keeps of frame timing: the deadline model, the frame that waits for its start, and the
/// drawing under way.
struct FrameTiming {
    /// A frame callback's frame waiting for `start`, aimed at `aim`.
    struct ScheduledFrame {
        var time: UInt32
        var start: Double
        var aim: FrameDeadline.Aim?
    }

    /// A drawing under way: when it started and what it aims at.
    struct Drawing {
        var start: Double
        var aim: FrameDeadline.Aim?
    }

    /// How many frames are committed with feedback asked for the deadline before giving up on a compositor that
    /// sends no presented feedback (headless sway 1.7): its requests would pile up.
    static let feedbackTrial = 120

    var deadline = FrameDeadline()
    var scheduled: ScheduledFrame?
    var drawing: Drawing?
    var framesWithoutFeedback = 0

    /// How long the loop may wait: up to `timeout`, but not past a scheduled start (whole milliseconds, rounded down,
    /// so the frame starts at most a millisecond early, never late).
    func wait(upTo timeout: Duration?, now: Double) -> Duration? {
        guard let scheduled else { return timeout }
        let milliseconds = max(0, ((scheduled.start - now) * 1000).rounded(.down))
        let untilStart = Duration.milliseconds(Int64(milliseconds))
        return timeout.map { min($0, untilStart) } ?? untilStart
    }

    /// The scheduled frame, when its start is less than a millisecond away.
    mutating func takeStartingFrame(now: Double) -> ScheduledFrame? {
        guard let frame = scheduled, frame.start - now < 0.001 else { return nil }
        scheduled = nil
        return frame
    }
}
