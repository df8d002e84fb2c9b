@testable import UIKit
import XCTest

/// Where a configured button puts its image, title, subtitle and pop-up indicator: beside, above or below, with the
/// padding between, centred in the content insets, mirrored for right-to-left text.
final class ButtonContentLayoutTests: XCTestCase {
    private func layout(_ placement: NSDirectionalRectEdge, rightToLeft: Bool = false) -> ButtonContentLayout {
        var layout = ButtonContentLayout()
        layout.imageSize = CGSize(width: 20, height: 20)
        layout.titleSize = CGSize(width: 60, height: 20)
        layout.insets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        layout.imagePlacement = placement
        layout.imagePadding = 8
        layout.isRightToLeft = rightToLeft
        return layout
    }

    private let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)

    func testAnImageLeadingOrTrailingSitsBesideTheTitle() {
        let leading = layout(.leading)
        XCTAssertEqual(leading.fittingSize, CGSize(width: 108, height: 40))
        let frames = leading.frames(in: bounds)
        XCTAssertEqual(frames.image, CGRect(x: 56, y: 40, width: 20, height: 20))
        XCTAssertEqual(frames.title, CGRect(x: 84, y: 40, width: 60, height: 20))
        let trailing = layout(.trailing).frames(in: bounds)
        XCTAssertEqual(trailing.title, CGRect(x: 56, y: 40, width: 60, height: 20))
        XCTAssertEqual(trailing.image, CGRect(x: 124, y: 40, width: 20, height: 20))
    }

    func testAnImageAboveOrBelowStacksWithTheTitle() {
        let top = layout(.top)
        XCTAssertEqual(top.fittingSize, CGSize(width: 80, height: 68))
        let frames = top.frames(in: bounds)
        XCTAssertEqual(frames.image, CGRect(x: 90, y: 26, width: 20, height: 20))
        XCTAssertEqual(frames.title, CGRect(x: 70, y: 54, width: 60, height: 20))
        let bottom = layout(.bottom).frames(in: bounds)
        XCTAssertEqual(bottom.title, CGRect(x: 70, y: 26, width: 60, height: 20))
        XCTAssertEqual(bottom.image, CGRect(x: 90, y: 54, width: 20, height: 20))
    }

    func testRightToLeftMirrorsTheLeadingImage() {
        let frames = layout(.leading, rightToLeft: true).frames(in: bounds)
        XCTAssertEqual(frames.image.minX, 124, "leading is the right")
        XCTAssertEqual(frames.title.minX, 56)
    }

    func testTheSubtitleStacksUnderTheTitleAligned() {
        var layout = layout(.leading)
        layout.subtitleSize = CGSize(width: 40, height: 16)
        layout.titlePadding = 2
        let frames = layout.frames(in: bounds)
        XCTAssertEqual(layout.fittingSize.height, 10 + 20 + 2 + 16 + 10)
        XCTAssertEqual(frames.subtitle.minY, frames.title.maxY + 2)
        XCTAssertEqual(frames.subtitle.minX, frames.title.minX, "automatic beside an image: leading")
        layout.imageSize = .zero
        let centred = layout.frames(in: bounds)
        XCTAssertEqual(centred.subtitle.midX, centred.title.midX, "automatic without an image: centred")
        layout.titleAlignment = .trailing
        XCTAssertEqual(layout.frames(in: bounds).subtitle.maxX, layout.frames(in: bounds).title.maxX)
    }

    func testThePopupIndicatorSitsOnTheTrailingEdge() {
        var layout = layout(.leading)
        layout.indicatorSize = PopupIndicatorView.size
        XCTAssertEqual(layout.fittingSize.width, 108 + 8 + ButtonContentLayout.indicatorPadding)
        let frames = layout.frames(in: bounds)
        XCTAssertEqual(frames.indicator.maxX, 190)
        XCTAssertLessThan(frames.title.maxX, frames.indicator.minX)
    }

    func testAConfiguredButtonPlacesItsViewsByTheLayout() {
        onMainActor {
            _ = installManualClock()
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
            var configuration = UIButton.Configuration.tinted()
            configuration.title = "Share"
            configuration.image = image
            configuration.imagePlacement = .trailing
            configuration.imagePadding = 10
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 240, height: 60)
            button.layoutIfNeeded()
            let title = try! XCTUnwrap(button.titleLabel), imageView = try! XCTUnwrap(button.imageView)
            XCTAssertTrue(imageView.superview === button)
            XCTAssertEqual(imageView.frame.minX - title.frame.maxX, 10, accuracy: 0.001)
            XCTAssertEqual(imageView.frame.midY, 30, accuracy: 0.001)
            XCTAssertEqual((title.frame.minX + imageView.frame.maxX) / 2, 120, accuracy: 0.5, "centred together")
            XCTAssertEqual(button.configuredBackground.frame, button.bounds)
        }
    }

    func testThePlacementsPutTheContentAtAnEdgeOrStretchTheText() {
        var leading = layout(.leading)
        leading.horizontalPlacement = .start
        leading.verticalPlacement = .end
        let frames = leading.frames(in: bounds)
        XCTAssertEqual(frames.image.origin, CGPoint(x: 10, y: 70))
        var trailing = layout(.leading, rightToLeft: true)
        trailing.horizontalPlacement = .start
        XCTAssertEqual(trailing.frames(in: bounds).image.maxX, 190, "start is the leading edge: the right in right-to-left")
        var fill = layout(.leading)
        fill.horizontalPlacement = .fill
        let filled = fill.frames(in: bounds)
        XCTAssertEqual(filled.image.minX, 10)
        XCTAssertEqual(filled.title.minX, 38, "automatic alignment beside an image: leading in the stretched text")
    }

    func testAButtonPlacesItsContentByTheControlsAlignment() {
        onMainActor {
            _ = installManualClock()
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Left"
            let configured = UIButton(configuration: configuration)
            configured.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            configured.contentHorizontalAlignment = .leading
            configured.layoutIfNeeded()
            XCTAssertEqual(configured.titleLabel!.frame.minX, 12, accuracy: 0.001, "at the leading inset")
            configured.semanticContentAttribute = .forceRightToLeft
            configured.layoutIfNeeded()
            XCTAssertEqual(configured.titleLabel!.frame.maxX, 188, accuracy: 0.001)

            let legacy = UIButton(type: .system)
            legacy.setTitle("Left", for: .normal)
            legacy.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            legacy.contentHorizontalAlignment = .left
            legacy.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
            legacy.layoutIfNeeded()
            XCTAssertEqual(legacy.titleLabel!.frame.minX, 16, accuracy: 0.001)
            legacy.contentHorizontalAlignment = .right
            legacy.contentVerticalAlignment = .top
            legacy.layoutIfNeeded()
            XCTAssertEqual(legacy.titleLabel!.frame.maxX, 200, accuracy: 0.001)
            XCTAssertEqual(legacy.titleLabel!.frame.minY, 0, accuracy: 0.001)
            XCTAssertEqual(legacy.effectiveContentHorizontalAlignment, .right)
        }
    }
}
