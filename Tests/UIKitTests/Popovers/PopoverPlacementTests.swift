import QuartzCore
@testable import UIKit
import XCTest

/// Where a popover goes in the 400×300 window (10-point layout margins leave x 10…390, y 10…290; the arrow stands
/// 13 points): beside its source on the first permitted side where it fits, else the one with the most room, its
/// arrow's tip on the source's edge.
final class PopoverPlacementTests: XCTestCase {
    private static let window = CGRect(x: 0, y: 0, width: 400, height: 300)
    private static let margins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    private static let content = CGSize(width: 200, height: 150)

    private func place(_ source: CGRect, _ permitted: UIPopoverArrowDirection = .any, size: CGSize = content) -> PopoverGeometry {
        PopoverGeometry(contentSize: size, source: source, in: Self.window, margins: Self.margins, permitted: permitted)
    }

    func testBelowASourceNearTheTopTheArrowPointsUp() {
        // Room below: 290 − 50 − 13 = 227; centred under x 200: 200 − 100 = 100; top: 50 + 13.
        let geometry = place(CGRect(x: 180, y: 20, width: 40, height: 30))
        XCTAssertEqual(geometry.arrowDirection, .up)
        XCTAssertEqual(geometry.card, CGRect(x: 100, y: 63, width: 200, height: 150))
        XCTAssertEqual(geometry.arrowTip, CGPoint(x: 200, y: 50))
    }

    func testAboveASourceNearTheBottomTheArrowPointsDown() {
        // Room above: 250 − 10 − 13 = 227; bottom at 250 − 13 = 237.
        let geometry = place(CGRect(x: 180, y: 250, width: 40, height: 30))
        XCTAssertEqual(geometry.arrowDirection, .down)
        XCTAssertEqual(geometry.card, CGRect(x: 100, y: 87, width: 200, height: 150))
        XCTAssertEqual(geometry.arrowTip, CGPoint(x: 200, y: 250))
    }

    func testRightOfASourceAtTheLeftEdgeTheArrowPointsLeft() {
        // Room right: 390 − 60 − 13 = 317; centred on y 150: 150 − 75 = 75.
        let geometry = place(CGRect(x: 20, y: 135, width: 40, height: 30), [.left, .right])
        XCTAssertEqual(geometry.arrowDirection, .left)
        XCTAssertEqual(geometry.card, CGRect(x: 73, y: 75, width: 200, height: 150))
        XCTAssertEqual(geometry.arrowTip, CGPoint(x: 60, y: 150))
    }

    func testLeftOfASourceAtTheRightEdgeTheArrowPointsRight() {
        // Room left: 340 − 10 − 13 = 317; right edge at 340 − 13 = 327.
        let geometry = place(CGRect(x: 340, y: 135, width: 40, height: 30), [.left, .right])
        XCTAssertEqual(geometry.arrowDirection, .right)
        XCTAssertEqual(geometry.card, CGRect(x: 127, y: 75, width: 200, height: 150))
        XCTAssertEqual(geometry.arrowTip, CGPoint(x: 340, y: 150))
    }

    func testTheCardStaysInsideTheMarginsAndTheArrowClearOfItsCorners() {
        // Centred on x 375 the card would end at 475: it is pushed back to end at 390; the tip stops 13 + 13
        // points short of the card's right edge.
        let geometry = place(CGRect(x: 360, y: 20, width: 30, height: 30), .up)
        XCTAssertEqual(geometry.card, CGRect(x: 190, y: 63, width: 200, height: 150))
        XCTAssertEqual(geometry.arrowTip, CGPoint(x: 364, y: 50))
    }

