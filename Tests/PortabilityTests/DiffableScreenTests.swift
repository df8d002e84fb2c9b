import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A recipe browser as iOS 14+ apps write one (Swift 5, no annotations): `enum Section`, a `Hashable` item struct,
/// a cell registration configuring list content, a compositional grid with pinned headers from a section provider,
/// and a new snapshot applied, animated, each time the search text changes.
final class RecipeBrowserViewController: UIViewController {
    enum Section: CaseIterable {
        case favorites
        case everything
    }

    struct Recipe: Hashable {
        let id = UUID()
        let name: String
        let minutes: Int
        let isFavorite: Bool
    }

    let recipes = [
        Recipe(name: "Crêpes", minutes: 20, isFavorite: true),
        Recipe(name: "Pasta al pomodoro", minutes: 25, isFavorite: false),
        Recipe(name: "Paella", minutes: 60, isFavorite: true),
        Recipe(name: "Ratatouille", minutes: 90, isFavorite: false),
        Recipe(name: "Omelette", minutes: 10, isFavorite: false),
        Recipe(name: "Risotto", minutes: 40, isFavorite: false),
    ]

    let searchField = UITextField()
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Recipe>!
    var applied = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchField.frame = CGRect(x: 16, y: 8, width: view.bounds.width - 32, height: 36)
        searchField.autoresizingMask = [.flexibleWidth]
        searchField.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.applySnapshot(filter: self.searchField.text ?? "")
        }, for: .editingChanged)
        view.addSubview(searchField)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 52, width: view.bounds.width, height: view.bounds.height - 52),
                                          collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
        configureDataSource()
        applySnapshot(filter: "", animated: false)
    }

    func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { (sectionIndex: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize,
                                                                     elementKind: UICollectionView.elementKindSectionHeader,
                                                                     alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Recipe> { cell, indexPath, recipe in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = recipe.name
            content.secondaryText = "\(recipe.minutes) min"
            content.textProperties.numberOfLines = 1
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { [weak self] header, elementKind, indexPath in
            guard let section = self?.dataSource.sectionIdentifier(for: indexPath.section) else { return }
            var content = header.defaultContentConfiguration()
            content.text = section == .favorites ? "Favorites" : "All recipes"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Recipe>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, recipe: Recipe) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: recipe)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    func applySnapshot(filter: String, animated: Bool = true) {
        let matching = recipes.filter { filter.isEmpty || $0.name.lowercased().contains(filter.lowercased()) }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Recipe>()
        for section in Section.allCases {
            let items = matching.filter { ($0.isFavorite) == (section == .favorites) }
            guard !items.isEmpty else { continue }
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: animated) { [weak self] in
            self?.applied += 1
        }
    }
}

final class DiffableScreenTests: XCTestCase {
    func testARecipeGridFiltersAsTheSearchTextChanges() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 560))
            let controller = RecipeBrowserViewController()
            window.rootViewController = controller
            window.makeKey()
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let collectionView = controller.collectionView!
            XCTAssertEqual(collectionView.numberOfSections, 2)
            XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 4)
            // Two columns: the section's 304 points in two 152-point boxes, each cell inset by 4, under a 44-point header.
            XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                           CGRect(x: 164, y: 56, width: 144, height: 92))
            let paella = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
            XCTAssertEqual((paella?.contentConfiguration as? UIListContentConfiguration)?.text, "Paella")
            let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            XCTAssertEqual(((header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text, "All recipes")

            controller.searchField.text = "pa"
            controller.searchField.sendActions(for: .editingChanged)
            renderer.renderFrame()
            clock.advance(by: 0.15)
            // Paella moves from the second place of favorites to the first; Crêpes fades out.
            XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === paella, "Paella keeps its cell")
            XCTAssertEqual(paella?.layer.presentation()?.position.x ?? 0, 160, accuracy: 0.5, "halfway from x 236 to 84")
            clock.advance(by: 0.16)
            renderer.renderFrame()
            // The first snapshot, applied without animation, completes on the next turn of the main queue.
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            XCTAssertEqual(controller.applied, 2)
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 1)
            XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 1)
            XCTAssertEqual(controller.dataSource.snapshot().itemIdentifiers.map { $0.name }, ["Paella", "Pasta al pomodoro"])

            controller.searchField.text = "zzz"
            controller.searchField.sendActions(for: .editingChanged)
            clock.advance(by: 0.31)
            XCTAssertEqual(collectionView.numberOfSections, 0)
        }
    }
}
