@testable import Demos
import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// The gallery's navigation: buttons, dots, arrow keys, and the page picked on the command line.
final class GalleryViewControllerTests: SceneTestCase {
    func testTheNextAndPreviousButtonsPageAndStopAtTheEnds() {
        onMainActor {
            let (controller, renderer) = makeGallery()
            XCTAssertTrue(controller.page is TimingFunctionsPage)
            XCTAssertFalse(controller.previousButton.isEnabled, "nothing before the first page")
            tap(renderer, controller.nextButton)
            XCTAssertEqual(controller.pageIndex, 1)
            XCTAssertTrue(controller.page is FillModesPage)
            XCTAssertEqual(controller.page?.superview?.subviews.count, 1, "the page left replaces the old one")
            tap(renderer, controller.previousButton)
            XCTAssertTrue(controller.page is TimingFunctionsPage)
            tap(renderer, controller.dots.last!)
            XCTAssertEqual(controller.pageIndex, GalleryViewController.pages.count - 1, "a dot goes straight to its page")
            XCTAssertFalse(controller.nextButton.isEnabled)
            tap(renderer, controller.nextButton)
            XCTAssertEqual(controller.pageIndex, GalleryViewController.pages.count - 1)
        }
    }

    func testAPageLeftBehindIsReleasedWithItsAnimations() {
        onMainActor {
            let (controller, renderer) = makeGallery()
            for index in GalleryViewController.pages.indices {
                controller.showPage(at: index)
                renderer.renderFrame()
                weak let shown = controller.page
                controller.showPage(at: index == 0 ? 1 : 0)
                renderer.renderFrame()
                XCTAssertNil(shown, "\(GalleryViewController.pages[index].name) is released once left")
            }
        }
    }

    func testTheArrowKeysPage() {
        onMainActor {
            let (controller, renderer) = makeGallery()
            XCTAssertTrue(controller.isFirstResponder, "the gallery takes the keys when it appears")
            key(renderer, "Right", code: 106)
            key(renderer, "Right", code: 106)
            XCTAssertEqual(controller.pageIndex, 2)
            XCTAssertTrue(controller.page is PauseResumePage)
            key(renderer, "Left", code: 105)
            XCTAssertEqual(controller.pageIndex, 1)
            key(renderer, "a", code: 30)
            XCTAssertEqual(controller.pageIndex, 1, "other keys do not page")
        }
    }

    func testEachPageIsTitledWithItsAPI() {
        onMainActor {
            for type in GalleryViewController.pages {
                XCTAssertFalse(type.name.isEmpty)
                XCTAssertTrue(["CA", "UI", "layer."].contains { type.api.contains($0) }, "\(type.name): \(type.api) names an API")
                XCTAssertFalse(type.hint.isEmpty, type.name)
            }
            XCTAssertEqual(Set(GalleryViewController.pages.map(\.name)).count, GalleryViewController.pages.count)
        }
    }

    func testTheStageShrinksToFitASmallWindowAndStaysCentered() {
        onMainActor {
            let fixture = GalleryPageFixture(SpringsPage.self, size: CGSize(width: 380, height: 300))
            XCTAssertEqual(fixture.page.stage.transform.a, 0.5, accuracy: 1e-9, "760 points wide in 380")
            XCTAssertEqual(fixture.page.stage.center, CGPoint(x: 190, y: 150))
            fixture.window.frame = CGRect(x: 0, y: 0, width: 1600, height: 900)
            fixture.page.frame = fixture.window.bounds
            fixture.render(at: 0.1)
            XCTAssertEqual(fixture.page.stage.transform.a, 1, "never enlarged: its text stays sharp")
            XCTAssertEqual(fixture.page.stage.center, CGPoint(x: 800, y: 450))
        }
    }

    func testAPageIsNamedByNumberOrByAWordOfItsName() {
        onMainActor {
            XCTAssertEqual(GalleryViewController.pageIndex(named: "1"), 0)
            XCTAssertEqual(GalleryViewController.pageIndex(named: "5"), 4)
            XCTAssertEqual(GalleryViewController.pageIndex(named: "springs"), GalleryViewController.pages.firstIndex { $0 == SpringsPage.self })
            XCTAssertEqual(GalleryViewController.pageIndex(named: "Flip"), GalleryViewController.pages.firstIndex { $0 == CardFlipPage.self })
            for bad in ["0", "99", "-1", "", "nothing"] {
                XCTAssertNil(GalleryViewController.pageIndex(named: bad), bad)
            }
        }
    }

    func testARecordingStartsOnThePageTheCommandLineNames() {
        onMainActor {
            DemoSettings.galleryPage = GalleryViewController.pages.firstIndex { $0 == CardFlipPage.self } ?? 0
            defer { DemoSettings.galleryPage = 0 }
            let recording = SceneRecording(scene: .gallery, size: CGSize(width: 800, height: 600), duration: 0.1, framesPerSecond: 10)
            var center: UInt32 = 0
            recording.render { _, renderer in center = renderer.pixel(x: 300, y: 250) }
            XCTAssertTrue(pixel(center, shows: CardFlipPage.frontColor), "the card flip page's front face: \(String(center, radix: 16))")
        }
    }
}

/// The gallery in an 800×600 offscreen window on a fresh manual clock, first frame drawn.
@MainActor
private func makeGallery() -> (GalleryViewController, OffscreenRenderer) {
    _ = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let controller = GalleryViewController()
    window.rootViewController = controller
    let renderer = OffscreenRenderer(window: window)
    renderer.renderFrame()
    return (controller, renderer)
}

/// A pointer click at the middle of `view`.
@MainActor
private func tap(_ renderer: OffscreenRenderer, _ view: UIView) {
    let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    renderer.pointerDown(at: center)
    renderer.pointerUp()
    renderer.renderFrame()
}

/// A key pressed and released, as the seat reports it.
@MainActor
private func key(_ renderer: OffscreenRenderer, _ name: String, code: UInt32) {
    for isPressed in [true, false] {
        renderer.input.handle(KeyEvent(code: code, keysym: 0, name: name, text: "", isPressed: isPressed, isRepeat: false, modifiers: [], time: 0))
    }
    renderer.renderFrame()
}
