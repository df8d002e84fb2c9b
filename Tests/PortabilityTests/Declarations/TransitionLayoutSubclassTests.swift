import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A transition layout subclass as iOS code writes one: its own initializer override, a progress observer, animated
/// keys kept for its layout code, and attributes it adjusts; a delegate (not a controller) hands it out.
class CardStackTransitionLayout: UICollectionViewTransitionLayout {
    var progressSteps: [CGFloat] = []
    var keysUpdated: [String] = []

    override init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        super.init(currentLayout: currentLayout, nextLayout: newLayout)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var transitionProgress: CGFloat {
        didSet { progressSteps.append(transitionProgress) }
    }

    override func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        keysUpdated.append(key)
        super.updateValue(value, forAnimatedKey: key)
    }

    override func value(forAnimatedKey key: String) -> CGFloat {
        return super.value(forAnimatedKey: key)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        let tilt = value(forAnimatedKey: "tilt")
        attributes?.forEach { $0.transform = CGAffineTransform(rotationAngle: tilt) }
        return attributes
    }
}

final class CardStackDelegate: NSObject, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        return CardStackTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        return CGPoint(x: proposedContentOffset.x, y: 0)
    }
}

final class TransitionLayoutSubclassTests: XCTestCase {
    func testASubclassHandedOutByTheDelegateRunsItsOverrides() throws {
        try onMainActor {
            _ = installManualClock()
            final class Cards: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { return 6 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    return collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
                }
            }
            let cards = Cards()
            let delegate = CardStackDelegate()
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300),
                                                  collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = cards
            collectionView.delegate = delegate
            collectionView.layoutIfNeeded()
            let next = UICollectionViewFlowLayout()
            next.itemSize = CGSize(width: 90, height: 140)
            var ended: (Bool, Bool)?
            let transition = try XCTUnwrap(collectionView.startInteractiveTransition(to: next) { ended = ($0, $1) } as? CardStackTransitionLayout)
            transition.updateValue(.pi / 2, forAnimatedKey: "tilt")
            transition.transitionProgress = 0.5
            collectionView.layoutIfNeeded()
            XCTAssertEqual(transition.progressSteps, [0.5])
            XCTAssertEqual(transition.keysUpdated, ["tilt"])
            let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            XCTAssertEqual(cell.transform.b, 1, accuracy: 1e-9, "turned a quarter by the animated key")
            collectionView.finishInteractiveTransition()
            XCTAssertTrue(collectionView.collectionViewLayout === next)
            CAContext.current.advance(by: 0.3)
            CATransaction.flush()
            XCTAssertNotNil(ended)
        }
    }
}
