import Foundation

/// The values recorded through one proxy: for instances of a class, inside containers of given types and with
/// given traits.
@MainActor
final class AppearanceRule {
    let target: AnyClass
    let containers: [AnyClass]
    let trait: UITraitCollection?
    /// The recorded invocations in the order first made (a later value for the same key replaces the earlier one).
    private(set) var order: [AnyHashable] = []
    private(set) var invocations: [AnyHashable: @MainActor (AnyObject) -> Void] = [:]
    /// How specific the rule is: deeper classes, more containers and a trait apply after (over) the rest.
    let specificity: (depth: Int, containers: Int, trait: Int)

    init(target: AnyClass, containers: [AnyClass], trait: UITraitCollection?) {
        self.target = target
        self.containers = containers
        self.trait = trait
        specificity = (AppearanceRules.depth(of: target), containers.count, trait == nil ? 0 : 1)
    }

    func record(_ key: AnyHashable, _ apply: @escaping @MainActor (AnyObject) -> Void) {
        if invocations[key] == nil { order.append(key) }
        invocations[key] = apply
        AppearanceRules.generation += 1
    }

    func matches(_ object: AnyObject, chain: [AnyObject], traits: UITraitCollection) -> Bool {
        guard AppearanceRules.isKind(object, of: target) else { return false }
        if let trait, !traits.containsTraits(in: trait) { return false }
        var position = chain.startIndex
        for container in containers {
            guard let found = chain[position...].firstIndex(where: { AppearanceRules.isKind($0, of: container) }) else { return false }
            position = found + 1
        }
        return true
    }
}

/// The proxies made in a context (an app's, or each test's) and the rules they recorded.
@MainActor
final class AppearanceStore {
    var rules: [AppearanceRule] = []
    var proxies: [ObjectIdentifier: AnyObject] = [:]
    var generation = 0
    var isApplying = false
}

/// Every proxy made and what they recorded, applied to views as they enter a window and to bar items as their bar
/// shows them: the more general rules first, so the more specific ones win, and never over a value the app set on
/// the instance itself.
@MainActor
enum AppearanceRules {
    /// The current context's proxies.
    private static var store: AppearanceStore { UIKitContextState.current.appearance }
    private static var rules: [AppearanceRule] {
        get { store.rules }
        set { store.rules = newValue }
    }
    private static var proxies: [ObjectIdentifier: AnyObject] {
        get { store.proxies }
        set { store.proxies = newValue }
    }
    /// Bumped whenever a proxy records a value.
    static var generation: Int {
        get { store.generation }
        set { store.generation = newValue }
    }
    /// Whether proxies' values are being applied now (their setters must not count as the app's own).
    static var isApplying: Bool {
        get { store.isApplying }
        set { store.isApplying = newValue }
    }

    /// The proxy of `type` for the containers and trait, made on first use.
    static func proxy<T: AnyObject>(of type: T.Type, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?) -> T {
        let containerClasses: [AnyClass] = containers.map { $0 as AnyClass }
        let rule = rules.first { rule in
            rule.target == type && rule.trait == trait
                && rule.containers.count == containerClasses.count && zip(rule.containers, containerClasses).allSatisfy { $0 == $1 }
        } ?? {
            let made = AppearanceRule(target: type, containers: containerClasses, trait: trait)
            rules.append(made)
            rules.sort { $0.specificity < $1.specificity }
            return made
        }()
        if let proxy = proxies[ObjectIdentifier(rule)] { return standIn(proxy, as: type) }
        let proxy = makeInstance(of: type)
        (proxy as? any AppearanceParticipant)?.appearanceMarks = AppearanceMarks(rule: rule)
        proxies[ObjectIdentifier(rule)] = proxy
        return standIn(proxy, as: type)
    }

    /// Forgets every proxy and what it recorded (each test starts from none).
    static func removeAll() {
        rules = []
        proxies = [:]
        generation += 1
    }

    /// `proxy` typed as `type`: it is an instance of `type` or of its nearest UIKit superclass, whose members are
    /// all a proxy is used through (a checked cast would refuse the latter).
    private static func standIn<T: AnyObject>(_ proxy: AnyObject, as type: T.Type) -> T {
        Unmanaged<T>.fromOpaque(Unmanaged.passUnretained(proxy).toOpaque()).takeUnretainedValue()
    }

    /// Applies the matching rules' values to `object` (a view, or a bar item shown by `container`), except those
    /// the app set on it.
    static func apply(to object: any AppearanceParticipant, startingAt container: UIView?, traits: UITraitCollection) {
        guard !rules.isEmpty, !isApplying else { return }
        if object.appearanceMarks == nil { object.appearanceMarks = AppearanceMarks(rule: nil) }
        guard let marks = object.appearanceMarks, marks.rule == nil else { return }
        let place = (generation, container.map(ObjectIdentifier.init))
        if let applied = marks.applied, applied == place { return }
        marks.applied = place
        let chain = containerChain(from: container)
        let own = marks.setDirectly
        isApplying = true
        defer { isApplying = false }
        for rule in rules where rule.matches(object, chain: chain, traits: traits) {
            for key in rule.order where !own.contains(key) { rule.invocations[key]?(object) }
        }
    }

    /// The appearance containers around a view, innermost first: each view up the tree, and the controller whose
    /// view it is.
    static func containerChain(from view: UIView?) -> [AnyObject] {
        var chain: [AnyObject] = []
        var current = view
        while let view = current {
            chain.append(view)
            if let controller = view.viewController {
                chain.append(controller)
                if let presentation = controller.presentationController { chain.append(presentation) }
            }
            current = view.superview
        }
        return chain
    }

    static func isKind(_ object: AnyObject, of type: AnyClass) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let candidate = current {
            if candidate == type { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    static func depth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = _getSuperclass(type)
        while let candidate = current {
            depth += 1
            current = _getSuperclass(candidate)
        }
        return depth
    }

    /// An instance standing for `type`: of `type` itself when UIKit makes it, else of its nearest UIKit superclass.
    private static func makeInstance(of type: AnyClass) -> AnyObject {
        var current: AnyClass? = type
        while let candidate = current {
            if let make = AppearanceProxyFactories.byClass[ObjectIdentifier(candidate)] { return make() }
            current = _getSuperclass(candidate)
        }
        preconditionFailure("appearance(): \(type) is neither a view nor a bar item")
    }
}
