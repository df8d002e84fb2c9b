import TestSupport
import UIKit
import XCTest

/// Code that logs with Swift's `print` inside views and controllers, and a table controller's pull-to-refresh, as
/// iOS projects write them.
final class PrintAndRefreshTests: XCTestCase {
    final class LoggingController: UITableViewController {
        var lines = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            print("viewDidLoad", to: &Sink.shared)
            debugPrint(lines, to: &Sink.shared)
            refreshControl = UIRefreshControl()
            refreshControl?.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
            lines += 1
        }

        func reload() { print("reload", to: &Sink.shared) }
    }

    final class LoggingView: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            print("laid out", bounds.width, to: &Sink.shared)
        }
    }

    /// Where the test's prints go, to keep the test output quiet.
    struct Sink: TextOutputStream {
        nonisolated(unsafe) static var shared = Sink()
        var text = ""
        mutating func write(_ string: String) { text += string }
    }

    func testPrintIsSwiftsAndTheRefreshControlIsTheTables() {
        MainActor.assumeIsolated {
            let controller = LoggingController(style: .plain)
            controller.loadViewIfNeeded()
            XCTAssertTrue(controller.refreshControl === controller.tableView.refreshControl)
            let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.layoutIfNeeded()
            XCTAssertTrue(Sink.shared.text.contains("viewDidLoad"))
        }
    }
}
