import QuartzCore

/// What `registerForTraitChanges` returns, to give back to `unregisterForTraitChanges(_:)`.
@MainActor @preconcurrency
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it listens to and what it runs.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        (self.traits, self.handler) = (traits, handler)
    }

    /// Whether a change from `old` to `new` touches a trait it listens to.
    func matches(from old: TraitValues, to new: TraitValues) -> Bool {
        traits.contains { ($0 as? any SystemTrait.Type)?.differs(old, new) ?? false }
    }
}

/// What hears of trait changes through registrations (iOS 17): views and view controllers.
@MainActor @preconcurrency
public protocol UITraitChangeObservable: AnyObject {
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// A view or controller keeping registrations.
@MainActor
protocol TraitRegistrationOwner: AnyObject {
    var traitState: TraitOverrideState { get set }
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Runs `handler` with this object and the previous traits whenever one of `traits` changes for it; the
    /// handler names the object's type, as `(self: Self, previousTraitCollection: UITraitCollection)` does.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        register(TraitChangeRegistration(traits: traits) { object, previous in
            if let object = object as? Environment { handler(object, previous) }
        })
    }

    /// Sends `action` to `target` (a responder) whenever one of `traits` changes for this object.
    ///
    /// Difference from Apple: the action reaches `target` through `UIResponder.performAction(_:withSender:)`, as Swift on Linux has no Objective-C messaging.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        weak let responder = target as? UIResponder
        return register(TraitChangeRegistration(traits: traits) { object, _ in
            _ = responder?.performAction(action, withSender: object)
        })
    }

    /// Sends `action` to this object whenever one of `traits` changes for it.
    ///
    /// Difference from Apple: the action reaches the object through `UIResponder.performAction(_:withSender:)`, as Swift on Linux has no Objective-C messaging.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        register(TraitChangeRegistration(traits: traits) { object, _ in
            _ = (object as? UIResponder)?.performAction(action, withSender: object)
        })
    }

    private func register(_ registration: TraitChangeRegistration) -> any UITraitChangeRegistration {
        (self as? any TraitRegistrationOwner)?.traitState.registrations.append(registration)
        return registration
    }
}

extension UIView: UITraitChangeObservable, TraitRegistrationOwner {
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitState.registrations.removeAll { $0 === registration }
    }
}

extension UIViewController: UITraitChangeObservable, TraitRegistrationOwner {
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitState.registrations.removeAll { $0 === registration }
    }
}
