import Foundation

/// Switching layouts: the views on screen move (animated when asked) from the old layout's attributes to the new
/// one's, elements that come into view fade in at their new place, and those that leave go to their new place and
/// are removed.
extension UICollectionView {
    func switchLayout(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        if interactiveTransition != nil {
            Diagnostics.report("setCollectionViewLayout: an interactive transition is under way; it is cancelled first")
            endInteractiveTransition(finishing: false)
        }
        let old = layoutStorage
        guard layout !== old else {
            completion.map { done in UIView.animate(withDuration: 0, animations: {}, completion: done) }
            return
        }
        if let previous = layout.collectionView, previous !== self {
            Diagnostics.report("setCollectionViewLayout: the layout belongs to another collection view; it moves to this one")
            previous.layoutStorage = UICollectionViewFlowLayout()
            previous.layoutStorage.collectionView = previous
        }
        old.prepareForTransition(to: layout)
        layout.collectionView = self
        layoutStorage = layout
        old.collectionView = nil
        layout.prepareForTransition(from: old)
        layout.invalidateLayout()
        guard counts != nil else {
            setNeedsLayout()
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            completion.map { done in UIView.animate(withDuration: 0, animations: {}, completion: done) }
            return
        }
        for view in visibleViews.values { view.willTransition(from: old, to: layout) }
        let prepared = preparedLayout
        contentSize = prepared.collectionViewContentSize
        let proposed = clamped(prepared.targetContentOffset(forProposedContentOffset: contentOffset))
        contentOffset = clamped(itemDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed)
        let transition = {
            self.moveViews(to: prepared, from: old)
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
        }
        if animated {
            UIView.animate(withDuration: Self.updateDuration, delay: 0, options: [.curveEaseInOut], animations: transition) { finished in
                self.finishTransition(from: old, to: layout)
                completion?(finished)
            }
        } else {
            UIView.performWithoutAnimation(transition)
            finishTransition(from: old, to: layout)
            completion.map { done in UIView.animate(withDuration: 0, animations: {}, completion: done) }
        }
    }

    /// Gives every element of the new layout in view its new attributes; views no longer in view go to theirs and
    /// wait for the end of the transition.
    func moveViews(to layout: UICollectionViewLayout, from old: UICollectionViewLayout) {
        var remaining = visibleViews
        visibleViews.removeAll()
        appliedAttributes.removeAll()
        for attributes in (layout.layoutAttributesForElements(in: bounds) ?? []).filter(isShowable) {
            let key = attributes.elementKey
            guard visibleViews[key] == nil else { continue }
            if let view = remaining.removeValue(forKey: key) {
                visibleViews[key] = view
                view.applyLayoutAttributes(attributes)
            } else if let view = makeView(for: attributes) {
                let start = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
                start.alpha = 0
                UIView.performWithoutAnimation { view.applyLayoutAttributes(start) }
                display(view, key)
                view.applyLayoutAttributes(attributes)
            }
            appliedAttributes[key] = attributes.copy() as? UICollectionViewLayoutAttributes
        }
        for (key, view) in remaining {
            if let target = attributes(for: key) { view.applyLayoutAttributes(target) }
            disappearingViews[ObjectIdentifier(view)] = view
            transitionLeaving[ObjectIdentifier(view)] = key
        }
    }

    /// The transition ended: views that left are taken off, the others hear it.
    func finishTransition(from old: UICollectionViewLayout, to layout: UICollectionViewLayout) {
        for (id, key) in transitionLeaving {
            if let view = disappearingViews.removeValue(forKey: id) { endDisplaying(view, key) }
        }
        transitionLeaving.removeAll()
        for view in visibleViews.values { view.didTransition(from: old, to: layout) }
    }
}
