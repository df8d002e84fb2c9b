import Foundation

/// Self-sizing invalidation: a cell or supplementary view on screen whose content changes asks for a new size, and
/// the collection view measures it again at its next layout pass (the layout moves the other elements to make room).
extension UICollectionView {
    /// What makes a self-sizing view on screen take a new size.
    public enum SelfSizingInvalidation: Int, Sendable, SelfSizingInvalidationMode {
        /// Views keep the size they were measured at when they came on screen.
        case disabled = 0
        /// A view's `invalidateIntrinsicContentSize()` (and a cell's new content configuration) sizes it again.
        case enabled = 1
        /// As `enabled`, and a change of the Auto Layout constraints inside the view sizes it again too.
        case enabledIncludingConstraints = 2
    }

    /// `view` (shown by this collection view) wants to be sized again: its content changed (`fromConstraints`: its
    /// constraints did).
    func reusableViewNeedsSizing(_ view: UICollectionReusableView, fromConstraints: Bool) {
        guard selfSizingInvalidation.invalidates(fromConstraints: fromConstraints),
              visibleViews.values.contains(where: { $0 === view }) else { return }
        viewsNeedingSizing.insert(ObjectIdentifier(view))
        setNeedsLayout()
    }
}

/// The shared meaning of the collection and table views' `SelfSizingInvalidation` cases (0 disabled, 1 enabled, 2
/// enabled including constraints), which Apple declares as two enums.
protocol SelfSizingInvalidationMode: RawRepresentable where RawValue == Int {}

extension SelfSizingInvalidationMode {
    /// Whether a change of a view's content (`fromConstraints`: of its constraints) sizes it again.
    func invalidates(fromConstraints: Bool) -> Bool {
        rawValue == 2 || (rawValue == 1 && !fromConstraints)
    }
}

extension UICollectionReusableView {
    /// The collection view showing this view, when it is one.
    var showingCollectionView: UICollectionView? { superview as? UICollectionView }
}

extension UIView {
    /// A constraint held by `view` changed: the collection view cell or supplementary view, or the table view cell,
    /// holding it asks to be sized again (when its list invalidates sizes for constraint changes).
    static func selfSizingConstraintsChanged(inside view: UIView?) {
        guard view != nil, UIKitContextState.current.constraintsResizeCells else { return }
        var current = view
        while let candidate = current {
            if let reusable = candidate as? UICollectionReusableView, let collectionView = reusable.showingCollectionView {
                return collectionView.reusableViewNeedsSizing(reusable, fromConstraints: true)
            }
            if let cell = candidate as? UITableViewCell, let table = cell.superview as? UITableView {
                return table.cellNeedsSizing(cell, fromConstraints: true)
            }
            current = candidate.superview
        }
    }
}
