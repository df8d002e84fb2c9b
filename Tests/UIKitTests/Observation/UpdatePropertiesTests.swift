import Observation
import XCTest
@testable import UIKit

/// iOS 26's `updateProperties()`: owed to every view joining a window, run top down (a controller before its view,
/// a superview before its subviews) before layout, once per frame for any number of requests, tracked, and never
/// laying the view out by itself.
final class UpdatePropertiesTests: XCTestCase {
    final class Controller: UIViewController {
        let model: ObservedModel
        var log: ((String) -> Void)?
        var updates = 0

        init(model: ObservedModel) {
            self.model = model
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            view = CountingView(model: model)
        }

        override func updateProperties() {
            super.updateProperties()
            updates += 1
            log?("controller properties")
            title = model.title
        }
    }

    final class LoggingView: UIView {
        var log: ((String) -> Void)?
        override func updateProperties() {
            super.updateProperties()
            log?("subview properties")
        }
    }

    /// A controller whose view holds a logging subview, every method telling one log.
    @MainActor
    private static func screen() -> (Controller, CountingView, LoggingView, () -> [String]) {
        var log: [String] = []
        let controller = Controller(model: ObservedModel())
        let root = controller.view as! CountingView
        let subview = LoggingView()
        root.addSubview(subview)
        controller.log = { log.append($0) }
        root.log = { log.append($0) }
        subview.log = { log.append($0) }
        return (controller, root, subview, { defer { log.removeAll() }; return log })
    }

    func testTheFirstPassRunsTopDownBeforeLayout() {
        onMainActor {
            let rig = ObservationRig()
            let (controller, root, _, log) = Self.screen()
            rig.show(root)
            XCTAssertEqual(log(), ["controller properties", "view properties", "subview properties", "layout"])
            XCTAssertEqual(controller.title, "One")
            XCTAssertEqual(root.backgroundColor, .red)
        }
    }

    func testAChangeOfWhatItReadRunsItAgainWithoutLayingOut() {
        onMainActor {
            let rig = ObservationRig()
            let (controller, root, _, log) = Self.screen()
            rig.show(root)
            _ = log()
            controller.model.title = "Two"
            rig.frame()
            XCTAssertEqual(log(), ["controller properties"], "neither the view's update nor its layout")
            XCTAssertEqual(controller.title, "Two")
            controller.model.color = .blue
            rig.frame()
            XCTAssertEqual(log(), ["view properties"])
            XCTAssertEqual(root.backgroundColor, .blue)
            controller.model.unrelated = 9
            rig.frame()
            XCTAssertEqual(log(), [])
        }
    }

    func testRequestsOfOneTurnRunItOnceAtTheNextFrame() {
        onMainActor {
            let rig = ObservationRig()
            let (controller, root, _, log) = Self.screen()
            rig.show(root)
            _ = log()
            let commits = rig.commits
            for _ in 0..<5 {
                root.setNeedsUpdateProperties()
                controller.setNeedsUpdateProperties()
            }
            XCTAssertEqual(log(), [], "nothing before the frame")
            rig.frame()
            XCTAssertEqual(log(), ["controller properties", "view properties"])
            XCTAssertEqual(rig.commits, commits, "the same values set again change no layer: no frame")
            rig.frame()
            XCTAssertEqual(log(), [])
        }
    }

    func testASubviewsRequestRunsAfterItsSuperviewsInTheSamePass() {
        onMainActor {
            let rig = ObservationRig()
            let (_, root, subview, log) = Self.screen()
            rig.show(root)
            _ = log()
            subview.setNeedsUpdateProperties()
            root.setNeedsUpdateProperties()
            rig.frame()
            XCTAssertEqual(log(), ["view properties", "subview properties"])
        }
    }

    func testUpdatePropertiesIfNeededRunsTheOwedUpdatesOfTheSubtreeNow() {
        onMainActor {
            let rig = ObservationRig()
            let (controller, root, subview, log) = Self.screen()
            rig.show(root)
            _ = log()
            subview.setNeedsUpdateProperties()
            controller.setNeedsUpdateProperties()
            controller.updatePropertiesIfNeeded()
            XCTAssertEqual(log(), ["controller properties", "subview properties"])
            rig.frame()
            XCTAssertEqual(log(), [], "nothing left for the frame")
        }
    }

    func testAViewOutsideAWindowWaitsUntilItJoinsOne() {
        onMainActor {
            let rig = ObservationRig()
            let (controller, root, _, log) = Self.screen()
            rig.frame()
            XCTAssertEqual(log().filter { $0.hasSuffix("properties") }, [])
            rig.show(root)
            XCTAssertEqual(log().prefix(3), ["controller properties", "view properties", "subview properties"])
            XCTAssertEqual(controller.title, "One")
        }
    }

    func testLayoutIfNeededRunsOwedUpdatesFirst() {
        onMainActor {
            let rig = ObservationRig()
            let (_, root, _, log) = Self.screen()
            rig.show(root)
            _ = log()
            root.setNeedsUpdateProperties()
            root.setNeedsLayout()
            root.layoutIfNeeded()
            XCTAssertEqual(log(), ["view properties", "layout"])
        }
    }
}
