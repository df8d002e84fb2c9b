import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A card on a board, as iOS apps draw one.
final class CardCell: UICollectionViewCell {
    static let reuseIdentifier = "CardCell"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBackground
        contentView.layer.cornerRadius = 8
        titleLabel.frame = contentView.bounds.insetBy(dx: 12, dy: 0)
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A board of two columns of cards ("To Do" and "Done"), each a collection view whose cards are dragged within it or
/// to the other column, as iOS apps write one (Swift 5): the controller is every collection view's data source and
/// drag and drop delegate, and remembers the column a drag came from in the session's `localContext`.
final class BoardViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var columns: [[String]] = [["Design", "Build", "Test"], ["Ship"]]
    private(set) var todo: UICollectionView!
    private(set) var done: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        todo = makeColumn(frame: CGRect(x: 10, y: 10, width: 150, height: 300))
        done = makeColumn(frame: CGRect(x: 170, y: 10, width: 150, height: 300))
    }

    private func makeColumn(frame: CGRect) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 130, height: 44)
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.backgroundColor = .secondarySystemBackground
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.dragInteractionEnabled = true
        view.addSubview(collectionView)
        return collectionView
    }

    private func column(of collectionView: UICollectionView) -> Int {
        return collectionView === todo ? 0 : 1
    }

    // MARK: UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return columns[column(of: collectionView)].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath) as! CardCell
        cell.titleLabel.text = columns[column(of: collectionView)][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        return true
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let index = column(of: collectionView)
        let card = columns[index].remove(at: sourceIndexPath.item)
        columns[index].insert(card, at: destinationIndexPath.item)
    }

    // MARK: UICollectionViewDragDelegate

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let card = columns[column(of: collectionView)][indexPath.item]
        session.localContext = collectionView
        let item = UIDragItem(itemProvider: NSItemProvider(object: card as NSString))
        item.localObject = card
        return [item]
    }

    // MARK: UICollectionViewDropDelegate

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        return session.canLoadObjects(ofClass: NSString.self)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if session.localDragSession != nil {
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let index = column(of: collectionView)
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: columns[index].count, section: 0)
        for item in coordinator.items {
            guard let card = item.dragItem.localObject as? String else { continue }
            if let source = item.sourceIndexPath {
                collectionView.performBatchUpdates({
                    self.columns[index].remove(at: source.item)
                    self.columns[index].insert(card, at: destination.item)
                    collectionView.deleteItems(at: [source])
                    collectionView.insertItems(at: [destination])
                })
            } else {
                let origin = coordinator.session.localDragSession?.localContext as? UICollectionView
                if let origin = origin, let from = columns[column(of: origin)].firstIndex(of: card) {
                    origin.performBatchUpdates({
                        self.columns[self.column(of: origin)].remove(at: from)
                        origin.deleteItems(at: [IndexPath(item: from, section: 0)])
                    })
                }
                collectionView.performBatchUpdates({
                    self.columns[index].insert(card, at: destination.item)
                    collectionView.insertItems(at: [destination])
                })
            }
            coordinator.drop(item.dragItem, toItemAt: destination)
        }
    }
}

/// A photo frame that takes an image dropped on it.
final class PhotoDropViewController: UIViewController, UIDropInteractionDelegate {
    let imageView = UIImageView(frame: CGRect(x: 20, y: 20, width: 200, height: 150))

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.isUserInteractionEnabled = true
        imageView.addInteraction(UIDropInteraction(delegate: self))
        view.addSubview(imageView)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        return session.hasItemsConforming(toTypeIdentifiers: ["public.image"]) && session.items.count == 1
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let location = session.location(in: view)
        let operation: UIDropOperation = imageView.frame.contains(location) ? .copy : .cancel
        return UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: UIImage.self) { images in
            self.imageView.image = images.first as? UIImage
        }
    }
}

/// What a unit test hands the delegates in place of the system's drag: one item at a point of a view.
final class TestDragSession: NSObject, UIDragSession, UIDropSession {
    let items: [UIDragItem]
    let point: CGPoint
    var localContext: Any?
    var isLocal = true
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    let progress = Progress(totalUnitCount: 1)

    init(items: [UIDragItem], point: CGPoint) {
        self.items = items
        self.point = point
    }

