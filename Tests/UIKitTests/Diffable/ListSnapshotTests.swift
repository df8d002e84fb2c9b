@testable import UIKit
import XCTest

/// A settings-like inset grouped list as it looks, against a reference picture: grouped headers, subtitle and value
/// cells, rounded section ends, separators under the text, and the standard accessories drawn at the sides.
final class ListSnapshotTests: XCTestCase {
    private struct Row: Hashable, Sendable {
        let title: String
        var subtitle: String?
        var value: String?
        var accessory: String
    }

    func testAnInsetGroupedListWithSubtitleCellsAndAccessories() throws {
        let image: CGImage? = MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            window.addSubview(collectionView)
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
                var content = row.value != nil ? UIListContentConfiguration.valueCell() : UIListContentConfiguration.subtitleCell()
                content.text = row.title
                content.secondaryText = row.subtitle ?? row.value
                cell.contentConfiguration = content
                cell.accessories = switch row.accessory {
                case "disclosure": [.disclosureIndicator()]
                case "checkmark": [.checkmark()]
                case "label": [.label(text: "On"), .disclosureIndicator()]
                case "detail": [.detail()]
                case "edit": [.delete(displayed: .always), .reorder(displayed: .always)]
                default: [.outlineDisclosure()]
                }
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
                var content = header.defaultContentConfiguration()
                content.text = indexPath.section == 0 ? "Account" : "Options"
                header.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collectionView) { collectionView, indexPath, row in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems([Row(title: "Profile", subtitle: "Name, photo, phone", accessory: "disclosure"),
                                  Row(title: "Notifications", subtitle: "Sounds and badges", accessory: "checkmark"),
                                  Row(title: "Wi-Fi", value: nil, accessory: "label")], toSection: 0)
            snapshot.appendItems([Row(title: "Language", value: "English", accessory: "detail"),
                                  Row(title: "Travel", subtitle: "Swipe to delete", accessory: "edit"),
                                  Row(title: "More", subtitle: nil, accessory: "outline")], toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
            window.layoutIfNeeded()
            let renderer = OffscreenRenderer(window: window, scale: 2)
            renderer.renderFrame()
            defer { UIApplication.shared.windows.removeAll { $0 === window } }
            return renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "insetGroupedList")
    }
}
