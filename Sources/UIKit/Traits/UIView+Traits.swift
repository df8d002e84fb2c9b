import QuartzCore

/// How a view's traits are worked out and passed down, and what happens when they change.
extension UIView {
    /// The view's traits: its controller's (for a controller's root view), its superview's, or — at the top — its
    /// root traits, with the view's own overrides on top; kept until the context's trait generation moves on.
    var inheritedTraitCollection: UITraitCollection {
        let generation = UIKitContextState.current.traitGeneration
        if let cached = cachedTraits, cached.generation == generation { return cached.traits }
        let base = viewController?.traitCollection.values ?? superview?.traitCollection.values ?? rootTraitValues
        let overrides = traitState.overrides
        let limits = traitState.contentSizeLimits
        let traits = overrides == TraitValues() && limits.isEmpty && viewController == nil && superview != nil
            ? superview!.traitCollection : UITraitCollection(values: limited(base.overlaid(with: overrides)))
        cachedTraits = (generation, traits)
        return traits
    }

    /// `values` with the content size category held within the view's limits.
    private func limited(_ values: TraitValues) -> TraitValues {
        let limits = traitState.contentSizeLimits
        guard !limits.isEmpty else { return values }
        var limited = values
        limited.preferredContentSizeCategory = limits.apply(to: values.preferredContentSizeCategory)
        return limited
    }

    /// The traits of a view at the top of a tree: a window's come from the desktop, a lone view's from the screen.
    private var rootTraitValues: TraitValues {
        (self as? UIWindow)?.desktopTraits.values ?? UIScreen.main.traitCollection.values
    }

    /// Changes this view's overrides, telling the views below whose traits change.
    func changeTraitOverrides(_ change: (inout TraitValues) -> Void) {
        var overrides = traitState.overrides
        change(&overrides)
        guard overrides != traitState.overrides else { return }
        TraitChange.perform(views: [self]) { traitState.overrides = overrides }
    }

    /// The view moved, and had `old` as its traits before: if they changed, it and its subviews (with their
    /// controllers) hear of it.
    func traitsMoved(from old: UITraitCollection) {
        cachedTraits = nil
        guard traitCollection != old else { return }
        var snapshot: TraitChange.Snapshot = []
        collectTraitsBeforeMove(parentOld: nil, rootOld: old, into: &snapshot)
        TraitChange.invalidate()
        TraitChange.deliver(snapshot)
    }

    /// The traits this view and its subviews had before a move: still cached unless never read, then worked out
    /// from the superview's old traits.
    private func collectTraitsBeforeMove(parentOld: UITraitCollection?, rootOld: UITraitCollection, into snapshot: inout TraitChange.Snapshot) {
        let old: UITraitCollection
        if let parentOld {
            if let cached = cachedTraits, cached.generation == UIKitContextState.current.traitGeneration {
                old = cached.traits
            } else {
                let controllerOverrides = viewController?.traitState.overrides ?? TraitValues()
                old = UITraitCollection(values: limited(parentOld.values.overlaid(with: controllerOverrides).overlaid(with: traitState.overrides)))
            }
        } else {
            old = rootOld
        }
        if let controller = viewController { snapshot.append((controller, old)) }
        snapshot.append((self, old))
        for subview in subviews { subview.collectTraitsBeforeMove(parentOld: old, rootOld: rootOld, into: &snapshot) }
    }

    /// Light, dark or another colour appearance took effect: a dynamic background colour is resolved again, and
    /// what the view draws is drawn again.
    func traitColorAppearanceDidChange() {
        if let assigned = assignedBackgroundColor, assigned.color.isDynamic {
            let resolved = assigned.color.resolvedColor(with: traitCollection).cgColor
            assignedBackgroundColor = (assigned.color, resolved)
            UIView.performWithoutAnimation { layer.backgroundColor = resolved }
        }
        setNeedsDisplay()
    }
}
