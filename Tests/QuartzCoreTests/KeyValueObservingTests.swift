import XCTest
@testable import QuartzCore

/// `observe(_:options:changeHandler:)` on layers: a property change is reported at once, with the values the options
/// ask for, once per change, while the observation lives.
final class KeyValueObservingTests: XCTestCase {
    func testALayerPropertyChangeIsReportedAtOnceWithOldAndNewValues() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        var changes: [(old: Float?, new: Float?)] = []
        let observation = layer.observe(\.opacity, options: [.old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        layer.opacity = 0.5
        XCTAssertEqual(changes.count, 1, "reported during the set, before any commit")
        XCTAssertEqual(changes.first?.old, 1)
        XCTAssertEqual(changes.first?.new, 0.5)
        layer.opacity = 0.5
        XCTAssertEqual(changes.count, 1, "setting the same value changes nothing")
        layer.cornerRadius = 4
        XCTAssertEqual(changes.count, 1, "another property's change is not this one's")
        observation.invalidate()
        layer.opacity = 0.2
        XCTAssertEqual(changes.count, 1, "nothing after invalidate()")
    } }

    func testTheInitialReportAndOnlyTheAskedForValues() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        var reports: [NSKeyValueObservedChange<CGRect>] = []
        let observation = layer.observe(\.bounds, options: [.initial, .new]) { _, change in reports.append(change) }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.newValue, CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertNil(reports.first?.oldValue)
        XCTAssertEqual(reports.first?.kind, .setting)
        layer.bounds.size.width = 30
        XCTAssertEqual(reports.count, 2)
        XCTAssertEqual(reports.last?.newValue?.width, 30)
        XCTAssertNil(reports.last?.oldValue, "no .old asked for")
        withExtendedLifetime(observation) {}
    } }

    func testAReleasedObservationReportsNothing() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        var count = 0
        var observation: NSKeyValueObservation? = layer.observe(\.position) { _, _ in count += 1 }
        layer.position = CGPoint(x: 5, y: 5)
        XCTAssertEqual(count, 1)
        XCTAssertNotNil(observation)
        observation = nil
        layer.position = CGPoint(x: 9, y: 9)
        XCTAssertEqual(count, 1)
    } }

    func testAnObservedValueChangedWithoutAReportIsSeenWhenTheTransactionCommits() { onMainActor {
        _ = installManualClock()
        let layer = CountingLayer()
        var seen: [Int] = []
        let observation = layer.observe(\.count, options: .new) { _, change in seen.append(change.newValue ?? -1) }
        CATransaction.begin()
        layer.count = 3
        layer.opacity = 0.9
        XCTAssertEqual(seen, [3], "the layer's report of its opacity made every observation of it look")
        layer.count = 4
        XCTAssertEqual(seen, [3])
        CATransaction.commit()
        XCTAssertEqual(seen, [3, 4], "the commit's sweep saw the rest")
        withExtendedLifetime(observation) {}
    } }
}

/// A layer with a property of its own that reports no change.
private final class CountingLayer: CALayer {
    var count = 0
}
