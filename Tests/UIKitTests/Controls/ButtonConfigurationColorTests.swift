@testable import UIKit
import XCTest

/// Each standard configuration's colours, as `updated(for:)` resolves them and the button draws them, in light and
/// dark mode, normal, pressed and disabled; the bordered names share their partners' looks.
final class ButtonConfigurationColorTests: XCTestCase {
    private typealias RGBA = (CGFloat, CGFloat, CGFloat, CGFloat)

    private static let tint: [UIUserInterfaceStyle: RGBA] = [.light: (0, 122, 255, 1), .dark: (10, 132, 255, 1)]
    private static let disabledText: [UIUserInterfaceStyle: RGBA] = [.light: (60, 60, 67, 0.3), .dark: (235, 235, 245, 0.3)]
    private static let disabledFill: [UIUserInterfaceStyle: RGBA] = [.light: (118, 118, 128, 0.12), .dark: (118, 118, 128, 0.24)]

    private enum Pressing { case normal, highlighted, disabled }

    /// The foreground and background a style shows, as 0…255 components and alpha.
    private static func expected(_ style: String, _ mode: UIUserInterfaceStyle, _ pressing: Pressing) -> (foreground: RGBA, background: RGBA) {
        let tint = Self.tint[mode]!
        func alpha(_ color: RGBA, _ value: CGFloat) -> RGBA { (color.0, color.1, color.2, value) }
        if pressing == .disabled {
            return (disabledText[mode]!, style == "plain" ? (0, 0, 0, 0) : disabledFill[mode]!)
        }
        let pressed = pressing == .highlighted
        switch style {
        case "plain":
            return (pressed ? alpha(tint, 0.5) : tint, (0, 0, 0, 0))
        case "tinted":
            let faint: CGFloat = mode == .dark ? 0.22 : 0.15
            return (tint, alpha(tint, pressed ? faint * 1.8 : faint))
        case "gray":
            let fill: CGFloat = mode == .dark ? 0.32 : 0.16
            return (tint, (120, 120, 128, pressed ? fill * 1.8 : fill))
        default:
            guard pressed else { return ((255, 255, 255, 1), tint) }
            let target: CGFloat = mode == .dark ? 255 : 0
            func mix(_ value: CGFloat) -> CGFloat { value + (target - value) * 0.2 }
            return ((255, 255, 255, 1), (mix(tint.0), mix(tint.1), mix(tint.2), 1))
        }
    }

    private static let styles: [(name: String, look: String, make: @MainActor () -> UIButton.Configuration)] = [
        ("plain", "plain", { .plain() }), ("tinted", "tinted", { .tinted() }), ("gray", "gray", { .gray() }),
        ("filled", "filled", { .filled() }), ("borderless", "plain", { .borderless() }), ("bordered", "gray", { .bordered() }),
        ("borderedTinted", "tinted", { .borderedTinted() }), ("borderedProminent", "filled", { .borderedProminent() }),
    ]

    @MainActor
    private static func assertColor(_ color: UIColor?, _ expected: RGBA, traits: UITraitCollection, _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let components = color?.resolvedColor(with: traits).cgColor.components else {
            return XCTFail("no colour: \(message)", file: file, line: line)
        }
        let wanted = [expected.0 / 255, expected.1 / 255, expected.2 / 255, expected.3]
        if expected.3 == 0 {
            XCTAssertEqual(components[3], 0, accuracy: 0.002, message, file: file, line: line)
            return
        }
        for (index, value) in wanted.enumerated() {
            XCTAssertEqual(components[index], value, accuracy: 0.003, "\(message) component \(index)", file: file, line: line)
        }
    }

