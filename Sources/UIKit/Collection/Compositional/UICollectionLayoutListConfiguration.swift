import Foundation

/// How a list section of a compositional layout looks: plain rows, grouped sections, inset rounded groups or a
/// sidebar; with or without separators, headers and footers.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` from the data source.
        case supplementary
        /// The first item of each section is its header.
        case firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public private(set) var appearance: Appearance
    public var showsSeparators: Bool
    /// The separators of every row, before `itemSeparatorHandler` changes a row's.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes one row's separators: given its index path and the list's separator configuration.
    public var itemSeparatorHandler: ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?
    /// The list's background; nil takes the appearance's (white for plain, grouped gray for the grouped ones).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// The space above each section's header; nil takes the appearance's.
    public var headerTopPadding: CGFloat?
    /// Gives an item's swipe actions, or nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe towards the trailing edge (to the right) reveals at the item's leading side.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe towards the leading edge (to the left) reveals at the item's trailing side.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background the list shows.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .systemGroupedBackground
        }
    }

    /// Whether sections are set apart in groups (spacing above them, white cells on gray).
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

/// Where a cell sits in its list section, which tells a list cell its separator and corners.
@MainActor
struct ListPlacement: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var showsSeparators: Bool
    var isFirst: Bool
    var isLast: Bool
    /// The supplementary kind of a header or footer; nil for a row.
    var supplementaryKind: String?
    /// The row's separators, as the list and its item separator handler say.
    var separators: UIListSeparatorConfiguration

    init(configuration: UICollectionLayoutListConfiguration, isFirst: Bool, isLast: Bool, supplementaryKind: String? = nil,
         indexPath: IndexPath? = nil) {
        appearance = configuration.appearance
        showsSeparators = configuration.showsSeparators
        self.isFirst = isFirst
        self.isLast = isLast
        self.supplementaryKind = supplementaryKind
        separators = configuration.separatorConfiguration
        if let indexPath, let handler = configuration.itemSeparatorHandler { separators = handler(indexPath, separators) }
    }

    /// Whether the row shows the line under it.
    var showsBottomSeparator: Bool {
        switch separators.bottomSeparatorVisibility {
        case .visible: true
        case .hidden: false
        case .automatic: showsSeparators && !isLast && supplementaryKind == nil
        }
    }

    /// Whether the row shows a line above it (only when asked for).
    var showsTopSeparator: Bool { separators.topSeparatorVisibility == .visible }

    var isHeader: Bool { supplementaryKind == UICollectionView.elementKindSectionHeader }
    var isFooter: Bool { supplementaryKind == UICollectionView.elementKindSectionFooter }
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

extension NSCollectionLayoutSection {
    /// The spacing UIKit's lists use: rows 44 points high (estimated), inset groups 20 points from the sides,
    /// 35 points above each grouped section.
    static let listRowEstimate: CGFloat = 44
    static let listInsetGroupedMargin: CGFloat = 20
    static let listGroupedSpacing: CGFloat = 35

    /// A list section: one row per item across the width, rows as high as their cells (44 estimated), with the
    /// configuration's headers, footers, insets and look.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> Self {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(listRowEstimate))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
        let section = self.init()
        section.group = group
        section.listConfiguration = configuration
        let side: CGFloat = configuration.appearance == .insetGrouped ? listInsetGroupedMargin : 0
        let hasHeader = configuration.headerMode == .supplementary
        let top = configuration.headerTopPadding ?? (configuration.isGrouped && !hasHeader ? listGroupedSpacing : 0)
        section.contentInsets = NSDirectionalEdgeInsets(top: hasHeader ? 0 : top, leading: side, bottom: 0, trailing: side)
        if hasHeader {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(configuration.isGrouped ? 38 + (configuration.headerTopPadding ?? 0) : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            section.boundarySupplementaryItems.append(footer)
        }
        return section
    }
}
