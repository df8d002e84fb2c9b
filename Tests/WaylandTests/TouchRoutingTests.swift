@testable import Wayland
import XCTest

/// Touch points stay with the window they went down on; frames group each window's events.
final class TouchRoutingTests: XCTestCase {
    private final class Target {}

    func testPointsStayWithTheirWindowAndFramesGroupEvents() {
        let a = Target(), b = Target()
        var routing = TouchRouting<Target>()
        routing.down(.down(id: 1, x: 1, y: 1, serial: 1, time: 0), id: 1, on: a)
        routing.down(.down(id: 2, x: 5, y: 5, serial: 2, time: 0), id: 2, on: b)
        routing.motion(.motion(id: 1, x: 2, y: 2, time: 1), id: 1)
        let frames = routing.frame()
        XCTAssertEqual(frames.count, 2)
        XCTAssertTrue(frames[0].0 === a)
        XCTAssertEqual(frames[0].1.events, [.down(id: 1, x: 1, y: 1, serial: 1, time: 0), .motion(id: 1, x: 2, y: 2, time: 1)])
        XCTAssertTrue(frames[1].0 === b)
        routing.up(.up(id: 1, serial: 3, time: 2), id: 1)
        routing.motion(.motion(id: 1, x: 9, y: 9, time: 3), id: 1)
        let after = routing.frame()
        XCTAssertEqual(after.count, 1)
        XCTAssertEqual(after[0].1.events, [.up(id: 1, serial: 3, time: 2)], "a lifted point's motion goes nowhere")
    }

    func testPointsOnOtherSurfacesAreIgnoredAndCancelReachesEveryOwner() {
        let a = Target(), b = Target()
        var routing = TouchRouting<Target>()
        routing.down(.down(id: 7, x: 0, y: 0, serial: 1, time: 0), id: 7, on: nil)
        XCTAssertTrue(routing.frame().isEmpty)
        routing.down(.down(id: 1, x: 0, y: 0, serial: 1, time: 0), id: 1, on: a)
        routing.down(.down(id: 2, x: 0, y: 0, serial: 1, time: 0), id: 2, on: b)
        routing.down(.down(id: 3, x: 0, y: 0, serial: 1, time: 0), id: 3, on: a)
        _ = routing.frame()
        let cancelled = routing.cancel()
        XCTAssertEqual(cancelled.count, 2)
        XCTAssertTrue(cancelled.allSatisfy { $0.1.events == [.cancel] })
        XCTAssertTrue(routing.cancel().isEmpty, "nothing left after a cancel")
    }
}
