import QuartzCore
@testable import UIKit
import XCTest

/// Records what a colour picker's delegate hears.
@MainActor
final class RecordingColorPickerDelegate: UIColorPickerViewControllerDelegate {
    var chosen: [(color: UIColor, continuously: Bool)] = []
    var oldStyleCalls = 0
    var finished = 0

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        chosen.append((color, continuously))
    }

    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { oldStyleCalls += 1 }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { finished += 1 }
}

/// The colour picker and the colour well: choices reach the delegate and the well, opacity when supported, and the
/// picker's dismissal.
final class ColorPickerTests: XCTestCase {
    func testASwatchTappedIsChosenAndTheDelegateHearsBothForms() throws {
        try onMainActor {
            let picker = UIColorPickerViewController()
            let delegate = RecordingColorPickerDelegate()
            picker.delegate = delegate
            picker.selectedColor = .red
            XCTAssertTrue(delegate.chosen.isEmpty, "setting the colour in code tells no one")
            let view = try XCTUnwrap(picker.view as? ColorPickerView)
            view.frame = CGRect(x: 0, y: 0, width: 375, height: 420)
            view.layoutIfNeeded()
            XCTAssertEqual(view.swatches.count, 120)
            let swatch = view.swatches[5 * ColorPickerView.columns + 4]
            swatch.sendActions(for: .touchUpInside)
            XCTAssertEqual(delegate.chosen.count, 1)
            XCTAssertEqual(delegate.chosen.first?.continuously, false)
            XCTAssertEqual(picker.selectedColor, ColorPickerView.color(row: 5, column: 4))
            XCTAssertEqual(delegate.oldStyleCalls, 1, "the iOS 14 method too")
            XCTAssertEqual(ColorPickerView.color(row: 0, column: 0), UIColor(white: 1, alpha: 1), "greys from white")
            XCTAssertEqual(ColorPickerView.color(row: 0, column: 11), UIColor(white: 0, alpha: 1), "to black")
        }
    }

    func testOpacityIsOfferedOnlyWhenAlphaIsSupported() throws {
        try onMainActor {
            let picker = UIColorPickerViewController()
            let delegate = RecordingColorPickerDelegate()
            picker.delegate = delegate
            let view = try XCTUnwrap(picker.view as? ColorPickerView)
            XCTAssertFalse(view.opacitySlider.isHidden)
            view.opacitySlider.value = 0.25
            view.opacitySlider.sendActions(for: .valueChanged)
            var alpha: CGFloat = 0
            _ = picker.selectedColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
            XCTAssertEqual(alpha, 0.25, accuracy: 1e-6)
            picker.supportsAlpha = false
            XCTAssertTrue(view.opacitySlider.isHidden)
            view.swatches[13].sendActions(for: .touchUpInside)
            _ = picker.selectedColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
            XCTAssertEqual(alpha, 1, "opaque without alpha")
        }
    }

    func testAColorWellPresentsThePickerAndTakesItsChoice() throws {
        try onMainActor {
            let rig = ControllerRig()
            let host = UIViewController()
            rig.window.rootViewController = host
            rig.frame(after: 0)
            let well = UIColorWell(frame: CGRect(x: 20, y: 20, width: 28, height: 28))
            well.title = "Ink"
            well.supportsAlpha = false
            well.selectedColor = .blue
            host.view.addSubview(well)
            var changes = 0
            well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            well.sendActions(for: .touchUpInside)
            rig.frame(after: 0.6)
            let picker = try XCTUnwrap(host.presentedViewController as? UIColorPickerViewController)
            XCTAssertEqual(picker.title, "Ink")
            XCTAssertEqual(picker.selectedColor, .blue)
            XCTAssertFalse(picker.supportsAlpha)
            XCTAssertEqual(picker.sheetPresentationController?.detents.map(\.identifier), [.medium, .large], "a half-height sheet")
            let view = try XCTUnwrap(picker.view as? ColorPickerView)
            view.swatches[30].sendActions(for: .touchUpInside)
            XCTAssertEqual(well.selectedColor, ColorPickerView.color(row: 2, column: 6))
            XCTAssertEqual(changes, 1)
            view.closeButton.sendActions(for: .touchUpInside)
            rig.frame(after: 0.6)
            XCTAssertNil(host.presentedViewController, "the close button dismisses the picker")
            well.sendActions(for: .touchUpInside)
            rig.frame(after: 0.6)
            XCTAssertNotNil(host.presentedViewController, "the well presents again once the picker finished")
        }
    }

    func testThePickerTellsItsDelegateWhenItGoes() {
        onMainActor {
            let rig = ControllerRig()
            let host = UIViewController()
            rig.window.rootViewController = host
            rig.frame(after: 0)
            let picker = UIColorPickerViewController()
            let delegate = RecordingColorPickerDelegate()
            picker.delegate = delegate
            host.present(picker, animated: true)
            rig.frame(after: 0.6)
            XCTAssertEqual(delegate.finished, 0)
            picker.dismiss(animated: true)
            rig.frame(after: 0.6)
            XCTAssertEqual(delegate.finished, 1)
        }
    }
}
