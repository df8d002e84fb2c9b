import TestSupport
@testable import UIKit
import XCTest

/// Labels, text fields and text views whose `adjustsFontForContentSizeCategory` is on ask their Dynamic Type fonts
/// again when the category changes, and measure again; with it off, or with a fixed font, nothing moves.
final class AdjustingFontTests: XCTestCase {
    /// A window in a fresh context; its traits are the desktop's, with the test's overrides.
    @MainActor
    private static func makeWindow() -> UIWindow {
        _ = installManualClock()
        return UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    func testALabelGrowsWithTheCategoryOnlyWhenItAdjusts() {
        onMainActor {
            let window = Self.makeWindow()
            let adjusting = UILabel()
            adjusting.font = .preferredFont(forTextStyle: .body)
            adjusting.adjustsFontForContentSizeCategory = true
            adjusting.text = "Dynamic"
            let fixed = UILabel()
            fixed.font = .preferredFont(forTextStyle: .body)
            fixed.text = "Dynamic"
            let plain = UILabel()
            plain.font = .systemFont(ofSize: 17)
            plain.adjustsFontForContentSizeCategory = true
            plain.text = "Dynamic"
            [adjusting, fixed, plain].forEach(window.addSubview)
            let before = adjusting.intrinsicContentSize

            window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
            XCTAssertEqual(adjusting.font.pointSize, 40, "body at AX3")
            XCTAssertGreaterThan(adjusting.intrinsicContentSize.height, before.height * 2, "measured again")
            XCTAssertGreaterThan(adjusting.intrinsicContentSize.width, before.width * 2)
            XCTAssertEqual(fixed.font.pointSize, 17, "the flag is off")
            XCTAssertEqual(plain.font.pointSize, 17, "a fixed font stays")

            window.traitOverrides.preferredContentSizeCategory = .extraSmall
            XCTAssertEqual(adjusting.font.pointSize, 14)
            XCTAssertLessThan(adjusting.intrinsicContentSize.height, before.height)
        }
    }

    func testSettingTheFlagOrTheFontInALargerCategoryAdjustsAtOnce() {
        onMainActor {
            let window = Self.makeWindow()
            window.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
            let label = UILabel()
            window.addSubview(label)
            label.font = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            XCTAssertEqual(label.font.pointSize, 17)
            label.adjustsFontForContentSizeCategory = true
            XCTAssertEqual(label.font.pointSize, 21, "headline at XXL, as soon as the flag is on")
            label.font = UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            XCTAssertEqual(label.font.pointSize, 16, "a new font is adjusted too")
        }
    }

    func testScaledCustomFontsAndAttributedTextFollow() {
        onMainActor {
            let window = Self.makeWindow()
            let custom = UIFont(name: "DejaVu Serif", size: 20)!
            let label = UILabel()
            label.adjustsFontForContentSizeCategory = true
            label.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: custom, maximumPointSize: 40)
            let rich = UILabel()
            rich.adjustsFontForContentSizeCategory = true
            let text = NSMutableAttributedString(string: "Title ", attributes: [.font: UIFont.preferredFont(forTextStyle: .title1)])
            text.append(NSAttributedString(string: "fixed", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
            rich.attributedText = text
            [label, rich].forEach(window.addSubview)

            window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
            XCTAssertEqual(label.font.pointSize, 20 * 31 / 20, accuracy: 1e-9, "title 3 grows from 20 to 31 points")
            XCTAssertEqual(label.font.familyName, custom.familyName, "the custom face, larger")
            window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            XCTAssertEqual(label.font.pointSize, 40, "no larger than its maximum")
            let fonts = (0..<2).map { rich.attributedText!.attribute(.font, at: $0 * 6, effectiveRange: nil) as? UIFont }
            XCTAssertEqual(fonts.map { $0?.pointSize }, [58, 10], "title 1 at AX5; the fixed run stays")
        }
    }

    func testTextFieldsAndTextViewsFollow() {
        onMainActor {
            let window = Self.makeWindow()
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
            field.text = "Field"
            let fixedField = UITextField(frame: CGRect(x: 0, y: 40, width: 200, height: 30))
            fixedField.font = .preferredFont(forTextStyle: .body)
            let textView = UITextView(frame: CGRect(x: 0, y: 80, width: 200, height: 100))
            textView.font = .preferredFont(forTextStyle: .body)
            textView.adjustsFontForContentSizeCategory = true
            textView.text = "Some words"
            [field, fixedField, textView].forEach(window.addSubview)
            let fieldHeight = field.intrinsicContentSize.height
            let textHeight = textView.contentSize.height
            XCTAssertTrue((field as AnyObject) is UIContentSizeCategoryAdjusting)
            XCTAssertTrue((textView as AnyObject) is UIContentSizeCategoryAdjusting)

            window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
            XCTAssertEqual(field.font?.pointSize, 33)
            XCTAssertGreaterThan(field.intrinsicContentSize.height, fieldHeight)
            XCTAssertEqual(fixedField.font?.pointSize, 17)
            XCTAssertEqual(textView.font?.pointSize, 33)
            XCTAssertGreaterThan(textView.contentSize.height, textHeight, "the text laid out again")
        }
    }

    func testButtonTitlesFollow() {
        onMainActor {
            let window = Self.makeWindow()
            let classic = UIButton(type: .system)
            classic.setTitle("Classic", for: .normal)
            classic.titleLabel?.font = .preferredFont(forTextStyle: .body)
            classic.titleLabel?.adjustsFontForContentSizeCategory = true
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Configured"
            let configured = UIButton(configuration: configuration)
            [classic, configured].forEach(window.addSubview)
            configured.layoutIfNeeded()
            let classicSize = classic.intrinsicContentSize
            let configuredSize = configured.intrinsicContentSize

            window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
            configured.layoutIfNeeded()
            XCTAssertEqual(classic.titleLabel?.font.pointSize, 28)
            XCTAssertGreaterThan(classic.intrinsicContentSize.width, classicSize.width)
            XCTAssertGreaterThan(configured.titleLabel?.font.pointSize ?? 0, 17, "a configuration's title is Dynamic Type")
            XCTAssertGreaterThan(configured.intrinsicContentSize.height, configuredSize.height)
        }
    }

    func testListContentFollowsUnlessItsTextPropertiesSayNot() {
        onMainActor {
            let window = Self.makeWindow()
            var configuration = UIListContentConfiguration.subtitleCell()
            configuration.text = "Title"
            configuration.secondaryText = "Subtitle"
            let content = UIListContentView(configuration: configuration)
            configuration.textProperties.adjustsFontForContentSizeCategory = false
            configuration.secondaryTextProperties.adjustsFontForContentSizeCategory = false
            let fixed = UIListContentView(configuration: configuration)
            [content, fixed].forEach(window.addSubview)
            let height = content.intrinsicContentSize.height
            XCTAssertEqual(fixed.intrinsicContentSize.height, height)

            window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
            XCTAssertGreaterThan(content.intrinsicContentSize.height, height * 1.3, "body and subtitle text grew (the margins stay)")
            XCTAssertEqual(fixed.intrinsicContentSize.height, height)
        }
    }
}
