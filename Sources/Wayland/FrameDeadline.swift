/// When a frame should start drawing after its frame callback so that it is committed just before the compositor's
/// next deadline: input that arrives meanwhile goes into it instead of waiting a whole frame.
///
/// The compositor's frames fall on a grid: an anchor (the newest presentation feedback's time, or else the newest
/// frame callback's stamp — the moment sway repaints) plus whole refresh periods (the feedback's, or else the
/// callback intervals measured). A frame aims at the first grid point after its callback arrived and starts that
/// point less the longest of the recent draw times less a margin; it draws at once when there is no grid yet, or the
/// start has passed. A frame that waited and was shown later than its aim (by feedback, or by the stamp of the
/// callback that follows it) missed: the margin doubles, up to a period; each frame on time takes a little off again.
/// A frame drawn at once that is late says nothing of the margin (it was not waiting).
/// All times are seconds on `CLOCK_MONOTONIC`, given by the caller: the struct reads no clock.
public struct FrameDeadline: Sendable, Equatable {
    /// The margin never goes below this: sway stamps its callbacks after repainting, a millisecond or two after it
    /// took the surfaces' state.
    public static let minimumMargin = 0.002
    /// What each frame shown on time takes off the margin.
    public static let marginDecay = 0.000_05
    /// How many recent draw times the estimate is the longest of.
    static let drawTimeCount = 16
    /// How far a callback stamp may lie before its arrival and still be believed on this clock (the protocol leaves
    /// its base open).
    static let believableStampAge = 0.5

    /// The safety margin in force.
    public private(set) var margin = FrameDeadline.minimumMargin
    /// The refresh period, once known.
    public private(set) var period: Double?
    /// A time on the grid of the compositor's frames.
    private var anchor: Double?
    /// Whether presentation feedback came with a time: the grid and the judging of aims then come from it alone.
    public private(set) var hasFeedback = false
    private var lastStamp: Double?
    private var drawTimes: [Double] = []
    /// The aim of the last frame committed, judged by the next callback's stamp (without feedback).
    private var aimAwaitingCallback: Aim?

    public init() {}

    /// What a committed frame aimed at: the time it should be shown, and whether it waited for its start.
    public struct Aim: Sendable, Equatable {
        public var time: Double
        public var waited: Bool
    }

    /// When to start and what to aim at.
    public struct Plan: Sendable, Equatable {
        /// When to start drawing; nil: at once.
        public var start: Double?
        /// The grid point the frame should be shown at; nil without a grid.
        public var aim: Double?
    }

    /// The longest of the recent draw times (from the start of drawing to the commit); zero before any.
    public var drawEstimate: Double { drawTimes.max() ?? 0 }

    /// A frame callback stamped `stamp` (its milliseconds in seconds) arrived at `now`: without feedback it anchors
    /// the grid, measures the period and judges the frame committed before it.
    public mutating func callbackArrived(stamp: Double, at now: Double) {
        guard !hasFeedback, stamp <= now + 0.001, stamp >= now - Self.believableStampAge else { return }
        if let lastStamp {
            let interval = stamp - lastStamp
            if let period, interval > period * 0.75 {
                if interval < period * 1.5 { self.period = period + (interval - period) / 8 }
            } else if interval > 0.002, interval < 0.05 {
                // The first interval, or a shorter one than the estimate (frames missed while it was measured).
                period = interval
            }
        }
        lastStamp = stamp
        anchor = stamp
        if let aim = aimAwaitingCallback {
            aimAwaitingCallback = nil
            judge(aim: aim, shownAt: stamp)
        }
    }

    /// Presentation feedback for a committed frame: shown at `time` (nil: discarded) with the output's `refresh`
    /// period (zero when unknown), for a frame that aimed at `aim`.
    public mutating func feedback(presentedAt time: Double?, refresh: Double, aim: Aim?) {
        guard let time else { return }
        hasFeedback = true
        aimAwaitingCallback = nil
        anchor = time
        if refresh > 0 { period = refresh }
        if let aim { judge(aim: aim, shownAt: time) }
    }

    /// A frame was committed after drawing for `drawTime` seconds, aiming at `aim` (nil: not a callback's frame).
    public mutating func frameCommitted(drawTime: Double, aim: Aim?) {
        if drawTimes.count == Self.drawTimeCount { drawTimes.removeFirst() }
        drawTimes.append(max(0, drawTime))
        if !hasFeedback, let aim { aimAwaitingCallback = aim }
    }

    /// The plan for a frame whose callback arrived, at `now`.
    public func plan(at now: Double) -> Plan {
        guard let anchor, let period, period > 0 else { return Plan(start: nil, aim: nil) }
        var aim = anchor + ((now - anchor) / period).rounded(.up) * period
        if aim <= now { aim += period }
        let start = aim - margin - drawEstimate
        return Plan(start: start > now ? start : nil, aim: aim)
    }

    /// A frame aimed at `aim` was shown at `shown`: late by half a period or more is a miss.
    private mutating func judge(aim: Aim, shownAt shown: Double) {
        guard let period else { return }
        if shown > aim.time + period / 2 {
            if aim.waited { margin = min(period, margin * 2) }
        } else {
            margin = max(Self.minimumMargin, margin - Self.marginDecay)
        }
    }
}
