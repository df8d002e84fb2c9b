@testable import UIKit
import XCTest

/// The configuration update cycle: the handler and `updateConfiguration()` run when the state changes and when asked,
/// the configuration they set shows; the activity indicator, attributed titles and text transformers.
final class ButtonConfigurationUpdateTests: XCTestCase {
    private final class CountingButton: UIButton {
        var updates = 0
        override func updateConfiguration() {
            updates += 1
            var configuration = self.configuration
            configuration?.subtitle = isSelected ? "On" : "Off"
            self.configuration = configuration
        }
    }

    func testTheUpdateHandlerRunsOnEachStateChange() {
        onMainActor {
            _ = installManualClock()
            let button = UIButton(configuration: .filled())
            var states: [UIControl.State] = []
            button.configurationUpdateHandler = { button in
                states.append(button.state)
                var configuration = button.configuration
                configuration?.title = button.isHighlighted ? "Pressed" : button.isEnabled ? "Ready" : "Wait"
                button.configuration = configuration
            }
            button.layoutIfNeeded()
            XCTAssertEqual(states, [.normal], "once for the handler being set")
            XCTAssertEqual(button.titleLabel?.text, "Ready")
            button.isHighlighted = true
            XCTAssertEqual(button.titleLabel?.text, "Pressed")
            button.isHighlighted = false
            button.isEnabled = false
            XCTAssertEqual(button.titleLabel?.text, "Wait")
            XCTAssertEqual(button.currentTitle, "Wait")
            XCTAssertEqual(states, [.normal, .highlighted, .normal, .disabled])
            button.layoutIfNeeded()
            XCTAssertEqual(states.count, 4, "setting the configuration inside the handler asks for no other update")
            button.setNeedsUpdateConfiguration()
            button.layoutIfNeeded()
            XCTAssertEqual(states.count, 5, "asked again")
        }
    }

    func testASubclassUpdatesItsConfigurationForSelection() {
        onMainActor {
            _ = installManualClock()
            let button = CountingButton(configuration: .tinted())
            button.layoutIfNeeded()
            XCTAssertEqual(button.subtitleLabel?.text, "Off")
            button.isSelected = true
            XCTAssertEqual(button.subtitleLabel?.text, "On")
            XCTAssertEqual(button.updates, 2)
        }
    }

