@testable import UIKit
import XCTest

/// UILargeContentViewerInteraction: with an accessibility text size a press held on a bar's button shows its title
/// enlarged in the middle of the window, sliding shows the next one, lifting performs the one under the finger; at
/// the default size nothing shows; the view's large content properties as Apple declares them.
final class LargeContentViewerTests: XCTestCase {
    @MainActor
    private final class Bar {
        let view = UIView(frame: CGRect(x: 0, y: 500, width: 400, height: 60))
        let interaction = UILargeContentViewerInteraction()
        var pressed: [String] = []
        lazy var buttons: [UIButton] = ["Home", "Search", "Profile"].enumerated().map { index, title in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: CGFloat(index) * 130 + 10, y: 5, width: 120, height: 50)
            button.showsLargeContentViewer = true
            button.addAction(UIAction { [unowned self] _ in self.pressed.append(title) }, for: .touchUpInside)
            return button
        }

        init(in window: UIWindow) {
            for button in buttons { view.addSubview(button) }
            view.addInteraction(interaction)
            window.addSubview(view)
        }
    }

    func testAHeldPressShowsTheItemEnlargedAndLiftingPerformsIt() throws {
        try onMainActor {
            let rig = DragRig()
            let bar = Bar(in: rig.window)
            bar.view.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
            rig.renderer.renderFrame()
            XCTAssertFalse(UILargeContentViewerInteraction.isEnabled, "the desktop's text size is the default")
            rig.down(75, 530)
            XCTAssertNil(bar.interaction.hud)
            rig.hold()
            let hud = try XCTUnwrap(bar.interaction.hud)
            XCTAssertTrue(hud.superview === rig.window)
            XCTAssertEqual(hud.titleLabel.text, "Home")
            XCTAssertEqual(hud.center.x, 200, accuracy: 1, "in the middle of the window")
            XCTAssertEqual(hud.center.y, 300, accuracy: 1)
            XCTAssertGreaterThanOrEqual(hud.frame.width, LargeContentViewerHUD.minimumWidth)
            rig.move(to: 205, 530)
            XCTAssertEqual(bar.interaction.hud?.titleLabel.text, "Search")
            XCTAssertTrue(bar.interaction.hud === hud, "one panel, its content changed")
            rig.up()
            XCTAssertNil(bar.interaction.hud)
            XCTAssertNil(hud.superview)
            XCTAssertEqual(bar.pressed, ["Search"], "the item under the finger, once")
        }
    }

    func testTheViewerAsItShows() {
        let image = MainActor.assumeIsolated { () -> CGImage? in
            let rig = DragRig(size: CGSize(width: 400, height: 600))
            rig.window.backgroundColor = .white
            let bar = Bar(in: rig.window)
            bar.view.backgroundColor = UIColor(white: 0.95, alpha: 1)
            bar.view.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
            let symbol = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { context in
                UIColor.black.setFill()
                UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 20, height: 20)).fill()
            }.withRenderingMode(.alwaysTemplate)
            bar.buttons[1].largeContentImage = symbol
            bar.buttons[1].scalesLargeContentImage = true
            rig.renderer.renderFrame()
            rig.down(205, 530)
            rig.hold()
            rig.renderer.renderFrame()
            return rig.renderer.image
        }
        guard let image else { return XCTFail("no frame") }
        assertSnapshot(image)
    }

    func testNothingShowsAtTheDefaultTextSizeAndTheItemsProperties() {
        onMainActor {
            let rig = DragRig()
            let bar = Bar(in: rig.window)
            rig.renderer.renderFrame()
            rig.down(75, 530)
            rig.hold()
            XCTAssertNil(bar.interaction.hud)
            rig.up()

            let view = UIView()
            XCTAssertFalse(view.showsLargeContentViewer)
            XCTAssertNil(view.largeContentTitle)
            XCTAssertFalse(view.scalesLargeContentImage)
            view.largeContentTitle = "Battery"
            view.scalesLargeContentImage = true
            view.largeContentImageInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
            XCTAssertEqual(view.largeContentTitle, "Battery")
            XCTAssertTrue(view.scalesLargeContentImage)
            XCTAssertEqual(view.largeContentImageInsets.top, 4)
            XCTAssertTrue(bar.interaction.gestureRecognizerForExclusionRelationship.view === bar.view)
            bar.view.removeInteraction(bar.interaction)
            XCTAssertNil(bar.interaction.gestureRecognizerForExclusionRelationship.view)
        }
    }
}
