import Foundation

/// The events the bridge sends: changes found by comparing what it reported with the tree as it is now, keyboard
/// focus, and announcements. Events that keep a client's cache true (children, name, description, defunct) go
/// whenever a client has asked about the object; the others only when a listener wants them.
extension AccessibilityBridge {
    /// How urgently an announcement interrupts (AT-SPI's `AtspiLive`).
    public enum Politeness: Int32, Sendable {
        case polite = 1
        case assertive = 2
    }

    /// Compares every object reported so far with the tree as it is now and sends what changed.
    public func refresh() {
        guard !reported.isEmpty else { return }
        for (id, old) in reported.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let new = tree.node(id) else {
                reported[id] = nil
                emit(id, "StateChanged", "defunct", 1, 0, .int32(0), always: true)
                continue
            }
            reported[id] = new
            changed(id, from: old, to: new)
        }
    }

    /// Sends the events that turn `old`, as reported, into `new`.
    func changed(_ id: AccessibleObjectID, from old: AccessibleNode, to new: AccessibleNode) {
        guard old != new else { return }
        if new.name != old.name {
            emit(id, "PropertyChange", "accessible-name", 0, 0, .string(new.name), always: true)
        }
        if new.description != old.description {
            emit(id, "PropertyChange", "accessible-description", 0, 0, .string(new.description), always: true)
        }
        if new.value != old.value, let value = new.value {
            emit(id, "PropertyChange", "accessible-value", 0, 0, .double(value.current))
        }
        if let oldText = old.text, let newText = new.text {
            textChanged(id, from: oldText, to: newText)
        }
        for state in AccessibleState.allCases where new.states.contains(state) != old.states.contains(state) {
            emit(id, "StateChanged", state.eventName, new.states.contains(state) ? 1 : 0, 0, .int32(0))
        }
        if new.children != old.children {
            childrenChanged(id, from: old.children, to: new.children)
        }
    }

    /// `text-changed:delete` and `:insert` for the characters that differ between `old` and `new` (what lies between
    /// their common start and end), then `text-caret-moved` and `text-selection-changed` as the caret and selection moved.
    private func textChanged(_ id: AccessibleObjectID, from old: AccessibleText, to new: AccessibleText) {
        if old.string != new.string {
            let before = old.characters, after = new.characters
            var prefix = 0
            while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < before.count - prefix, suffix < after.count - prefix,
                  before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
            let deleted = before[prefix..<(before.count - suffix)], inserted = after[prefix..<(after.count - suffix)]
            if !deleted.isEmpty {
                emit(id, "TextChanged", "delete", Int32(prefix), Int32(deleted.count), .string(Self.string(deleted)))
            }
            if !inserted.isEmpty {
                emit(id, "TextChanged", "insert", Int32(prefix), Int32(inserted.count), .string(Self.string(inserted)))
            }
        }
        if new.caret != old.caret, new.caret >= 0 {
            emit(id, "TextCaretMoved", "", Int32(new.caret), 0, .int32(0))
        }
        if new.selection != old.selection, new.selection != nil || old.selection != nil {
            emit(id, "TextSelectionChanged", "", 0, 0, .string(""))
        }
    }

    /// `children-changed` events turning `old` into `new`: the removed children last to first, then the added ones.
    private func childrenChanged(_ id: AccessibleObjectID, from old: [AccessibleObjectID], to new: [AccessibleObjectID]) {
        let kept = Set(new)
        for (index, child) in old.enumerated().reversed() where !kept.contains(child) {
            emit(id, "ChildrenChanged", "remove", Int32(index), 0, reference(child), always: true)
        }
        let before = Set(old)
        for (index, child) in new.enumerated() where !before.contains(child) {
            emit(id, "ChildrenChanged", "add", Int32(index), 0, reference(child), always: true)
        }
    }

    /// Keyboard focus moved to `id` (nil: to nothing the tree shows).
    public func focusChanged(to id: AccessibleObjectID?) {
        guard id != focused else { return }
        // The focus events go here, once: what was reported is brought up to date so that a later report does not
        // send them again.
        if let old = focused {
            emit(old, "StateChanged", "focused", 0, 0, .int32(0))
            reported[old]?.states.remove(.focused)
        }
        focused = id
        guard let id else { return }
        reported[id]?.states.insert(.focused)
        _ = report(id)
        emit(id, "StateChanged", "focused", 1, 0, .int32(0))
        if listeners.wants("focus:") {
            bus.send(.signal(id.path, AccessibleInterface.eventFocus, "Focus", eventArguments("", 0, 0, .int32(0))))
        }
    }

    /// Sends `text` for screen readers to speak, from object `id` (`object:announcement`).
    public func announce(_ text: String, from id: AccessibleObjectID = .root, politeness: Politeness = .polite) {
        emit(id, "Announcement", "", politeness.rawValue, 0, .string(text))
    }

    /// Sends object event `member` with `detail` from `id` when a listener wants it (or `always`).
    func emit(_ id: AccessibleObjectID, _ member: String, _ detail: String, _ detail1: Int32, _ detail2: Int32,
              _ data: DBusValue, always: Bool = false) {
        let name = "object:" + Self.eventName(member) + (detail.isEmpty ? "" : ":" + detail)
        guard always || listeners.wants(name) else { return }
        bus.send(.signal(id.path, AccessibleInterface.eventObject, member, eventArguments(detail, detail1, detail2, data)))
    }

    private func eventArguments(_ detail: String, _ detail1: Int32, _ detail2: Int32, _ data: DBusValue) -> [DBusValue] {
        [.string(detail), .int32(detail1), .int32(detail2), .variant(data), .variantDictionary([])]
    }

    /// `StateChanged` → `state-changed`, as libatspi names events from signal members.
    static func eventName(_ member: String) -> String {
        var name = ""
        for character in member {
            if character.isUppercase, !name.isEmpty { name.append("-") }
            name.append(Character(character.lowercased()))
        }
        return name
    }
}