    func testTheActivityIndicatorReplacesTheImage() {
        onMainActor {
            _ = installManualClock()
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Saving"
            configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in }
            configuration.imagePadding = 6
            configuration.showsActivityIndicator = true
            configuration.activityIndicatorColorTransformer = UIConfigurationColorTransformer { _ in .systemYellow }
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            button.layoutIfNeeded()
            let spinner = try! XCTUnwrap(button.activityIndicator)
            XCTAssertTrue(spinner.superview === button)
            XCTAssertTrue(spinner.isAnimating)
            XCTAssertNil(button.imageView?.superview, "no image while the indicator shows")
            XCTAssertEqual(spinner.color, .systemYellow)
            XCTAssertEqual(spinner.frame.size, spinner.intrinsicContentSize)
            XCTAssertEqual(button.titleLabel!.frame.minX - spinner.frame.maxX, 6, accuracy: 0.001)
            configuration.showsActivityIndicator = false
            button.configuration = configuration
            button.layoutIfNeeded()
            XCTAssertNil(spinner.superview)
            XCTAssertFalse(spinner.isAnimating)
            XCTAssertTrue(button.imageView?.superview === button)
        }
    }

    func testAttributedTitlesAndTransformersSetTheText() {
        onMainActor {
            _ = installManualClock()
            var configuration = UIButton.Configuration.plain()
            var title = AttributedString("Bold ")
            title.font = UIFont.boldSystemFont(ofSize: 20)
            title.append(AttributedString("plain"))
            configuration.attributedTitle = title
            XCTAssertEqual(configuration.title, "Bold plain")
            configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.foregroundColor = .systemRed
                return outgoing
            }
            let button = UIButton(configuration: configuration)
            let text = try! XCTUnwrap(button.titleLabel?.attributedText)
            XCTAssertEqual(text.string, "Bold plain")
            XCTAssertEqual((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize, 20, "the title's own font")
            XCTAssertEqual((text.attribute(.font, at: 6, effectiveRange: nil) as? UIFont)?.pointSize, 17, "the size's font where none is set")
            XCTAssertEqual(text.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor, .systemRed)
            configuration.title = "Plain again"
            XCTAssertNil(configuration.attributedTitle, "a plain title clears the attributed one")
        }
    }

    func testClearingTheConfigurationReturnsToTheStateContent() {
        onMainActor {
            _ = installManualClock()
            let button = UIButton(type: .system)
            button.setTitle("Legacy", for: .normal)
            var configuration = UIButton.Configuration.filled()
            configuration.buttonSize = .mini
            button.configuration = configuration
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel?.text, "Legacy", "the per-state title in the configured look")
            XCTAssertEqual(button.titleLabel?.font.pointSize, 12)
            XCTAssertTrue(button.configuredBackground.superview === button)
            button.configuration = nil
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel?.text, "Legacy")
            XCTAssertEqual(button.titleLabel?.font.pointSize, 17)
            XCTAssertEqual(button.titleLabel?.textColor, button.tintColor)
            XCTAssertNil(button.configuredBackground.superview)
        }
    }

    func testThePopupIndicatorShowsWhenAskedOrOnAPopupButton() {
        onMainActor {
            _ = installManualClock()
            var configuration = UIButton.Configuration.bordered()
            configuration.title = "Size"
            let button = UIButton(configuration: configuration)
            button.layoutIfNeeded()
            XCTAssertNil(button.popupIndicator?.superview)
            button.menu = UIMenu(children: [UIAction(title: "Small") { _ in }, UIAction(title: "Large") { _ in }])
            button.showsMenuAsPrimaryAction = true
            button.changesSelectionAsPrimaryAction = true
            button.layoutIfNeeded()
            XCTAssertTrue(button.popupIndicator?.superview === button, "automatic: a pop-up button")
            configuration.indicator = .none
            button.configuration = configuration
            XCTAssertNil(button.popupIndicator?.superview)
            configuration.indicator = .popup
            button.changesSelectionAsPrimaryAction = false
            button.configuration = configuration
            XCTAssertTrue(button.popupIndicator?.superview === button, "asked for")
        }
    }

    func testPerStateValuesShowInPlaceOfTheConfigurations() {
        onMainActor {
            _ = installManualClock()
            var configuration = UIButton.Configuration.gray()
            configuration.title = "Configured"
            let button = UIButton(configuration: configuration)
            button.setTitle("Follow", for: .normal)
            button.setTitle("Following", for: .selected)
            button.setTitleColor(.systemPurple, for: .normal)
            XCTAssertEqual(button.titleLabel?.text, "Follow")
            XCTAssertEqual(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor,
                           UIColor.systemPurple.resolvedColor(with: button.traitCollection))
            button.isSelected = true
            XCTAssertEqual(button.titleLabel?.text, "Following")
            XCTAssertEqual(button.configuration?.title, "Configured", "the configuration itself is untouched")
        }
    }

    func testLongTitlesWrapUnlessTheLineBreakModeTruncates() {
        onMainActor {
            _ = installManualClock()
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue with a title far too long for one line"
            XCTAssertEqual(configuration.titleLineBreakMode, .byWordWrapping)
            let button = UIButton(configuration: configuration)
            let oneLine = button.intrinsicContentSize.height
            let wrapped = button.sizeThatFits(CGSize(width: 160, height: 1000))
            XCTAssertGreaterThan(wrapped.height, oneLine + 10, "two lines or more")
            configuration.titleLineBreakMode = .byTruncatingTail
            button.configuration = configuration
            XCTAssertEqual(button.titleLabel?.numberOfLines, 1)
            XCTAssertEqual(button.sizeThatFits(CGSize(width: 160, height: 1000)).height, oneLine)
            XCTAssertEqual(button.behavioralStyle, .pad)
        }
    }
}
