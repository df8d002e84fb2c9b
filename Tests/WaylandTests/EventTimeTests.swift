import Wayland
import XCTest

/// The compositor's millisecond stamps read as seconds, across the 32-bit wrap.
final class EventTimeTests: XCTestCase {
    func testAStampNearNowIsItsOwnTime() {
        XCTAssertEqual(EventTime.seconds(fromMilliseconds: 12_345_678, near: 12_346.0), 12_345.678, accuracy: 1e-9)
    }

    func testAStampFromJustBeforeTheWrapReadAfterItIsInThePast() {
        let wrap = 4_294_967_296.0
        let now = (wrap + 500) / 1000
        XCTAssertEqual(EventTime.seconds(fromMilliseconds: UInt32.max - 99, near: now), (wrap - 100) / 1000, accuracy: 1e-9,
                       "a stamp 600 ms before now, from the previous wrap")
    }

    func testAStampFromJustAfterTheWrapReadBeforeItIsInThePresent() {
        let wrap = 4_294_967_296.0
        let now = (wrap - 10) / 1000
        XCTAssertEqual(EventTime.seconds(fromMilliseconds: 5, near: now), (wrap + 5) / 1000, accuracy: 1e-9,
                       "a clock read a moment before the wrap, a stamp a moment after it")
    }

    func testTheSecondWrapIsFoundToo() {
        let wrap = 4_294_967_296.0
        let now = (2 * wrap + 1_000) / 1000
        XCTAssertEqual(EventTime.seconds(fromMilliseconds: 400, near: now), (2 * wrap + 400) / 1000, accuracy: 1e-9)
    }

    func testSecondsMakeTheStampACompositorWouldGive() {
        XCTAssertEqual(EventTime.milliseconds(fromSeconds: 100.01), 100_010)
        XCTAssertEqual(EventTime.milliseconds(fromSeconds: (4_294_967_296.0 + 7) / 1000), 7, "wrapped")
        XCTAssertEqual(EventTime.seconds(fromMilliseconds: EventTime.milliseconds(fromSeconds: 1000.25), near: 1000.3), 1000.25, accuracy: 1e-9)
    }
}
