@testable import UIKit
import XCTest

/// Touches carry their type (a finger is `.direct`, the pointer `.indirectPointer`), and a recognizer sees only
/// the types it allows, one type at a time unless told otherwise, and none it chose to ignore.
final class TouchTypeFilterTests: XCTestCase {
    /// Records the touches it is sent.
    class Recorder: UIGestureRecognizer {
        var began: [UITouch.TouchType] = []
        var moved = 0, ended = 0
        var ignoresEverything = false

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            began += touches.map(\.type)
            if ignoresEverything { touches.forEach { ignore($0, for: event) } }
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moved += touches.count }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { ended += touches.count }
    }

    func testAFingerIsDirectAndThePointerIndirectPointer() {
        onMainActor {
            let recorder = Recorder()
            let rig = RecognizerRig([recorder])
            rig.tap(100, 100)
            rig.click(100, 100)
            XCTAssertEqual(recorder.began, [.direct, .indirectPointer])
        }
    }

    func testEveryTouchTypeIsAllowedByDefault() {
        onMainActor {
            XCTAssertEqual(Recorder().allowedTouchTypes.map(\.intValue), [0, 1, 2, 3])
            XCTAssertEqual(Recorder().allowedPressTypes.map(\.intValue), [UIPress.PressType.select.rawValue])
            XCTAssertTrue(Recorder().requiresExclusiveTouchType)
        }
    }

    func testAPanAllowingOnlyDirectTouchesIgnoresThePointer() {
        onMainActor {
            var states: [UIGestureRecognizer.State] = []
            let pan = UIPanGestureRecognizer { states.append($0.state) }
            pan.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
            let rig = RecognizerRig([pan])
            rig.pointerDown(100, 100)
            rig.pointerMove(140, 100)
            rig.pointerUp()
            XCTAssertEqual(states, [], "the pointer's drag is not seen")
            rig.fingerDown(100, 100)
            rig.fingerMove(140, 100)
            rig.fingerUp()
            XCTAssertEqual(states, [.began, .ended])
        }
    }

    func testARecognizerFollowsOneTouchTypeUnlessToldOtherwise() {
        onMainActor {
            let recorder = Recorder()
            let rig = RecognizerRig([recorder])
            rig.fingerDown(100, 100)
            rig.pointerDown(120, 120)
            XCTAssertEqual(recorder.numberOfTouches, 1, "the pointer's touch is of another type")
            XCTAssertEqual(recorder.began, [.direct])
            rig.pointerUp()
            rig.fingerUp()
            recorder.began = []
            recorder.requiresExclusiveTouchType = false
            rig.fingerDown(100, 100)
            rig.pointerDown(120, 120)
            XCTAssertEqual(recorder.numberOfTouches, 2)
            XCTAssertEqual(recorder.began, [.direct, .indirectPointer])
            XCTAssertEqual(recorder.location(ofTouch: 1, in: rig.view), CGPoint(x: 70, y: 70))
        }
    }

    func testAnIgnoredTouchIsHeardOfNoMore() {
        onMainActor {
            let recorder = Recorder()
            recorder.ignoresEverything = true
            let rig = RecognizerRig([recorder])
            rig.fingerDown(100, 100)
            XCTAssertEqual(recorder.numberOfTouches, 0)
            rig.fingerMove(110, 100)
            rig.fingerUp()
            XCTAssertEqual(recorder.began, [.direct])
            XCTAssertEqual(recorder.moved + recorder.ended, 0)
        }
    }

    func testARecognizersOwnShouldReceiveKeepsEventsFromIt() {
        onMainActor {
            final class FingersOnly: Recorder {
                override func shouldReceive(_ event: UIEvent) -> Bool { event.buttonMask.isEmpty }
            }
            let recorder = FingersOnly()
            let rig = RecognizerRig([recorder])
            rig.click(100, 100)
            rig.tap(100, 100)
            XCTAssertEqual(recorder.began, [.direct])
        }
    }

    func testANameTellsRecognizersApart() {
        onMainActor {
            let pan = UIPanGestureRecognizer()
            XCTAssertNil(pan.name)
            pan.name = "drawer"
            let rig = RecognizerRig([pan, UITapGestureRecognizer()])
            XCTAssertTrue(rig.view.gestureRecognizers?.first { $0.name == "drawer" } === pan)
        }
    }
}
