import QuartzCore
import TestSupport
import UIKit
import XCTest

/// An album screen an iPadOS developer adapts to the pointer (Swift 5, iOS 15): the album card lifts under the pointer
/// through its own pointer interaction, the play button highlights through `pointerStyleProvider` and has a tooltip,
/// and a track row shows a hover colour from a hover recognizer (a closure for the selector, as docs/Porting.md says).
final class AlbumViewController: UIViewController, UIPointerInteractionDelegate {
    let card = UIView()
    let playButton = UIButton(type: .system)
    let trackRow = UIView()
    private(set) var liftedRegions: [UIPointerRegion] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        card.frame = CGRect(x: 40, y: 30, width: 160, height: 100)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 12
        view.addSubview(card)
        card.addInteraction(UIPointerInteraction(delegate: self))

        playButton.setTitle("Play", for: .normal)
        playButton.frame = CGRect(x: 40, y: 160, width: 80, height: 36)
        playButton.isPointerInteractionEnabled = true
        playButton.pointerStyleProvider = { button, proposedEffect, proposedShape in
            let rect = button.bounds.insetBy(dx: -6, dy: -2)
            return UIPointerStyle(effect: .highlight(proposedEffect.preview), shape: .roundedRect(rect, radius: 10))
        }
        playButton.toolTip = "Play the whole album"
        view.addSubview(playButton)

        trackRow.frame = CGRect(x: 0, y: 220, width: 320, height: 44)
        view.addSubview(trackRow)
        let hover = UIHoverGestureRecognizer { [unowned self] recognizer in
            switch recognizer.state {
            case .began, .changed: trackRow.backgroundColor = .secondarySystemFill
            default: trackRow.backgroundColor = nil
            }
        }
        trackRow.addGestureRecognizer(hover)
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        let parameters = UITargetedPreview(view: view)
        return UIPointerStyle(effect: .lift(parameters))
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
        liftedRegions.append(region)
    }
}

final class PointerPortabilityTests: XCTestCase {
    func testTheCardLiftsTheButtonHighlightsTheRowHoversAndTheTooltipShows() throws {
        let image: CGImage? = MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 280))
            let album = AlbumViewController()
            window.rootViewController = album
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()

            renderer.pointerMove(to: CGPoint(x: 120, y: 80))
            CAContext.current.advance(by: 0.3)
            XCTAssertEqual(album.liftedRegions.map(\.rect), [album.card.bounds])
            XCTAssertEqual(album.card.transform.a, 1.1, accuracy: 1e-6, "lifted")

            renderer.pointerMove(to: CGPoint(x: 100, y: 240))
            XCTAssertEqual(album.trackRow.backgroundColor, .secondarySystemFill)
            CAContext.current.advance(by: 0.3)
            XCTAssertEqual(album.card.transform, .identity, "settled back")

            renderer.pointerMove(to: CGPoint(x: 60, y: 175))
            XCTAssertNil(album.trackRow.backgroundColor, "the row's hover ended")
            XCTAssertTrue(album.playButton.isHovered)
            CAContext.current.advance(by: 0.6)
            let tooltip = window.subviews.last.flatMap { $0.subviews.first as? UILabel }
            XCTAssertEqual(tooltip?.text, "Play the whole album")
            renderer.renderFrame()
            return renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "hoveredPlayButtonWithTooltip")
    }
}
