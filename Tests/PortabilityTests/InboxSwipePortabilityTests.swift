import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A header that paints a diagonal gradient in `draw(_:)`, as iOS tutorials do with Core Graphics.
final class InboxGradientHeaderView: UIView {
    var startColor = UIColor.systemRed
    var endColor = UIColor.systemBlue

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [startColor.cgColor, endColor.cgColor] as CFArray
        let locations: [CGFloat] = [0.0, 1.0]
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations) else { return }
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: bounds.width, y: 0), options: [])
    }
}

/// A mailbox as iOS 14+ apps write one: a list layout whose rows swipe (Archive and Delete trailing, Read/Unread
/// leading), a diffable data source reconfiguring a row after its swipe, an empty state once the inbox is cleared,
/// and a printer chosen for later from a bar button.
final class MailboxViewController: UIViewController {
    enum Section {
        case main
    }

    struct Message: Hashable {
        let id: Int
        let sender: String
        let subject: String
    }

    var messages: [Message] = [
        Message(id: 1, sender: "Anna", subject: "Lunch on Friday?"),
        Message(id: 2, sender: "Ben", subject: "Build is green"),
        Message(id: 3, sender: "Chloé", subject: "Photos from the trip"),
    ]
    var unread: Set<Int> = [1, 2, 3]
    var archived: [Message] = []
    var chosenPrinter: UIPrinter?
    var printerPickerResult: Bool?

    let header = InboxGradientHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Message>!
    var listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemGroupedBackground
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
        listConfiguration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.trailingActions(for: indexPath)
        }
        listConfiguration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self = self, let message = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let isUnread = self.unread.contains(message.id)
            let toggle = UIContextualAction(style: .normal, title: isUnread ? "Read" : "Unread") { _, _, completion in
                if isUnread { self.unread.remove(message.id) } else { self.unread.insert(message.id) }
                var snapshot = self.dataSource.snapshot()
                snapshot.reconfigureItems([message])
                self.dataSource.apply(snapshot, animatingDifferences: true)
                completion(true)
            }
            toggle.backgroundColor = .systemBlue
            toggle.image = UIImage(systemName: isUnread ? "envelope.open" : "envelope.badge")
            return UISwipeActionsConfiguration(actions: [toggle])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 60, width: view.bounds.width, height: view.bounds.height - 60),
                                          collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Message> { [weak self] cell, _, message in
            var content = cell.defaultContentConfiguration()
            content.text = message.sender
            content.secondaryText = message.subject
            content.textProperties.font = (self?.unread.contains(message.id) ?? false) ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Message>(collectionView: collectionView) { collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Printer", image: nil, primaryAction: UIAction { [weak self] _ in
            self?.choosePrinter()
        })
        applySnapshot()
    }

    func trailingActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let message = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.remove(message)
            completion(true)
        }
        delete.image = UIImage(systemName: "trash")
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, completion in
            self?.archived.append(message)
            self?.remove(message)
            completion(true)
        }
        archive.backgroundColor = .systemPurple
        let configuration = UISwipeActionsConfiguration(actions: [delete, archive])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    func remove(_ message: Message) {
        messages.removeAll { $0 == message }
        applySnapshot()
    }

    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
        snapshot.appendSections([.main])
        snapshot.appendItems(messages)
        dataSource.apply(snapshot, animatingDifferences: false)
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard messages.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var empty = UIContentUnavailableConfiguration.empty()
        empty.image = UIImage(systemName: "tray")
        empty.text = "Inbox Zero"
        empty.secondaryText = "Nothing left to read."
        contentUnavailableConfiguration = empty
    }

    func choosePrinter() {
        let picker = UIPrinterPickerController(initiallySelectedPrinter: chosenPrinter)
        picker.present(animated: true) { [weak self] picker, userDidSelect, _ in
            self?.printerPickerResult = userDidSelect
            if userDidSelect { self?.chosenPrinter = picker.selectedPrinter }
        }
    }
}

/// The mailbox runs offscreen on the manual clock: its rows swipe, its header paints its gradient, clearing it
/// shows the empty state, and the printer button answers.
final class InboxSwipePortabilityTests: XCTestCase {
    /// Runs the action's handler as a tap on its button does, with the completion UIKit passes.
    private func run(_ action: UIContextualAction) -> Bool? {
        var result: Bool?
        action.handler(action, UIView()) { result = $0 }
        return result
    }

    func testSwipingArchivesDeletesAndMarksReadUntilTheInboxIsEmpty() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let inbox = MailboxViewController()
            window.rootViewController = inbox
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(inbox.collectionView.numberOfItems(inSection: 0), 3)

            let leading = inbox.listConfiguration.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))
            XCTAssertEqual(leading?.actions.first?.title, "Read")
            XCTAssertEqual(run(leading!.actions[0]), true)
            XCTAssertEqual(inbox.unread, [2, 3])
            let again = inbox.listConfiguration.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))
            XCTAssertEqual(again?.actions.first?.title, "Unread", "the swipe offers the other state now")

            let trailing = inbox.listConfiguration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 1, section: 0))
            XCTAssertEqual(trailing?.actions.map { $0.title ?? "" }, ["Delete", "Archive"])
            XCTAssertEqual(trailing?.performsFirstActionWithFullSwipe, true)
            XCTAssertEqual(run(trailing!.actions[1]), true)
            XCTAssertEqual(inbox.archived.map { $0.sender }, ["Ben"])
            XCTAssertEqual(inbox.collectionView.numberOfItems(inSection: 0), 2)
            XCTAssertNil(inbox.contentUnavailableConfiguration)

            for _ in 0..<2 {
                let delete = inbox.trailingActions(for: IndexPath(item: 0, section: 0))!.actions[0]
                XCTAssertEqual(run(delete), true)
            }
            inbox.view.layoutIfNeeded()
            renderer.renderFrame()
            XCTAssertEqual(inbox.collectionView.numberOfItems(inSection: 0), 0)
            let empty = inbox.contentUnavailableConfiguration as? UIContentUnavailableConfiguration
            XCTAssertEqual(empty?.text, "Inbox Zero")
        }
    }

    func testTheHeaderPaintsItsGradientFromRedToBlue() {
        MainActor.assumeIsolated {
            let header = InboxGradientHeaderView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            header.startColor = .red
            header.endColor = .blue
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(bounds: header.bounds, format: format).image { _ in
                header.draw(header.bounds)
            }
            guard let cgImage = image.cgImage else { return XCTFail("no image") }
            let left = cgImage.pixel(x: 1, y: 10), right = cgImage.pixel(x: 98, y: 10)
            XCTAssertGreaterThan((left >> 16) & 0xFF, 0xE0, "red at the left")
            XCTAssertLessThan(left & 0xFF, 0x20)
            XCTAssertGreaterThan(right & 0xFF, 0xE0, "blue at the right")
            XCTAssertLessThan((right >> 16) & 0xFF, 0x20)
        }
    }

    func testChoosingAPrinterOnTheDesktopKeepsNone() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let inbox = MailboxViewController()
            inbox.loadViewIfNeeded()
            inbox.choosePrinter()
            XCTAssertEqual(inbox.printerPickerResult, false)
            XCTAssertNil(inbox.chosenPrinter)
        }
    }
}
