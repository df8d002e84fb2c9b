import Foundation
import QuartzCore
import XCTest

/// Runs a test body on the main actor (XCTest on Linux runs tests on the main thread).
func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}

/// Installs a fresh manual media clock and commits what earlier tests left open.
@MainActor
func installManualClock(at time: CFTimeInterval = 100) -> CAManualMediaClock {
    let clock = CAManualMediaClock(time: time)
    CAMediaClockRegistry.current = clock
    CATransaction.flush()
    return clock
}

/// Lets main-queue work queued so far run (completion blocks of blocks that animated nothing).
@MainActor
func drainMainQueue() {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
}
