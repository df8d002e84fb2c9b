import Observation
import XCTest
@testable import UIKit

/// `draw(_:)`, `updateConstraints()` and a controller's `updateViewConstraints()` under automatic observation
/// tracking: each is invalidated by a change of what it read, and only that one.
final class TrackedDisplayAndConstraintsTests: XCTestCase {
    func testAChangeOfAColourDrawReadRedrawsWithoutLayingOut() {
        onMainActor {
            let rig = ObservationRig()
            let model = ObservedModel()
            let view = CountingView(model: model)
            rig.show(view)
            XCTAssertEqual(view.draws, 1)
            let layouts = view.layouts
            model.color = .blue
            XCTAssertTrue(view.layer.needsDisplay())
            rig.frame()
            XCTAssertEqual(view.draws, 2)
            XCTAssertEqual(view.layouts, layouts, "drawing read the colour, layout did not")
            model.width = 50
            rig.frame()
            XCTAssertEqual(view.draws, 2, "layout read the width, drawing did not")
        }
    }

    func testAChangeOfAPropertyUpdateConstraintsReadUpdatesThemAgain() {
        onMainActor {
            let rig = ObservationRig()
            let model = ObservedModel()
            let view = CountingView(model: model)
            view.child.translatesAutoresizingMaskIntoConstraints = false
            view.child.widthAnchor.constraint(equalToConstant: 10).isActive = true
            view.setNeedsUpdateConstraints()
            rig.show(view)
            XCTAssertEqual(view.constraintUpdates, 1)
            model.expanded = true
            XCTAssertTrue(view.needsUpdateConstraints())
            rig.frame()
            XCTAssertEqual(view.constraintUpdates, 2)
            model.title = "Two"
            rig.frame()
            XCTAssertEqual(view.constraintUpdates, 2)
        }
    }

    func testAControllersUpdateViewConstraintsIsTrackedAndUpdatesItsViewsConstraints() {
        onMainActor {
            final class Controller: UIViewController {
                let model = ObservedModel()
                let box = UIView()
                lazy var width = box.widthAnchor.constraint(equalToConstant: 10)
                var updates = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10),
                                                 box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                                 box.topAnchor.constraint(equalTo: view.topAnchor)])
                }
                override func updateViewConstraints() {
                    updates += 1
                    width.constant = model.width
                    super.updateViewConstraints()
                }
            }
            let rig = ObservationRig()
            let controller = Controller()
            controller.view.frame = rig.window.bounds
            controller.view.setNeedsUpdateConstraints()
            rig.show(controller.view)
            XCTAssertEqual(controller.updates, 1)
            XCTAssertEqual(controller.box.frame.width, 40)
            controller.model.width = 90
            rig.frame()
            XCTAssertEqual(controller.updates, 2)
            XCTAssertEqual(controller.box.frame.width, 90)
        }
    }
}
