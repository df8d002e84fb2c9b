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
    /// Whether `viewIsAppearing` is still owed for the current appearance.
    var owesIsAppearing = false
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
            appearance.owesIsAppearing = true
            viewWillAppear(animated)
            viewIfLoaded?.setNeedsLayout()
        case (false, .appeared), (false, .appearing):
            appearance.phase = .disappearing
            appearance.animated = animated
            appearance.startedByViewMove = automatic
            appearance.owesIsAppearing = false
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
            settleIsAppearing()
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

    /// Called as the controller's view is laid out: the first layout in a window after `viewWillAppear` is where
    /// `viewIsAppearing` falls, its superview having placed it (before `viewWillLayoutSubviews`, as on iOS).
    func viewWillBeLaidOut() {
        guard appearance.owesIsAppearing, appearance.phase == .appearing, viewIfLoaded?.window != nil else { return }
        appearance.owesIsAppearing = false
        viewIsAppearing(appearance.animated)
    }

    /// Before `viewDidAppear`, or as soon as a container placed the view: an appearance whose view was not laid out
    /// in a window yet is laid out now (the window's pending layout, which calls `viewIsAppearing`); one whose view
    /// never reached a window still hears it once.
    func settleIsAppearing() {
        guard appearance.owesIsAppearing else { return }
        if let window = viewIfLoaded?.window {
            UIView.performWithoutAnimation { window.layoutIfNeeded() }
        }
        guard appearance.owesIsAppearing else { return }
        appearance.owesIsAppearing = false
        viewIsAppearing(appearance.animated)
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
