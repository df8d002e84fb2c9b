@testable import UIKit
import Wayland
import XCTest

final class UISliderTests: XCTestCase {
    func testTheValueStaysWithinTheRangeAndFollowsItsEnds() {
        onMainActor {
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(slider.maximumValue, 1)
            slider.value = 3
            XCTAssertEqual(slider.value, 1, "clamped to maximumValue")
            slider.maximumValue = 10
            slider.value = 7
            slider.minimumValue = 8
            XCTAssertEqual(slider.value, 8, "a new minimum above the value raises it")
            slider.maximumValue = 5
            XCTAssertEqual(slider.minimumValue, 5, "the range never inverts")
            XCTAssertEqual(slider.value, 5)
            slider.value = .nan
            slider.maximumValue = .infinity
            XCTAssertEqual(slider.value, 5, "NaN is refused")
            XCTAssertEqual(slider.maximumValue, 5, "an infinite end is refused")
        }
    }

    func testTheThumbTravelsTheTrackInsetByHalfItself() {
        onMainActor {
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
            slider.minimumValue = -1
            slider.maximumValue = 1
            let track = slider.trackRect(forBounds: slider.bounds)
            XCTAssertEqual(track, CGRect(x: 0, y: 13.5, width: 228, height: 4))
            XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: -1).midX, 14)
            XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).midX, 114)
            XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).midX, 214)
        }
    }

    func testDraggingTheThumbSendsValueChangedOnEveryMove() {
        onMainActor {
            let (slider, pointer) = makeSlider()
            var values: [Float] = []
            slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
            // The thumb's center is at x = 64 (value 0); held 4 points right of it.
            pointer([.motion(x: 68, y: 65, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)])
            XCTAssertTrue(slider.isTracking)
            XCTAssertEqual(values, [], "grabbing the thumb changes nothing")
            pointer([.motion(x: 118, y: 65, time: 0)])
            pointer([.motion(x: 168, y: 90, time: 0)])
            XCTAssertEqual(values.count, 2)
            XCTAssertEqual(values[0], 0.25, accuracy: 1e-6, "50 of 200 points of travel")
            XCTAssertEqual(values[1], 0.5, accuracy: 1e-6, "vertical wandering is ignored")
            pointer([.motion(x: 500, y: 65, time: 0)])
            XCTAssertEqual(slider.value, 1, "past the end: the maximum")
            pointer([.button(code: 0x110, isPressed: false, serial: 2, time: 0)])
            XCTAssertFalse(slider.isTracking)
            XCTAssertEqual(values.count, 3)
        }
    }

    func testANonContinuousSliderSendsOneChangeWhenLetGo() {
        onMainActor {
            let (slider, pointer) = makeSlider()
            slider.isContinuous = false
            var values: [Float] = []
            slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
            pointer([.motion(x: 64, y: 65, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)])
            pointer([.motion(x: 114, y: 65, time: 0)])
            pointer([.motion(x: 164, y: 65, time: 0)])
            XCTAssertEqual(values, [])
            pointer([.button(code: 0x110, isPressed: false, serial: 2, time: 0)])
            XCTAssertEqual(values, [0.5])
        }
    }

    func testAFingerDragsTheThumbAsThePointerDoes() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
            let slider = UISlider(frame: CGRect(x: 50, y: 50, width: 228, height: 31))
            window.addSubview(slider)
            let input = WindowInput(window: window)
            var changes = 0
            slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            input.handle(TouchFrame(events: [.down(id: 7, x: 64, y: 60, serial: 1, time: 0)]))
            XCTAssertTrue(slider.isTracking)
            input.handle(TouchFrame(events: [.motion(id: 7, x: 214, y: 70, time: 10)]))
            input.handle(TouchFrame(events: [.up(id: 7, serial: 2, time: 20)]))
            XCTAssertEqual(slider.value, 0.75, accuracy: 1e-6)
            XCTAssertEqual(changes, 1)
            XCTAssertFalse(slider.isTracking)
        }
    }

    func testAPressOnTheTrackMovesTheThumbThere() {
        onMainActor {
            let (slider, pointer) = makeSlider()
            slider.maximumValue = 100
            var changes = 0
            slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            pointer([.motion(x: 214, y: 65, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)])
            XCTAssertEqual(slider.value, 75, accuracy: 1e-4)
            XCTAssertEqual(changes, 1)
            pointer([.button(code: 0x110, isPressed: false, serial: 2, time: 0)])
        }
    }

    func testTheTrackAndThumbAreDrawnAtTheValue() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
            window.backgroundColor = .black
            let slider = UISlider(frame: CGRect(x: 20, y: 5, width: 200, height: 31))
            slider.minimumTrackTintColor = .red
            slider.maximumTrackTintColor = .blue
            slider.value = 0.5
            window.addSubview(slider)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 40, y: 20), 0xFFFF_0000, "left of the thumb: the minimum track")
            XCTAssertEqual(renderer.pixel(x: 200, y: 20), 0xFF00_00FF, "right of it: the maximum track")
            XCTAssertEqual(renderer.pixel(x: 120, y: 20), 0xFFFF_FFFF, "the white thumb in the middle")
            slider.setValue(1, animated: true)
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 120, y: 20), 0xFFFF_FFFF, "an animated change starts where the thumb was")
            UIApplication.shared.windows.removeAll { $0 === window }
        }
    }
}

/// A 228×31 slider (200 points of thumb travel) at (50, 50) in a window, and a way to send it
/// pointer events; the window lives as long as that closure.
@MainActor
private func makeSlider() -> (UISlider, ([PointerEvent]) -> Void) {
    _ = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let slider = UISlider(frame: CGRect(x: 50, y: 50, width: 228, height: 31))
    window.addSubview(slider)
    let input = WindowInput(window: window)
    return (slider, { events in
        withExtendedLifetime(window) { input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true)) }
    })
}
