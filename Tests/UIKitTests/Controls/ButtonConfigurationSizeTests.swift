@testable import UIKit
import XCTest

/// A configured button's intrinsic size: its title measured in the size's font, with the size's content insets
/// around it, and what changing the insets, image, subtitle and corners does.
final class ButtonConfigurationSizeTests: XCTestCase {
    private static let sizes: [(UIButton.Configuration.Size, font: CGFloat, vertical: CGFloat, horizontal: CGFloat)] = [
        (.mini, 12, 3, 8), (.small, 15, 5, 10), (.medium, 17, 7, 12), (.large, 17, 14, 20),
    ]

    /// "Continue" measured as a label in `size` points.
    @MainActor
    private static func titleSize(_ size: CGFloat) -> CGSize {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.text = "Continue"
        return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    func testEachButtonSizeSetsTheFontAndInsets() {
        onMainActor {
            _ = installManualClock()
            var heights: [CGFloat] = []
            for (size, font, vertical, horizontal) in Self.sizes {
                var configuration = UIButton.Configuration.filled()
                configuration.buttonSize = size
                configuration.title = "Continue"
                XCTAssertEqual(configuration.contentInsets, NSDirectionalEdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
                let button = UIButton(configuration: configuration)
                let text = Self.titleSize(font)
                XCTAssertEqual(button.titleLabel?.font.pointSize, font)
                XCTAssertEqual(button.intrinsicContentSize.width, ceil(text.width + 2 * horizontal), "\(size)")
                XCTAssertEqual(button.intrinsicContentSize.height, ceil(text.height + 2 * vertical), "\(size)")
                heights.append(button.intrinsicContentSize.height)
            }
            XCTAssertEqual(heights, heights.sorted(), "mini < small < medium < large")
        }
    }

    func testCustomInsetsReplaceTheDefaultsUntilReset() {
        onMainActor {
            _ = installManualClock()
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Continue"
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 10, trailing: 30)
            configuration.buttonSize = .large
            XCTAssertEqual(configuration.contentInsets.leading, 30, "set insets survive a size change")
            let button = UIButton(configuration: configuration)
            XCTAssertEqual(button.intrinsicContentSize.width, ceil(Self.titleSize(17).width + 60))
            configuration.setDefaultContentInsets()
            XCTAssertEqual(configuration.contentInsets.leading, 20, "the large size's again")
        }
    }

    func testAnImageAndSubtitleAddTheirSizesAndPadding() {
        onMainActor {
            _ = installManualClock()
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 30)).image { _ in }
            var configuration = UIButton.Configuration.gray()
            configuration.title = "Continue"
            configuration.image = image
            configuration.imagePadding = 8
            let button = UIButton(configuration: configuration)
            let text = Self.titleSize(17)
            XCTAssertEqual(button.intrinsicContentSize.width, ceil(24 + 20 + 8 + text.width))
            XCTAssertEqual(button.intrinsicContentSize.height, ceil(14 + max(30, text.height)))
            configuration.imagePlacement = .top
            button.configuration = configuration
            XCTAssertEqual(button.intrinsicContentSize.height, ceil(14 + 30 + 8 + text.height))
            configuration.imagePlacement = .leading
            configuration.image = nil
            configuration.subtitle = "Step 2 of 3"
            configuration.titlePadding = 4
            button.configuration = configuration
            XCTAssertNotNil(button.subtitleLabel)
            let subtitle = UILabel()
            subtitle.font = .systemFont(ofSize: 15)
            subtitle.text = "Step 2 of 3"
            let subtitleSize = subtitle.sizeThatFits(CGSize(width: 1000, height: 1000))
            XCTAssertEqual(button.intrinsicContentSize.height, ceil(14 + text.height + 4 + subtitleSize.height))
            XCTAssertEqual(button.intrinsicContentSize.width, ceil(24 + max(text.width, subtitleSize.width)))
        }
    }

    func testAutoLayoutSizesAConfiguredButtonByItsContent() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue"
            configuration.buttonSize = .large
            let button = UIButton(configuration: configuration)
            button.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(button)
            NSLayoutConstraint.activate([
                button.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                button.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            ])
            window.layoutIfNeeded()
            XCTAssertEqual(button.frame.size, button.intrinsicContentSize)
            configuration.buttonSize = .mini
            button.configuration = configuration
            window.layoutIfNeeded()
            XCTAssertEqual(button.frame.size, button.intrinsicContentSize, "a new configuration measures again")
            XCTAssertLessThan(button.frame.height, 30)
        }
    }

    func testCornerStylesRoundTheBackground() {
        onMainActor {
            _ = installManualClock()
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Go"
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
            let cases: [(UIButton.Configuration.CornerStyle, CGFloat)] = [(.dynamic, 6), (.small, 4), (.medium, 6), (.large, 10), (.capsule, 20)]
            for (style, radius) in cases {
                configuration.cornerStyle = style
                button.configuration = configuration
                button.layoutIfNeeded()
                XCTAssertEqual(button.configuredBackground.layer.cornerRadius, radius, "\(style)")
            }
            configuration.cornerStyle = .fixed
            configuration.background.cornerRadius = 13
            button.configuration = configuration
            button.layoutIfNeeded()
            XCTAssertEqual(button.configuredBackground.layer.cornerRadius, 13, "fixed: the background's own")
            configuration.cornerStyle = .dynamic
            configuration.background.cornerRadius = ButtonMetrics(.medium).cornerRadius
            configuration.buttonSize = .large
            XCTAssertEqual(configuration.background.cornerRadius, 10, "dynamic follows the size")
        }
    }
}
