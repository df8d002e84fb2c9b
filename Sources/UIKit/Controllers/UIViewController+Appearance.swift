import QuartzCore

/// Where a controller is in its appearance cycle, and why it moves, as its appearance callbacks read it.
struct AppearanceState {
    enum Phase: Equatable {
        case disappeared, appearing, appeared, disappearing
    }

    var phase = Phase.disappeared
    /// Whether a view moving into or out of a window began the current change (so that the move's end ends it).
    var startedByViewMove = false
    var animated = false
    var beingPresented = false
    var beingDismissed = false
    var movingToParent = false
    var movingFromParent = false
}

/// The appearance state machine: will/did callbacks exactly once per change, in Apple's order (the controller
/// before its children), forwarded to the children whose views are in the controller's view.
extension UIViewController {
    /// Whether the controller is on screen or on its way (appearing or appeared).
    var isAppearingOrAppeared: Bool { appearance.phase == .appearing || appearance.phase == .appeared }

    func beginAppearance(_ isAppearing: Bool, animated: Bool, automatic: Bool) {
        switch (isAppearing, appearance.phase) {
        case (true, .disappeared), (true, .disappearing):
            appearance.phase = .appearing
            appearance.animated = animated
            appearance.startedByViewMove = automatic
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance.phase = .disappearing
            appearance.animated = animated
            appearance.startedByViewMove = automatic
            viewWillDisappear(animated)
        default:
            return
        }
        for child in appearanceForwardingTargets {
            child.beginAppearance(isAppearing, animated: animated, automatic: automatic)
        }
    }

    func endAppearance(automatic: Bool) {
        if automatic, !appearance.startedByViewMove { return }
        switch appearance.phase {
        case .appearing:
            appearance.phase = .appeared
            viewDidAppear(appearance.animated)
            appearance.beingPresented = false
        case .disappearing:
            appearance.phase = .disappeared
            viewDidDisappear(appearance.animated)
            appearance.beingDismissed = false
        default:
            return
        }
        appearance.startedByViewMove = false
        for child in appearanceForwardingTargets where child.appearance.phase == .appearing || child.appearance.phase == .disappearing {
            child.endAppearance(automatic: automatic)
        }
    }

    /// Whether a move of this controller's view into or out of a window should drive its appearance: not while a
    /// container or a presentation drives it, nor for children of containers that forward appearance themselves.
    private var appearanceFollowsViewMoves: Bool {
        if appearance.phase != .disappeared, appearance.phase != .appeared, !appearance.startedByViewMove { return false }
        if let parent, !parent.shouldAutomaticallyForwardAppearanceMethods { return false }
        return true
    }

    /// The controller's view is about to join (`window` not nil) or leave a window.
    func viewWillMove(toWindow window: UIWindow?) {
        guard appearanceFollowsViewMoves else { return }
        beginAppearance(window != nil, animated: false, automatic: true)
    }

    /// The controller's view joined or left a window.
    func viewDidMoveToWindow() {
        endAppearance(automatic: true)
    }
}
