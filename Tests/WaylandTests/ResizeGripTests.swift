import Wayland
import XCTest

/// The band inside a frameless or client-framed window's content where a press resizes it.
final class ResizeGripTests: XCTestCase {
    private let grip = ResizeGrip()

    private func edge(_ x: Double, _ y: Double) -> ResizeEdge? {
        grip.edge(atX: x, y: y, width: 400, height: 300)
    }

    func testTheBandAlongTheLeftRightAndBottomEdges() {
        XCTAssertEqual(edge(2, 150), .left)
        XCTAssertEqual(edge(397, 150), .right)
        XCTAssertEqual(edge(200, 298), .bottom)
        XCTAssertNil(edge(200, 150), "the middle is the app's")
        XCTAssertNil(edge(200, 2), "the top belongs to the title bar and its border")
        XCTAssertNil(edge(6, 150), "the band is six units wide")
    }

    func testCornersReachAlongBothEdges() {
        XCTAssertEqual(edge(399, 299), .bottomRight)
        XCTAssertEqual(edge(385, 298), .bottomRight, "along the bottom edge near the corner")
        XCTAssertEqual(edge(398, 285), .bottomRight, "along the right edge near the corner")
        XCTAssertEqual(edge(1, 299), .bottomLeft)
        XCTAssertEqual(edge(15, 297), .bottomLeft)
    }

    func testOutsideOrTooSmallIsNoEdge() {
        XCTAssertNil(edge(-1, 150))
        XCTAssertNil(edge(400, 150))
        XCTAssertNil(grip.edge(atX: 1, y: 5, width: 10, height: 10), "a window too small for a band keeps its pixels")
    }

    func testEachEdgeHasAThemeCursorAndXdgValue() {
        XCTAssertEqual(ResizeEdge.bottomRight.cursorName, "bottom_right_corner")
        XCTAssertEqual(ResizeEdge.left.cursorName, "left_side")
        XCTAssertEqual(ResizeEdge.bottomRight.rawValue, 10, "xdg_toplevel.resize_edge.bottom_right")
        XCTAssertEqual(Set(ResizeEdge.allCases.map(\.cursorName)).count, 8)
    }
}
