@testable import Demos
import Foundation
import TestSupport
@testable import UIKit
import XCTest

/// Recorded gallery frames against reference PNGs: a page of curves, one of 3D, one of gradients.
final class GallerySnapshotTests: SceneTestCase {
    func testTimingFunctionsAtHalfTime() throws {
        assertSnapshot(try XCTUnwrap(frame(page: TimingFunctionsPage.self, at: 1)))
    }

    func testCardFlipTurning() throws {
        assertSnapshot(try XCTUnwrap(frame(page: CardFlipPage.self, at: 0.4)))
    }

    func testGradientsMidway() throws {
        assertSnapshot(try XCTUnwrap(frame(page: GradientsPage.self, at: 0.75)))
    }

    func testCircularRevealHeldHalfWay() throws {
        assertSnapshot(try XCTUnwrap(frame(page: CircularRevealPage.self, at: 0.5)))
    }

    func testCustomPresentationControllerShown() throws {
        assertSnapshot(try XCTUnwrap(frame(page: DimmingPresentationPage.self, at: 1)))
    }

    /// The gallery recorded at 20 frames a second from `page`, and its frame at `time` above the page dots
    /// (whose number follows the pages there are).
    private func frame(page: GalleryPage.Type, at time: Double) -> CGImage? {
        MainActor.assumeIsolated {
            DemoSettings.galleryPage = GalleryViewController.pages.firstIndex { $0 == page } ?? 0
            defer { DemoSettings.galleryPage = 0 }
            let recording = SceneRecording(scene: .gallery, size: CGSize(width: 800, height: 600), duration: time + 0.01, framesPerSecond: 20)
            var image: CGImage?
            recording.render { index, renderer in if index == Int((time * 20).rounded()) { image = renderer.image } }
            let pageBottom = 600 - GalleryViewController.footerHeight
            return image?.cropping(to: CGRect(x: 0, y: 0, width: 800, height: pageBottom))
        }
    }
}
