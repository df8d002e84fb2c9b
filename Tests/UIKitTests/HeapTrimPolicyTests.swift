@testable import UIKit
import XCTest

/// An animating window looks at its free heap every two seconds of frames, the first time two seconds after its
/// first frame, and trims it when it grew by the threshold since the last trim or since it was last smaller.
final class HeapTrimPolicyTests: XCTestCase {
    func testTheHeapIsLookedAtEveryIntervalOfFramesFromTheFirst() {
        var policy = HeapTrimPolicy()
        XCTAssertFalse(policy.checksHeap(at: 10), "the first frame starts the wait")
        XCTAssertFalse(policy.checksHeap(at: 11.9))
        XCTAssertTrue(policy.checksHeap(at: 12))
        XCTAssertFalse(policy.checksHeap(at: 13), "once per interval")
        XCTAssertTrue(policy.checksHeap(at: 14.5))
    }

    func testAHeapGrownByTheThresholdIsTrimmedAndFreesReusedAreNot() {
        var policy = HeapTrimPolicy()
        let megabyte = 1 << 20
        XCTAssertFalse(policy.trims(freeBytes: 2 * megabyte), "a little free heap is kept")
        XCTAssertTrue(policy.trims(freeBytes: 11 * megabyte), "the launch's frees")
        policy.trimmed(freeBytes: 10 * megabyte)
        XCTAssertFalse(policy.trims(freeBytes: 12 * megabyte), "grown less than the threshold since the trim")
        XCTAssertFalse(policy.trims(freeBytes: 7 * megabyte), "reused: the mark follows it down")
        XCTAssertTrue(policy.trims(freeBytes: 11 * megabyte), "grown by the threshold from the lower mark")
    }

    func testTheLaunchPagesGoBackAtTheFirstLookOnly() {
        var policy = HeapTrimPolicy()
        XCTAssertTrue(policy.releasesLaunchPages())
        XCTAssertFalse(policy.releasesLaunchPages(), "once a window")
    }
}
