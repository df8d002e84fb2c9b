import QuartzCore

/// iOS 26's `.flushUpdates`: what model changes invalidated (properties owed, layout asked for) is brought up to date
/// at once, in the animation context of the caller, so the frames it changes animate with the block.
@MainActor
enum PendingUpdates {
    /// Runs the owed `updateProperties()` and the pending layout now.
    static func flush() {
        CATransaction.layOutChangedTrees()
    }

}
