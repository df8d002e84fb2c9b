import QuartzCore
@testable import UIKit
import XCTest

/// A scroll view in a sheet: scrolled to its top, a drag up expands the sheet first (unless the sheet prefers
/// not), a drag down moves the sheet; scrolled into its content, it scrolls.
final class SheetScrollTests: XCTestCase {
    @MainActor
    private static func scrollingSheet(expands: Bool = true) -> (SheetRig, UIScrollView) {
        var made: UIScrollView?
        let scene = SheetRig { sheet in
            let scrollView = UIScrollView(frame: .zero)
            scrollView.contentSize = CGSize(width: 400, height: 1000)
            scrollView.backgroundColor = .blue
            sheet.presentedViewController.view = scrollView
            sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
            made = scrollView
        }
        return (scene, made!)
    }

    func testADragUpOnAScrollViewAtItsTopExpandsTheSheet() {
        onMainActor {
            let (scene, scrollView) = Self.scrollingSheet()
            scene.drag(from: CGPoint(x: 200, y: 250), by: -60, steps: 6, release: false)
            XCTAssertEqual(scene.content.view.frame.minY, 95)
            XCTAssertEqual(scrollView.contentOffset.y, 0, "the content stays put while the sheet moves")
            scene.rig.renderer.pointerUp()
            XCTAssertEqual(scene.sheet.selectedDetentIdentifier, .large)
        }
    }

    func testWithoutExpandingTheScrollViewScrollsAndTheSheetStays() {
        onMainActor {
            let (scene, scrollView) = Self.scrollingSheet(expands: false)
            scene.drag(from: CGPoint(x: 200, y: 250), by: -60, steps: 6, release: false)
            XCTAssertEqual(scene.content.view.frame.minY, 155)
            XCTAssertGreaterThan(scrollView.contentOffset.y, 40)
            scene.rig.renderer.pointerUp()
            XCTAssertNil(scene.sheet.selectedDetentIdentifier)
        }
    }

    func testAtTheLargestDetentAScrolledScrollViewScrollsAndOneAtItsTopLetsTheSheetDown() {
        onMainActor {
            let (scene, scrollView) = Self.scrollingSheet()
            scene.sheet.selectedDetentIdentifier = .large
            scrollView.contentOffset = CGPoint(x: 0, y: 200)
            scene.drag(from: CGPoint(x: 200, y: 150), by: 60, steps: 6, release: false)
            XCTAssertEqual(scene.content.view.frame.minY, 10)
            XCTAssertLessThan(scrollView.contentOffset.y, 160)
            scene.rig.renderer.pointerUp()
            scene.rig.frame(after: 2)
            scrollView.setContentOffset(.zero, animated: false)
            scene.drag(from: CGPoint(x: 200, y: 150), by: 60, steps: 6, release: false)
            XCTAssertEqual(scene.content.view.frame.minY, 70)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            scene.rig.renderer.pointerUp()
        }
    }
}
