import Foundation

/// The one object that owns an app's time and transactions: its media clock, transaction stack, animation engine,
/// display links and commit observers; Apple's static API (`CATransaction.begin()`, `CACurrentMediaTime()`,
/// `CADisplayLink.add(to:forMode:)`) reaches the current one.
///
/// Difference from Apple: not in Core Animation (Apple's own CAContext is private); it owns the media clock,
/// transaction stack, animation engine, display links and commit observers so tests and offscreen renderers run on a
/// clock of their own.
@MainActor @preconcurrency
public final class CAContext {
    /// The clock `CACurrentMediaTime()` reads while this context is current.
    public nonisolated let clock: any CAMediaClock
    /// The time between the display-link frames `advance(by:)` and `advance(to:)` fire.
    public var frameDuration: CFTimeInterval = 1.0 / 60

    /// Open transactions, committed completions waiting for their animations, and layers changed since the last commit.
    let transactions = TransactionState()
    /// Layers with animations the engine still has to start or end.
    let animationEngine = AnimationEngineState()
    /// Display links added to a run loop and the host's frame request.
    let displayLinks = DisplayLinkState()
    /// Closures waiting for a time on the clock (`schedule(at:_:)`).
    let timers = ContextTimerState()
    /// Messages reported once each.
    nonisolated let diagnostics = DiagnosticsState()
    /// Whether `init(layer:)` is making a presentation copy, whose property writes are copies, not settings.
    var isCopyingForPresentation = false
    /// Each layer class's animatable properties by key path, built from its declarations when first asked for.
    var propertyTables: [ObjectIdentifier: [String: CALayerAnimatableProperty]] = [:]

    /// Commits and wakes for animation events when no host does, as Core Animation's run-loop observer.
    lazy var runLoopDriver = RunLoopDriver(context: self)

    /// State the modules above QuartzCore keep on the context, one object per type.
    @exclusivity(unchecked) private var attachments: [ObjectIdentifier: AnyObject] = [:]
    /// The attachment asked for last, found without hashing or a cast (UIKit asks for its state on most calls).
    @exclusivity(unchecked) private var recentAttachment: (type: ObjectIdentifier, state: AnyObject)?

    /// The handle its run-loop driver and display links refer to the context through (see `ObjectHandle`).
    @exclusivity(unchecked) package var objectHandleStorage: ObjectHandle?

    /// Creates a context whose media time is `clock`'s (the monotonic system clock unless given a manual one).
    public init(clock: any CAMediaClock = CASystemMediaClock()) {
        self.clock = clock
    }

    /// Display links that outlive the context read nil for it.
    deinit {
        objectHandleStorage?.owned = nil
    }

    /// The current media time of this context's clock, in seconds.
    public var mediaTime: CFTimeInterval {
        clock.mediaTime
    }

    /// The object of type `State` a module above QuartzCore (UIKit's animation blocks) keeps on this context,
    /// made by `make` on first use, so that its state starts fresh with each context as QuartzCore's does.
    public func attachment<State: AnyObject>(_ type: State.Type = State.self, makingWith make: () -> State) -> State {
        let key = ObjectIdentifier(type)
        // Each attachment is kept under its own type's identifier, so the recent one's type is known.
        if let recent = recentAttachment, recent.type == key { return unsafeDowncast(recent.state, to: State.self) }
        let state: State
        if let known = attachments[key] as? State {
            state = known
        } else {
            state = make()
            attachments[key] = state
        }
        recentAttachment = (key, state)
        return state
    }
}

extension CAContext: ObjectHandleOwner {}
