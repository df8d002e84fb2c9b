@testable import Demos
import UIKit
import XCTest

/// The `--tap` texts a recording plays.
final class ScriptedGestureTests: XCTestCase {
    func testATapAndADragParse() {
        let tap = ScriptedGesture("10,20@1.5")
        XCTAssertEqual(tap?.from, CGPoint(x: 10, y: 20))
        XCTAssertEqual(tap?.time, 1.5)
        XCTAssertEqual(tap?.isTap, true)
        let drag = ScriptedGesture("1,2>300,4@0")
        XCTAssertEqual(drag?.to, CGPoint(x: 300, y: 4))
        XCTAssertEqual(drag?.isTap, false)
    }

    func testMalformedTextsAreRefused() {
        for text in ["1,2", "a,b@1", "1,2@-1", "1,2>3@1", "nan,1@1", "1,2@", "@1", "1,2>3,4>5,6@1", "1,2@inf"] {
            XCTAssertNil(ScriptedGesture(text), text)
        }
    }

    func testADragPressesMovesEveryFrameAndReleasesAtItsEnd() {
        let steps = ScriptedGesture("0,0>100,0@2")!.steps(frameInterval: 0.1)
        XCTAssertEqual(steps.first?.step, .down(CGPoint(x: 0, y: 0)))
        XCTAssertEqual(steps.first?.time, 2)
        XCTAssertEqual(steps.count, 1 + 5 + 1)
        XCTAssertEqual(steps[5].step, .move(CGPoint(x: 100, y: 0)))
        XCTAssertEqual(steps.last?.step, .up)
        XCTAssertEqual(steps.last?.time ?? 0, 2.5, accuracy: 1e-9)
        XCTAssertEqual(ScriptedGesture("5,5@1")!.steps(frameInterval: 0.1).map(\.step), [.down(CGPoint(x: 5, y: 5)), .up])
    }
}
