import Wayland
import XCTest

final class ConfigureSequenceTests: XCTestCase {
    private var sequence = ConfigureSequence(
        preferredSize: WindowSize(width: 640, height: 480), minimumSize: WindowSize(width: 100, height: 80))

    func testZeroSizeLetsTheClientChooseItsPreferredSize() {
        sequence.toplevelConfigure(width: 0, height: 0, states: [])
        let configuration = sequence.surfaceConfigure(serial: 7)
        XCTAssertEqual(configuration.size, WindowSize(width: 640, height: 480))
        XCTAssertEqual(configuration.serial, 7)
    }

    func testCompositorSizeIsTakenAsIs() {
        sequence.toplevelConfigure(width: 800, height: 600, states: ToplevelStates(protocolValues: [4]))
        let configuration = sequence.surfaceConfigure(serial: 1)
        XCTAssertEqual(configuration.size, WindowSize(width: 800, height: 600))
        XCTAssertEqual(configuration.states, .activated)
    }

    func testOneZeroDimensionKeepsTheCurrentOne() {
        sequence.toplevelConfigure(width: 500, height: 400, states: [])
        _ = sequence.surfaceConfigure(serial: 1)
        sequence.toplevelConfigure(width: 0, height: 300, states: [])
        XCTAssertEqual(sequence.surfaceConfigure(serial: 2).size, WindowSize(width: 500, height: 300))
    }

    func testFloatingSizeIsRestoredAfterMaximize() {
        sequence.toplevelConfigure(width: 500, height: 400, states: [])
        _ = sequence.surfaceConfigure(serial: 1)
        sequence.toplevelConfigure(width: 1920, height: 1080, states: ToplevelStates(protocolValues: [1, 4]))
        XCTAssertEqual(sequence.surfaceConfigure(serial: 2).size, WindowSize(width: 1920, height: 1080))
        sequence.toplevelConfigure(width: 0, height: 0, states: ToplevelStates(protocolValues: [4]))
        XCTAssertEqual(sequence.surfaceConfigure(serial: 3).size, WindowSize(width: 500, height: 400))
    }

    func testMinimumSizeAppliesOnlyWhenTheClientIsFree() {
        sequence.toplevelConfigure(width: 20, height: 10, states: [])
        XCTAssertEqual(sequence.surfaceConfigure(serial: 1).size, WindowSize(width: 100, height: 80))
        sequence.toplevelConfigure(width: 20, height: 10, states: .fullscreen)
        XCTAssertEqual(sequence.surfaceConfigure(serial: 2).size, WindowSize(width: 20, height: 10))
    }

    func testNegativeAndHugeSizesAreRefused() {
        sequence.toplevelConfigure(width: -5, height: Int32.max, states: .maximized)
        let size = sequence.surfaceConfigure(serial: 1).size
        XCTAssertEqual(size, WindowSize(width: 640, height: 480))
        XCTAssertEqual(sequence.refusedSize, WindowSize(width: 0, height: Int(Int32.max)))
    }

    func testAConfigureBeyondTheLargestBufferKeepsTheClientsSizeAndSaysSo() {
        sequence.toplevelConfigure(width: 100_000, height: 100_000, states: [])
        XCTAssertEqual(sequence.surfaceConfigure(serial: 1).size, WindowSize(width: 640, height: 480))
        XCTAssertEqual(sequence.refusedSize, WindowSize(width: 100_000, height: 100_000))
        sequence.toplevelConfigure(width: 1, height: 1, states: .fullscreen)
        XCTAssertEqual(sequence.surfaceConfigure(serial: 2).size, WindowSize(width: 1, height: 1))
        XCTAssertNil(sequence.refusedSize)
    }

    func testBoundsBelongToTheSequenceTheyArriveIn() {
        sequence.toplevelBounds(width: 1000, height: 700)
        sequence.toplevelConfigure(width: 0, height: 0, states: [])
        XCTAssertEqual(sequence.surfaceConfigure(serial: 1).bounds, WindowSize(width: 1000, height: 700))
    }

    func testStatesParseTheProtocolValuesAndIgnoreUnknownOnes() {
        let states = ToplevelStates(protocolValues: [1, 3, 4, 5, 6, 7, 8, 42])
        XCTAssertEqual(states, [.maximized, .resizing, .activated, .tiled])
        XCTAssertEqual(states.description, "maximized,resizing,activated,tiled-left,tiled-right,tiled-top,tiled-bottom")
        XCTAssertEqual(ToplevelStates().description, "-")
    }
}
