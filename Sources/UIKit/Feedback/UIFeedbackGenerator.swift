import Foundation

/// The base of the haptic feedback generators: `prepare()` before feedback is due, then the subclass's
/// `…Occurred` method when it is.
///
/// Difference from Apple: a desktop has no haptic engine; generators accept every call and play nothing (each
/// remembers the last feedback it was asked for).
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject, UIInteraction {
    /// The view the generator belongs to (`init(view:)` or `addInteraction`).
    open private(set) weak var view: UIView?
    /// The feedback last asked for, for tests and diagnostics.
    var lastFeedback: FeedbackRecord?
    /// Whether `prepare()` was called since the last feedback.
    var isPrepared = false

    public override init() {
        super.init()
    }

    /// A generator that belongs to `view`.
    public convenience init(view: UIView) {
        self.init()
        view.addInteraction(self)
    }

    /// Readies the haptic engine for feedback due soon.
    open func prepare() {
        isPrepared = true
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Notes `feedback` as played; an intensity that is not a number is refused with one line.
    func occurred(_ feedback: FeedbackRecord) {
        guard feedback.intensity.isFinite else {
            return Diagnostics.report("\(type(of: self)) intensity \(feedback.intensity) ignored; it must be between 0 and 1")
        }
        var played = feedback
        played.intensity = min(max(feedback.intensity, 0), 1)
        lastFeedback = played
        isPrepared = false
    }
}

/// What a generator was last asked to play.
struct FeedbackRecord: Equatable, Sendable {
    /// "impact.medium", "selection", "notification.success" …
    var kind: String
    var intensity: CGFloat = 1
    var location: CGPoint?
}
