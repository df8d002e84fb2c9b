import QuartzCore

/// How a controller's traits are worked out: from its parent (with what the parent overrides for it), else from
/// where its view is, its presenter or the screen, with its own overrides on top.
extension UIViewController {
    var inheritedTraitCollection: UITraitCollection {
        let base: TraitValues
        if let parent {
            base = parent.traitCollection.values.overlaid(with: parent.traitState.childOverrides[ObjectIdentifier(self)]?.values ?? TraitValues())
        } else if let superview = viewIfLoaded?.superview {
            base = superview.traitCollection.values
        } else if let presenting = presentingViewController {
            base = presenting.traitCollection.values
        } else {
            base = UIScreen.main.traitCollection.values
        }
        return UITraitCollection(values: base.overlaid(with: traitState.overrides))
    }

    /// Changes this controller's overrides, telling it, its view and its children whose traits change.
    func changeTraitOverrides(_ change: (inout TraitValues) -> Void) {
        var overrides = traitState.overrides
        change(&overrides)
        guard overrides != traitState.overrides else { return }
        TraitChange.perform(controllers: [self]) { traitState.overrides = overrides }
    }

    /// Sets what this controller overrides for `child`, telling the child what changes.
    func setChildTraitOverride(_ collection: UITraitCollection?, for child: UIViewController) {
        TraitChange.perform(controllers: [child]) {
            traitState.childOverrides[ObjectIdentifier(child)] = collection
        }
    }
}