    func location(in view: UIView) -> CGPoint { return point }
    var allowsMoveOperation: Bool { return true }
    var isRestrictedToDraggingApplication: Bool { return false }
    var localDragSession: UIDragSession? { return isLocal ? self : nil }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        return items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        return items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        var loaded: [NSItemProviderReading] = []
        var remaining = items.count
        for item in items {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                DispatchQueue.main.async {
                    if let object = object { loaded.append(object) }
                    remaining -= 1
                    if remaining == 0 { completion(loaded) }
                }
            }
        }
        return progress
    }
}

final class DragAndDropPortabilityTests: XCTestCase {
    func testTheBoardShowsItsColumnsAndTakesDrags() {
        onMainActor {
            _ = installManualClock()
            let board = BoardViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 330, height: 320))
            window.rootViewController = board
            window.layoutIfNeeded()
            board.todo.layoutIfNeeded()
            XCTAssertTrue(board.todo.dragInteractionEnabled)
            XCTAssertTrue(board.todo.dragDelegate === board)
            XCTAssertTrue(board.done.dropDelegate === board)
            XCTAssertEqual((board.todo.cellForItem(at: IndexPath(item: 1, section: 0)) as? CardCell)?.titleLabel.text, "Build")
            XCTAssertEqual(board.todo.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 10, y: 62, width: 130, height: 44))
            XCTAssertFalse(board.todo.hasActiveDrag)
            XCTAssertFalse(board.done.hasActiveDrop)
        }
    }

    func testACardMovedWithinItsColumnTellsTheDataSource() {
        onMainActor {
            let clock = installManualClock()
            let board = BoardViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 330, height: 320))
            window.rootViewController = board
            window.layoutIfNeeded()
            board.todo.layoutIfNeeded()
            XCTAssertTrue(board.todo.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            board.todo.updateInteractiveMovementTargetPosition(CGPoint(x: 75, y: 136))
            board.todo.endInteractiveMovement()
            clock.advance(by: 0.3)
            XCTAssertEqual(board.columns[0], ["Build", "Test", "Design"])
            XCTAssertEqual((board.todo.cellForItem(at: IndexPath(item: 2, section: 0)) as? CardCell)?.titleLabel.text, "Design")
        }
    }

    func testACardDroppedOnTheOtherColumnLeavesItsOwn() {
        onMainActor {
            _ = installManualClock()
            let board = BoardViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 330, height: 320))
            window.rootViewController = board
            window.layoutIfNeeded()
            let session = TestDragSession(items: [], point: CGPoint(x: 75, y: 32))
            let items = board.collectionView(board.todo, itemsForBeginning: session, at: IndexPath(item: 1, section: 0))
            XCTAssertEqual(items.first?.localObject as? String, "Build")
            XCTAssertTrue(session.localContext as? UICollectionView === board.todo)
            let dropSession = TestDragSession(items: items, point: CGPoint(x: 75, y: 32))
            dropSession.localContext = session.localContext
            XCTAssertTrue(board.collectionView(board.done, canHandle: dropSession))
            let proposal = board.collectionView(board.done, dropSessionDidUpdate: dropSession, withDestinationIndexPath: IndexPath(item: 0, section: 0))
            XCTAssertEqual(proposal.operation, .move)
            XCTAssertEqual(proposal.intent, .insertAtDestinationIndexPath)
        }
    }

    func testAnImageDroppedOnThePhotoFrameShowsThere() {
        onMainActor {
            _ = installManualClock()
            let controller = PhotoDropViewController()
            controller.loadViewIfNeeded()
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
                UIColor.systemOrange.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
            }
            let interaction = controller.imageView.interactions.compactMap { $0 as? UIDropInteraction }.first!
            let session = TestDragSession(items: [UIDragItem(itemProvider: NSItemProvider(object: image))], point: CGPoint(x: 100, y: 100))
            XCTAssertTrue(controller.dropInteraction(interaction, canHandle: session))
            XCTAssertEqual(controller.dropInteraction(interaction, sessionDidUpdate: session).operation, .copy)
            let text = TestDragSession(items: [UIDragItem(itemProvider: NSItemProvider(object: "words" as NSString))], point: .zero)
            XCTAssertFalse(controller.dropInteraction(interaction, canHandle: text))
            let loaded = expectation(description: "the image loads")
            controller.dropInteraction(interaction, performDrop: session)
            DispatchQueue.main.async { loaded.fulfill() }
            wait(for: [loaded], timeout: 2)
            XCTAssertEqual(controller.imageView.image?.size.width ?? 0, image.size.width, accuracy: 0.01)
        }
    }
}
