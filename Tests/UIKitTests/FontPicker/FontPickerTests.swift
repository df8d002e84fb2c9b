import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// Records what a font picker's delegate hears.
@MainActor
final class RecordingFontPickerDelegate: UIFontPickerViewControllerDelegate {
    var picked: [UIFontDescriptor?] = []
    var cancelled = 0

    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        picked.append(viewController.selectedFontDescriptor)
    }

    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) { cancelled += 1 }
}

/// The font picker lists the machine's font families (the tests' DejaVu ones, Tests/Fonts/fonts.conf) as a sheet;
/// picking one hands the delegate its descriptor, Cancel closes it.
final class FontPickerTests: XCTestCase {

    func testTheFamiliesAreListedEachInItsOwnFont() throws {
        try onMainActor {
            _ = installManualClock()
            let picker = UIFontPickerViewController()
            let view = try XCTUnwrap(picker.view as? FontPickerView)
            XCTAssertEqual(view.catalog.entries.map(\.title), ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"])
            view.frame = CGRect(x: 0, y: 0, width: 375, height: 480)
            view.layoutIfNeeded()
            let cell = view.tableView(view.tableView, cellForRowAt: IndexPath(row: 2, section: 0))
            XCTAssertEqual(cell.textLabel?.text, "DejaVu Serif")
            XCTAssertEqual(cell.textLabel?.font.familyName, "DejaVu Serif")
        }
    }

    func testTheConfigurationFiltersAndListsFaces() {
        onMainActor {
            _ = installManualClock()
            let mono = UIFontPickerViewController.Configuration()
            mono.filteredTraits = .traitMonoSpace
            XCTAssertEqual(FontPickerCatalog(configuration: mono).entries.map(\.title), ["DejaVu Sans Mono"])
            let faces = UIFontPickerViewController.Configuration()
            faces.includeFaces = true
            faces.filteredTraits = .traitBold
            let titles = FontPickerCatalog(configuration: faces).entries.map(\.title)
            XCTAssertEqual(titles, ["DejaVu Sans Bold Italic", "DejaVu Sans Bold", "DejaVu Sans Mono Bold Italic", "DejaVu Sans Mono Bold",
                                    "DejaVu Serif Bold Italic", "DejaVu Serif Bold"], "bold faces, slanted or not")
            let picker = UIFontPickerViewController(configuration: faces)
            faces.includeFaces = false
            XCTAssertTrue(picker.configuration.includeFaces, "the picker keeps a copy")
        }
    }

    func testPickingAFontTellsTheDelegateWithItsDescriptor() throws {
        try onMainActor {
            let rig = ControllerRig()
            let host = UIViewController()
            rig.window.rootViewController = host
            rig.frame(after: 0)
            let picker = UIFontPickerViewController()
            let delegate = RecordingFontPickerDelegate()
            picker.delegate = delegate
            host.present(picker, animated: true)
            rig.frame(after: 0.6)
            XCTAssertTrue(host.presentedViewController === picker)
            XCTAssertEqual(picker.modalPresentationStyle, .pageSheet)
            XCTAssertEqual(picker.sheetPresentationController?.detents.map(\.identifier), [.medium, .large])
            let view = try XCTUnwrap(picker.view as? FontPickerView)
            view.tableView(view.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
            XCTAssertEqual(delegate.picked.count, 1)
            let descriptor = try XCTUnwrap(delegate.picked.first ?? nil)
            XCTAssertEqual(descriptor.fontAttributes[.family] as? String, "DejaVu Sans Mono")
            XCTAssertEqual(UIFont(descriptor: descriptor, size: 20).familyName, "DejaVu Sans Mono")
            XCTAssertEqual(view.tableView(view.tableView, cellForRowAt: IndexPath(row: 1, section: 0)).accessoryType, .checkmark)
            view.cancelButton.sendActions(for: .touchUpInside)
            rig.frame(after: 0.6)
            XCTAssertNil(host.presentedViewController)
            XCTAssertEqual(delegate.cancelled, 1)
        }
    }

    func testTheSheetLooksLikeAFontList() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let rig = ControllerRig()
            let host = UIViewController()
            host.view.backgroundColor = .white
            rig.window.rootViewController = host
            rig.frame(after: 0)
            let picker = UIFontPickerViewController()
            picker.selectedFontDescriptor = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif"])
            picker.sheetPresentationController?.detents = [.large()]
            host.present(picker, animated: true)
            rig.frame(after: 0.6)
            rig.frame(after: 0.1)
            return try XCTUnwrap(rig.renderer.image)
        }
        assertSnapshot(image, named: "fontPickerSheet")
    }
}
