import Foundation

/// What a UI update in progress knows of itself: its times, on the context's clock, and whether it runs the
/// low-latency phases. The values of the low-latency flags change as the update moves through its phases.
@MainActor @preconcurrency
public final class UIUpdateInfo {
    /// The update's "now" for time-driven changes (animation, physics): the time its frame shows at, as its display
    /// links' `targetTimestamp`.
    public let modelTime: TimeInterval
    /// The time by which the update's changes must be committed to show with its frame: one frame after `modelTime`.
    public let completionDeadlineTime: TimeInterval
    /// When the update's changes are expected on screen: at the compositor's next repaint, one frame after `modelTime`.
    public let estimatedPresentationTime: TimeInterval
    /// Whether the update is expected to show as soon as it completes.
    ///
    /// Difference from Apple: always false; frames show at the compositor's repaints, and immediate presentation is
    /// not attempted.
    public let isImmediatePresentationExpected = false
    /// Whether the update runs the low-latency phases: true from its start when a link in it asks for low-latency
    /// event dispatch.
    public let isLowLatencyEventDispatchConfirmed: Bool
    /// Whether the update is in its low-latency phases now.
    public internal(set) var isPerformingLowLatencyPhases = false

    init(modelTime: TimeInterval, frameDuration: TimeInterval, runsLowLatencyPhases: Bool) {
        self.modelTime = modelTime
        completionDeadlineTime = modelTime + frameDuration
        estimatedPresentationTime = modelTime + frameDuration
        isLowLatencyEventDispatchConfirmed = runsLowLatencyPhases
    }

    /// The update in progress for `view`'s window, nil outside an update or for a view in no window.
    public class func current(for view: UIView) -> Self? {
        UpdateLinkRegistry.current.updateInfo(forWindowOf: view) as? Self
    }

    /// The update in progress for one of `windowScene`'s windows, nil outside an update.
    public class func current(for windowScene: UIWindowScene) -> Self? {
        UpdateLinkRegistry.current.updateInfo(for: windowScene) as? Self
    }
}
