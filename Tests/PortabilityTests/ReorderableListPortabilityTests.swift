import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A to-do list as iOS 14+ apps write one (Swift 5, no annotations): a list layout, a cell registration, a diffable
/// data source whose `reorderingHandlers` let the user drag tasks and write the new order back to the model, and
/// cells that grow in place (`selfSizingInvalidation`) when a task's note is expanded.
final class TodoListViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Hashable {
        case today
        case later
    }

    struct Task: Hashable {
        let id = UUID()
        var title: String
    }

    var model: [Section: [Task]] = [
        .today: ["Buy milk", "Call Anna", "Water plants"].map { Task(title: $0) },
        .later: ["Taxes", "Paint fence"].map { Task(title: $0) },
    ]
    var expanded = Set<UUID>()
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Task>!
    var reorderLog: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = true
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        collectionView.selfSizingInvalidation = .enabledIncludingConstraints
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<TaskCell, Task> { [weak self] cell, indexPath, task in
            cell.titleLabel.text = task.title
            cell.setExpanded(self?.expanded.contains(task.id) ?? false)
            cell.accessories = [.reorder(displayed: .always)]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Task>(collectionView: collectionView) { collectionView, indexPath, task in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: task)
        }
        dataSource.reorderingHandlers.canReorderItem = { task in task.title != "Taxes" }
        dataSource.reorderingHandlers.willReorder = { [weak self] transaction in
            self?.reorderLog.append("will \(transaction.initialSnapshot.itemIdentifiers.count)")
        }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self = self else { return }
            for sectionTransaction in transaction.sectionTransactions {
                let section = sectionTransaction.sectionIdentifier
                self.model[section] = (self.model[section] ?? []).applying(sectionTransaction.difference) ?? []
            }
            self.reorderLog.append("did \(transaction.difference.insertions.count)")
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Task>()
        snapshot.appendSections([.today, .later])
        snapshot.appendItems(model[.today]!, toSection: .today)
        snapshot.appendItems(model[.later]!, toSection: .later)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func toggleNote(at indexPath: IndexPath) {
        guard let task = dataSource.itemIdentifier(for: indexPath),
              let cell = collectionView.cellForItem(at: indexPath) as? TaskCell else { return }
        if expanded.contains(task.id) { expanded.remove(task.id) } else { expanded.insert(task.id) }
        cell.setExpanded(expanded.contains(task.id))
    }
}

/// A list cell laid out with Auto Layout: a title over a note whose height constraint opens when expanded.
final class TaskCell: UICollectionViewListCell {
    let titleLabel = UILabel()
    let note = UIView()
    private var noteHeight: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        note.translatesAutoresizingMaskIntoConstraints = false
        note.backgroundColor = .systemYellow
        contentView.addSubview(titleLabel)
        contentView.addSubview(note)
        noteHeight = note.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            titleLabel.heightAnchor.constraint(equalToConstant: 20),
            note.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            note.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            noteHeight,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setExpanded(_ expanded: Bool) {
        noteHeight.constant = expanded ? 60 : 0
    }
}

final class ReorderableListPortabilityTests: XCTestCase {
    @MainActor
    private func show(_ controller: UIViewController) -> (UIWindow, OffscreenRenderer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKey()
        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        return (window, renderer)
    }

    func testDraggingATaskWritesTheNewOrderBackThroughTheReorderingHandlers() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let controller = TodoListViewController()
            let (_, renderer) = show(controller)
            let collectionView = controller.collectionView!
            XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)), "canReorderItem refuses Taxes")
            XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            let target = collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.center
            collectionView.updateInteractiveMovementTargetPosition(target)
            collectionView.endInteractiveMovement()
            renderer.renderFrame()
            XCTAssertEqual(controller.reorderLog, ["will 5", "did 1"])
            XCTAssertEqual(controller.model[.today]?.map { $0.title }, ["Call Anna", "Water plants", "Buy milk"])
            XCTAssertEqual(controller.model[.later]?.map { $0.title }, ["Taxes", "Paint fence"], "an untouched section has no transaction")
            XCTAssertEqual(controller.dataSource.snapshot().itemIdentifiers(inSection: .today).map { $0.title },
                           ["Call Anna", "Water plants", "Buy milk"], "the data source's snapshot follows the move")
            let moved = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? TaskCell
            XCTAssertEqual(moved?.titleLabel.text, "Buy milk")
        }
    }

    func testExpandingANoteGrowsTheCellInPlaceAndMovesTheRowsBelow() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let controller = TodoListViewController()
            let (_, renderer) = show(controller)
            let collectionView = controller.collectionView!
            let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
            let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
            XCTAssertEqual(first.frame.height, 48, "12 + 20 + 4 + 0 + 12")
            XCTAssertEqual(second.frame.minY, first.frame.maxY)

            controller.toggleNote(at: IndexPath(item: 0, section: 0))
            renderer.renderFrame()
            XCTAssertEqual(first.frame.height, 108, "the note's 60 points open inside the same cell")
            XCTAssertEqual(second.frame.minY, first.frame.maxY, "the next row moves down")

            collectionView.selfSizingInvalidation = .enabled
            controller.toggleNote(at: IndexPath(item: 0, section: 0))
            renderer.renderFrame()
            XCTAssertEqual(first.frame.height, 108, "with .enabled a constraint change alone does not resize")
            first.invalidateIntrinsicContentSize()
            renderer.renderFrame()
            XCTAssertEqual(first.frame.height, 48, "invalidateIntrinsicContentSize does")
        }
    }
}
