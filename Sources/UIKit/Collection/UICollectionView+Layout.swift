import Foundation
import QuartzCore

/// The layout pass: the elements the layout puts in the visible bounds get views (from the data source, reused
/// where possible) with their attributes applied; elements that left are taken off and kept for reuse. Inside an
/// animation block the views already on screen move to their new attributes animated (a resize animates the new
/// arrangement); new ones appear in place.
extension UICollectionView {
    /// The layout pass of `layoutSubviews`.
    func layoutPass() {
        if let backgroundView {
            UIView.performWithoutAnimation { backgroundView.frame = bounds }
        }
        layoutElements()
        prefetchItems()
    }

    /// Brings the views in line with the layout; self-sizing elements that want another size invalidate the layout,
    /// which is asked again (a few rounds at most).
    func layoutElements() {
        for _ in 0..<4 {
            let layout = preparedLayout
            contentSize = layout.collectionViewContentSize
            if !showElements(layout.layoutAttributesForElements(in: bounds) ?? []) { return }
        }
    }

    /// Shows the elements of `attributes`; returns whether a self-sizing element invalidated the layout. Views of
    /// elements that left go to the reuse pool first, so that the new elements reuse them.
    private func showElements(_ attributes: [UICollectionViewLayoutAttributes]) -> Bool {
        var wanted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        var order: [CollectionElementKey] = []
        for element in attributes where isShowable(element) && wanted[element.elementKey] == nil {
            wanted[element.elementKey] = movingAttributes(element)
            order.append(element.elementKey)
        }
        for (key, view) in visibleViews where wanted[key] == nil {
            endDisplaying(view, key)
            visibleViews[key] = nil
            appliedAttributes[key] = nil
        }
        var invalidated = false
        for key in order {
            guard let element = wanted[key] else { continue }
            if let view = visibleViews[key] {
                if key.indexPath == interactiveMovement?.slot, key.category == .cell {
                    UIView.performWithoutAnimation { view.applyLayoutAttributes(element) }
                } else if appliedAttributes[key].map({ !$0.isEqual(element) }) ?? true {
                    view.applyLayoutAttributes(element)
                }
                if viewsNeedingSizing.remove(ObjectIdentifier(view)) != nil, wantsPreferredAttributes(view, element) { invalidated = true }
            } else {
                guard let view = makeView(for: element) else { continue }
                UIView.performWithoutAnimation { view.applyLayoutAttributes(element) }
                display(view, key)
                if wantsPreferredAttributes(view, element) { invalidated = true }
            }
            appliedAttributes[key] = element.copy() as? UICollectionViewLayoutAttributes
        }
        return invalidated
    }

    /// Whether the element names something the data source has (an element past the counts is reported once).
    func isShowable(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            if isValid(indexPath) { return true }
        case .supplementaryView, .decorationView:
            if indexPath.count >= 1, indexPath[0] >= 0, indexPath[0] < numberOfSections || indexPath.count == 1 { return true }
        }
        Diagnostics.report("the layout returned attributes for \(attributes.representedElementCategory) \(indexPath), which the data source does not have; skipped")
        return false
    }

    /// A self-sizing view's preferred attributes: when the layout takes them, it is invalid and asked again. A flow
    /// layout without an estimated size, or a compositional one without estimated dimensions, sizes nothing, so its
    /// views are not asked.
    func wantsPreferredAttributes(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        if let flow = layoutStorage as? UICollectionViewFlowLayout, flow.estimatedItemSize == .zero { return false }
        if let compositional = layoutStorage as? UICollectionViewCompositionalLayout, !compositional.sizesElements { return false }
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        guard layoutStorage.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else { return false }
        layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        return true
    }

    /// A view for the element, configured by the data source (cells, supplementary views) or made from the layout's
    /// registered class (decoration views), outside any animation block; the collection view animates it itself,
    /// even when it was made inside one.
    func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        var view: UICollectionReusableView?
        UIView.performWithoutAnimation {
            switch attributes.representedElementCategory {
            case .cell:
                guard let path = dataPath(forDisplayed: attributes.indexPath) else { return }
                let cell = dataSource?.collectionView(self, cellForItemAt: path)
                cell?.isSelected = selectedIndexPaths.contains(attributes.indexPath)
                view = cell
            case .supplementaryView:
                view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: attributes.representedElementKind ?? "",
                                                  at: attributes.indexPath)
            case .decorationView:
                let kind = attributes.representedElementKind ?? ""
                guard let type = layoutStorage.decorationClasses[kind] else {
                    Diagnostics.report("no decoration view class registered for kind \"\(kind)\"; the element is not shown")
                    return
                }
                view = dequeue("decoration\u{0}" + kind, kind, type)
            }
        }
        view?.creatingBlock = nil
        return view
    }

    /// Puts `view` on screen for the element `key` and tells the delegate.
    func display(_ view: UICollectionReusableView, _ key: CollectionElementKey) {
        visibleViews[key] = view
        disappearingViews[ObjectIdentifier(view)] = nil
        if view.superview !== self {
            if let backgroundView, backgroundView.superview === self {
                insertSubview(view, aboveSubview: backgroundView)
            } else {
                insertSubview(view, at: 0)
            }
        }
        if let cell = view as? UICollectionViewCell {
            itemDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            itemDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// Takes `view` off screen for reuse and tells the delegate.
    func endDisplaying(_ view: UICollectionReusableView, _ key: CollectionElementKey) {
        enqueue(view)
        if let cell = view as? UICollectionViewCell {
            itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            itemDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// Scrolls so that the item shows at `scrollPosition` (as far as the content allows).
    func scroll(toItem indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValid(indexPath), let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return Diagnostics.report("scrollToItem(at: \(indexPath)): no such item; not scrolled")
        }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - contentInset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + contentInset.bottom }
        if scrollPosition.contains(.left) { offset.x = frame.minX - contentInset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + contentInset.right }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
        } else {
            setContentOffset(clamped(offset), animated: animated)
        }
    }
}
