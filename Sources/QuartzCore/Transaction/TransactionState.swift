import Foundation

/// A context's transactions: the open ones, the committed completions waiting for their animations, the layers
/// changed since the last commit, and the hooks of the run loop's owner.
@MainActor
final class TransactionState {
    /// One open transaction; its values are read on every property change, without run-time exclusivity checks
    /// as the stack is.
    final class Frame {
        let isImplicit: Bool
        @exclusivity(unchecked) var values: [String: Any] = [:]
        var completion = CATransactionCompletion()

        init(isImplicit: Bool) {
            self.isImplicit = isImplicit
        }
    }

    /// Open transactions, innermost last. This, the changed layers and their mark are read on every property change
    /// without run-time exclusivity checks (each access is short, on the main actor, and calls out to nothing).
    @exclusivity(unchecked) var stack: [Frame] = []
    /// Committed completions waiting for their animations, in commit order.
    var waiting: [CATransactionCompletion] = []
    /// Layers changed since the last commit of the outermost transaction, laid out and displayed at commit.
    @exclusivity(unchecked) var changedLayers: [ObjectIdentifier: CALayer] = [:]
    /// Identifies the current `changedLayers`: a new mark each time the set is emptied, so a layer holding the
    /// current one is known to be in it (the layer holds its mark strongly, so no later mark can share its address).
    @exclusivity(unchecked) var changeMark = ChangeMark()

    final class ChangeMark {}
    /// How many outermost commits the context has made: a layer made before the latest one has been committed. A
    /// count rather than a list of new layers, which held each layer weakly, and a weak reference makes every later
    /// retain and release of its target take the runtime's slow path.
    @exclusivity(unchecked) var commitCount: UInt64 = 0
    /// Called when an implicit transaction opens (UIKit schedules the flush).
    var implicitTransactionOpened: (@MainActor () -> Void)?
    /// Run after each outermost commit that changed layers (a window schedules a frame).
    var commitObservers: [@MainActor () -> Void] = []
    /// Run before each layout of the changed trees (UIKit's update-properties pass).
    var layoutObservers: [@MainActor () -> Void] = []
}

