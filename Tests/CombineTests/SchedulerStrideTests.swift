import Combine
import XCTest

/// The schedulers' time types under Apple's names: `DispatchQueue.SchedulerTimeType.Stride` counts nanoseconds,
/// `RunLoop`'s and `OperationQueue`'s count seconds, and all take literals and the unit functions.
final class SchedulerStrideTests: XCTestCase {
    func testDispatchQueueStridesCountNanoseconds() {
        let literal: DispatchQueue.SchedulerTimeType.Stride = 2
        let fraction: DispatchQueue.SchedulerTimeType.Stride = 0.25
        XCTAssertEqual(literal.magnitude, 2_000_000_000)
        XCTAssertEqual(fraction.magnitude, 250_000_000)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride.seconds(1).magnitude, 1_000_000_000)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride.seconds(0.5).magnitude, 500_000_000)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride.milliseconds(300).magnitude, 300_000_000)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride.microseconds(7).magnitude, 7_000)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride.nanoseconds(9).magnitude, 9)
        let now = DispatchQueue.main.now
        XCTAssertEqual(now.distance(to: now.advanced(by: .milliseconds(40))), .milliseconds(40))
    }

    func testRunLoopAndOperationQueueStridesCountSeconds() {
        let literal: RunLoop.SchedulerTimeType.Stride = 2
        XCTAssertEqual(literal.timeInterval, 2)
        XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.milliseconds(300).timeInterval, 0.3, accuracy: 1e-12)
        XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.microseconds(5).timeInterval, 5e-6, accuracy: 1e-15)
        XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.nanoseconds(5).timeInterval, 5e-9, accuracy: 1e-18)
        let operations: OperationQueue.SchedulerTimeType.Stride = 0.5
        XCTAssertEqual(operations.timeInterval, 0.5)
        XCTAssertEqual(OperationQueue.SchedulerTimeType.Stride.seconds(3).timeInterval, 3)
        let start = RunLoop.main.now
        XCTAssertEqual(start.advanced(by: .seconds(1)).date, start.date.addingTimeInterval(1))
    }
}
