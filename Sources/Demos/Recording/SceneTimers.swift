import Foundation
import QuartzCore

/// The Foundation timers a scene schedules, so that a recording can fire them at scene times:
/// a recording runs on the manual media clock, far ahead of the wall clock Foundation's timers
/// follow. On the desktop nothing is kept and the run loop fires them as usual.
@MainActor
enum SceneTimers {
    /// Whether a recording drives the scene (set by `SceneRecording`).
    static var isRecording = false
    private static var timers: [(timer: Timer, next: CFTimeInterval, interval: TimeInterval)] = []

    /// Keeps `timer` for the recording: a repeating one fires every `timeInterval` on the media
    /// clock from now; a one-shot one (whose `timeInterval` is 0 in corelibs Foundation) once, as
    /// far ahead as its fire date is on the wall clock.
    static func register(_ timer: Timer) {
        guard isRecording, timer.isValid else { return }
        let delay = timer.timeInterval > 0 ? timer.timeInterval : max(0, timer.fireDate.timeIntervalSinceNow)
        timers.append((timer, CACurrentMediaTime() + delay, timer.timeInterval))
    }

    /// Fires every firing due by `time` in order, `moveClock` setting the media clock to each
    /// firing's time first, so what the timer starts begins exactly then.
    static func fireDue(by time: CFTimeInterval, moveClock: (CFTimeInterval) -> Void) {
        timers.removeAll { !$0.timer.isValid }
        while let index = timers.indices.min(by: { timers[$0].next < timers[$1].next }), timers[index].next <= time {
            let (timer, due, interval) = timers[index]
            if interval > 0 { timers[index].next = due + interval } else { timers.remove(at: index) }
            moveClock(due)
            timer.fire()
            timers.removeAll { !$0.timer.isValid }
        }
    }

    /// Forgets every timer (a recording ended).
    static func removeAll() {
        timers.removeAll()
    }
}
