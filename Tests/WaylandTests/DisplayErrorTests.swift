import Foundation
import Wayland
import XCTest

/// What a client says when there is nothing to connect to.
final class DisplayErrorTests: XCTestCase {
    func testNoCompositorIsAOneLineErrorNamingTheSocket() throws {
        let name = "no-such-compositor-\(getpid())"
        XCTAssertThrowsError(try Display(name: name)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("WAYLAND_DISPLAY=\(name)"), message)
            XCTAssertFalse(message.contains("\n"), message)
        }
    }

    func testErrorsDescribeTheirCause() {
        XCTAssertEqual(
            "\(WaylandError.missingGlobal("xdg_wm_base"))",
            "the Wayland compositor does not offer xdg_wm_base, which this client needs")
        XCTAssertEqual(
            "\(WaylandError.protocolError(interface: "xdg_surface", objectID: 12, code: 3))",
            "Wayland protocol error 3 on xdg_surface@12; the compositor closed the connection")
    }
}
