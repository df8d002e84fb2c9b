import QuartzCore

/// Repeats a held stepper's step on its context's clock (a display link, so a test's manual clock drives it): the
/// first repeat half a second after the press, then ten a second, and twenty a second once the press has lasted two and
/// a half seconds, as a held iOS stepper speeds up.
@MainActor
final class StepRepeater {
    static let initialDelay: CFTimeInterval = 0.5
    static let interval: CFTimeInterval = 0.1
    static let fastInterval: CFTimeInterval = 0.05
    static let fastAfter: CFTimeInterval = 2.5

    private let pressTime: CFTimeInterval
    /// Runs one repeat; false stops the repeating.
    private let repeatStep: () -> Bool
    private var link: CADisplayLink?
    /// Repeats run so far.
    private(set) var count = 0

    init(pressTime: CFTimeInterval, repeatStep: @escaping () -> Bool) {
        self.pressTime = pressTime
        self.repeatStep = repeatStep
        let link = CADisplayLink { [weak self] _ in self?.runDue(at: CACurrentMediaTime()) }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// The time of repeat `index` (from 0), counted from the press so that rounding never accumulates.
    static func time(ofRepeat index: Int, pressedAt press: CFTimeInterval) -> CFTimeInterval {
        let slowRepeats = Int(((fastAfter - initialDelay) / interval).rounded())
        if index < slowRepeats { return press + initialDelay + Double(index) * interval }
        return press + fastAfter + Double(index - slowRepeats) * fastInterval
    }

    /// Runs every repeat due by `time`.
    func runDue(at time: CFTimeInterval) {
        while link != nil, Self.time(ofRepeat: count, pressedAt: pressTime) <= time + 1e-9 {
            count += 1
            if !repeatStep() { stop() }
        }
    }

    func stop() {
        link?.invalidate()
        link = nil
    }
}
