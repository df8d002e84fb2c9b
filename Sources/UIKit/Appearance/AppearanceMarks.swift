import Foundation

/// What an object taking part in appearance keeps: the rule it records for when it is a proxy, and otherwise the
/// appearance properties the app set on it directly, which proxies then leave alone.
@MainActor
final class AppearanceMarks {
    /// The rule this object records into: set only on proxies.
    let rule: AppearanceRule?
    /// The properties set directly on the instance.
    var setDirectly: Set<AnyHashable> = []
    /// The proxies' generation and the container last applied (applying again changes nothing, and setting an
    /// item's values makes its bar build its views again).
    var applied: (generation: Int, container: ObjectIdentifier?)?

    init(rule: AppearanceRule?) {
        self.rule = rule
    }
}

/// Names a method-like appearance property (`setTitleColor(_:for:)` in one state) among the recorded invocations.
struct AppearanceMethodKey: Hashable {
    let name: String
    let argument: UInt
}

/// An object whose appearance properties go through proxies: views and bar items.
@MainActor
protocol AppearanceParticipant: AnyObject {
    var appearanceMarks: AppearanceMarks? { get set }
}

extension AppearanceParticipant {
    /// Called by an appearance property's setter after it stored `value`: on a proxy, records it for the
    /// instances to come; on an instance, notes that the app set it (unless a proxy's value is being applied).
    func appearanceDidSet<Root: AnyObject, Value>(_ path: ReferenceWritableKeyPath<Root, Value>, _ value: Value) {
        appearanceDidInvoke(path) { object in (object as? Root)?[keyPath: path] = value }
    }

    /// As `appearanceDidSet`, for a method setting a value per state (`setTitleColor(_:for:)`).
    func appearanceDidInvoke(_ key: AnyHashable, _ apply: @escaping @MainActor (AnyObject) -> Void) {
        if let rule = appearanceMarks?.rule {
            rule.record(key, apply)
            return
        }
        guard !AppearanceRules.isApplying else { return }
        if appearanceMarks == nil { appearanceMarks = AppearanceMarks(rule: nil) }
        appearanceMarks?.setDirectly.insert(key)
    }

    /// Whether this object is a proxy (whose setters record instead of showing anything).
    var isAppearanceProxy: Bool { appearanceMarks?.rule != nil }
}
