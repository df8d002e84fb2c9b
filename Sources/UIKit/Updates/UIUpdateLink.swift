@_spi(FrameUpdates) import QuartzCore

/// Takes part in the UI updates of a view's window (or a window scene's windows): its actions run in the phases they
/// were added to, on the main actor, in every update while the link is enabled and its view shows in a visible
/// window; with `requiresContinuousUpdates` it asks for an update every frame, as a running display link does.
///
/// An update is one frame of the window's frame scheduler (or of the context's `advance` on a manual clock): the
/// display links fire in it and its transaction commits. A link that does not require continuous updates runs only in
/// updates that happen anyway (a change, an event, a display link or an animation event); it causes none.
///
/// Difference from Apple: no `init(view:actionTarget:selector:)`, `init(windowScene:actionTarget:selector:)`,
/// `addAction(target:selector:)` or `addAction(to:target:selector:)`; Swift on Linux has no Objective-C runtime to
/// send a selector to a target, so actions are closures.
@MainActor @preconcurrency
open class UIUpdateLink {
    /// An action and the phase it runs in.
    struct Action {
        let phase: UIUpdateActionPhase
        let handler: (UIUpdateLink, UIUpdateInfo) -> Void
    }

    /// Whether the link takes part in updates; off until set, so a link is configured before it runs.
    open var isEnabled = false {
        didSet { if isEnabled != oldValue { askForFrames() } }
    }
    /// Whether the link asks for an update every frame (paced by `preferredFrameRateRange`), as a running display link
    /// does; when false it only follows updates that happen anyway.
    open var requiresContinuousUpdates = false {
        didSet { if requiresContinuousUpdates != oldValue { askForFrames() } }
    }
    /// Whether the link asks for the low-latency phases: updates it takes part in run them after
    /// `afterCATransactionCommit`, with a commit of their own.
    ///
    /// Difference from Apple: no event is low-latency eligible on the desktop (there is no Apple Pencil), so every
    /// event reaches its handlers before the update and the low-latency phases dispatch none.
    open var wantsLowLatencyEventDispatch = false
    /// Whether the link asks for its updates to be shown as soon as they complete.
    ///
    /// Difference from Apple: kept, not acted on; frames show at the compositor's repaints.
    open var wantsImmediatePresentation = false
    /// The rates the link asks for; with continuous updates its preferred rate (else its maximum) paces it as it
    /// paces a display link: it sits out an update that comes sooner than that rate allows after its last.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// What the link follows.
    let target: UpdateLinkTarget
    /// The actions in the order they were added.
    private(set) var actions: [Action] = []
    /// The updates the link took part in, for its rate.
    var pacer = CAFramePacer()
    /// The context whose updates the link takes part in (the current one when it was made).
    private weak var context: CAContext?

    init(target: UpdateLinkTarget) {
        self.target = target
        let context = CAContext.current
        self.context = context
        UpdateLinkRegistry.of(context).add(self)
    }

    /// A link following `view`'s window: it runs while the view shows in a visible window.
    public convenience init(view: UIView) {
        self.init(target: .view(.init(view: view)))
    }

    /// A link following `view`'s window with `handler` in `beforeCADisplayLinkDispatch`.
    public convenience init(view: UIView, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        self.init(view: view)
        addAction(handler: handler)
    }

    /// A link following the windows of `windowScene`: it runs while one of them is visible.
    ///
    /// Difference from Apple: each desktop window has updates of its own, so the link takes part in those of each of
    /// the scene's visible windows.
    public convenience init(windowScene: UIWindowScene) {
        self.init(target: .windowScene(.init(scene: windowScene)))
    }

    /// A link following the windows of `windowScene` with `handler` in `beforeCADisplayLinkDispatch`.
    public convenience init(
        windowScene: UIWindowScene, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void
    ) {
        self.init(windowScene: windowScene)
        addAction(handler: handler)
    }

    /// Adds `handler` to run in `beforeCADisplayLinkDispatch`: after the update's events, before its display links.
    open func addAction(handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        addAction(to: .beforeCADisplayLinkDispatch, handler: handler)
    }

    /// Adds `handler` to run in `phase` of each update the link takes part in.
    open func addAction(to phase: UIUpdateActionPhase, handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        actions.append(Action(phase: phase, handler: handler))
    }

    /// The update the link is taking part in now, nil outside one.
    open func currentUpdateInfo() -> UIUpdateInfo? {
        context.flatMap { UpdateLinkRegistry.of($0).updateInfo(for: self) }
    }

    /// Whether the link takes part in updates of the tree `rootLayer` (every window's when nil): enabled, its view
    /// showing in a visible window of that tree.
    func isActive(in rootLayer: CALayer?) -> Bool {
        isEnabled && target.isVisible(in: rootLayer)
    }

    /// Asks the context's host for frames when the link starts asking for continuous updates: its first one comes.
    private func askForFrames() {
        guard isEnabled, requiresContinuousUpdates else { return }
        context?.perform { CADisplayLink.requestFrames?() }
    }
}
