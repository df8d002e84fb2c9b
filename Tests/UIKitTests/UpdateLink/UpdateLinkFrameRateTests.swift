import QuartzCore
import UIKit
import XCTest

/// A link's preferred frame rate paces its continuous updates as it paces a display link.
final class UpdateLinkFrameRateTests: XCTestCase {
    func testAPreferredRateOfThirtyTakesEveryOtherFrame() {
        onMainActor {
            let updates = Self.updates(continuous: true, range: CAFrameRateRange(minimum: 30, maximum: 60, preferred: 30))
            XCTAssertEqual(updates.count, 30)
            let gaps = zip(updates.modelTimes.dropFirst(), updates.modelTimes).map { $0 - $1 }
            XCTAssertTrue(gaps.allSatisfy { abs($0 - 2.0 / 60) < 1e-9 }, "\(gaps)")
        }
    }

    func testAMaximumWithoutAPreferenceCapsTheRate() {
        onMainActor {
            XCTAssertEqual(Self.updates(continuous: true, range: CAFrameRateRange(minimum: 10, maximum: 20)).count, 20)
        }
    }

    func testTheDefaultRangeTakesEveryFrame() {
        onMainActor {
            XCTAssertEqual(UpdateLinkRig().link(continuous: true).preferredFrameRateRange, .default)
            XCTAssertEqual(Self.updates(continuous: true, range: .default).count, 60)
        }
    }

    func testAPassiveLinkFollowsEveryUpdateWhateverItsRate() {
        onMainActor {
            let range = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
            XCTAssertEqual(Self.updates(continuous: false, range: range) {}.count, 60, "the display link's 60 frames a second")
        }
    }

    func testAContinuousLinkBesideAFasterDisplayLinkKeepsItsRate() {
        onMainActor {
            var displayLinkFrames = 0
            let range = CAFrameRateRange(minimum: 15, maximum: 15, preferred: 15)
            XCTAssertEqual(Self.updates(continuous: true, range: range) { displayLinkFrames += 1 }.count, 15)
            XCTAssertEqual(displayLinkFrames, 60)
        }
    }

    /// The updates over one second of a link asking for `range`, beside a display link that runs `displayLinkFrame`
    /// at each of its frames when one is given.
    @MainActor
    private static func updates(
        continuous: Bool, range: CAFrameRateRange, displayLinkFrame: (() -> Void)? = nil
    ) -> UpdateCounter {
        let rig = UpdateLinkRig()
        let link = rig.link(continuous: continuous)
        link.preferredFrameRateRange = range
        let updates = rig.countUpdates(of: link)
        let displayLink = CADisplayLink { _ in displayLinkFrame?() }
        if displayLinkFrame != nil { displayLink.add(to: .main, forMode: .common) }
        rig.advance(by: 1)
        displayLink.invalidate()
        return updates
    }
}
