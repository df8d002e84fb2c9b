import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A photo grid whose pinch changes its layout, as iOS apps write it after Apple's collection view transition sample
/// (Swift 5): pinching out grows the thumbnails into large photos, pinching in shrinks them back; the pinch's scale
/// drives an interactive transition, which finishes past halfway and is cancelled short of it (a closure for the
/// selector, as docs/Porting.md says).
final class PinchPhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PinchPhotoCell"

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemIndigo
        contentView.layer.cornerRadius = 4
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PinchPhotoGridViewController: UICollectionViewController {
    let thumbnailLayout = PinchPhotoGridViewController.makeLayout(side: 75)
    let largeLayout = PinchPhotoGridViewController.makeLayout(side: 155)
    private(set) var isShowingLarge = false
    private var transitionLayout: UICollectionViewTransitionLayout?
    var photos = (1...24).map { "Photo \($0)" }

    static func makeLayout(side: CGFloat) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 5
        return layout
    }

    init() {
        super.init(collectionViewLayout: thumbnailLayout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PinchPhotoCell.self, forCellWithReuseIdentifier: PinchPhotoCell.reuseIdentifier)
        let pinch = UIPinchGestureRecognizer { [unowned self] recognizer in self.handlePinch(recognizer) }
        collectionView.addGestureRecognizer(pinch)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: PinchPhotoCell.reuseIdentifier, for: indexPath)
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard transitionLayout == nil else { return }
            let nextLayout = isShowingLarge ? thumbnailLayout : largeLayout
            transitionLayout = collectionView.startInteractiveTransition(to: nextLayout) { [weak self] _, finished in
                guard let self = self else { return }
                self.transitionLayout = nil
                if finished {
                    self.isShowingLarge.toggle()
                }
            }
        case .changed:
            guard let transitionLayout = transitionLayout else { return }
            let progress = isShowingLarge ? (1 - pinch.scale) * 2 : pinch.scale - 1
            transitionLayout.transitionProgress = min(max(progress, 0), 1)
            transitionLayout.invalidateLayout()
        case .ended:
            guard let transitionLayout = transitionLayout else { return }
            if transitionLayout.transitionProgress > 0.5 {
                collectionView.finishInteractiveTransition()
            } else {
                collectionView.cancelInteractiveTransition()
            }
        default:
            if transitionLayout != nil {
                collectionView.cancelInteractiveTransition()
            }
        }
    }
}

final class PinchLayoutPortabilityTests: XCTestCase {
    /// Two fingers on the line y = 200, `distance` apart about x = 160.
    private static func fingers(_ distance: CGFloat) -> [CGPoint] {
        [CGPoint(x: 160 - distance / 2, y: 200), CGPoint(x: 160 + distance / 2, y: 200)]
    }

    /// Puts two fingers down `distances[0]` apart and moves them to each next distance in turn.
    @MainActor
    private static func pinch(_ renderer: OffscreenRenderer, _ distances: [CGFloat]) {
        renderer.touchesDown(at: fingers(distances[0]))
        for distance in distances.dropFirst() { renderer.touchesMove(to: fingers(distance)) }
    }

    /// Lifts the fingers and lets the transition's animation run to its end.
    @MainActor
    private static func lift(_ renderer: OffscreenRenderer, _ clock: CAManualMediaClock) {
        renderer.touchesUp(count: 2)
        renderer.renderFrame()
        clock.advance(by: 0.3)
        renderer.renderFrame()
    }

    func testPinchingOutGrowsTheThumbnailsAndPinchingInALittleIsCancelled() {
        onMainActor {
            let clock = installManualClock()
            let controller = PinchPhotoGridViewController()
            // 315 points: four 75-point thumbnails a line, or two 155-point photos, 5 apart.
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 315, height: 480))
            window.rootViewController = controller
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let collectionView = controller.collectionView!
            let second = IndexPath(item: 1, section: 0)
            XCTAssertEqual(collectionView.cellForItem(at: second)?.frame, CGRect(x: 80, y: 0, width: 75, height: 75))

            // The fingers go from 100 to 150 points apart: scale 1.5, halfway to the large photos.
            Self.pinch(renderer, [100, 120, 150])
            collectionView.layoutIfNeeded()
            XCTAssertTrue(collectionView.collectionViewLayout is UICollectionViewTransitionLayout)
            XCTAssertEqual(collectionView.cellForItem(at: second)?.frame, CGRect(x: 120, y: 0, width: 115, height: 115))
            renderer.touchesMove(to: Self.fingers(180))
            Self.lift(renderer, clock)
            XCTAssertTrue(collectionView.collectionViewLayout === controller.largeLayout)
            XCTAssertTrue(controller.isShowingLarge)
            XCTAssertEqual(collectionView.cellForItem(at: second)?.frame, CGRect(x: 160, y: 0, width: 155, height: 155))

            // Pinching in from 200 to 180 points apart goes a fifth of the way back: cancelled.
            Self.pinch(renderer, [200, 190, 180])
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.cellForItem(at: second)?.frame.width ?? 0, 155 - 0.2 * 80, accuracy: 1e-9)
            Self.lift(renderer, clock)
            XCTAssertTrue(collectionView.collectionViewLayout === controller.largeLayout)
            XCTAssertTrue(controller.isShowingLarge)
            XCTAssertEqual(collectionView.cellForItem(at: second)?.frame, CGRect(x: 160, y: 0, width: 155, height: 155))
            XCTAssertNotNil(renderer.image)
        }
    }
}
