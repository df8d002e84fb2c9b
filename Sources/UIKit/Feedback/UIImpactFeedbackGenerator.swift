import Foundation

/// Feedback for a collision: a light, medium, heavy, soft or rigid tap.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
    }

    /// The style the generator plays.
    let style: FeedbackStyle

    /// A generator of `style` feedback.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium generator.
    public override init() {
        style = .medium
        super.init()
    }

    /// A generator of `style` feedback that belongs to `view`.
    public convenience init(style: FeedbackStyle, view: UIView) {
        self.init(style: style)
        view.addInteraction(self)
    }

    /// Plays the impact.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Plays the impact at `intensity` (0…1).
    open func impactOccurred(intensity: CGFloat) {
        occurred(FeedbackRecord(kind: "impact.\(style)", intensity: intensity))
    }

    /// Plays the impact where it happened, in the generator's view.
    open func impactOccurred(at location: CGPoint) {
        impactOccurred(intensity: 1, at: location)
    }

    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        occurred(FeedbackRecord(kind: "impact.\(style)", intensity: intensity, location: location))
    }
}

/// Feedback for a change of selection, as a picker's wheel ticks.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the tick of a changed selection.
    open func selectionChanged() {
        occurred(FeedbackRecord(kind: "selection"))
    }

    /// Plays the tick where the selection changed, in the generator's view.
    open func selectionChanged(at location: CGPoint) {
        occurred(FeedbackRecord(kind: "selection", location: location))
    }
}

/// Feedback for the outcome of a task: success, warning or error.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning = 1, error = 2
    }

    /// Plays the feedback of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        occurred(FeedbackRecord(kind: "notification.\(notificationType)"))
    }

    /// Plays the feedback of `notificationType` where it happened, in the generator's view.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        occurred(FeedbackRecord(kind: "notification.\(notificationType)", location: location))
    }
}

@available(*, deprecated, renamed: "UIImpactFeedbackGenerator.FeedbackStyle")
public typealias UIImpactFeedbackStyle = UIImpactFeedbackGenerator.FeedbackStyle
@available(*, deprecated, renamed: "UINotificationFeedbackGenerator.FeedbackType")
public typealias UINotificationFeedbackType = UINotificationFeedbackGenerator.FeedbackType
