import Observation
import XCTest
@testable import UIKit

/// Configuration updates under automatic observation tracking: cells' `updateConfiguration(using:)` and
/// `configurationUpdateHandler`, buttons' handler, and a controller's content-unavailable update.
final class TrackedConfigurationTests: XCTestCase {
    func testACollectionCellsHandlerRunsAgainWhenWhatItReadChanges() {
        onMainActor {
            let rig = ObservationRig()
            let model = ObservedModel()
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            var runs = 0
            cell.configurationUpdateHandler = { cell, state in
                runs += 1
                var content = UIListContentConfiguration.cell()
                content.text = model.title
                cell.contentConfiguration = content
            }
            rig.show(cell)
            XCTAssertEqual(runs, 1)
            model.title = "Two"
            rig.frame()
            XCTAssertEqual(runs, 2)
            XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "Two")
            model.unrelated = 3
            rig.frame()
            XCTAssertEqual(runs, 2)
        }
    }

    func testATableCellsUpdateConfigurationOverrideIsTracked() {
        onMainActor {
            final class Cell: UITableViewCell {
                var model: ObservedModel?
                var runs = 0
                override func updateConfiguration(using state: UICellConfigurationState) {
                    super.updateConfiguration(using: state)
                    runs += 1
                    var content = defaultContentConfiguration()
                    content.text = model?.title
                    contentConfiguration = content
                }
            }
            let rig = ObservationRig()
            let model = ObservedModel()
            let cell = Cell(style: .default, reuseIdentifier: nil)
            cell.model = model
            cell.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            rig.show(cell)
            let runs = cell.runs
            XCTAssertGreaterThan(runs, 0)
            model.title = "Three"
            rig.frame()
            XCTAssertEqual(cell.runs, runs + 1)
            XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "Three")
        }
    }

    func testAButtonsHandlerRunsAgainWhenWhatItReadChanges() {
        onMainActor {
            let rig = ObservationRig()
            let model = ObservedModel()
            let button = UIButton(configuration: .filled())
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            button.configurationUpdateHandler = { button in
                button.configuration?.title = model.title
            }
            rig.show(button)
            XCTAssertEqual(button.configuration?.title, "One")
            model.title = "Two"
            rig.frame()
            XCTAssertEqual(button.configuration?.title, "Two")
        }
    }

    func testAControllersContentUnavailableUpdateIsTracked() {
        onMainActor {
            final class Controller: UIViewController {
                let model = ObservedModel()
                var runs = 0
                override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                    runs += 1
                    var empty = UIContentUnavailableConfiguration.empty()
                    empty.text = model.title
                    contentUnavailableConfiguration = model.expanded ? nil : empty
                }
            }
            let rig = ObservationRig()
            let controller = Controller()
            controller.view.frame = rig.window.bounds
            rig.show(controller.view)
            XCTAssertEqual(controller.runs, 1)
            controller.model.title = "Nothing here"
            rig.frame()
            XCTAssertEqual(controller.runs, 2)
            XCTAssertEqual((controller.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text, "Nothing here")
            controller.model.width = 1
            rig.frame()
            XCTAssertEqual(controller.runs, 2)
        }
    }
}
