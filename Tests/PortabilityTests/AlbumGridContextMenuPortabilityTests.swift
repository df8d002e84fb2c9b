import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A photo grid as iOS 13–16 apps write one: a `UICollectionViewController` subclass overriding the context menu,
/// primary action and multiple selection members, each with `override`.
final class AlbumGridViewController: UICollectionViewController {
    var photos = ["Beach", "Forest", "City"]
    var opened: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.backgroundColor = .systemTeal
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                 point: CGPoint) -> UIContextMenuConfiguration? {
        let photo = photos[indexPath.item]
        return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { _ in
            UIMenu(title: photo, children: [
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                    self?.photos.removeAll { $0 == photo }
                    self?.collectionView.reloadData()
                },
            ])
        }
    }

    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                                 point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }

    override func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        opened.append(photos[indexPath.item])
    }

    override func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                                 animator: UIContextMenuInteractionAnimating?) {}
}

/// The grid's overrides compile and answer as the app wrote them.
final class AlbumGridContextMenuPortabilityTests: XCTestCase {
    func testTheGridsMenuDeletesAPhotoAndItsPrimaryActionOpensOne() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let grid = AlbumGridViewController()
            window.rootViewController = grid
            grid.view.layoutIfNeeded()
            XCTAssertEqual(grid.collectionView.numberOfItems(inSection: 0), 3)
            let configuration = grid.collectionView(grid.collectionView, contextMenuConfigurationForItemsAt: [IndexPath(item: 1, section: 0)], point: .zero)
            XCTAssertNotNil(configuration)
            XCTAssertNil(grid.collectionView(grid.collectionView, contextMenuConfigurationForItemsAt: [], point: .zero))
            grid.collectionView(grid.collectionView, performPrimaryActionForItemAt: IndexPath(item: 2, section: 0))
            XCTAssertEqual(grid.opened, ["City"])
            XCTAssertTrue(grid.collectionView(grid.collectionView, shouldBeginMultipleSelectionInteractionAt: IndexPath(item: 0, section: 0)))
            XCTAssertTrue(grid.collectionView(grid.collectionView, canPerformPrimaryActionForItemAt: IndexPath(item: 0, section: 0)),
                          "the controller's default")
        }
    }
}
