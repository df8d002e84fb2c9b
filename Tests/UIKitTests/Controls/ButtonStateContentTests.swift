@testable import UIKit
import XCTest

/// A button without a configuration: per-state titles, colours and images with iOS's fall back to `.normal`, the
/// `current…` values, the edge insets, and the dimming while pressed that fades back on the context's clock.
final class ButtonStateContentTests: XCTestCase {
    func testValuesFallBackToTheNormalState() {
        onMainActor {
            _ = installManualClock()
            let button = UIButton(type: .system)
            button.setTitle("Play", for: .normal)
            button.setTitle("Playing", for: .selected)
            button.setTitleColor(.systemRed, for: .highlighted)
            XCTAssertEqual(button.title(for: .highlighted), "Play", "none set: the normal title")
            XCTAssertEqual(button.title(for: .selected), "Playing")
            XCTAssertEqual(button.title(for: [.selected, .highlighted]), "Play", "a combined state falls back to normal, as on iOS")
            XCTAssertNil(button.titleColor(for: .normal))
            XCTAssertEqual(button.currentTitle, "Play")
            XCTAssertEqual(button.currentTitleColor, button.tintColor, "a system button's title takes the tint")
            button.isSelected = true
            XCTAssertEqual(button.currentTitle, "Playing")
            XCTAssertEqual(button.titleLabel?.text, "Playing")
            button.isSelected = false
            button.isHighlighted = true
            XCTAssertEqual(button.currentTitleColor, .systemRed)
            XCTAssertEqual(button.titleLabel?.textColor, .systemRed)
            XCTAssertEqual(UIButton(type: .custom).currentTitleColor, .white, "a custom button's title is white")
        }
    }

    func testImagesAndAttributedTitlesPerState() {
        onMainActor {
            _ = installManualClock()
            let normal = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
            let disabled = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in }
            let button = UIButton(type: .custom)
            button.setImage(normal, for: .normal)
            button.setImage(disabled, for: .disabled)
            button.setBackgroundImage(normal, for: .normal)
            XCTAssertTrue(button.currentImage === normal)
            button.isEnabled = false
            XCTAssertTrue(button.currentImage === disabled)
            XCTAssertTrue(button.currentBackgroundImage === normal)
            let attributed = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.systemPink])
            button.setAttributedTitle(attributed, for: .normal)
            XCTAssertEqual(button.currentAttributedTitle?.string, "Styled")
            XCTAssertEqual(button.titleLabel?.attributedText?.string, "Styled")
        }
    }

    func testEdgeInsetsPadAndMoveTheContent() {
        onMainActor {
            _ = installManualClock()
            let button = UIButton(type: .system)
            button.setTitle("Next", for: .normal)
            let plain = button.intrinsicContentSize
            button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            XCTAssertEqual(button.intrinsicContentSize.width, plain.width - 16 + 40, "the insets replace the default padding")
            XCTAssertEqual(button.intrinsicContentSize.height, plain.height - 12 + 20)
            button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
            button.layoutIfNeeded()
            let before = button.titleLabel!.frame
            XCTAssertEqual(before.minX, 20, accuracy: 0.001)
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel!.frame.minX, before.minX + 8, accuracy: 0.001, "moved, not measured again")
            XCTAssertEqual(button.titleLabel!.frame.width, before.width, accuracy: 0.001)
        }
    }

    func testASystemButtonDimsAtOnceWhenPressedAndFadesBackOnTheClock() {
        onMainActor {
            let rig = ControlRig(UIButton(type: .system))
            let button = rig.control
            button.setTitle("Tap", for: .normal)
            button.frame.size = CGSize(width: 80, height: 40)
            rig.window.layoutIfNeeded()
            let label = button.titleLabel!
            rig.press(40, 20)
            XCTAssertTrue(button.isHighlighted)
            XCTAssertEqual(label.alpha, UIButton.pressedAlpha, accuracy: 0.001)
            XCTAssertNil(label.layer.animation(forKey: "opacity"), "the press dims at once")
            rig.release()
            XCTAssertEqual(label.alpha, 1)
            rig.advance(by: 0.1)
            let halfway = CGFloat(label.layer.presentation()?.opacity ?? 1)
            XCTAssertGreaterThan(halfway, UIButton.pressedAlpha + 0.05, "fading back")
            XCTAssertLessThan(halfway, 0.95)
            rig.advance(by: 0.2)
            XCTAssertEqual(CGFloat(label.layer.presentation()?.opacity ?? 0), 1, accuracy: 0.001)
        }
    }

    func testAConfiguredButtonsPressedBackgroundFadesBack() {
        onMainActor {
            let rig = ControlRig(UIButton(configuration: .filled()))
            let button = rig.control
            button.configuration?.title = "Go"
            button.frame.size = CGSize(width: 80, height: 40)
            rig.window.layoutIfNeeded()
            let normal = button.configuredBackground.layer.backgroundColor
            rig.press(40, 20)
            let pressed = button.configuredBackground.layer.backgroundColor
            XCTAssertNotEqual(pressed, normal, "darker at once")
            rig.release()
            XCTAssertEqual(button.configuredBackground.layer.backgroundColor, normal)
            XCTAssertNotNil(button.configuredBackground.layer.animation(forKey: "backgroundColor"), "the colour fades back")
            rig.advance(by: 0.5)
            XCTAssertEqual(button.configuredBackground.layer.presentation()?.backgroundColor, normal)
        }
    }

    func testACustomButtonsImageDarkensWhilePressed() {
        onMainActor {
            _ = installManualClock()
            let white = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.white.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            let button = UIButton(type: .custom)
            button.setImage(white, for: .normal)
            button.isHighlighted = true
            let shown = try! XCTUnwrap(button.imageView?.image?.cgImage)
            XCTAssertLessThan(shown.pixel(x: 1, y: 1) & 0xFF, 0xA0, "darker")
            button.adjustsImageWhenHighlighted = false
            XCTAssertTrue(button.imageView?.image === white)
        }
    }
}
