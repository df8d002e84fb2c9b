import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A photo editor as iPad apps write it (Swift 5): a Filters button that shows its options in a popover of a
/// preferred size (kept a popover in every size class by the delegate), and a Share bar button item that shows an
/// action sheet pointing at it.
final class PhotoEditorViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    let filtersButton = UIButton(type: .system)
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo"
        view.backgroundColor = .white
        filtersButton.setTitle("Filters", for: .normal)
        filtersButton.frame = CGRect(x: 200, y: 120, width: 100, height: 44)
        filtersButton.addAction(UIAction { [weak self] _ in self?.showFilters() }, for: .touchUpInside)
        view.addSubview(filtersButton)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Share", image: nil, primaryAction: UIAction { [weak self] _ in self?.showShareSheet() })
    }

    func showFilters() {
        let options = FilterOptionsViewController()
        options.modalPresentationStyle = .popover
        options.preferredContentSize = CGSize(width: 240, height: 200)
        if let popover = options.popoverPresentationController {
            popover.sourceView = filtersButton
            popover.sourceRect = filtersButton.bounds
            popover.permittedArrowDirections = [.up, .down]
            popover.delegate = self
        }
        present(options, animated: true)
    }

    func showShareSheet() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default) { [weak self] _ in self?.events.append("copy") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.events.append("cancel") })
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true, completion: nil)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }

    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        events.append("filters dismissed")
    }
}

final class FilterOptionsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

final class PopoverPortabilityTests: XCTestCase {
    /// The editor in a navigation controller in a 600×500 window, and a way to move the clock and render.
    @MainActor
    private func showEditor() -> (PhotoEditorViewController, OffscreenRenderer, (Double) -> Void) {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 500))
        let editor = PhotoEditorViewController()
        window.rootViewController = UINavigationController(rootViewController: editor)
        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        return (editor, renderer, { seconds in
            clock.advance(by: seconds)
            renderer.renderFrame()
        })
    }

    func testTheFiltersPopoverPointsAtItsButtonAndATapOutsideClosesIt() throws {
        try MainActor.assumeIsolated {
            let (editor, renderer, wait) = showEditor()
            let button = editor.filtersButton.convert(editor.filtersButton.bounds, to: nil)
            renderer.pointerDown(at: CGPoint(x: button.midX, y: button.midY))
            renderer.pointerUp()
            wait(0.5)
            let options = try XCTUnwrap(editor.presentedViewController as? FilterOptionsViewController)
            XCTAssertEqual(options.popoverPresentationController?.arrowDirection, .up)
            XCTAssertEqual(options.view.frame.size, CGSize(width: 240, height: 200))
            XCTAssertGreaterThan(options.view.frame.minY, button.maxY, "below the button, past its arrow")
            XCTAssertEqual(options.view.frame.midX, button.midX, accuracy: 1)

            renderer.pointerDown(at: CGPoint(x: 500, y: 450))
            renderer.pointerUp()
            wait(0.5)
            XCTAssertNil(editor.presentedViewController)
            XCTAssertEqual(editor.events, ["filters dismissed"])
        }
    }

    func testTheShareSheetPointsAtItsBarButtonItemAndATapOutsideCancels() throws {
        try MainActor.assumeIsolated {
            let (editor, renderer, wait) = showEditor()
            editor.showShareSheet()
            wait(0.5)
            let sheet = try XCTUnwrap(editor.presentedViewController as? UIAlertController)
            XCTAssertEqual(sheet.popoverPresentationController?.arrowDirection, .up)
            XCTAssertGreaterThan(sheet.view.frame.midX, 300, "under the Share item at the bar's right end")
            XCTAssertLessThan(sheet.view.frame.minY, 150, "just under the navigation bar")

            renderer.pointerDown(at: CGPoint(x: 50, y: 450))
            renderer.pointerUp()
            wait(0.5)
            XCTAssertNil(editor.presentedViewController)
            XCTAssertEqual(editor.events, ["cancel"])
        }
    }
}
