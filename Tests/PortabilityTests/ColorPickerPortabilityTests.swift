import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A sketch screen with a pen colour well and a background colour chosen through the picker, as an iOS 15 app
/// writes them (Swift 5, no annotations).
final class SketchSettingsViewController: UIViewController, UIColorPickerViewControllerDelegate {
    let penWell = UIColorWell()
    var penColor: UIColor = .black
    var canvasColor: UIColor = .white

    override func viewDidLoad() {
        super.viewDidLoad()
        penWell.title = "Pen Color"
        penWell.supportsAlpha = false
        penWell.selectedColor = penColor
        penWell.frame = CGRect(x: 20, y: 20, width: 44, height: 44)
        penWell.addAction(UIAction { [unowned self] _ in
            self.penColor = self.penWell.selectedColor ?? .black
        }, for: .valueChanged)
        view.addSubview(penWell)
    }

    func chooseBackground() {
        let picker = UIColorPickerViewController()
        picker.title = "Background"
        picker.selectedColor = canvasColor
        picker.delegate = self
        present(picker, animated: true, completion: nil)
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        if !continuously { canvasColor = color }
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        view.backgroundColor = canvasColor
    }
}

final class ColorPickerPortabilityTests: XCTestCase {
    func testTheBackgroundPickerAndThePenWellReachTheScreen() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            let renderer = OffscreenRenderer(window: window)
            let screen = SketchSettingsViewController()
            window.rootViewController = screen
            screen.chooseBackground()
            clock.advance(by: 0.6)
            _ = renderer.renderFrame()
            guard let picker = screen.presentedViewController as? UIColorPickerViewController else {
                return XCTFail("the picker is presented")
            }
            XCTAssertEqual(picker.title, "Background")
            screen.colorPickerViewController(picker, didSelect: .systemTeal, continuously: false)
            picker.dismiss(animated: true, completion: nil)
            clock.advance(by: 0.6)
            _ = renderer.renderFrame()
            XCTAssertEqual(screen.view.backgroundColor, .systemTeal)
            XCTAssertEqual(screen.penWell.selectedColor, .black)
        }
    }
}
