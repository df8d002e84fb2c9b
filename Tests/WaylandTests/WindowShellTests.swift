import CDecor
@testable import Wayland
import XCTest

final class WindowShellTests: XCTestCase {
    func testLibdecorsVariableForcesClientSideFrames() {
        XCTAssertTrue(Window.clientSideDecorationsForced(["LIBDECOR_FORCE_CSD": "1"]))
        XCTAssertFalse(Window.clientSideDecorationsForced(["LIBDECOR_FORCE_CSD": "0"]))
        XCTAssertFalse(Window.clientSideDecorationsForced(["LIBDECOR_FORCE_CSD": ""]))
        XCTAssertFalse(Window.clientSideDecorationsForced([:]))
    }

    func testLibdecorWindowStatesMapToXdgStates() {
        let state = libdecor_window_state(
            rawValue: LIBDECOR_WINDOW_STATE_ACTIVE.rawValue | LIBDECOR_WINDOW_STATE_MAXIMIZED.rawValue
                | LIBDECOR_WINDOW_STATE_TILED_LEFT.rawValue)
        XCTAssertEqual(DecoratedShell.states(state), [.activated, .maximized, .tiledLeft])
        XCTAssertEqual(DecoratedShell.states(LIBDECOR_WINDOW_STATE_NONE), [])
    }
}
