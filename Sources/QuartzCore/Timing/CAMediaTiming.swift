import Foundation

/// The hierarchical timing model shared by layers and animations: each object maps its parent's time to its
/// own local time as `(t - beginTime) * speed + timeOffset`, then applies duration, repetition and fill.
@MainActor @preconcurrency
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one simple cycle in local time.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's time (0 pauses).
    var speed: Float { get set }
    /// An offset added to local time; with a finite active duration, local time wraps around it.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the cycle repeats; fractional counts end mid-cycle, `.infinity` never ends.
    var repeatCount: Float { get set }
    /// How long the object repeats for, in local time (an alternative to `repeatCount`).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays backwards after it plays forwards.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// A value snapshot of `CAMediaTiming` that does the time arithmetic, so layers, animations and the render side share one implementation.
struct CAMediaTimingValues: Sendable, Equatable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    /// Where a parent time falls relative to the active interval.
    enum Phase: Sendable, Equatable {
        case before, active, after
    }

    /// The local state at one parent time: the time within the current cycle (0…duration after reversal) and the iteration.
    struct State: Sendable, Equatable {
        var phase: Phase
        var simpleTime: CFTimeInterval
        var iteration: Int
    }

    /// Maps a parent time to local time without duration or fill (the rule layers use).
    func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// A layer's local time at parent time `t`, or nil when the layer is outside its active interval and its fill
    /// mode shows nothing: with a positive finite `duration`, the time within the current cycle by the rules
    /// animations follow (repetition, autoreversing, fill); with duration 0 (a layer's default) an active interval
    /// from `beginTime` on, without end, in which time is the linear map.
    func layerTime(fromParent t: CFTimeInterval) -> CFTimeInterval? {
        if duration > 0, duration.isFinite {
            return state(atParentTime: t, simpleDuration: duration)?.simpleTime
        }
        let elapsed = (t - beginTime) * CFTimeInterval(speed)
        if elapsed >= 0 { return elapsed + timeOffset }
        return fillMode.fillsBackwards ? timeOffset : nil
    }

    /// Whether the object's local time returns to earlier values (a layer that repeats or autoreverses), so that
    /// what ended in it can show again.
    var comesBack: Bool {
        duration > 0 && duration.isFinite && activeDuration(simple: duration) > duration
    }

    /// Maps a local time back to the parent's time; a paused object (speed 0) maps every time to `beginTime`.
    /// Local time repeats when the object does, so this gives the first, forward cycle's parent time.
    func parentTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard speed != 0 else { return beginTime }
        return (t - timeOffset) / CFTimeInterval(speed) + beginTime
    }

    /// The length of one cycle including the reversed half.
    func cycleDuration(simple d: CFTimeInterval) -> CFTimeInterval {
        autoreverses ? 2 * d : d
    }

    /// The active duration in local time: `repeatDuration`, or the cycle times `repeatCount` (at least once).
    func activeDuration(simple d: CFTimeInterval) -> CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? CFTimeInterval(repeatCount) : 1
        if count.isInfinite { return .infinity }
        return cycleDuration(simple: d) * count
    }

    /// The parent time at which the active interval ends (infinite when paused or repeating forever).
    func activeEndTime(simple d: CFTimeInterval) -> CFTimeInterval {
        let active = activeDuration(simple: d)
        guard speed > 0, active.isFinite else { return .infinity }
        return beginTime + active / CFTimeInterval(speed)
    }

    /// The local state at parent time `t` for a simple duration `d`, or nil when the fill mode shows nothing.
    func state(atParentTime t: CFTimeInterval, simpleDuration d: CFTimeInterval) -> State? {
        guard d > 0, d.isFinite, t.isFinite, beginTime.isFinite, timeOffset.isFinite, speed.isFinite else { return nil }
        let active = activeDuration(simple: d)
        guard !active.isNaN else { return nil }
        let elapsed = (t - beginTime) * CFTimeInterval(speed)
        let phase: Phase
        var activeTime: CFTimeInterval
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            phase = .before
            activeTime = 0
        } else if elapsed >= active {
            guard fillMode.fillsForwards else { return nil }
            phase = .after
            activeTime = active
        } else {
            phase = .active
            activeTime = elapsed
        }
        activeTime += timeOffset
        if active.isFinite, activeTime > active || activeTime < 0 {
            activeTime = activeTime.truncatingRemainder(dividingBy: active)
            if activeTime < 0 { activeTime += active }
        }
        return cycleState(activeTime: activeTime, phase: phase, simpleDuration: d, activeDuration: active)
    }

    /// Splits an active time into iteration and simple time; the very end of the active duration (reached after it,
    /// or held there by a paused object's offset) counts as the last cycle's end, not the start of one more.
    private func cycleState(activeTime: CFTimeInterval, phase: Phase, simpleDuration d: CFTimeInterval, activeDuration active: CFTimeInterval) -> State {
        let cycle = cycleDuration(simple: d)
        var iteration = (activeTime / cycle).rounded(.down)
        if phase == .after || activeTime == active, activeTime > 0, iteration > 0, activeTime == iteration * cycle {
            iteration -= 1
        }
        var within = activeTime - iteration * cycle
        if autoreverses, within > d {
            within = cycle - within
        }
        return State(phase: phase, simpleTime: min(max(within, 0), d), iteration: Int(min(max(iteration, 0), 1e15)))
    }
}

extension CAMediaTiming {
    /// The timing values as a snapshot.
    var timingValues: CAMediaTimingValues {
        CAMediaTimingValues(
            beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
            repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses,
            fillMode: fillMode)
    }
}
