import QuartzCore
import TestSupport
import UIKit
import XCTest

/// An iPad bookshelf screen that customises keyboard focus as iOS apps write it (Swift 5, no annotations): the
/// controller prefers its grid, the grid's delegate picks the book to focus and keeps a locked one out, cells show
/// focus through their configuration state with a halo of their own shape, and a title fades along with each move.
final class BookCell: UICollectionViewCell {
    static let reuseIdentifier = "BookCell"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.frame = contentView.bounds
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.textAlignment = .center
        contentView.addSubview(titleLabel)
        contentView.layer.cornerRadius = 8
        focusEffect = UIFocusHaloEffect(roundedRect: bounds, cornerRadius: 8, curve: .continuous)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        contentView.backgroundColor = state.isFocused ? .systemBlue : .secondarySystemBackground
        titleLabel.textColor = state.isFocused ? .white : .label
    }
}

final class BookshelfViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let books = ["Emma", "Dracula", "Ulysses", "Middlemarch", "Beloved", "Rebecca"]
    let lockedBooks: Set<String> = ["Ulysses"]
    var collectionView: UICollectionView!
    let headerLabel = UILabel()
    var bookToFocus: IndexPath?
    var focusedTitles: [String] = []
    var openedBooks: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        headerLabel.frame = CGRect(x: 20, y: 0, width: 300, height: 40)
        view.addSubview(headerLabel)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 140)
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 40, width: 340, height: 320), collectionViewLayout: layout)
        collectionView.register(BookCell.self, forCellWithReuseIdentifier: BookCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.allowsFocus = true
        collectionView.selectionFollowsFocus = true
        view.addSubview(collectionView)
    }

    override var preferredFocusEnvironments: [UIFocusEnvironment] {
        return [collectionView]
    }

    func focusBook(at index: Int) {
        bookToFocus = IndexPath(item: index, section: 0)
        setNeedsFocusUpdate()
        updateFocusIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return books.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: BookCell.reuseIdentifier, for: indexPath) as! BookCell
        cell.titleLabel.text = books[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        openedBooks.append(books[indexPath.item])
    }

    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        return !lockedBooks.contains(books[indexPath.item])
    }

    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        return bookToFocus
    }

    func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                        with coordinator: UIFocusAnimationCoordinator) {
        guard let next = context.nextFocusedIndexPath else { return }
        let title = books[next.item]
        focusedTitles.append(title)
        headerLabel.alpha = 0
        coordinator.addCoordinatedAnimations({
            self.headerLabel.text = title
            self.headerLabel.alpha = 1
        }, completion: nil)
    }
}

final class FocusPortabilityTests: XCTestCase {
    func testTheBookshelfTakesFocusWhereItPrefersAndShowsIt() throws {
        try onMainActor {
            _ = installManualClock()
            let controller = BookshelfViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 340, height: 400))
            window.rootViewController = controller
            window.layoutIfNeeded()
            controller.collectionView.layoutIfNeeded()
            let focusSystem = try XCTUnwrap(UIFocusSystem.focusSystem(for: controller))
            XCTAssertNil(focusSystem.focusedItem)

            focusSystem.requestFocusUpdate(to: controller)
            focusSystem.updateFocusIfNeeded()
            let first = try XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? BookCell)
            XCTAssertTrue(focusSystem.focusedItem === first)
            XCTAssertTrue(first.isFocused)
            XCTAssertEqual(controller.focusedTitles, ["Emma"])
            XCTAssertEqual(controller.openedBooks, ["Emma"], "selection follows focus")
            controller.collectionView.layoutIfNeeded()
            XCTAssertEqual(first.contentView.backgroundColor, .systemBlue)

            controller.focusBook(at: 3)
            let fourth = try XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? BookCell)
            XCTAssertTrue(fourth.isFocused)
            XCTAssertFalse(first.isFocused)
            controller.collectionView.layoutIfNeeded()
            XCTAssertNotEqual(first.contentView.backgroundColor, .systemBlue)
            XCTAssertEqual(fourth.contentView.backgroundColor, .systemBlue)
            XCTAssertEqual(controller.headerLabel.text, "Middlemarch")
            CAContext.current.advance(by: 0.1)
            XCTAssertEqual(controller.headerLabel.layer.presentation()?.opacity ?? 0, 0.5, accuracy: 0.05, "the title fades in with the move")
            CAContext.current.advance(by: 1)
            XCTAssertEqual(controller.headerLabel.layer.presentation()?.opacity ?? 0, 1, accuracy: 0.01)

            let locked = try XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
            XCTAssertFalse(locked.canBecomeFocused, "the delegate keeps the locked book out")
            XCTAssertEqual(controller.openedBooks, ["Emma", "Middlemarch"])
        }
    }
}
