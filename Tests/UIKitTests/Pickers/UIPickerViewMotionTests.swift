import Foundation
@testable import UIKit
import XCTest

/// Turning a picker's wheel by touch, at exact times on the manual clock: a drag rests on the row it was let go at a
/// quarter second later, a fling carries on for its glide, a tap brings a row to the middle, the ends resist, code's
/// selections tell no delegate, and the delegate hears each choice once.
final class UIPickerViewMotionTests: XCTestCase {
    func testADragRestsOnItsRowAQuarterSecondAfterTheRelease() {
        onMainActor {
            let (rig, source) = pickerRig([countryNames, (0..<100).map(String.init)])
            rig.drag(from: CGPoint(x: 86, y: 150), to: CGPoint(x: 86, y: 150 - 64), steps: 4, hold: 0.2)
            XCTAssertEqual(rig.view.selectedRow(inComponent: 0), 0, "a turning wheel keeps its row until it rests")
            rig.advance(by: 0.24)
            XCTAssertEqual(source.selections, [])
            rig.advance(by: 0.01)
            XCTAssertEqual(source.selections, ["0:2"], "two rows up, at rest after 0.25 s, told once")
            XCTAssertEqual(rig.view.selectedRow(inComponent: 0), 2)
            XCTAssertEqual(rig.view.columns[0].offset, 2)
            XCTAssertFalse(CADisplayLink.isAnyRunning, "the glide's display link is gone")
            rig.advance(by: 1)
            XCTAssertEqual(source.selections, ["0:2"])
        }
    }

    func testAFlingCarriesOnAndGlidesToRestOnARow() {
        onMainActor {
            let (rig, source) = pickerRig([countryNames, (0..<100).map(String.init)])
            // 96 points in 60 ms: 50 rows a second, carried half a second further: row 3 + 25.
            rig.drag(from: CGPoint(x: 233, y: 180), to: CGPoint(x: 233, y: 180 - 96), steps: 6)
            let settle = try! XCTUnwrap(rig.view.columns[1].settle)
            XCTAssertEqual(settle.target, 28)
            XCTAssertEqual(settle.duration, 1.5, accuracy: 1e-9, "the glide starts at the release speed: 3 × 25 rows at 50 a second")
            rig.advance(by: 0.5)
            let midway = rig.view.columns[1].offset
            XCTAssertGreaterThan(midway, 20, "the wheel runs fast at first and slows down")
            rig.advance(by: 0.99)
            XCTAssertEqual(source.selections, [])
            rig.advance(by: 0.01)
            XCTAssertEqual(source.selections, ["1:28"])
            XCTAssertEqual(rig.view.selectedRow(inComponent: 1), 28)
            XCTAssertEqual(rig.view.selectedRow(inComponent: 0), 0, "the other wheel did not move")
        }
    }

    func testATouchStopsAGlidingWheelWhereItIs() {
        onMainActor {
            let (rig, source) = pickerRig([countryNames, (0..<100).map(String.init)])
            rig.drag(from: CGPoint(x: 233, y: 180), to: CGPoint(x: 233, y: 180 - 96), steps: 6)
            rig.advance(by: 0.5)
            let stoppedAt = rig.view.columns[1].offset
            rig.tap(CGPoint(x: 233, y: 108 + 60))
            XCTAssertEqual(rig.view.columns[1].settle?.target, Int(stoppedAt.rounded()),
                           "the wheel rests on the row nearest where it stopped, not on the row tapped")
            rig.advance(by: 0.25)
            XCTAssertEqual(source.selections, ["1:\(Int(stoppedAt.rounded()))"], "told once, where it rests")
        }
    }

    func testAFlingPastTheEndRestsOnTheLastRow() {
        onMainActor {
            let (rig, source) = pickerRig([countryNames, (0..<100).map(String.init)])
            rig.drag(from: CGPoint(x: 86, y: 200), to: CGPoint(x: 86, y: 40), steps: 4)
            rig.advance(by: 2)
            XCTAssertEqual(source.selections, ["0:9"])
        }
    }

    func testTappingARowBringsItToTheMiddle() {
        onMainActor {
            let (rig, source) = pickerRig([countryNames, (0..<100).map(String.init)])
            rig.tap(CGPoint(x: 86, y: 108 + 60))
            XCTAssertEqual(rig.view.columns[0].settle?.target, 2, "60 points below the middle is two rows down the drum")
            rig.advance(by: 0.25)
            XCTAssertEqual(source.selections, ["0:2"])
            rig.tap(CGPoint(x: 86, y: 108))
            rig.advance(by: 0.25)
            XCTAssertEqual(source.selections, ["0:2"], "tapping the chosen row tells nothing")
        }
    }

    func testTheEndsResistAndTheWheelComesBack() {
        onMainActor {
            let (rig, source) = pickerRig([countryNames, (0..<100).map(String.init)])
            rig.drag(from: CGPoint(x: 86, y: 60), to: CGPoint(x: 86, y: 156), steps: 4, hold: 0.2)
            XCTAssertEqual(rig.view.columns[0].offset, -1, accuracy: 1e-9, "three rows past the top move one")
            rig.advance(by: 0.25)
            XCTAssertEqual(rig.view.columns[0].offset, 0)
            XCTAssertEqual(source.selections, [], "back on the row it had: nothing to tell")
        }
    }

    func testAGlideEndsWhenItsRowGoesOrItsPickerGoes() {
        onMainActor {
            let (rig, source) = pickerRig([countryNames])
            rig.tap(CGPoint(x: 160, y: 108 + 60))
            source.components = [["Argentina"]]
            rig.view.reloadAllComponents()
            rig.advance(by: 0.5)
            XCTAssertEqual(rig.view.selectedRow(inComponent: 0), 0, "the row it glided to is gone: it stops")
            XCTAssertEqual(source.selections, [])
            source.components = [countryNames]
            rig.view.reloadAllComponents()
            rig.tap(CGPoint(x: 160, y: 108 + 60))
            rig.view.removeFromSuperview()
            rig.view.dataSource = nil
            rig.view.reloadAllComponents()
            rig.advance(by: 0.1)
            XCTAssertFalse(CADisplayLink.isAnyRunning, "a wheel that went away leaves no display link running")
        }
    }

    func testSelectingInCodeTellsNoDelegateAndAnimatesOnTheClock() {
        onMainActor {
            let (rig, source) = pickerRig([countryNames, (0..<100).map(String.init)])
            rig.view.selectRow(5, inComponent: 0, animated: true)
            XCTAssertEqual(rig.view.selectedRow(inComponent: 0), 5, "the selection is the new row at once")
            XCTAssertEqual(rig.view.columns[0].offset, 0, "while the wheel turns to it")
            rig.advance(by: 0.25)
            XCTAssertEqual(rig.view.columns[0].offset, 5)
            rig.view.selectRow(7, inComponent: 0, animated: false)
            XCTAssertEqual(rig.view.columns[0].offset, 7)
            rig.view.selectRow(70, inComponent: 0, animated: false)
            XCTAssertEqual(rig.view.selectedRow(inComponent: 0), 7, "a row there is not is ignored")
            XCTAssertEqual(source.selections, [])
        }
    }
}
