import TestSupport
import UIKit
import XCTest

/// The collection view delegate's context menu, primary action and multiple selection members answer as UIKit does
/// for a delegate that leaves them out, and a controller subclass overrides them.
final class CollectionDelegateMenuDefaultsTests: XCTestCase {
    @MainActor
    final class Bare: UICollectionViewDelegate {}

    @MainActor
    final class Overriding: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                     point: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: []) }
        }
    }

    func testABareDelegateShowsNoMenuAndAllowsThePrimaryAction() {
        onMainActor {
            let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
            let bare = Bare()
            let first = IndexPath(item: 0, section: 0)
            XCTAssertNil(bare.collectionView(list, contextMenuConfigurationForItemAt: first, point: .zero))
            XCTAssertNil(bare.collectionView(list, contextMenuConfigurationForItemsAt: [first], point: .zero))
            XCTAssertTrue(bare.collectionView(list, canPerformPrimaryActionForItemAt: first))
            XCTAssertFalse(bare.collectionView(list, shouldBeginMultipleSelectionInteractionAt: first))
            let controller: any UICollectionViewDelegate = Overriding(collectionViewLayout: UICollectionViewFlowLayout())
            XCTAssertNotNil(controller.collectionView(list, contextMenuConfigurationForItemAt: first, point: .zero), "the override is reached through the protocol")
        }
    }
}
