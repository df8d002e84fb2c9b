import QuartzCore

/// A change that may alter the traits of views and controllers: their traits are read before it, the context's trait
/// generation moves on (every cached collection is stale), and each one whose traits changed hears of it —
/// `traitCollectionDidChange(_:)`, then its registrations — with `UITraitCollection.current` set to its new traits.
@MainActor
enum TraitChange {
    /// One object's traits before the change.
    typealias Snapshot = [(object: any UITraitEnvironment, traits: UITraitCollection)]

    /// Runs `change`, telling what it changed to the views under `views` and the controllers under `controllers`
    /// (their views and children included).
    static func perform(views: [UIView] = [], controllers: [UIViewController] = [], _ change: () -> Void) {
        var snapshot: Snapshot = []
        var seen = Set<ObjectIdentifier>()
        for controller in controllers { collect(controller, into: &snapshot, seen: &seen) }
        for view in views { collect(view, into: &snapshot, seen: &seen) }
        change()
        invalidate()
        deliver(snapshot)
    }

    /// Makes every cached trait collection stale.
    static func invalidate() {
        UIKitContextState.current.traitGeneration &+= 1
    }

    /// Tells each object of `snapshot` whose traits now differ.
    static func deliver(_ snapshot: Snapshot) {
        for (object, old) in snapshot { tell(object, from: old) }
    }

    private static func collect(_ controller: UIViewController, into snapshot: inout Snapshot, seen: inout Set<ObjectIdentifier>) {
        guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
        snapshot.append((controller, controller.traitCollection))
        if let view = controller.viewIfLoaded { collect(view, into: &snapshot, seen: &seen) }
        for child in controller.children { collect(child, into: &snapshot, seen: &seen) }
    }

    private static func collect(_ view: UIView, into snapshot: inout Snapshot, seen: inout Set<ObjectIdentifier>) {
        if let controller = view.viewController { collect(controller, into: &snapshot, seen: &seen) }
        guard seen.insert(ObjectIdentifier(view)).inserted else { return }
        snapshot.append((view, view.traitCollection))
        for subview in view.subviews { collect(subview, into: &snapshot, seen: &seen) }
    }

    /// Tells `object` its traits changed from `old`, if they did.
    static func tell(_ object: any UITraitEnvironment, from old: UITraitCollection) {
        let new = object.traitCollection
        guard new != old else { return }
        new.performAsCurrent {
            if let view = object as? UIView, new.preferredContentSizeCategory != old.preferredContentSizeCategory {
                view.contentSizeCategoryDidChange()
            }
            object.traitCollectionDidChange(old)
            let registrations = (object as? any TraitRegistrationOwner)?.traitState.registrations ?? []
            for registration in registrations where registration.matches(from: old.values, to: new.values) {
                registration.handler(object, old)
            }
        }
        (object as? UIViewController)?.setNeedsUpdateContentUnavailableConfiguration()
        if let view = object as? UIView, new.hasDifferentColorAppearance(comparedTo: old) {
            view.traitColorAppearanceDidChange()
        }
    }
}
