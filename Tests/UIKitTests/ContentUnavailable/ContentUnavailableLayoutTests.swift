@testable import UIKit
import XCTest

/// Where a content-unavailable view puts its pieces: the stack centered in the margins with the configuration's
/// paddings, leading-aligned (mirrored right to left) for `.natural`, from the top margin when taller than the view,
/// and the margins at least the superview's.
final class ContentUnavailableLayoutTests: XCTestCase {
    private func layout(height: CGFloat = 480, alignment: UIContentUnavailableConfiguration.Alignment = .center, rightToLeft: Bool = false) -> ContentUnavailableLayout {
        ContentUnavailableLayout(size: CGSize(width: 320, height: height), margins: NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16),
                                 alignment: alignment, isRightToLeft: rightToLeft, imageToTextPadding: 12, textToSecondaryTextPadding: 6,
                                 textToButtonPadding: 20, buttonToSecondaryButtonPadding: 8)
    }

    private let sizes: [ContentUnavailableLayout.Piece: CGSize] = [
        .image: CGSize(width: 48, height: 48), .text: CGSize(width: 100, height: 26), .secondaryText: CGSize(width: 200, height: 20),
        .button: CGSize(width: 80, height: 34), .secondaryButton: CGSize(width: 60, height: 28),
    ]

    func testTheStackIsCenteredWithThePaddingsBetweenItsPieces() {
        let placed = layout().frames(for: sizes)
        // 48 + 12 + 26 + 6 + 20 + 20 + 34 + 8 + 28 = 202; (440 - 202) / 2 = 119 below the top margin.
        XCTAssertEqual(placed.frames[.image], CGRect(x: 136, y: 139, width: 48, height: 48))
        XCTAssertEqual(placed.frames[.text], CGRect(x: 110, y: 199, width: 100, height: 26))
        XCTAssertEqual(placed.frames[.secondaryText], CGRect(x: 60, y: 231, width: 200, height: 20))
        XCTAssertEqual(placed.frames[.button], CGRect(x: 120, y: 271, width: 80, height: 34))
        XCTAssertEqual(placed.frames[.secondaryButton], CGRect(x: 130, y: 313, width: 60, height: 28))
        XCTAssertEqual(placed.height, 242)
    }

    func testAbsentPiecesTakeNoRoomAndTheirNeighboursMeetWithTheOuterPadding() {
        let placed = layout().frames(for: [.image: CGSize(width: 48, height: 48), .secondaryText: CGSize(width: 200, height: 20),
                                           .secondaryButton: CGSize(width: 60, height: 28)])
        // 48 + 12 + 20 + 20 + 28 = 128; (440 - 128) / 2 = 156 below the top margin.
        XCTAssertEqual(placed.frames[.image]?.maxY, 224)
        XCTAssertEqual(placed.frames[.secondaryText]?.minY, 236, "image to secondary text: the image-to-text padding")
        XCTAssertEqual(placed.frames[.secondaryButton]?.minY, 236 + 20 + 20, "texts to a lone secondary button: the text-to-button padding")
        XCTAssertNil(placed.frames[.text])
    }

    func testNaturalAlignmentKeepsToTheLeadingMarginMirroredRightToLeft() {
        let leftToRight = layout(alignment: .natural).frames(for: sizes)
        XCTAssertEqual(leftToRight.frames[.image]?.minX, 16)
        XCTAssertEqual(leftToRight.frames[.secondaryText]?.minX, 16)
        let rightToLeft = layout(alignment: .natural, rightToLeft: true).frames(for: sizes)
        XCTAssertEqual(rightToLeft.frames[.image]?.maxX, 304)
        XCTAssertEqual(rightToLeft.frames[.button]?.maxX, 304)
    }

    func testAStackTallerThanTheViewStartsAtTheTopMarginAndPiecesNeverOutgrowTheWidth() {
        let placed = layout(height: 100).frames(for: sizes.merging([.text: CGSize(width: 900, height: 26)]) { $1 })
        XCTAssertEqual(placed.frames[.image]?.minY, 20)
        XCTAssertEqual(placed.frames[.text], CGRect(x: 16, y: 80, width: 288, height: 26))
        XCTAssertEqual(placed.height, 242)
    }

    func testTheViewPlacesItsLabelsAndButtonAndKeepsTheSuperviewsMargins() {
        onMainActor {
            _ = installManualClock()
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.text = "No Photos"
            configuration.secondaryText = "Photos you take appear here."
            configuration.button.title = "Take Photo"
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 60, leading: 40, bottom: 10, trailing: 40)
            let view = UIContentUnavailableView(configuration: configuration)
            view.frame = container.bounds
            container.addSubview(view)
            view.layoutIfNeeded()
            XCTAssertEqual(view.effectiveMargins, NSDirectionalEdgeInsets(top: 60, leading: 40, bottom: 20, trailing: 40))
            let text = view.textLabel.frame, secondary = view.secondaryTextLabel.frame, button = view.primaryButton.frame
            XCTAssertTrue(view.imageView.isHidden)
            XCTAssertEqual(text.midX, 160, accuracy: 0.5)
            XCTAssertEqual(secondary.minY, text.maxY + 6, accuracy: 0.01)
            XCTAssertEqual(button.minY, secondary.maxY + 20, accuracy: 0.01)
            XCTAssertGreaterThanOrEqual(secondary.minX, 40)
            XCTAssertLessThanOrEqual(secondary.maxX, 280)
            let stackMid = (text.minY + button.maxY) / 2
            XCTAssertEqual(stackMid, 60 + (480 - 60 - 20) / 2, accuracy: 0.5, "centered between the margins")
            XCTAssertFalse(view.primaryButton.isHidden)
            XCTAssertTrue(view.secondaryButtonView.isHidden, "no title, no button")

            configuration.axesPreservingSuperviewLayoutMargins = []
            view.configuration = configuration
            XCTAssertEqual(view.effectiveMargins, configuration.directionalLayoutMargins)
        }
    }

    func testLoadingShowsASpinningIndicatorInThePlaceOfTheImage() {
        onMainActor {
            _ = installManualClock()
            let view = UIContentUnavailableView(configuration: .loading())
            view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            view.layoutIfNeeded()
            XCTAssertTrue(view.activityIndicator.isAnimating)
            XCTAssertFalse(view.activityIndicator.isHidden)
            XCTAssertEqual(view.activityIndicator.frame.size, CGSize(width: 20, height: 20))
            XCTAssertEqual(view.textLabel.frame.minY, view.activityIndicator.frame.maxY + 12, accuracy: 0.01)
            XCTAssertEqual(view.activityIndicator.frame.midX, 160, accuracy: 0.01)
            view.configuration = UIContentUnavailableConfiguration.empty()
            XCTAssertFalse(view.activityIndicator.isAnimating)
            XCTAssertTrue(view.activityIndicator.isHidden)
        }
    }

    func testTheButtonRunsItsPrimaryActionAndTakesItsProperties() {
        onMainActor {
            _ = installManualClock()
            var taps = 0
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.button.title = "Add"
            configuration.buttonProperties.primaryAction = UIAction { _ in taps += 1 }
            configuration.secondaryButton.title = "More"
            configuration.secondaryButtonProperties.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
            configuration.secondaryButtonProperties.isEnabled = false
            configuration.secondaryButtonProperties.role = .destructive
            let view = UIContentUnavailableView(configuration: configuration)
            view.primaryButton.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(taps, 1)
            XCTAssertTrue(view.secondaryButtonView.showsMenuAsPrimaryAction)
            XCTAssertFalse(view.secondaryButtonView.isEnabled)
            XCTAssertEqual(view.secondaryButtonView.role, .destructive)
            configuration.buttonProperties.primaryAction = nil
            view.configuration = configuration
            view.primaryButton.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(taps, 1, "the old action is gone")
        }
    }
}
