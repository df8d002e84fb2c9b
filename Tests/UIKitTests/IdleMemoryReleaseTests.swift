import Foundation
@testable import UIKit
import XCTest

/// A window gives back its spare memory once it has presented nothing for a second after a frame that asked for no
/// next one; never while frames keep coming, and once per idle period.
final class IdleMemoryReleaseTests: XCTestCase {
    func testMemoryGoesBackOnceASecondAfterTheLastFrame() {
        var release = IdleMemoryRelease()
        XCTAssertTrue(release.framePresented(at: 10, wantsNextFrame: false), "turned idle: check later")
        XCTAssertEqual(release.releaseTime, 11)
        XCTAssertFalse(release.releasesMemory(at: 10.5), "not idle long enough")
        XCTAssertTrue(release.releasesMemory(at: 11))
        XCTAssertFalse(release.releasesMemory(at: 12), "given back once")
        XCTAssertNil(release.releaseTime)
    }

    func testAFrameDrawnMeanwhileStartsTheWaitAgainAndAnimationKeepsIt() {
        var release = IdleMemoryRelease()
        _ = release.framePresented(at: 10, wantsNextFrame: false)
        _ = release.framePresented(at: 10.8, wantsNextFrame: false)
        XCTAssertFalse(release.releasesMemory(at: 11.2), "the check of the first idle frame: too early for the second")
        XCTAssertEqual(release.releaseTime ?? 0, 11.8, accuracy: 1e-9, "the check waits on until then")
        XCTAssertTrue(release.releasesMemory(at: 11.8))
        XCTAssertFalse(release.framePresented(at: 20, wantsNextFrame: true), "animating: nothing to check")
        XCTAssertFalse(release.releasesMemory(at: 30), "frames keep coming: the memory stays")
        XCTAssertNil(release.releaseTime, "no check waits on")
    }
}
