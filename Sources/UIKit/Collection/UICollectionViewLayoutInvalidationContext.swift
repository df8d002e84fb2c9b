import CSwiftRuntime
import Foundation

/// What part of a layout an invalidation concerns: everything, the data source's counts, or some elements, and how
/// the content offset and size move with it.
@MainActor @preconcurrency
open class UICollectionViewLayoutInvalidationContext {
    public init() {}

    /// Whether the whole layout is invalid (a `reloadData`, or `invalidateLayout()`).
    open internal(set) var invalidateEverything = false
    /// Whether the data source's section and item counts must be asked again.
    open internal(set) var invalidateDataSourceCounts = false
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// The items being moved interactively: where they were, where they are, and the touch.
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths?[elementKind, default: []] += indexPaths
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths?[elementKind, default: []] += indexPaths
    }

    /// A new context of `type` made by its own `init()`, as UIKit makes a layout's `invalidationContextClass`.
    static func make(_ type: UICollectionViewLayoutInvalidationContext.Type) -> UICollectionViewLayoutInvalidationContext {
        let initializer = DynamicInitializer<UICollectionViewLayoutInvalidationContext, Void>(
            method: csr_UICollectionViewLayoutInvalidationContext_init(), owner: csr_UICollectionViewLayoutInvalidationContext())
        return initializer.make(type)
    }

    /// A context that invalidates everything (and the counts when `counts`).
    static func everything(of type: UICollectionViewLayoutInvalidationContext.Type, counts: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = make(type)
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = counts
        return context
    }
}

/// A flow layout's invalidation: whether the delegate's sizes and the flow's attributes must be asked again.
@MainActor @preconcurrency
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
