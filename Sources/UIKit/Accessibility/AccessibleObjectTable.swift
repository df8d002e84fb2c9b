import ATSPI

/// The ids the bridge names the app's accessibility objects by: one per object for as long as it lives, handed
/// out when a client first sees the object, with the parent it was found under.
@MainActor
final class AccessibleObjectTable {
    private struct Entry {
        weak var object: UIResponder?
        var parent: AccessibleObjectID
    }

    private var ids: [ObjectIdentifier: AccessibleObjectID] = [:]
    private var entries: [AccessibleObjectID: Entry] = [:]
    private var next: UInt64 = 1

    /// The id of `object`, found under `parent`; made when new.
    func id(for object: UIResponder, parent: AccessibleObjectID) -> AccessibleObjectID {
        let key = ObjectIdentifier(object)
        if let id = ids[key], entries[id]?.object === object {
            entries[id]?.parent = parent
            return id
        }
        let id = AccessibleObjectID(next)
        next += 1
        ids[key] = id
        entries[id] = Entry(object: object, parent: parent)
        return id
    }

    /// The id `object` already has, if any.
    func existingID(for object: UIResponder) -> AccessibleObjectID? {
        guard let id = ids[ObjectIdentifier(object)], entries[id]?.object === object else { return nil }
        return id
    }

    /// The object `id` names, while it lives.
    func object(_ id: AccessibleObjectID) -> UIResponder? {
        guard let object = entries[id]?.object else {
            entries[id] = nil
            return nil
        }
        return object
    }

    /// The parent `id` was last found under.
    func parent(of id: AccessibleObjectID) -> AccessibleObjectID? {
        entries[id]?.parent
    }

    /// How many objects have ids.
    var count: Int { entries.count }
}
