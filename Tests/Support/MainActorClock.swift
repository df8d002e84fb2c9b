import Foundation
import QuartzCore

/// Runs a test body on the main actor: XCTest on Linux runs every test on the main thread but
/// cannot invoke `@MainActor` test methods, so tests of main-actor types wrap their body in this.
public func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}

/// Makes a fresh context current, on a manual media clock at `time`, so the test starts with no transaction,
/// animation or display link left by earlier tests; returns the clock.
@MainActor
public func installManualClock(at time: CFTimeInterval = 100) -> CAManualMediaClock {
    let clock = CAManualMediaClock(time: time)
    CAContext(clock: clock).makeCurrent()
    return clock
}
