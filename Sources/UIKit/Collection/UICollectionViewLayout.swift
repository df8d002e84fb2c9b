import Foundation

/// Decides where a collection view's elements go: subclasses compute positions in `prepare()` and answer the
/// attribute queries; the collection view asks again after `invalidateLayout()`, and animates the differences.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` must run before the next query.
    var needsPrepare = true
    /// The invalidation the next `prepare()` answers, merged since the last one.
    var pendingContext: UICollectionViewLayoutInvalidationContext?
    /// Decoration view classes by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    override public init() {}

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The class of the attributes this layout makes; subclasses with attributes of their own return theirs.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The class of the contexts `invalidateLayout()` hands to `invalidateLayout(with:)`.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Marks the whole layout invalid: the collection view lays out again, and `prepare()` runs first.
    open func invalidateLayout() {
        invalidateLayout(with: UICollectionViewLayoutInvalidationContext.everything(of: Self.contextType, counts: false))
    }

    /// Marks what `context` names invalid and asks the collection view to lay out again.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        pendingContext = pendingContext ?? context
        if context.invalidateDataSourceCounts { pendingContext?.invalidateDataSourceCounts = true }
        if context.invalidateEverything { pendingContext?.invalidateEverything = true }
        collectionView?.layoutWasInvalidated(context)
    }

    /// Computes the layout; called after each invalidation, before the queries.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll, a resize) makes the layout invalid.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        UICollectionViewLayoutInvalidationContext.everything(of: Self.contextType, counts: false)
    }

    /// Whether a self-sizing element's preferred attributes make the layout invalid.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewLayoutInvalidationContext.make(Self.contextType)
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// Where scrolling that would stop at `proposedContentOffset` with `velocity` stops (paging layouts snap).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to show after a layout change or a transition.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether the layout mirrors itself in right-to-left languages.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The layout direction the layout was written for.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // MARK: Interactive movement

    /// Where an item dragged interactively to `position` would go: the item under it (nil: none).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath? {
        collectionView?.indexPathForItem(at: position)
    }

    /// The attributes of the item being moved: centred on the touch, above the others.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            ?? UICollectionViewLayoutAttributes.make(attributesType, .cell, kind: nil, at: indexPath)
        attributes.center = position
        attributes.zIndex = Int(Int16.max)
        return attributes
    }

    /// The invalidation of a move step: the items' new and old places and the touch.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewLayoutInvalidationContext.everything(of: Self.contextType, counts: false)
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }

    /// The invalidation when the movement ends (or is cancelled).
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewLayoutInvalidationContext.everything(of: Self.contextType, counts: false)
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        return context
    }

    // MARK: Updates

    /// A batch update is about to animate: the items it inserts, deletes, moves and reloads.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called inside the animation block of a batch update, after the collection view set up its animations.
    open func finalizeCollectionViewUpdates() {}

    /// A bounds change is about to animate.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called inside the animation block of a bounds change.
    open func finalizeAnimatedBoundsChange() {}

    /// The collection view is about to switch to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// The collection view is about to switch from `oldLayout` to this layout.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called inside the animation block of a layout switch.
    open func finalizeLayoutTransition() {}

    /// Where an inserted item starts its animation; nil: at its final attributes.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a deleted item ends its animation; nil: at its last attributes.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Supplementary elements of `elementKind` a batch update removes or adds beyond those of its deleted and
    /// inserted sections.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Decoration views

    /// The class the collection view makes decoration views of `elementKind` from.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
        if viewClass != nil, decorationClasses[elementKind] == nil {
            Diagnostics.report("register(_:forDecorationViewOfKind: \"\(elementKind)\"): the class is not a UICollectionReusableView; ignored")
        }
    }

    /// The attributes class as a type the collection view can make.
    var attributesType: UICollectionViewLayoutAttributes.Type {
        (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    private static var contextType: UICollectionViewLayoutInvalidationContext.Type {
        (invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
    }

    /// A batch update moves items: what the layout keeps per item (a flow layout's measured sizes) follows them,
    /// before `prepare()` runs for the new counts.
    func itemsMoved(by map: CollectionUpdateMap) {}

    /// Runs `prepare()` if an invalidation asked for it.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
        pendingContext = nil
    }
}
