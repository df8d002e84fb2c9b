import QuartzCore
import UIKit
import XCTest

/// An update's times come from the context's clock: its model time is the frame's target time, its deadline and
/// estimated presentation one frame later.
final class UpdateLinkTimingTests: XCTestCase {
    func testTheInfoCarriesTheFramesTimesOnTheManualClock() {
        onMainActor {
            let rig = UpdateLinkRig()
            let link = rig.link(continuous: true)
            var infos: [UIUpdateInfo] = []
            link.addAction { _, info in infos.append(info) }
            rig.advance(by: 2.0 / 60)
            let first = 100 + 1.0 / 60
            let second = first + 1.0 / 60
            XCTAssertEqual(infos.map(\.modelTime), [first, second])
            XCTAssertEqual(infos.map(\.completionDeadlineTime), [first + 1.0 / 60, second + 1.0 / 60])
            XCTAssertEqual(infos.map(\.estimatedPresentationTime), [first + 1.0 / 60, second + 1.0 / 60])
            XCTAssertFalse(infos[0].isImmediatePresentationExpected)
            XCTAssertFalse(infos[0].isLowLatencyEventDispatchConfirmed)
            XCTAssertFalse(infos[0].isPerformingLowLatencyPhases)
        }
    }

    func testTheFrameSchedulersUpdateTakesTheClocksTimeAndTheRenderersFrameDuration() {
        onMainActor {
            let rig = UpdateLinkRig()
            rig.renderer.frameDuration = 1.0 / 120
            let link = rig.link(continuous: true)
            var infos: [UIUpdateInfo] = []
            link.addAction(to: .afterUpdateComplete) { _, info in infos.append(info) }
            rig.clock.advance(by: 0.25)
            XCTAssertTrue(rig.renderer.renderFrame(), "a link with continuous updates keeps frames coming")
            XCTAssertEqual(infos.count, 1)
            XCTAssertEqual(infos.first?.modelTime, 100.25)
            XCTAssertEqual(infos.first?.completionDeadlineTime, 100.25 + 1.0 / 120)
            XCTAssertEqual(infos.first?.estimatedPresentationTime, 100.25 + 1.0 / 120)
        }
    }

    func testTheCurrentInfoIsTheUpdatesInsideItAndNilOutside() {
        onMainActor {
            let rig = UpdateLinkRig()
            let link = rig.link(continuous: true)
            let outsider = UIView(frame: .zero)
            var checked = 0
            link.addAction(to: .beforeCATransactionCommit) { link, info in
                XCTAssertTrue(link.currentUpdateInfo() === info)
                XCTAssertTrue(UIUpdateInfo.current(for: rig.view) === info)
                XCTAssertTrue(UIUpdateInfo.current(for: rig.window) === info)
                XCTAssertNil(UIUpdateInfo.current(for: outsider), "a view in no window has no update")
                checked += 1
            }
            XCTAssertNil(link.currentUpdateInfo())
            XCTAssertNil(UIUpdateInfo.current(for: rig.view))
            rig.advance(by: 1.0 / 60)
            XCTAssertEqual(checked, 1)
            XCTAssertNil(link.currentUpdateInfo(), "outside an update")
            XCTAssertNil(UIUpdateInfo.current(for: rig.view))
        }
    }
}
