import Foundation

/// The observations of every observed object, and the two ways changes reach them: an object reporting that it
/// changed (a layer's property), and a sweep of every observation when a transaction commits.
@MainActor
@_spi(KeyValueObserving) public enum KeyValueObservers {
    private static var watchers: [ObjectIdentifier: [KeyValueWatcher]] = [:]

    /// Whether anything is observed at all: objects report their changes only then.
    @_spi(KeyValueObserving) public private(set) static var isObserving = false

    static func add(_ watcher: KeyValueWatcher) {
        watchers[watcher.objectID, default: []].append(watcher)
        isObserving = true
    }

    /// `object` changed one of its properties: its observations look at their values now.
    @_spi(KeyValueObserving) public static func objectDidChange(_ object: AnyObject) {
        guard isObserving, let list = watchers[ObjectIdentifier(object)] else { return }
        for watcher in list { watcher.check(sweeping: false) }
        prune(ObjectIdentifier(object))
    }

    /// A transaction committed: every observation of an `Equatable` value looks at it (properties that no layer holds
    /// are seen here).
    @_spi(KeyValueObserving) public static func sweep() {
        guard isObserving else { return }
        for (id, list) in watchers {
            for watcher in list { watcher.check(sweeping: true) }
            prune(id)
        }
    }

    /// Drops the observations that ended and those whose object went.
    private static func prune(_ id: ObjectIdentifier) {
        guard let list = watchers[id] else { return }
        let live = list.filter(\.isLive)
        if live.isEmpty {
            watchers[id] = nil
            isObserving = !watchers.isEmpty
        } else if live.count != list.count {
            watchers[id] = live
        }
    }
}

/// One observation of one object's key path: reads the value and tells the handler when it changed.
@MainActor
final class KeyValueWatcher {
    let objectID: ObjectIdentifier
    private weak var object: AnyObject?
    private weak var observation: NSKeyValueObservation?
    private let compare: (_ object: AnyObject, _ sweeping: Bool) -> Void

    init(object: AnyObject, observation: NSKeyValueObservation, compare: @escaping (AnyObject, Bool) -> Void) {
        objectID = ObjectIdentifier(object)
        self.object = object
        self.observation = observation
        self.compare = compare
    }

    /// Whether the object and the observation are both still there.
    var isLive: Bool { object != nil && observation?.isActive == true }

    func check(sweeping: Bool) {
        guard let object, isLive else { return }
        compare(object, sweeping)
    }

    /// Whether two values of an `Equatable` type are equal.
    static func equal<Value>(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
