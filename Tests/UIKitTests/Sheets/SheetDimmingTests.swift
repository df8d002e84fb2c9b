import QuartzCore
@testable import UIKit
import XCTest

/// The chrome of a sheet: dimming above the largest undimmed detent (fading with a drag between them), touches
/// on the undimmed area reaching the presenter, a tap on the dimming dismissing, the grabber and the corners.
final class SheetDimmingTests: XCTestCase {
    func testTheUndimmedAreaPassesTouchesToThePresenter() {
        onMainActor {
            let scene = SheetRig { $0.largestUndimmedDetentIdentifier = .medium }
            var taps = 0
            scene.presenter.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
            XCTAssertEqual(scene.sheet.dimmingView.alpha, 0)
            XCTAssertEqual(scene.sheet.containerView?.accessibilityViewIsModal, false, "screen readers reach the presenter too")
            scene.rig.renderer.pointerDown(at: CGPoint(x: 200, y: 50))
            scene.rig.renderer.pointerUp()
            XCTAssertEqual(taps, 1)
            XCTAssertTrue(scene.presenter.presentedViewController === scene.content)
        }
    }

    func testAboveTheLargestUndimmedDetentTheDimmingShowsAndATapOnItDismisses() {
        onMainActor {
            let scene = SheetRig { $0.largestUndimmedDetentIdentifier = .medium }
            var taps = 0
            scene.presenter.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
            scene.sheet.selectedDetentIdentifier = .large
            XCTAssertEqual(scene.sheet.dimmingView.alpha, 1)
            XCTAssertEqual(scene.sheet.containerView?.accessibilityViewIsModal, true)
            scene.rig.renderer.pointerDown(at: CGPoint(x: 200, y: 5))
            scene.rig.renderer.pointerUp()
            XCTAssertEqual(taps, 0)
            XCTAssertEqual(scene.delegate.take(), ["shouldDismiss", "willDismiss"])
        }
    }

    func testTheDimmingFadesInAsTheSheetIsDraggedTowardsTheNextDetent() {
        onMainActor {
            let scene = SheetRig { $0.largestUndimmedDetentIdentifier = .medium }
            scene.drag(from: CGPoint(x: 200, y: 200), by: -72, steps: 6, release: false)
            XCTAssertEqual(scene.sheet.dimmingView.alpha, 72 / 145, accuracy: 0.001)
            scene.rig.renderer.pointerUp()
        }
    }

    func testTheDimmingFadesAsTheSheetIsPulledBelowItsSmallestDetent() {
        onMainActor {
            let scene = SheetRig()
            scene.drag(from: CGPoint(x: 200, y: 200), by: 72, steps: 6, release: false)
            XCTAssertEqual(scene.sheet.dimmingView.alpha, (145 - 72) / 145, accuracy: 0.001)
            scene.rig.renderer.pointerUp()
        }
    }

    func testWithoutAnUndimmedDetentTheSheetDimsAtEveryDetent() {
        onMainActor {
            let scene = SheetRig()
            XCTAssertEqual(scene.sheet.dimmingView.alpha, 1)
            XCTAssertFalse(scene.sheet.dimmingView.isHidden)
        }
    }

    func testTheGrabberSitsOnTheSheetsTopEdgeWhenAskedFor() {
        onMainActor {
            let plain = SheetRig()
            XCTAssertTrue(plain.sheet.grabberView.isHidden)
            let scene = SheetRig { $0.prefersGrabberVisible = true }
            XCTAssertFalse(scene.sheet.grabberView.isHidden)
            XCTAssertEqual(scene.sheet.grabberView.frame, CGRect(x: 182, y: 160, width: 36, height: 5))
            scene.sheet.selectedDetentIdentifier = .large
            XCTAssertEqual(scene.sheet.grabberView.frame.minY, 15)
            XCTAssertTrue(scene.content.view.subviews.isEmpty, "the grabber is not put into the presented view")
        }
    }

    func testTheTopCornersAreRoundedAtTheSystemOrPreferredRadius() {
        onMainActor {
            let scene = SheetRig()
            XCTAssertEqual(scene.content.view.layer.cornerRadius, 10)
            XCTAssertEqual(scene.content.view.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            scene.sheet.preferredCornerRadius = 24
            XCTAssertEqual(scene.content.view.layer.cornerRadius, 24)
        }
    }
}
