import Foundation

/// A context's transactions: the open ones, the committed completions waiting for their animations, the layers
/// changed since the last commit, and the hooks of the run loop's owner.
@MainActor
final class TransactionState {
    /// One open transaction.
    final class Frame {
        let isImplicit: Bool
        var values: [String: Any] = [:]
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
    /// Layers made since the last commit of the outermost transaction, which it marks committed.
    var uncommittedLayers: [UncommittedLayer] = []
    /// Called when an implicit transaction opens (UIKit schedules the flush).
    var implicitTransactionOpened: (@MainActor () -> Void)?
    /// Run after each outermost commit that changed layers (a window schedules a frame).
    var commitObservers: [@MainActor () -> Void] = []
    /// Run before each layout of the changed trees (UIKit's update-properties pass).
    var layoutObservers: [@MainActor () -> Void] = []
}

/// A layer made since the last commit, held weakly so that making a layer never keeps it alive.
@MainActor
struct UncommittedLayer {
    weak var layer: CALayer?
}
