import ATSPI
import Foundation

/// A bus that records what the bridge sends and answers its calls from a script, so the bridge's D-Bus side is
/// tested without a daemon.
@MainActor
final class RecordingBus: MessageBus {
    let uniqueName = ":1.7"
    var onMessage: ((DBusMessage) -> Bool)?
    private(set) var sent: [DBusMessage] = []
    private(set) var calls: [DBusMessage] = []
    private(set) var matches: [String] = []
    /// Replies to calls, by member.
    var replies: [String: [DBusValue]] = [:]

    func send(_ message: DBusMessage) { sent.append(message) }

    func call(_ message: DBusMessage, reply: @escaping @MainActor (DBusMessage?) -> Void) {
        calls.append(message)
        var answer = message
        answer.serial = UInt32(calls.count)
        reply(replies[message.member ?? ""].map { answer.reply($0) })
    }

    func addMatch(_ rule: String) { matches.append(rule) }

    /// Delivers a method call from a client and returns the bridge's reply.
    func request(_ path: String, _ interface: String, _ member: String, _ arguments: [DBusValue] = []) -> DBusMessage? {
        var call = DBusMessage.call(uniqueName, path, interface, member, arguments)
        call.sender = ":1.99"
        call.serial = 42
        let before = sent.count
        _ = onMessage?(call)
        return sent[before...].first { $0.kind == .methodReturn || $0.kind == .error }
    }

    /// Delivers a signal from the registry.
    func signal(_ interface: String, _ member: String, _ arguments: [DBusValue]) {
        _ = onMessage?(.signal("/org/a11y/atspi/registry", interface, member, arguments))
    }

    /// The signals sent, as `Member:detail`.
    var signals: [String] {
        sent.filter { $0.kind == .signal }.map { "\($0.member ?? ""):\($0.arguments.first?.stringValue ?? "")" }
    }

    func clear() { sent = [] }
}

/// A tree of fixed nodes, counting what the bridge asks.
@MainActor
final class FixedTree: AccessibleTree {
    var nodes: [AccessibleObjectID: AccessibleNode] = [:]
    private(set) var asked = 0
    private(set) var performed: [(Int, AccessibleObjectID)] = []
    private(set) var values: [Double] = []
    private(set) var edits: [(AccessibleTextEdit, AccessibleObjectID)] = []
    /// Each character's box in the text of every object: 10 points wide from x 100, 20 tall from y 200.
    func textBounds(of range: Range<Int>, on id: AccessibleObjectID) -> CGRect? {
        CGRect(x: 100 + 10 * range.lowerBound, y: 200, width: 10 * range.count, height: 20)
    }

    func textOffset(at point: CGPoint, on id: AccessibleObjectID) -> Int? { Int((point.x - 100) / 10) }

    func editText(_ edit: AccessibleTextEdit, on id: AccessibleObjectID) -> Bool {
        edits.append((edit, id))
        return true
    }

    func node(_ id: AccessibleObjectID) -> AccessibleNode? {
        asked += 1
        return nodes[id]
    }

    func performAction(_ index: Int, on id: AccessibleObjectID) -> Bool {
        performed.append((index, id))
        return true
    }

    func setValue(_ value: Double, on id: AccessibleObjectID) -> Bool {
        values.append(value)
        return true
    }

    func grabFocus(_ id: AccessibleObjectID) -> Bool { true }
}
