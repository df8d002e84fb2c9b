import Foundation

/// A timer that fires once per display frame, paced by the compositor's frame callbacks (or by
/// the offscreen renderer's frames); `add(to:forMode:)` starts it as on iOS.
@MainActor @preconcurrency
public final class CADisplayLink: NSObject {
    private let handler: (CADisplayLink) -> Void
    /// The time of the frame being prepared when the callback runs (the last frame's presentation).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time the frame being prepared should show at.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames.
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    /// Fires no more often than this many times a second (0: every frame).
    public var preferredFramesPerSecond = 0
    /// The rates the link asks for; its preferred rate (else its maximum) paces it as `preferredFramesPerSecond`
    /// does, and it wins over that when set.
    public var preferredFrameRateRange: CAFrameRateRange = .default
    /// Fires on every `frameInterval`th frame (1: every frame; below 1 is taken as 1).
    @available(*, deprecated, message: "use preferredFramesPerSecond or preferredFrameRateRange")
    public var frameInterval: Int {
        get { interval }
        set { interval = newValue }
    }
    public var isPaused = false {
        didSet { if !isPaused { (context ?? CAContext.current).displayLinks.requestFrames?() } }
    }

    /// The context whose frames fire the link, from `add(to:forMode:)` until `invalidate()`.
    private var context: CAContext? {
        get { contextReference.object }
        set { contextReference = UnretainedReference(newValue) }
    }
    private var contextReference = UnretainedReference<CAContext>(nil)
    /// The frames the link took, for its rate.
    private var pacer = CAFramePacer()
    /// The stored `frameInterval`, kept apart so the link reads it without a deprecation warning.
    private var interval = 1
    /// Frames passed over since the link last fired, counted for `frameInterval`.
    private var framesSkipped = 0

    /// The current context's links.
    private static var state: DisplayLinkState { CAContext.current.displayLinks }

    /// Set by the host that draws frames: asks it for frames while the current context's links run.
    ///
    /// Difference from Apple: not in Core Animation; the host that draws frames (UIKit, the offscreen renderer) sets
    /// it.
    public static var requestFrames: (@MainActor () -> Void)? {
        get { state.requestFrames }
        set { state.requestFrames = newValue }
    }

    /// Difference from Apple: a closure instead of `init(target:selector:)`, since Swift on Linux has no selectors.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts firing on the frames of the current context (the main run loop's windows).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard context == nil else { return }
        let context = CAContext.current
        self.context = context
        context.displayLinks.links.append(self)
        context.displayLinks.requestFrames?()
    }

    /// Stops firing for good.
    public func invalidate() {
        context?.displayLinks.links.removeAll { $0 === self }
        context = nil
    }

    /// Stops firing until the link is added to a run loop again.
    ///
    /// Difference from Apple: the links of a context share one set of frames, so removing the link from any mode
    /// removes it from all of them.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        invalidate()
        pacer = CAFramePacer()
        framesSkipped = 0
    }

    /// Whether the frame shown at `targetTime` is one this link's pacing skips.
    private func skips(at targetTime: CFTimeInterval, frameDuration: CFTimeInterval) -> Bool {
        if interval > 1, pacer.lastFrame != nil, framesSkipped + 1 < interval {
            framesSkipped += 1
            return true
        }
        let allowed = pacer.allows(
            targetTime, frameDuration: frameDuration, range: preferredFrameRateRange, fallbackRate: preferredFramesPerSecond)
        if !allowed {
            return true
        }
        framesSkipped = 0
        return false
    }

    /// Whether some link wants frames (a display link that runs, or a UIKit update link that asks for continuous
    /// updates): the host keeps drawing while this is true.
    ///
    /// Difference from Apple: not in Core Animation; the host draws frames while it is true.
    public static var isAnyRunning: Bool {
        state.wantsFrames
    }

    /// Fires the running links for a frame shown at `targetTime`, `frameDuration` after the last one.
    ///
    /// Difference from Apple: not in Core Animation; the host fires links once per frame it draws.
    public static func fire(at targetTime: CFTimeInterval, frameDuration: CFTimeInterval) {
        for link in state.links where !link.isPaused {
            if link.skips(at: targetTime, frameDuration: frameDuration) { continue }
            link.timestamp = targetTime - frameDuration
            link.targetTimestamp = targetTime
            link.duration = frameDuration
            link.pacer.take(targetTime)
            link.handler(link)
        }
    }
}
