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
}
