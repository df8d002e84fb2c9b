import Observation
import XCTest
@testable import UIKit

/// `layoutSubviews` and a controller's layout hooks under automatic observation tracking: a change of a model
/// property they read lays the view out again at the next frame, once; nothing else does.
final class TrackedLayoutTests: XCTestCase {
    func testAChangeOfAPropertyLayoutSubviewsReadLaysOutAgainAtTheNextFrame() {
        onMainActor {
            let rig = ObservationRig()
            let model = ObservedModel()
            let view = CountingView(model: model)
            rig.show(view)
            XCTAssertEqual(view.layouts, 1)
            XCTAssertEqual(view.child.frame.width, 40)
            model.width = 120
            XCTAssertTrue(view.layer.needsLayout(), "invalidated as the property changes")
            XCTAssertEqual(view.layouts, 1, "not laid out before the frame")
            rig.frame()
            XCTAssertEqual(view.layouts, 2)
            XCTAssertEqual(view.child.frame.width, 120)
            rig.frame()
            XCTAssertEqual(view.layouts, 2, "once per change")
        }
    }

    func testManyChangesInOneTurnLayOutOnce() {
        onMainActor {
            let rig = ObservationRig()
            let model = ObservedModel()
            let view = CountingView(model: model)
            rig.show(view)
            for width in stride(from: 50, through: 90, by: 10) { model.width = CGFloat(width) }
            rig.frame()
            XCTAssertEqual(view.layouts, 2)
            XCTAssertEqual(view.child.frame.width, 90)
        }
    }

    func testAnUnrelatedChangeRunsNothingAndCommitsNoFrame() {
        onMainActor {
            let rig = ObservationRig()
            let model = ObservedModel()
            let view = CountingView(model: model)
            rig.show(view)
            let (layouts, draws, properties, commits) = (view.layouts, view.draws, view.propertyUpdates, rig.commits)
            model.unrelated += 1
            rig.frame()
            rig.frame()
            XCTAssertEqual(view.layouts, layouts)
            XCTAssertEqual(view.draws, draws)
            XCTAssertEqual(view.propertyUpdates, properties)
            XCTAssertEqual(rig.commits, commits, "no frame when nothing changed")
        }
    }

    func testOnlyTheLatestRunsReadsCount() {
        onMainActor {
            let rig = ObservationRig()
            let model = ObservedModel()
            let view = CountingView(model: model)
            rig.show(view)
            view.layoutReadsWidth = false
            view.setNeedsLayout()
            rig.frame()
            XCTAssertEqual(view.layouts, 2)
            model.width = 10
            rig.frame()
            XCTAssertEqual(view.layouts, 2, "the width was read by an earlier layout only")
            model.title = "Two"
            rig.frame()
            XCTAssertEqual(view.layouts, 3)
        }
    }

    func testAControllersLayoutHooksAreTrackedForItsView() {
        onMainActor {
            final class Controller: UIViewController {
                let model = ObservedModel()
                var willLayouts = 0
                var didLayouts = 0
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    willLayouts += 1
                    _ = model.title
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    didLayouts += 1
                    _ = model.width
                }
            }
            let rig = ObservationRig()
            let controller = Controller()
            rig.show(controller.view)
            XCTAssertEqual(controller.willLayouts, 1)
            controller.model.title = "Two"
            rig.frame()
            XCTAssertEqual(controller.willLayouts, 2)
            XCTAssertEqual(controller.didLayouts, 2)
            controller.model.width = 3
            rig.frame()
            XCTAssertEqual(controller.didLayouts, 3, "what viewDidLayoutSubviews read")
            controller.model.unrelated = 1
            rig.frame()
            XCTAssertEqual(controller.willLayouts, 3)
        }
    }

    func testAChangeOffTheMainThreadInvalidatesOnTheMainQueue() {
        onMainActor {
            let rig = ObservationRig()
            let model = ObservedModel()
            let view = CountingView(model: model)
            rig.show(view)
            nonisolated(unsafe) let shared = model
            let changed = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                shared.width = 77
                changed.signal()
            }
            changed.wait()
            XCTAssertFalse(view.layer.needsLayout(), "not touched off the main thread")
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            XCTAssertTrue(view.layer.needsLayout())
            rig.frame()
            XCTAssertEqual(view.child.frame.width, 77)
        }
    }

    func testReadsOfALayoutRunInsideAnotherCountForBoth() {
        onMainActor {
            final class Outer: UIView {
                let inner: CountingView
                var layouts = 0
                init(inner: CountingView) {
                    self.inner = inner
                    super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                    addSubview(inner)
                }
                required init?(coder: NSCoder) { nil }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layouts += 1
                    inner.setNeedsLayout()
                    inner.layoutIfNeeded()
                }
            }
            let rig = ObservationRig()
            let model = ObservedModel()
            let outer = Outer(inner: CountingView(model: model))
            rig.show(outer)
            XCTAssertEqual(outer.layouts, 1)
            model.width = 60
            rig.frame()
            XCTAssertEqual(outer.inner.child.frame.width, 60)
            XCTAssertEqual(outer.layouts, 2, "Swift's Observation merges the inner run's reads into the outer's")
        }
    }
}
