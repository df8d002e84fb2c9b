import Foundation

/// A phase of a UI update, in which an update link's action runs: the standard phases run in every update, the
/// low-latency ones only in updates where a link asks for low-latency event dispatch.
///
/// The order of an update: `afterUpdateScheduled`, `beforeEventDispatch`, `afterEventDispatch`,
/// `beforeCADisplayLinkDispatch`, `afterCADisplayLinkDispatch`, `beforeCATransactionCommit`,
/// `afterCATransactionCommit`, the low-latency group (`beforeLowLatencyEventDispatch`,
/// `afterLowLatencyEventDispatch`, `beforeLowLatencyCATransactionCommit`, `afterLowLatencyCATransactionCommit`), then
/// `afterUpdateComplete`.
public final class UIUpdateActionPhase: Hashable, Sendable, CustomStringConvertible {
    /// Where the phase comes in an update, counted from 0.
    let order: Int
    /// The phase's name, as Apple spells it.
    let name: String

    private init(_ order: Int, _ name: String) {
        self.order = order
        self.name = name
    }

    /// After the update was scheduled and its timing is known, before events: time-driven animation and simulation.
    public static let afterUpdateScheduled = UIUpdateActionPhase(0, "afterUpdateScheduled")
    /// Before the update's events reach their handlers.
    ///
    /// Difference from Apple: the desktop's input reaches its handlers as the compositor delivers it, before the
    /// update that shows it, so `beforeEventDispatch` and `afterEventDispatch` run one after the other.
    public static let beforeEventDispatch = UIUpdateActionPhase(1, "beforeEventDispatch")
    /// After the update's events reached their handlers and gesture recognizers.
    public static let afterEventDispatch = UIUpdateActionPhase(2, "afterEventDispatch")
    /// Before the display links fire; the phase `addAction(handler:)` adds to.
    public static let beforeCADisplayLinkDispatch = UIUpdateActionPhase(3, "beforeCADisplayLinkDispatch")
    /// After the display links fired.
    public static let afterCADisplayLinkDispatch = UIUpdateActionPhase(4, "afterCADisplayLinkDispatch")
    /// Before the transaction commits (and lays out and displays): changes made here show in this update.
    public static let beforeCATransactionCommit = UIUpdateActionPhase(5, "beforeCATransactionCommit")
    /// After the transaction committed: changes made here show in a later update.
    public static let afterCATransactionCommit = UIUpdateActionPhase(6, "afterCATransactionCommit")
    /// Before low-latency events reach their handlers.
    public static let beforeLowLatencyEventDispatch = UIUpdateActionPhase(7, "beforeLowLatencyEventDispatch")
    /// After low-latency events reached their handlers.
    public static let afterLowLatencyEventDispatch = UIUpdateActionPhase(8, "afterLowLatencyEventDispatch")
    /// Before the low-latency commit: changes made here still show in this update.
    public static let beforeLowLatencyCATransactionCommit = UIUpdateActionPhase(9, "beforeLowLatencyCATransactionCommit")
    /// After the low-latency commit.
    public static let afterLowLatencyCATransactionCommit = UIUpdateActionPhase(10, "afterLowLatencyCATransactionCommit")
    /// At the end of the update: work put off from its earlier phases.
    public static let afterUpdateComplete = UIUpdateActionPhase(11, "afterUpdateComplete")

    public static func == (lhs: UIUpdateActionPhase, rhs: UIUpdateActionPhase) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(order)
    }

    public var description: String { "UIUpdateActionPhase.\(name)" }
}
