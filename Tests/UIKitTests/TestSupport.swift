import Foundation
import QuartzCore
import XCTest
@_exported import TestSupport

/// Lets main-queue work queued so far run (completion blocks of blocks that animated nothing).
@MainActor
func drainMainQueue() {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
}
