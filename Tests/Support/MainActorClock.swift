import Foundation
import QuartzCore

/// Runs a test body on the main actor: XCTest on Linux runs every test on the main thread but
/// cannot invoke `@MainActor` test methods, so tests of main-actor types wrap their body in this.
public func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}

/// Installs a fresh manual media clock at `time` and commits what earlier tests left open.
@MainActor
public func installManualClock(at time: CFTimeInterval = 100) -> CAManualMediaClock {
    let clock = CAManualMediaClock(time: time)
    CAMediaClockRegistry.current = clock
    CATransaction.flush()
    return clock
}
