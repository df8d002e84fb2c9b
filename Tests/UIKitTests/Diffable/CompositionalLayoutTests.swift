@testable import UIKit
import XCTest

/// `UICollectionViewCompositionalLayout` places items as Apple's does: fractional sizes of their container, groups
/// repeating their subitems while they fit (or `count` of one sized to fit), nested groups, flexible spacing,
/// section insets and inter-group spacing, headers from boundary supplementary items, lists, self-sizing rows and
/// orthogonal sections laid out side by side.
final class CompositionalLayoutTests: XCTestCase {
    /// A collection view of `counts` items per section in a 320-point-wide window, laid out.
    @MainActor
    private static func show(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 320,
                             configure: ((UICollectionView) -> Void)? = nil) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            if item >= 100 { content.secondaryText = "A second line under the first" }
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            view.tag = indexPath.section
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        configure?(collectionView)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var next = 0
        for (section, count) in counts.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems((0..<count).map { _ in defer { next += 1 }; return next }, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (window, collectionView, dataSource)
    }

    @MainActor
    private static func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func testAGridOfFractionalItemsWithInsetsAndSpacing() {
        onMainActor {
            _ = installManualClock()
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section.interGroupSpacing = 10
            let (_, collectionView, _) = Self.show(UICollectionViewCompositionalLayout(section: section), counts: [10])
            // The section is 300 wide: four 75-point boxes a row, each cell inset by 5.
            XCTAssertEqual(Self.frame(collectionView, 0), CGRect(x: 15, y: 15, width: 65, height: 70))
            XCTAssertEqual(Self.frame(collectionView, 3), CGRect(x: 240, y: 15, width: 65, height: 70))
            XCTAssertEqual(Self.frame(collectionView, 5), CGRect(x: 90, y: 105, width: 65, height: 70))
            XCTAssertEqual(Self.frame(collectionView, 9), CGRect(x: 90, y: 195, width: 65, height: 70), "the last row holds two")
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 280))
            XCTAssertEqual(collectionView.visibleCells.count, 10)
        }
    }

    func testNestedGroupsCountAndFlexibleSpacing() {
        onMainActor {
            _ = installManualClock()
            let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let pair = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                                        repeatingSubitem: small, count: 2)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                                                           subitems: [big, pair])
            let nested = NSCollectionLayoutSection(group: group)
            let square = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)))
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                         subitems: [square])
            row.interItemSpacing = .flexible(0)
            let spaced = NSCollectionLayoutSection(group: row)
            let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? nested : spaced }
            let (_, collectionView, _) = Self.show(layout, counts: [4, 7])
            XCTAssertEqual(Self.frame(collectionView, 0), CGRect(x: 0, y: 0, width: 160, height: 200))
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 160, y: 0, width: 160, height: 100))
            XCTAssertEqual(Self.frame(collectionView, 2), CGRect(x: 160, y: 100, width: 160, height: 100))
            XCTAssertEqual(Self.frame(collectionView, 3), CGRect(x: 0, y: 200, width: 160, height: 200), "the next group starts below")
            // Six 50-point squares fit in 320: the 20 points left are shared, 4 between each.
            XCTAssertEqual(Self.frame(collectionView, 1, 1), CGRect(x: 54, y: 400, width: 50, height: 50))
            XCTAssertEqual(Self.frame(collectionView, 5, 1), CGRect(x: 270, y: 400, width: 50, height: 50))
            XCTAssertEqual(Self.frame(collectionView, 6, 1), CGRect(x: 0, y: 450, width: 50, height: 50))
            XCTAssertTrue(group.visualDescription().contains("vertical group .fractionalWidth(0.5) × .fractionalHeight(1.0) count 2"))
        }
    }

    func testAnInsetGroupedListWithHeaders() {
        onMainActor {
            _ = installManualClock()
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            let (_, collectionView, _) = Self.show(UICollectionViewCompositionalLayout.list(using: configuration), counts: [2, 1])
            let header = UICollectionView.elementKindSectionHeader
            XCTAssertEqual(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame,
                           CGRect(x: 20, y: 0, width: 280, height: 38), "headers follow the 20-point inset")
            XCTAssertEqual(Self.frame(collectionView, 0), CGRect(x: 20, y: 38, width: 280, height: 44), "one-line rows are 44 high")
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 20, y: 82, width: 280, height: 44))
            XCTAssertEqual(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame,
                           CGRect(x: 20, y: 126, width: 280, height: 38))
            XCTAssertEqual(Self.frame(collectionView, 0, 1), CGRect(x: 20, y: 164, width: 280, height: 44))
            XCTAssertEqual(collectionView.backgroundColor, .systemGroupedBackground)
            XCTAssertEqual(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.tag, 1)
        }
    }

    func testListRowsSizeThemselvesToTheirText() {
        onMainActor {
            _ = installManualClock()
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let (window, collectionView, dataSource) = Self.show(layout, counts: [1])
            var reloaded = dataSource.snapshot()
            reloaded.appendItems([100, 1])
            dataSource.applySnapshotUsingReloadData(reloaded)
            window.layoutIfNeeded()
            let tall = try! XCTUnwrap(Self.frame(collectionView, 1))
            XCTAssertGreaterThan(tall.height, 50, "a subtitle row is higher than 44")
            XCTAssertEqual(Self.frame(collectionView, 2), CGRect(x: 0, y: 44 + tall.height, width: 320, height: 44))
            XCTAssertEqual(collectionView.contentSize.height, 88 + tall.height)
            // A row inserted by a snapshot measures itself too.
            var snapshot = dataSource.snapshot()
            snapshot.insertItems([200], beforeItem: 0)
            XCTAssertEqual(snapshot.numberOfItems, 4)
            dataSource.apply(snapshot, animatingDifferences: false)
            window.layoutIfNeeded()
            let inserted = try! XCTUnwrap(Self.frame(collectionView, 0))
            XCTAssertEqual(inserted.height, tall.height)
            XCTAssertEqual(Self.frame(collectionView, 1)?.minY, inserted.maxY, "the next row starts where it ends")
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height, inserted.height)
        }
    }

    func testAnOrthogonalSectionLaysItsGroupsSideBySide() {
        onMainActor {
            _ = installManualClock()
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 20
            let (_, collectionView, _) = Self.show(UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [3, 1])
            XCTAssertEqual(Self.frame(collectionView, 0), CGRect(x: 0, y: 0, width: 256, height: 100))
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 266, y: 0, width: 256, height: 100))
            XCTAssertEqual(Self.frame(collectionView, 2), CGRect(x: 532, y: 0, width: 256, height: 100))
            XCTAssertEqual(Self.frame(collectionView, 0, 1), CGRect(x: 0, y: 120, width: 256, height: 100), "the next section follows 20 below")
        }
    }

    func testAHorizontalLayoutStacksGroupsAndSectionsAcross() {
        onMainActor {
            _ = installManualClock()
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
            let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
                                                          subitems: [item])
            let section = NSCollectionLayoutSection(group: column)
            section.interGroupSpacing = 10
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            configuration.interSectionSpacing = 30
            let (_, collectionView, _) = Self.show(UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [3, 1])
            XCTAssertEqual(Self.frame(collectionView, 0), CGRect(x: 0, y: 0, width: 100, height: 300))
            XCTAssertEqual(Self.frame(collectionView, 1), CGRect(x: 0, y: 300, width: 100, height: 300))
            XCTAssertEqual(Self.frame(collectionView, 2), CGRect(x: 110, y: 0, width: 100, height: 300), "the next column, 10 across")
            XCTAssertEqual(Self.frame(collectionView, 0, 1), CGRect(x: 240, y: 0, width: 100, height: 300), "the next section, 30 across")
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 340, height: 600))
        }
    }

    func testTheFirstItemOfASectionAsItsHeader() {
        onMainActor {
            _ = installManualClock()
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .firstItemInSection
            let layout = UICollectionViewCompositionalLayout.list(using: configuration)
            let (_, collectionView, _) = Self.show(layout, counts: [3])
            XCTAssertEqual(layout.listPlacement(at: IndexPath(item: 0, section: 0))?.isHeader, true)
            XCTAssertEqual(layout.listPlacement(at: IndexPath(item: 1, section: 0))?.isFirst, true, "the rows start after the header row")
            let header = try! XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            XCTAssertEqual(header.defaultBackgroundConfiguration(), .listGroupedHeaderFooter())
            XCTAssertEqual(header.defaultContentConfiguration(), .groupedHeader())
        }
    }

    func testSeparatorsFollowTheListAndItsItemHandler() {
        onMainActor {
            _ = installManualClock()
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.separatorConfiguration.color = .systemRed
            configuration.itemSeparatorHandler = { indexPath, separators in
                var changed = separators
                if indexPath.item == 0 { changed.bottomSeparatorVisibility = .hidden }
                if indexPath.item == 2 { changed.bottomSeparatorVisibility = .visible }
                if indexPath.item == 1 { changed.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10) }
                return changed
            }
            let (_, collectionView, _) = Self.show(UICollectionViewCompositionalLayout.list(using: configuration), counts: [3])
            @MainActor func lines(_ item: Int) -> [CGRect] {
                let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0))
                return cell?.subviews.filter { !$0.isHidden && $0.backgroundColor == .systemRed }.map { $0.frame } ?? []
            }
            XCTAssertEqual(lines(0), [], "hidden by the handler")
            XCTAssertEqual(lines(1), [CGRect(x: 40, y: 43, width: 270, height: 1)], "at the handler's insets")
            XCTAssertEqual(lines(2), [CGRect(x: 16, y: 43, width: 304, height: 1)], "the last row's, asked for, under the text")
        }
    }

    func testAnEmptyGroupIsReportedNotLoopedOn() {
        onMainActor {
            _ = installManualClock()
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                           subitems: [])
            let (_, collectionView, _) = Self.show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3])
            XCTAssertEqual(collectionView.visibleCells.count, 0)
            XCTAssertTrue(UIKitContextState.current.reportedMessages.contains { $0.contains("its group holds no item") })
        }
    }
}
