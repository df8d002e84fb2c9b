import QuartzCore
@testable import UIKit
import XCTest

/// Detent heights: the system's medium and large, custom resolvers and what they are given, the selection in code
/// and inside `animateChanges`, and the sheet controller made before presenting.
final class SheetDetentTests: XCTestCase {
    @MainActor
    private final class Context: UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection = UITraitCollection(horizontalSizeClass: .compact)
        let maximumDetentValue: CGFloat = 600
    }

    func testMediumIsHalfTheLargeAndCustomValuesStayWithinIt() {
        onMainActor {
            let context = Context()
            XCTAssertEqual(UISheetPresentationController.Detent.medium().resolvedValue(in: context), 300)
            XCTAssertEqual(UISheetPresentationController.Detent.large().resolvedValue(in: context), 600)
            XCTAssertEqual(UISheetPresentationController.Detent.custom { $0.maximumDetentValue * 0.25 }.resolvedValue(in: context), 150)
            XCTAssertEqual(UISheetPresentationController.Detent.custom { _ in 900 }.resolvedValue(in: context), 600)
            XCTAssertNil(UISheetPresentationController.Detent.custom { _ in nil }.resolvedValue(in: context))
            XCTAssertEqual(UISheetPresentationController.Detent.medium().identifier, .medium)
            XCTAssertEqual(UISheetPresentationController.Detent.custom(identifier: .init("peek")) { _ in 1 }.identifier.rawValue, "peek")
            XCTAssertNotEqual(UISheetPresentationController.Detent.custom { _ in 1 }.identifier,
                              UISheetPresentationController.Detent.custom { _ in 1 }.identifier, "an unnamed custom detent gets a name of its own")
        }
    }

    func testTheSheetRestsAtTheSmallestDetentUntilAnotherIsSelected() {
        onMainActor {
            let scene = SheetRig()
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 0, y: 155, width: 400, height: 145))
            XCTAssertNil(scene.sheet.selectedDetentIdentifier)
            scene.sheet.selectedDetentIdentifier = .large
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 0, y: 10, width: 400, height: 290), "a change in code moves at once")
            XCTAssertEqual(scene.shownTop, 10)
            XCTAssertEqual(scene.delegate.take(), [], "the delegate hears of the user's changes only")
        }
    }

    func testACustomResolverIsGivenTheContainersTraitsAndTheLargeHeight() {
        onMainActor {
            var given: (traits: UITraitCollection, maximum: CGFloat)?
            let peek = UISheetPresentationController.Detent.custom(identifier: .init("peek")) { context in
                given = (context.containerTraitCollection, context.maximumDetentValue)
                return 100
            }
            let scene = SheetRig(detents: [peek, .large()])
            XCTAssertEqual(given?.maximum, 290)
            XCTAssertEqual(given?.traits.horizontalSizeClass, scene.rig.window.traitCollection.horizontalSizeClass)
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 0, y: 200, width: 400, height: 100))
        }
    }

    func testInvalidateDetentsResolvesThemAgainAndAnimatesInsideAnimateChanges() {
        onMainActor {
            let height = HeightBox()
            let scene = SheetRig(detents: [.custom { _ in height.value }, .large()])
            height.value = 200
            scene.sheet.animateChanges { scene.sheet.invalidateDetents() }
            XCTAssertEqual(scene.content.view.frame.minY, 100, "the model is at the new height at once")
            scene.rig.frame(after: SheetRig.slide / 2)
            XCTAssertLessThan(scene.shownTop, 200)
            XCTAssertGreaterThan(scene.shownTop, 100)
            scene.rig.frame(after: SheetRig.slide / 2)
            XCTAssertEqual(scene.shownTop, 100, accuracy: 0.01)
        }
    }

    func testASelectionInsideAnimateChangesSpringsThereOnTheClock() {
        onMainActor {
            let scene = SheetRig()
            scene.sheet.animateChanges { scene.sheet.selectedDetentIdentifier = .large }
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 0, y: 10, width: 400, height: 290))
            scene.assertSpring(from: 155, to: 10, at: [0.1, 0.15, 0.2])
            scene.rig.frame(after: 1)
            XCTAssertEqual(scene.shownTop, 10)
        }
    }

    func testAControllerWhoseSheetWasSetUpButNeverPresentedIsReleased() {
        onMainActor {
            weak var released: UIViewController?
            do {
                let controller = UIViewController()
                controller.sheetPresentationController?.detents = [.medium()]
                XCTAssertTrue(controller.sheetPresentationController?.presentedViewController === controller)
                released = controller
            }
            XCTAssertNil(released)
        }
    }

    func testAResizedWindowResolvesTheDetentsAgain() {
        onMainActor {
            let scene = SheetRig { $0.prefersGrabberVisible = true }
            scene.rig.window.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
            scene.rig.frame(after: 0)
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 0, y: 255, width: 500, height: 245))
            XCTAssertEqual(scene.sheet.grabberView.frame, CGRect(x: 232, y: 260, width: 36, height: 5))
        }
    }

    func testALoneLargeDetentInARegularWindowIsTheCenteredCard() {
        onMainActor {
            let scene = SheetRig(detents: [.large()])
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 20, y: 20, width: 360, height: 260))
            XCTAssertEqual(scene.content.view.layer.maskedCorners.contains(.layerMinXMaxYCorner), true)
        }
    }

    func testACompactWidthAttachesEvenALoneLargeDetentToTheBottom() {
        onMainActor {
            let scene = SheetRig(detents: [.large()]) { $0.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .compact) }
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 0, y: 10, width: 400, height: 290))
        }
    }

    func testTheSheetControllerExistsBeforePresentingAndIsTheOneUsed() {
        onMainActor {
            for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet] {
                let controller = UIViewController()
                controller.modalPresentationStyle = style
                XCTAssertNotNil(controller.sheetPresentationController, "\(style)")
            }
            for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom] {
                let controller = UIViewController()
                controller.modalPresentationStyle = style
                XCTAssertNil(controller.sheetPresentationController, "\(style)")
            }
            let scene = SheetRig()
            XCTAssertTrue(scene.content.presentationController === scene.sheet)
            XCTAssertTrue(scene.sheet.presentingViewController === scene.presenter)
            XCTAssertTrue(scene.sheet.containerView != nil)
            let child = UIViewController()
            let navigation = UINavigationController(rootViewController: child)
            XCTAssertTrue(child.sheetPresentationController === navigation.sheetPresentationController, "a child answers its parent's")
        }
    }
}

/// A height a test changes after handing its resolver out.
@MainActor
private final class HeightBox {
    var value: CGFloat = 100
}
