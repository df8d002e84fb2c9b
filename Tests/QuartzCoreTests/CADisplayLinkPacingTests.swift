import XCTest
@testable import QuartzCore

/// Checks fire times against the expected frames to a nanosecond.
private func assertTimes(_ actual: [CFTimeInterval], _ expected: [CFTimeInterval],
                         file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.count, expected.count, "\(actual)", file: file, line: line)
    for (time, want) in zip(actual, expected) {
        XCTAssertEqual(time, want, accuracy: 1e-9, file: file, line: line)
    }
}

/// A context on a manual clock at 100 s whose frames last 0.1 s.
@MainActor
private func manualContext() -> CAContext {
    let context = CAContext(clock: CAManualMediaClock(time: 100))
    context.frameDuration = 0.1
    return context
}

/// The display link's pacing and removal members at exact times on a manual clock with 0.1 s frames.
final class CADisplayLinkPacingTests: XCTestCase {
    @available(*, deprecated)
    func testFrameIntervalFiresEveryNthFrame() { onMainActor {
        let context = manualContext()
        var fired: [CFTimeInterval] = []
        let link = CADisplayLink { fired.append($0.targetTimestamp) }
        link.frameInterval = 3
        XCTAssertEqual(link.frameInterval, 3)
        context.perform { link.add(to: .main, forMode: .common) }
        context.advance(by: 0.75)
        assertTimes(fired, [100.1, 100.4, 100.7])
        link.invalidate()
    } }

    func testPreferredFrameRateRangePacesTheLink() { onMainActor {
        let context = manualContext()
        var fired: [CFTimeInterval] = []
        let link = CADisplayLink { fired.append($0.targetTimestamp) }
        XCTAssertEqual(link.preferredFrameRateRange, .default)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 2, maximum: 10, preferred: 5)
        context.perform { link.add(to: .main, forMode: .common) }
        context.advance(by: 0.85)
        assertTimes(fired, [100.1, 100.3, 100.5, 100.7])
        link.invalidate()
    } }

    func testFrameRateRangeWithoutPreferenceUsesItsMaximum() { onMainActor {
        let context = manualContext()
        var fired: [CFTimeInterval] = []
        let link = CADisplayLink { fired.append($0.targetTimestamp) }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 1, maximum: 2.5)
        XCTAssertTrue(link.preferredFrameRateRange.isEqual(to: CAFrameRateRange(minimum: 1, maximum: 2.5, preferred: nil)))
        context.perform { link.add(to: .main, forMode: .common) }
        context.advance(by: 1.05)
        assertTimes(fired, [100.1, 100.5, 100.9])
        link.invalidate()
    } }

    func testTargetTimestampIsOneFrameAfterTimestamp() { onMainActor {
        let context = manualContext()
        var pairs: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { pairs.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        context.perform { link.add(to: .main, forMode: .common) }
        context.advance(by: 0.25)
        XCTAssertEqual(pairs.count, 2)
        for (index, (timestamp, target, duration)) in pairs.enumerated() {
            XCTAssertEqual(target, 100.1 + 0.1 * Double(index), accuracy: 1e-9)
            XCTAssertEqual(target - timestamp, 0.1, accuracy: 1e-9)
            XCTAssertEqual(duration, 0.1, accuracy: 1e-9)
        }
        link.invalidate()
    } }

    func testRemoveStopsTheLinkUntilItIsAddedAgain() { onMainActor {
        let context = manualContext()
        var fired: [CFTimeInterval] = []
        let link = CADisplayLink { fired.append($0.targetTimestamp) }
        context.perform { link.add(to: .main, forMode: .common) }
        context.advance(by: 0.25)
        context.perform { link.remove(from: .main, forMode: .common) }
        context.advance(by: 0.5)
        assertTimes(fired, [100.1, 100.2])
        context.perform { link.add(to: .main, forMode: .common) }
        context.advance(by: 0.25)
        assertTimes(fired, [100.1, 100.2, 100.85, 100.95])
        link.invalidate()
    } }
}
