import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// Interactive layout transitions: the transition layout interpolates between the two layouts at its progress, the
/// collection view finishes or cancels it on the context's clock, a delegate supplies its own, and a pinch drives it.
final class CollectionInteractiveTransitionTests: XCTestCase {
    /// Items 150 × 100 with sections inset by 10: two a line in a 340-point-wide view, 20 apart.
    @MainActor
    static func bigGrid() -> UICollectionViewFlowLayout {
        UICollectionViewFlowLayout.grid(itemSize: CGSize(width: 150, height: 100))
    }

    /// Four items in the small grid in a window rendered offscreen, on a manual clock.
    @MainActor
    final class Scene {
        let clock = installManualClock()
        let items = NumberedItems([Array(0..<4)])
        let small = UICollectionViewFlowLayout.grid()
        let window: UIWindow
        let collectionView: UICollectionView
        let renderer: OffscreenRenderer

        init() {
            (window, collectionView) = UICollectionView.make(items, layout: small)
            renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
        }
    }

    /// The big grid without item 3, which therefore fades out of the transition.
    final class BigGridWithoutItem3: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.filter { $0.indexPath.item != 3 }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            indexPath.item == 3 ? nil : super.layoutAttributesForItem(at: indexPath)
        }
    }

    /// A transition layout that lifts every item by the value kept under "lift".
    final class LiftingTransitionLayout: UICollectionViewTransitionLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let attributes = super.layoutAttributesForElements(in: rect.insetBy(dx: 0, dy: -100))
            for element in attributes ?? [] { element.center.y -= value(forAnimatedKey: "lift") }
            return attributes
        }
    }

    /// A delegate that supplies the lifting transition layout.
    final class LiftingDelegate: UICollectionViewDelegate {
        var asked: [(UICollectionViewLayout, UICollectionViewLayout)] = []

        func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                            newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
            asked.append((fromLayout, toLayout))
            return LiftingTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        }
    }

    func testTheTransitionLayoutInterpolatesFramesAndFadesWhatOnlyOneLayoutHas() {
        onMainActor {
            let items = NumberedItems([Array(0..<4)])
            let small = UICollectionViewFlowLayout.grid()
            let big = BigGridWithoutItem3().gridded(itemSize: CGSize(width: 150, height: 100))
            let (_, collectionView) = UICollectionView.make(items, layout: small)
            let transition = collectionView.startInteractiveTransition(to: big)
            XCTAssertTrue(collectionView.collectionViewLayout === transition)
            XCTAssertTrue(transition.currentLayout === small)
            XCTAssertTrue(transition.nextLayout === big)
            collectionView.layoutIfNeeded()
            // Small: 100 × 50 at x 10, 120, 230, the fourth alone on the next line, centred (x 120, y 70). Big:
            // 150 × 100 at x 10 and 180, lines at y 10 and 120.
            XCTAssertEqual(collectionView.cell(showing: 1)?.frame, CGRect(x: 120, y: 10, width: 100, height: 50))
            XCTAssertEqual(collectionView.cell(showing: 3)?.alpha, 1)

            transition.transitionProgress = 0.5
            collectionView.layoutIfNeeded()
            // Item 1: centre (170, 35) → (255, 60), size 100 × 50 → 150 × 100.
            XCTAssertEqual(collectionView.cell(showing: 1)?.frame, CGRect(x: 150, y: 10, width: 125, height: 75))
            // Item 2: centre (280, 35) → (85, 170).
            XCTAssertEqual(collectionView.cell(showing: 2)?.frame, CGRect(x: 120, y: 65, width: 125, height: 75))
            // Item 3 is only in the small grid: it stays and fades.
            XCTAssertEqual(collectionView.cell(showing: 3)?.frame, CGRect(x: 120, y: 70, width: 100, height: 50))
            XCTAssertEqual(collectionView.cell(showing: 3)?.alpha ?? -1, 0.5, accuracy: 1e-9)
            XCTAssertEqual(transition.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                           CGRect(x: 10, y: 10, width: 125, height: 75))

            transition.transitionProgress = 1
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.cell(showing: 1)?.frame, CGRect(x: 180, y: 10, width: 150, height: 100))
            XCTAssertEqual(collectionView.cell(showing: 2)?.frame, CGRect(x: 10, y: 120, width: 150, height: 100))
            XCTAssertEqual(collectionView.cell(showing: 3)?.alpha ?? -1, 0, accuracy: 1e-9)
        }
    }

    func testFinishingAnimatesTheRestOfTheWayAndInstallsTheNewLayout() throws {
        try onMainActor {
            let scene = Scene()
            let (clock, collectionView, renderer) = (scene.clock, scene.collectionView, scene.renderer)
            let big = Self.bigGrid()
            var ends: [(Bool, Bool)] = []
            let transition = collectionView.startInteractiveTransition(to: big) { completed, finished in ends.append((completed, finished)) }
            transition.transitionProgress = 0.5
            renderer.renderFrame()
            let cell = try XCTUnwrap(collectionView.cell(showing: 1))
            XCTAssertEqual(cell.frame, CGRect(x: 150, y: 10, width: 125, height: 75))

            collectionView.finishInteractiveTransition()
            XCTAssertTrue(collectionView.collectionViewLayout === big, "the new layout is installed at once")
            XCTAssertEqual(transition.transitionProgress, 1)
            XCTAssertEqual(cell.frame, CGRect(x: 180, y: 10, width: 150, height: 100), "the model is at the end")
            renderer.renderFrame()
            clock.advance(by: 0.15)
            let x = try XCTUnwrap(cell.layer.presentation()?.position.x)
            XCTAssertGreaterThan(x, 212.5)
            XCTAssertLessThan(x, 255)
            clock.advance(by: 0.14)
            renderer.renderFrame()
            XCTAssertTrue(ends.isEmpty, "the animation runs 0.3 s")
            clock.advance(by: 0.01)
            renderer.renderFrame()
            XCTAssertEqual(ends.map(\.0), [true])
            XCTAssertEqual(ends.map(\.1), [true], "finished: the new layout is installed")
            XCTAssertEqual(cell.layer.presentation()?.position, CGPoint(x: 255, y: 60))
        }
    }

    func testCancellingAnimatesBackAndKeepsTheOldLayout() throws {
        try onMainActor {
            let scene = Scene()
            let (clock, collectionView, renderer, small) = (scene.clock, scene.collectionView, scene.renderer, scene.small)
            var ends: [(Bool, Bool)] = []
            let transition = collectionView.startInteractiveTransition(to: Self.bigGrid()) { completed, finished in
                ends.append((completed, finished))
                XCTAssertTrue(collectionView.collectionViewLayout === small)
            }
            transition.transitionProgress = 0.25
            renderer.renderFrame()
            let cell = try XCTUnwrap(collectionView.cell(showing: 2))

            collectionView.cancelInteractiveTransition()
            XCTAssertTrue(collectionView.collectionViewLayout === small)
            XCTAssertEqual(transition.transitionProgress, 0)
            XCTAssertEqual(cell.frame, CGRect(x: 230, y: 10, width: 100, height: 50))
            renderer.renderFrame()
            clock.advance(by: 0.29)
            renderer.renderFrame()
            XCTAssertTrue(ends.isEmpty)
            clock.advance(by: 0.01)
            renderer.renderFrame()
            XCTAssertEqual(ends.map(\.0), [true])
            XCTAssertEqual(ends.map(\.1), [false], "cancelled: the old layout is back")
            XCTAssertEqual(cell.layer.presentation()?.position, CGPoint(x: 280, y: 35))
        }
    }

    func testFinishingScrollsToTheNewLayoutsOffsetWithTheElements() {
        onMainActor {
            let clock = installManualClock()
            let items = NumberedItems([Array(0..<24)])
            // Twelve lines of 100 points (content 1330 high) in a view 200 high, scrolled to 1000.
            let (window, collectionView) = UICollectionView.make(items, layout: Self.bigGrid(), size: CGSize(width: 340, height: 200))
            let renderer = OffscreenRenderer(window: window)
            collectionView.contentOffset = CGPoint(x: 0, y: 1000)
            renderer.renderFrame()
            let transition = collectionView.startInteractiveTransition(to: UICollectionViewFlowLayout.grid())
            transition.transitionProgress = 0.6
            renderer.renderFrame()
            XCTAssertEqual(collectionView.contentOffset.y, 1000, "the offset holds while the progress moves")
            collectionView.finishInteractiveTransition()
            // The small grid's eight lines are 490 high: 290 is as far as it scrolls.
            XCTAssertEqual(collectionView.contentOffset.y, 290)
            renderer.renderFrame()
            clock.advance(by: 0.15)
            let shown = collectionView.layer.presentation()?.bounds.origin.y ?? -1
            XCTAssertGreaterThan(shown, 290)
            XCTAssertLessThan(shown, 1000)
            clock.advance(by: 0.15)
            renderer.renderFrame()
            XCTAssertEqual(collectionView.layer.presentation()?.bounds.origin.y, 290)
            XCTAssertEqual(collectionView.indexPathsForVisibleItems.first?.item, 12, "the last lines show")
        }
    }

    func testTheDelegatesTransitionLayoutIsUsed() {
        onMainActor {
            let items = NumberedItems([Array(0..<4)])
            let small = UICollectionViewFlowLayout.grid()
            let big = Self.bigGrid()
            let (_, collectionView) = UICollectionView.make(items, layout: small)
            let delegate = LiftingDelegate()
            collectionView.delegate = delegate
            let transition = collectionView.startInteractiveTransition(to: big)
            XCTAssertTrue(transition is LiftingTransitionLayout)
            XCTAssertEqual(delegate.asked.count, 1)
            XCTAssertTrue(delegate.asked.first?.0 === small && delegate.asked.first?.1 === big)

            transition.updateValue(30, forAnimatedKey: "lift")
            XCTAssertEqual(transition.value(forAnimatedKey: "lift"), 30)
            XCTAssertEqual(transition.value(forAnimatedKey: "unknown"), 0)
            transition.transitionProgress = 1
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.cell(showing: 2)?.frame, CGRect(x: 10, y: 90, width: 150, height: 100))
        }
    }

    func testAPinchSetsTheProgressFromItsScaleAndFinishesPastHalfway() {
        onMainActor {
            let scene = Scene()
            let (clock, collectionView, renderer) = (scene.clock, scene.collectionView, scene.renderer)
            let big = Self.bigGrid()
            var transition: UICollectionViewTransitionLayout?
            var finished: [Bool] = []
            let pinch = UIPinchGestureRecognizer { recognizer in
                switch recognizer.state {
                case .began:
                    transition = collectionView.startInteractiveTransition(to: big) { _, done in finished.append(done) }
                case .changed:
                    transition?.transitionProgress = min(max(recognizer.scale - 1, 0), 1)
                case .ended:
                    if (transition?.transitionProgress ?? 0) > 0.5 {
                        collectionView.finishInteractiveTransition()
                    } else {
                        collectionView.cancelInteractiveTransition()
                    }
                default:
                    collectionView.cancelInteractiveTransition()
                }
            }
            collectionView.addGestureRecognizer(pinch)

            renderer.touchesDown(at: [CGPoint(x: 120, y: 200), CGPoint(x: 220, y: 200)])
            renderer.touchesMove(to: [CGPoint(x: 110, y: 200), CGPoint(x: 230, y: 200)])
            renderer.touchesMove(to: [CGPoint(x: 95, y: 200), CGPoint(x: 245, y: 200)])
            XCTAssertEqual(transition?.transitionProgress ?? -1, 0.5, accuracy: 1e-9, "the fingers 150 apart, from 100")
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.cell(showing: 1)?.frame, CGRect(x: 150, y: 10, width: 125, height: 75))
            renderer.touchesMove(to: [CGPoint(x: 80, y: 200), CGPoint(x: 260, y: 200)])
            renderer.touchesUp(count: 2)
            XCTAssertTrue(collectionView.collectionViewLayout === big)
            renderer.renderFrame()
            clock.advance(by: 0.3)
            renderer.renderFrame()
            XCTAssertEqual(finished, [true])
            XCTAssertEqual(collectionView.cell(showing: 1)?.frame, CGRect(x: 180, y: 10, width: 150, height: 100))
        }
    }
}
