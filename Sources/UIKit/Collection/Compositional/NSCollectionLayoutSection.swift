import Foundation

/// How a compositional section's groups scroll across the layout's own direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What a layout's or section's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// An element a section's visible-items handler may adjust.
@MainActor @preconcurrency
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One section of a compositional layout: its group repeated until the items run out, inset by `contentInsets`,
/// `interGroupSpacing` apart, with headers and footers (`boundarySupplementaryItems`) and backgrounds.
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    open internal(set) var group = NSCollectionLayoutGroup()
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Difference from Apple: a section that scrolls across lays its groups out side by side in one row, which
    /// does not scroll on its own (what does not fit is out of view).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers take the section's leading and trailing insets.
    open var supplementariesFollowContentInsets = true
    /// Difference from Apple: kept but never called (the visible items are not adjusted while scrolling).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The list look this section was made for by `list(using:layoutEnvironment:)`, if any.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public convenience init(group: NSCollectionLayoutGroup) {
        self.init()
        self.group = group
    }

    /// Difference from Apple: public (Apple's is unavailable); it makes a section of an empty group.
    public required override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        do {
            let copy = type(of: self).init()
            copy.group = group
            copy.contentInsets = contentInsets
            copy.interGroupSpacing = interGroupSpacing
            copy.contentInsetsReference = contentInsetsReference
            copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
            copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
            copy.boundarySupplementaryItems = boundarySupplementaryItems
            copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
            copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
            copy.decorationItems = decorationItems
            copy.listConfiguration = listConfiguration
            return copy
        }
    }
}

/// What a compositional layout's section provider and custom groups are told about where they lay out.
///
/// Difference from Apple: refines `AnyObject` (Apple's refines `NSObjectProtocol`), as `NSCollectionLayoutContainer` does.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The space a section or group lays out in: its size, and that size less its insets.
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment and container values the layout hands out.
final class CompositionalEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}
