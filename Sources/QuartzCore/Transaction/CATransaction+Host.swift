import Foundation

/// How the run loop's owner (UIKit, or a test) hears about transactions: it commits the implicit
/// transaction at the end of the turn in which it opened, and draws a frame after each commit.
extension CATransaction {
    /// Called when an implicit transaction opens; UIKit answers by scheduling `flush()` at the
    /// end of the current run-loop turn, as Core Animation's run-loop observer does on iOS. While it
    /// is nil, a context on the system clock schedules that flush on the main queue itself.
    ///
    /// Difference from Apple: not in Core Animation, whose run-loop observer is private; UIKit or a test sets it.
    public static var implicitTransactionOpened: (@MainActor () -> Void)? {
        get { CAContext.current.transactions.implicitTransactionOpened }
        set { CAContext.current.transactions.implicitTransactionOpened = newValue }
    }

    /// Registers `observer` to run after each outermost commit of the current context (a window schedules a frame).
    public static func addCommitObserver(_ observer: @escaping @MainActor () -> Void) {
        CAContext.current.transactions.commitObservers.append(observer)
    }

    static func didCommit() {
        for observer in CAContext.current.transactions.commitObservers { observer() }
    }

    /// Registers `observer` to run as the outermost transaction is about to commit, while it is still open (what
    /// the observer changes joins it), and at `layOutChangedTrees()`: UIKit runs its update-properties pass there.
    ///
    /// Difference from Apple: not in Core Animation, whose commit UIKit joins privately; UIKit or a test sets it.
    public static func addLayoutObserver(_ observer: @escaping @MainActor () -> Void) {
        CAContext.current.transactions.layoutObservers.append(observer)
    }

    /// Opens the implicit transaction without changing a layer, so that its commit runs the layout observers (UIKit
    /// asks for it when a view needs its properties updated).
    ///
    /// Difference from Apple: not in Core Animation; UIKit's update pass asks for a commit through it.
    public static func setNeedsLayoutPass() {
        openIfNeeded()
    }

    /// Runs the layout observers, then lays out now, from their roots down, the trees whose layers changed since
    /// the last commit, without committing (UIKit's `.flushUpdates` animation option lays out inside its block).
    ///
    /// Difference from Apple: not in Core Animation; UIKit flushes its pending layout through it.
    public static func layOutChangedTrees() {
        runLayoutObservers()
        layOutTrees(of: Array(CAContext.current.transactions.changedLayers.values))
    }

    static func runLayoutObservers() {
        for observer in CAContext.current.transactions.layoutObservers { observer() }
    }

    /// Lays out the trees `layers` belong to, each once, from its root down.
    static func layOutTrees(of layers: [CALayer]) {
        var roots: [ObjectIdentifier: CALayer] = [:]
        for layer in layers {
            let root = layer.ancestry[0]
            roots[ObjectIdentifier(root)] = root
        }
        for root in roots.values {
            root.layoutIfNeeded()
        }
    }
}
