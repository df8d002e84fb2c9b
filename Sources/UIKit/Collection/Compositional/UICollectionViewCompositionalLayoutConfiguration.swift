import Foundation

/// What a compositional layout sets for all its sections: the direction it scrolls, the space between sections,
/// and headers and footers of the whole layout.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        do {
            let copy = UICollectionViewCompositionalLayoutConfiguration()
            copy.scrollDirection = scrollDirection
            copy.interSectionSpacing = interSectionSpacing
            copy.boundarySupplementaryItems = boundarySupplementaryItems
            copy.contentInsetsReference = contentInsetsReference
            return copy
        }
    }
}

/// Gives the section at an index for the layout environment; nil is an empty section.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
