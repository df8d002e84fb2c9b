import Foundation

extension UICollectionView {
    /// What runs at the end of an interactive layout transition: whether the animations ran to their end, and
    /// whether the transition finished (the new layout is installed) or was cancelled (the old one is back).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void
}

/// An interactive layout transition under way: its transition layout, what to call at its end, and the content
/// offset a cancellation returns to.
@MainActor
final class CollectionInteractiveTransition {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
    let startOffset: CGPoint

    init(layout: UICollectionViewTransitionLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion?, startOffset: CGPoint) {
        self.layout = layout
        self.completion = completion
        self.startOffset = startOffset
    }
}

/// Interactive layout transitions: a transition layout is installed between the two layouts and laid out at the
/// progress the app sets; finishing or cancelling installs one of the two and animates the elements the rest of the
/// way, as a layout switch does, then calls the completion.
extension UICollectionView {
    func beginInteractiveTransition(to layout: UICollectionViewLayout,
                                    completion: LayoutInteractiveTransitionCompletion?) -> UICollectionViewTransitionLayout {
        if let running = interactiveTransition {
            Diagnostics.report("startInteractiveTransition(to:): a transition is already under way; it is returned")
            return running.layout
        }
        let old = layoutStorage
        let transition = itemDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        layout.collectionView = self
        transition.collectionView = self
        layoutStorage = transition
        interactiveTransition = CollectionInteractiveTransition(layout: transition, completion: completion, startOffset: contentOffset)
        for view in visibleViews.values { view.willTransition(from: old, to: layout) }
        transition.invalidateLayout()
        return transition
    }

    func endInteractiveTransition(finishing: Bool) {
        guard let running = interactiveTransition else {
            return Diagnostics.report("\(finishing ? "finish" : "cancel")InteractiveTransition(): no interactive transition is under way; ignored")
        }
        interactiveTransition = nil
        let transition = running.layout
        let installed = finishing ? transition.nextLayout : transition.currentLayout
        let left = finishing ? transition.currentLayout : transition.nextLayout
        layoutStorage = installed
        installed.collectionView = self
        left.collectionView = nil
        transition.collectionView = nil
        transition.transitionProgress = finishing ? 1 : 0
        installed.invalidateLayout()
        let prepared = preparedLayout
        contentSize = prepared.collectionViewContentSize
        let proposed = finishing ? prepared.targetContentOffset(forProposedContentOffset: contentOffset) : running.startOffset
        let offset = clamped(itemDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: clamped(proposed)) ?? clamped(proposed))
        UIView.animate(withDuration: Self.updateDuration, delay: 0, options: [.curveEaseOut], animations: {
            self.scrollAnimated(to: offset)
            self.moveViews(to: prepared, from: transition)
            left.finalizeLayoutTransition()
            installed.finalizeLayoutTransition()
        }, completion: { completed in
            self.finishTransition(from: left, to: installed)
            running.completion?(completed, finishing)
        })
    }

    /// Scrolls to `offset` inside an animation block, so that the content scrolls with the elements rather than
    /// jumping before they move: the content offset's setter (which tells the delegate) does not animate, so the
    /// bounds are put back and moved again, animated.
    private func scrollAnimated(to offset: CGPoint) {
        let start = bounds
        guard offset != start.origin else { return }
        contentOffset = offset
        UIView.performWithoutAnimation { bounds = start }
        bounds = CGRect(origin: offset, size: start.size)
    }
}
