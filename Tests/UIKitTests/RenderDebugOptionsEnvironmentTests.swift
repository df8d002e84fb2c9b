@testable import UIKit
import Wayland
import XCTest

/// The instruments switched on by environment variables, and toggled by F1–F4 through the same
/// key path a desktop window's input takes, only in windows that opt in.
final class RenderDebugOptionsEnvironmentTests: XCTestCase {
    func testEnvironmentVariablesSwitchInstrumentsOn() {
        onMainActor {
            XCTAssertEqual(RenderDebugOptions(environment: [:]), [])
            XCTAssertEqual(RenderDebugOptions(environment: ["CA_SHOW_FPS": "1", "CA_COLOR_BLENDED_LAYERS": "yes", "CA_FLASH_UPDATED_REGIONS": "0"]),
                           [.showFramesPerSecond, .colorBlendedLayers])
            XCTAssertEqual(RenderDebugOptions(environment: ["CA_FLASH_UPDATED_REGIONS": " TRUE "]), .flashUpdatedRegions)
            XCTAssertEqual(RenderDebugOptions(environment: ["CA_COLOR_HITS_GREEN_MISSES_RED": "1"]), .colorHitsGreenAndMissesRed)
            XCTAssertEqual(RenderDebugOptions(environment: ["CA_COLOR_BLENDED_LAYERS": "maybe", "CA_SHOW_FPS": "on"]), .showFramesPerSecond,
                           "a value neither true nor false leaves its instrument off")
            XCTAssertTrue(RenderDebugOptions.flag("CA_INSTRUMENT_KEYS", in: ["CA_INSTRUMENT_KEYS": "1"]))
            XCTAssertFalse(RenderDebugOptions.flag("CA_INSTRUMENT_KEYS", in: [:]))
        }
    }

    func testFunctionKeysToggleInstrumentsAheadOfTheResponders() {
        onMainActor {
            _ = installManualClock()
            let (window, field) = Self.windowWithField()
            window.togglesInstrumentsWithKeys = true
            let renderer = OffscreenRenderer(window: window, background: .black)
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 5, y: 5), 0xFFFF_FFFF)

            renderer.input.handle(Self.key("F2", code: 60, pressed: true))
            XCTAssertEqual(window.renderDebugOptions, .colorBlendedLayers)
            renderer.input.handle(Self.key("F2", code: 60, pressed: true, repeat: true))
            renderer.input.handle(Self.key("F2", code: 60, pressed: false))
            XCTAssertEqual(window.renderDebugOptions, .colorBlendedLayers, "a held key toggles once")
            XCTAssertEqual(field.keys, [], "the instrument keys never reach the responders")
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 5, y: 5), 0xFF7F_FF7F, "white tinted green: opaque")

            renderer.input.handle(Self.key("F1", code: 59, pressed: true))
            renderer.input.handle(Self.key("F3", code: 61, pressed: true))
            renderer.input.handle(Self.key("F4", code: 62, pressed: true))
            XCTAssertEqual(window.renderDebugOptions, [.colorBlendedLayers, .showFramesPerSecond, .flashUpdatedRegions,
                                                       .colorHitsGreenAndMissesRed])
            renderer.input.handle(Self.key("F2", code: 60, modifiers: .control, pressed: true))
            renderer.input.handle(Self.key("a", code: 30, pressed: true))
            XCTAssertEqual(field.keys, ["F2", "a"], "other keys and modified ones go on to the responders")
            for (name, code) in [("F1", UInt32(59)), ("F2", 60), ("F3", 61), ("F4", 62)] { renderer.input.handle(Self.key(name, code: code, pressed: true)) }
            XCTAssertEqual(window.renderDebugOptions, [])
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 5, y: 5), 0xFFFF_FFFF, "the tint is gone")
            field.resignFirstResponder()
        }
    }

    func testWindowsThatDoNotOptInLeaveTheKeysToTheApp() {
        onMainActor {
            let (window, field) = Self.windowWithField()
            XCTAssertFalse(window.togglesInstrumentsWithKeys, "off unless CA_INSTRUMENT_KEYS=1")
            let input = WindowInput(window: window)
            input.handle(Self.key("F2", code: 60, pressed: true))
            XCTAssertEqual(window.renderDebugOptions, [])
            XCTAssertEqual(field.keys, ["F2"])
            field.resignFirstResponder()
        }
    }

    /// A white window whose first responder records the keys it is pressed.
    @MainActor
    private static func windowWithField() -> (UIWindow, KeyField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .white
        let field = KeyField(frame: window.bounds)
        window.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        return (window, field)
    }

    private static func key(_ name: String, code: UInt32, modifiers: KeyModifiers = [], pressed: Bool, repeat isRepeat: Bool = false) -> KeyEvent {
        KeyEvent(code: code, keysym: 0, name: name, text: name.count == 1 ? name : "", isPressed: pressed, isRepeat: isRepeat, modifiers: modifiers, time: 0)
    }
}

/// A view that records the keysym names of the presses it begins.
private final class KeyField: UIView {
    var keys: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys += presses.compactMap { $0.key?.keysymName }
    }
}
