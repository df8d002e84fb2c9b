import Foundation

/// The keyboard's place in a view (`UIView.keyboardLayoutGuide`): as wide as the view, at its bottom, its top at the
/// keyboard's top while the keyboard shows and at the bottom of the safe area otherwise, moving in the keyboard's
/// animation so that what is pinned to it moves with the keyboard.
@MainActor @preconcurrency
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or split keyboard.
    ///
    /// Difference from Apple: a desktop's keyboard never undocks, so the guide always follows the docked one.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top is the safe area's bottom when no keyboard shows (false: the view's bottom).
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.keyboardGuideMoved() } }
    }
    /// How far above the keyboard a drag that dismisses it interactively reaches.
    ///
    /// Difference from Apple: kept only; no keyboard is dragged away on a desktop.
    open var keyboardDismissPadding: CGFloat = 0

    override public init() {
        super.init()
        systemRole = .keyboard
        DesktopKeyboard.current.register(self)
    }

    /// How high a keyboard guide in `view` is: what the keyboard covers of the view, or its bottom safe-area inset.
    static func coveredHeight(of view: UIView) -> CGFloat {
        let bounds = view.bounds
        if let keyboard = DesktopKeyboard.current.frame(in: view) {
            let covered = min(bounds.maxY - keyboard.minY, bounds.height)
            if covered > 0, keyboard.height > 0 { return covered }
        }
        let guide = view.autoLayoutStorage?.keyboardGuide
        return guide?.usesBottomSafeArea ?? true ? min(view.safeAreaInsets.bottom, bounds.height) : 0
    }
}

extension UIView {
    /// The guide that follows the keyboard in this view, made the first time it is asked for.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        autoLayoutSystemGuide(.keyboard) as! UIKeyboardLayoutGuide
    }

    /// The keyboard moved (or the guide's rule changed): the keyboard guide takes its new place in the next layout, and
    /// its edge constraints follow.
    func keyboardGuideMoved() {
        guard let guide = autoLayoutStorage?.keyboardGuide else { return }
        LayoutEngineHost.host(for: self)?.systemGuideMoved(guide)
        guide.updateTrackingConstraints()
        setNeedsLayout()
    }
}
