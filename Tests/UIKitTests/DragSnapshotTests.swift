@testable import UIKit
import XCTest

/// Coloured cards in a grid, dragged by touch: what the window shows mid-drag.
@MainActor
private final class Swatches: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colors.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item]
        cell.contentView.layer.cornerRadius = 8
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "\(indexPath.item)" as NSString))]
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {}
}

final class DragSnapshotTests: XCTestCase {
    /// The red card lifted (5 % larger, shadowed) over the gap it opened at the fifth place; the others moved up.
    func testACardLiftedOverTheGapItOpened() throws {
        let image: CGImage? = MainActor.assumeIsolated {
            let rig = DragRig(size: CGSize(width: 340, height: 200))
            rig.window.backgroundColor = .white
            let swatches = Swatches()
            rig.addGrid(rig.window.bounds, cellClass: UICollectionViewCell.self, identifier: "swatch", source: swatches).backgroundColor = .white
            rig.pressAndHold(60, 35)
            rig.move(to: 180, 105)
            rig.advance(0.3)
            return rig.renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "liftedOverGap")
    }
}
