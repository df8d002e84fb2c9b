/// When the render thread draws a commit that followed input: at once, even while a frame callback is awaited, but
/// once between two callbacks. A drag over running animations then reaches the compositor before its next repaint
/// instead of after it (a frame sooner), and input never more than doubles the frames drawn. While a callback's frame
/// waits for its deadline (`FramePresenter.isFrameScheduled`) other commits wait for that frame, and one that followed
/// input starts it at once.
struct InputFramePacing {
    /// Whether a frame was drawn ahead of the awaited callback since the last one arrived.
    private var drewAhead = false

    /// A frame callback arrived (the render thread draws for it).
    mutating func frameCallbackArrived() {
        drewAhead = false
    }

    /// Whether to draw now, woken for a new commit: while a callback's frame is `scheduled`, for a commit that
    /// `followsInput` (that frame, started early); else always when no callback is awaited; while one is, only for a
    /// commit that `followsInput`, once until the callback arrives.
    mutating func drawsOnWake(scheduled: Bool = false, awaitingFrame: Bool, followsInput: Bool) -> Bool {
        guard !scheduled else { return followsInput }
        guard awaitingFrame else { return true }
        guard followsInput, !drewAhead else { return false }
        drewAhead = true
        return true
    }
}
