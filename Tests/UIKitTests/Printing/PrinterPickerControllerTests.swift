@testable import UIKit
import TestSupport
import XCTest

/// `UIPrinterPickerController`: made with a printer it keeps, it tells its delegate it showed and went and completes
/// with no printer chosen, as the desktop has no printer list to show.
final class PrinterPickerControllerTests: XCTestCase {
    /// Records the delegate's messages.
    @MainActor
    final class Listener: UIPrinterPickerControllerDelegate {
        var heard: [String] = []
        func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController) { heard.append("willPresent") }
        func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController) { heard.append("didPresent") }
        func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController) { heard.append("willDismiss") }
        func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController) { heard.append("didDismiss") }
        func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController) { heard.append("didSelect") }
    }

    func testPresentingTellsTheDelegateInOrderAndCompletesWithNoPrinterChosen() {
        onMainActor {
            let office = UIPrinter(url: URL(string: "ipp://localhost/printers/Office")!)
            let picker = UIPrinterPickerController(initiallySelectedPrinter: office)
            let listener = Listener()
            picker.delegate = listener
            var completions: [(Bool, Bool)] = []
            let shown = picker.present(animated: true) { controller, userDidSelect, error in
                XCTAssertTrue(controller === picker)
                completions.append((userDidSelect, error == nil))
            }
            XCTAssertTrue(shown)
            XCTAssertEqual(listener.heard, ["willPresent", "didPresent", "willDismiss", "didDismiss"])
            XCTAssertEqual(completions.map(\.0), [false], "no printer chosen")
            XCTAssertEqual(completions.map(\.1), [true], "and no error")
            XCTAssertTrue(picker.selectedPrinter === office, "the printer it was made with stays chosen")
        }
    }

    func testEveryWayOfPresentingCompletesAndTheDelegatesDefaultsAnswer() {
        onMainActor {
            let picker = UIPrinterPickerController(initiallySelectedPrinter: nil)
            var completed = 0
            picker.present(from: CGRect(x: 0, y: 0, width: 10, height: 10), in: UIView(), animated: false) { _, _, _ in completed += 1 }
            picker.present(from: UIBarButtonItem(title: "Print"), animated: false) { _, _, _ in completed += 1 }
            picker.present(animated: false)
            picker.dismiss(animated: true)
            XCTAssertEqual(completed, 2)
            XCTAssertNil(picker.selectedPrinter)
            let listener = Listener()
            XCTAssertTrue(listener.printerPickerController(picker, shouldShow: UIPrinter(url: URL(string: "ipp://localhost/printers/A")!)))
            XCTAssertNil(listener.printerPickerControllerParentViewController(picker))
        }
    }

    func testPresentingAgainFromTheCompletionIsRefusedWhileItShows() {
        onMainActor {
            let picker = UIPrinterPickerController(initiallySelectedPrinter: nil)
            var again: Bool?
            final class Reentrant: UIPrinterPickerControllerDelegate {
                var result: Bool?
                func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController) {
                    result = printerPickerController.present(animated: false)
                }
            }
            let reentrant = Reentrant()
            picker.delegate = reentrant
            picker.present(animated: false) { _, _, _ in again = reentrant.result }
            XCTAssertEqual(again, false, "it was showing when the delegate asked")
        }
    }
}