    func testEveryStyleResolvesItsColoursInEachStateAndMode() {
        onMainActor {
            _ = installManualClock()
            for mode in [UIUserInterfaceStyle.light, .dark] {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
                window.overrideUserInterfaceStyle = mode
                for style in Self.styles {
                    for pressing in [Pressing.normal, .highlighted, .disabled] {
                        var configuration = style.make()
                        configuration.title = "Go"
                        let button = UIButton(configuration: configuration)
                        window.addSubview(button)
                        button.isHighlighted = pressing == .highlighted
                        button.isEnabled = pressing != .disabled
                        let traits = button.traitCollection
                        XCTAssertEqual(traits.userInterfaceStyle, mode)
                        let updated = configuration.updated(for: button)
                        let want = Self.expected(style.look, mode, pressing)
                        let label = "\(style.name) \(mode == .dark ? "dark" : "light") \(pressing)"
                        Self.assertColor(updated.baseForegroundColor, want.foreground, traits: traits, "\(label) foreground")
                        Self.assertColor(updated.background.backgroundColor, want.background, traits: traits, "\(label) background")
                        button.layoutIfNeeded()
                        let drawn = button.configuredBackground.layer.backgroundColor.map { UIColor(cgColor: $0) }
                        Self.assertColor(drawn, want.background, traits: traits, "\(label) drawn background")
                        let title = button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
                        Self.assertColor(title, want.foreground, traits: traits, "\(label) drawn title")
                        button.removeFromSuperview()
                    }
                }
            }
        }
    }

    func testBaseColoursReplaceTheTintAndTheStyleStillAdjustsThem() {
        onMainActor {
            _ = installManualClock()
            let button = UIButton(configuration: .filled())
            let light = UITraitCollection(userInterfaceStyle: .light)
            var configuration = UIButton.Configuration.filled()
            configuration.baseBackgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            configuration.baseForegroundColor = .black
            button.configuration = configuration
            Self.assertColor(configuration.updated(for: button).background.backgroundColor, (255, 0, 0, 1), traits: light, "base background")
            Self.assertColor(configuration.updated(for: button).baseForegroundColor, (0, 0, 0, 1), traits: light, "base foreground")
            button.isHighlighted = true
            Self.assertColor(configuration.updated(for: button).background.backgroundColor, (204, 0, 0, 1), traits: light, "pressed: darker")

            button.isHighlighted = false
            button.tintColor = .systemGreen
            Self.assertColor(UIButton.Configuration.tinted().updated(for: button).baseForegroundColor, (52, 199, 89, 1), traits: light,
                        "the button's tint colour")
        }
    }

    func testASelectedButtonTakesTheTintAsItsBackground() {
        onMainActor {
            _ = installManualClock()
            let button = UIButton(configuration: .gray())
            button.isSelected = true
            let light = UITraitCollection(userInterfaceStyle: .light)
            let updated = UIButton.Configuration.gray().updated(for: button)
            Self.assertColor(updated.background.backgroundColor, (0, 122, 255, 1), traits: light, "selected background")
            Self.assertColor(updated.baseForegroundColor, (255, 255, 255, 1), traits: light, "selected foreground")
            var manual = UIButton.Configuration.gray()
            manual.automaticallyUpdateForSelection = false
            Self.assertColor(manual.updated(for: button).background.backgroundColor, (120, 120, 128, 0.16), traits: light, "selection ignored")
        }
    }

    func testWithoutAutomaticUpdatesTheConfigurationShowsAsItIs() {
        onMainActor {
            _ = installManualClock()
            let button = UIButton(configuration: .filled())
            button.automaticallyUpdatesConfiguration = false
            button.isEnabled = false
            button.layoutIfNeeded()
            let light = UITraitCollection(userInterfaceStyle: .light)
            Self.assertColor(button.configuredBackground.layer.backgroundColor.map { UIColor(cgColor: $0) }, (0, 122, 255, 1), traits: light,
                        "the tint, not the disabled fill")
        }
    }

    func testTheColoursFollowATraitChange() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let button = UIButton(configuration: .filled())
            window.addSubview(button)
            button.layoutIfNeeded()
            window.overrideUserInterfaceStyle = .dark
            button.layoutIfNeeded()
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            Self.assertColor(button.configuredBackground.layer.backgroundColor.map { UIColor(cgColor: $0) }, (10, 132, 255, 1), traits: dark,
                        "dark mode's blue")
        }
    }

    func testADestructiveButtonBuildsOnRed() {
        onMainActor {
            _ = installManualClock()
            let button = UIButton(configuration: .filled())
            button.role = .destructive
            let light = UITraitCollection(userInterfaceStyle: .light)
            Self.assertColor(UIButton.Configuration.filled().updated(for: button).background.backgroundColor, (255, 59, 48, 1), traits: light,
                             "red fill")
            Self.assertColor(UIButton.Configuration.plain().updated(for: button).baseForegroundColor, (255, 59, 48, 1), traits: light,
                             "red title")
        }
    }
}