    func testWhereItFitsNowhereItTakesTheSideWithTheMostRoom() {
        // 200×200 beside (180, 135, 40, 30): 112 points above and below, 157 left and right; the right comes
        // first of those two, cut to 157 wide, centred on y 150.
        let geometry = place(CGRect(x: 180, y: 135, width: 40, height: 30), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(geometry.arrowDirection, .left)
        XCTAssertEqual(geometry.card, CGRect(x: 233, y: 50, width: 157, height: 200))
        XCTAssertEqual(geometry.arrowTip, CGPoint(x: 220, y: 150))
    }

    func testWithNoDirectionPermittedTheCardIsCentredOnTheSourceWithoutAnArrow() {
        let geometry = place(CGRect(x: 200, y: 150, width: 0, height: 0), [])
        XCTAssertEqual(geometry.arrowDirection, .unknown)
        XCTAssertEqual(geometry.card, CGRect(x: 100, y: 75, width: 200, height: 150))
        XCTAssertEqual(geometry.chromeFrame, geometry.card)
    }

    func testATallContentIsCutToTheRoomOnItsSide() {
        let geometry = place(CGRect(x: 180, y: 20, width: 40, height: 30), .up, size: CGSize(width: 200, height: 400))
        XCTAssertEqual(geometry.card, CGRect(x: 100, y: 63, width: 200, height: 227))
    }

    func testAPresentedPopoverTakesTheCardBehindWhichItsChromeShows() {
        onMainActor {
            let scene = PopoverRig()
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 100, y: 63, width: 200, height: 150))
            XCTAssertEqual(scene.popover.arrowDirection, .up)
            XCTAssertEqual(scene.popover.chrome.frame, CGRect(x: 100, y: 50, width: 200, height: 163))
            XCTAssertEqual(scene.content.view.layer.cornerRadius, PopoverGeometry.cornerRadius)
            XCTAssertTrue(scene.content.presentationController === scene.popover)
        }
    }

    func testASourceItemOrABarButtonItemIsPointedAtInPlaceOfTheSourceView() {
        onMainActor {
            let scene = PopoverRig(present: false)
            let other = UIView(frame: CGRect(x: 180, y: 250, width: 40, height: 30))
            scene.presenter.view.addSubview(other)
            scene.popover.sourceItem = other
            scene.show()
            XCTAssertEqual(scene.popover.arrowDirection, .down)
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 100, y: 87, width: 200, height: 150))
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 256, width: 400, height: 44))
            let item = UIBarButtonItem(title: "Share")
            toolbar.items = [item]
            scene.presenter.view.addSubview(toolbar)
            scene.rig.frame(after: 0)
            let itemFrame = scene.popover.containerView.flatMap { item.frame(in: $0) }
            XCTAssertNotNil(itemFrame, "the toolbar shows the item")
            XCTAssertNil(UIBarButtonItem(title: "Hidden").frame(in: scene.rig.window), "an item no bar shows has no frame")
        }
    }

    func testItIsMadeLazilyForThePopoverStyleOnly() {
        onMainActor {
            let plain = UIViewController()
            XCTAssertNil(plain.popoverPresentationController, "an automatic controller presents as a sheet")
            plain.modalPresentationStyle = .popover
            let popover = plain.popoverPresentationController
            XCTAssertNotNil(popover)
            XCTAssertTrue(plain.popoverPresentationController === popover, "the same one each time")
        }
    }

    func testTheBackgroundColourFillsTheChrome() {
        onMainActor {
            let scene = PopoverRig { $0.backgroundColor = .yellow }
            XCTAssertEqual(scene.popover.chrome.shape.fillColor, UIColor.yellow.cgColor)
        }
    }

    func testAPopoverFadesInOnTheContextsClock() {
        onMainActor {
            let scene = PopoverRig(present: false)
            scene.presenter.present(scene.content, animated: true)
            scene.rig.frame(after: 0)
            XCTAssertEqual(scene.content.view.layer.presentation()?.opacity ?? -1, 0, accuracy: 0.01)
            scene.rig.frame(after: PopoverRig.fade / 2)
            let half = scene.content.view.layer.presentation()?.opacity ?? -1
            XCTAssertGreaterThan(half, 0.3)
            XCTAssertLessThan(half, 1)
            scene.rig.frame(after: PopoverRig.fade / 2 + 0.01)
            XCTAssertEqual(scene.content.view.layer.presentation()?.opacity ?? -1, 1, accuracy: 0.001)
            XCTAssertEqual(scene.popover.chrome.alpha, 1)
        }
    }

    func testAPreferredContentSizeChangeResizesThePopoverAnimated() {
        onMainActor {
            let scene = PopoverRig()
            scene.content.preferredContentSize = CGSize(width: 200, height: 200)
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 100, y: 63, width: 200, height: 200))
            scene.rig.frame(after: 0)
            scene.rig.frame(after: UIPopoverPresentationController.resizeDuration / 2)
            let shown = scene.content.view.layer.presentation()?.bounds.height ?? 0
            XCTAssertGreaterThan(shown, 150)
            XCTAssertLessThan(shown, 200)
            scene.rig.frame(after: UIPopoverPresentationController.resizeDuration)
            XCTAssertEqual(scene.content.view.layer.presentation()?.bounds.height ?? 0, 200, accuracy: 0.01)
        }
    }

    func testAResizeOfTheWindowAsksTheDelegateWhereToPointAndPlacesThePopoverAgain() {
        onMainActor {
            let scene = PopoverRig()
            scene.delegate.reposition = { rect in rect = CGRect(x: 0, y: 0, width: 20, height: 30) }
            _ = scene.delegate.take()
            scene.rig.window.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
            scene.rig.frame(after: 0)
            XCTAssertEqual(scene.delegate.take(), ["willReposition"])
            XCTAssertEqual(scene.popover.sourceRect, CGRect(x: 0, y: 0, width: 20, height: 30))
            // The new rectangle's middle is at x 190 in the window: the card moves 10 points left.
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 90, y: 63, width: 200, height: 150))
        }
    }

    func testPrepareIsAskedBeforeThePopoverIsPlaced() {
        onMainActor {
            let scene = PopoverRig(present: false)
            scene.delegate.prepare = { popover in popover.permittedArrowDirections = [.left, .right] }
            scene.show()
            XCTAssertEqual(scene.delegate.take().first, "prepare")
            XCTAssertEqual(scene.popover.arrowDirection, .left)
        }
    }
}
