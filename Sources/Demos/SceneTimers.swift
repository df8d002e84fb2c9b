import Foundation
import QuartzCore

/// The Foundation timers a scene schedules, so that a recording can fire them at scene times:
/// a recording runs on the manual media clock, far ahead of the wall clock Foundation's timers
/// follow. On the desktop nothing is kept and the run loop fires them as usual.
@MainActor
enum SceneTimers {
    /// Whether a recording drives the scene (set by `SceneRecording`).
    static var isRecording = false
    private static var timers: [(timer: Timer, next: CFTimeInterval)] = []

    /// Keeps `timer` for the recording, its first firing one interval from now on the media clock.
    static func register(_ timer: Timer) {
        guard isRecording, timer.timeInterval > 0 else { return }
        timers.append((timer, CACurrentMediaTime() + timer.timeInterval))
    }

    /// Fires every firing due by `time` in order, `moveClock` setting the media clock to each
    /// firing's time first, so what the timer starts begins exactly then.
    static func fireDue(by time: CFTimeInterval, moveClock: (CFTimeInterval) -> Void) {
        timers.removeAll { !$0.timer.isValid }
        while let index = timers.indices.min(by: { timers[$0].next < timers[$1].next }), timers[index].next <= time {
            let (timer, due) = timers[index]
            timers[index].next = due + timer.timeInterval
            moveClock(due)
            timer.fire()
            // A timer that does not repeat is invalid once fired.
            timers.removeAll { !$0.timer.isValid }
        }
    }

    /// Forgets every timer (a recording ended).
    static func removeAll() {
        timers.removeAll()
    }
}
