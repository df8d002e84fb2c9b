import Foundation
import QuartzCore

/// The keyboard as UIKit reports it: shown while the first responder takes text (it adopts `UIKeyInput`: a text
/// field, an editable text view, a search bar's field, an app's own editor), hidden otherwise. Each change posts the
/// keyboard notifications in iOS's order — will change frame, will show or hide, then `animationDuration` later on the
/// context's clock did change frame, did show or hide — and moves every keyboard layout guide in the same animation.
/// The frame is a zero-high strip at the bottom of the first responder's window, or `UIKIT_KEYBOARD_HEIGHT` points
/// high (see `UIResponder.keyboardFrameEndUserInfoKey`), or the custom keyboard's own that the responder asks for
/// (`inputView`, `inputViewController`), which shows there. One per context.
@MainActor
final class DesktopKeyboard {
    /// The current context's keyboard.
    static var current: DesktopKeyboard { UIKitContextState.current.keyboard }

    /// How long the keyboard's move takes, as on iOS.
    static let animationDuration: TimeInterval = 0.25
    /// The move's curve (see `UIResponder.keyboardAnimationCurveUserInfoKey`).
    static let animationCurve = UIView.AnimationCurve.easeInOut

    /// The keyboard's height while it shows, and the window at whose bottom it shows (its frame follows the window's
    /// size).
    private(set) var shown: (height: CGFloat, window: UIWindow)?
    /// The responder the keyboard shows for.
    private weak var responder: UIResponder?
    /// The custom keyboard showing in the keyboard's place, if the responder asked for one.
    private var custom: CustomInputView?
    /// Nesting of first-responder switches: a change inside one (the old responder resigning) waits for its end.
    private var switchDepth = 0
    /// The "did" notifications of the last change, waiting for its animation to end.
    private var pendingDid: (deadline: ContextDeadline, post: @MainActor () -> Void)?
    /// The keyboard layout guides made, which follow the keyboard.
    private var guides: [WeakGuide] = []

    private struct WeakGuide {
        weak var guide: UIKeyboardLayoutGuide?
    }

    /// The keyboard's frame in `view`'s coordinates while it shows in the view's window; nil otherwise.
    func frame(in view: UIView) -> CGRect? {
        guard let shown, view.window === shown.window || (view.window == nil && view === shown.window) else { return nil }
        return view.convert(DesktopKeyboard.frame(height: shown.height, in: shown.window), from: nil)
    }

    func register(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakGuide(guide: guide))
    }

    /// Runs `body` (the first responder changing hands) and looks at the keyboard once it is over.
    func whileSwitching<Result>(_ body: () -> Result) -> Result {
        switchDepth += 1
        let result = body()
        switchDepth -= 1
        if switchDepth == 0 { firstResponderChanged() }
        return result
    }

    /// The first responder changed: the keyboard shows for a text input and hides otherwise.
    func firstResponderChanged() {
        guard switchDepth == 0 else { return }
        let next = UIApplication.firstResponder
        let input = InputMethodClient.takesText(next) as? UIResponder
        if let input, let window = DesktopKeyboard.window(of: input) {
            let wanted = CustomInputView(for: input)
            if let shown, shown.window === window, wanted?.view === custom?.view {
                guard input !== responder else { return }
                responder = input
                let frame = DesktopKeyboard.frame(height: shown.height, in: window)
                post(will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification,
                     from: frame, to: frame, changesFrame: false)
                return
            }
            if shown != nil { hide() }
            responder = input
            let end = DesktopKeyboard.frame(height: wanted?.height(in: window) ?? DesktopKeyboard.requestedHeight ?? 0, in: window)
            shown = (end.height, window)
            custom = wanted
            wanted?.show(in: window, at: end)
            post(will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification,
                 from: DesktopKeyboard.hiddenFrame(below: end), to: end, changesFrame: true)
        } else if shown != nil {
            hide()
        }
    }

    private func hide() {
        guard let current = shown else { return }
        shown = nil
        responder = nil
        custom?.remove()
        custom = nil
        let frame = DesktopKeyboard.frame(height: current.height, in: current.window)
        post(will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification,
             from: frame, to: DesktopKeyboard.hiddenFrame(below: frame), changesFrame: true)
    }

    /// Posts a change's "will" notifications and moves the guides in the keyboard's animation; the "did" ones follow
    /// when it ends (an earlier change's go out first).
    private func post(will: Notification.Name, did: Notification.Name, from begin: CGRect, to end: CGRect, changesFrame: Bool) {
        if let pendingDid, pendingDid.deadline.isPending {
            pendingDid.deadline.cancel()
            pendingDid.post()
        }
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        var animated = info
        animated[UIResponder.keyboardAnimationDurationUserInfoKey] = NSNumber(value: DesktopKeyboard.animationDuration)
        animated[UIResponder.keyboardAnimationCurveUserInfoKey] = NSNumber(value: DesktopKeyboard.animationCurve.rawValue)
        if changesFrame { center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: animated) }
        center.post(name: will, object: nil, userInfo: animated)
        if changesFrame { moveGuides() }
        let postDid: @MainActor () -> Void = {
            if changesFrame { center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info) }
            center.post(name: did, object: nil, userInfo: info)
        }
        pendingDid = (ContextDeadline(at: CACurrentMediaTime() + DesktopKeyboard.animationDuration, fire: postDid), postDid)
    }

    /// Lays the guides' views out again in the keyboard's animation, so what is pinned to a guide moves with it.
    private func moveGuides() {
        guides.removeAll { $0.guide == nil }
        let owners = guides.compactMap { $0.guide?.owningView }
        guard !owners.isEmpty else { return }
        let options = UIView.AnimationOptions(rawValue: UInt(DesktopKeyboard.animationCurve.rawValue) << 16)
        UIView.animate(withDuration: DesktopKeyboard.animationDuration, delay: 0, options: [options, .beginFromCurrentState]) {
            for owner in owners { owner.keyboardGuideMoved() }
            for owner in owners {
                let root: UIView = owner.window ?? owner
                root.layoutIfNeeded()
            }
        }
    }

    /// The window a responder's keyboard shows in: a view's own, else the key window.
    private static func window(of responder: UIResponder) -> UIWindow? {
        if let view = responder as? UIView { return view as? UIWindow ?? view.window }
        return UIApplication.existing?.windows.first { $0.isKeyWindow }
    }

    /// The keyboard's frame at the bottom of `window`, `height` high (at most the window's height).
    static func frame(height: CGFloat, in window: UIWindow) -> CGRect {
        let bounds = window.bounds
        let height = min(max(0, height), bounds.height)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Where the keyboard is when it does not show: just below where it showed.
    static func hiddenFrame(below frame: CGRect) -> CGRect {
        CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: frame.height)
    }

    /// The keyboard height `UIKIT_KEYBOARD_HEIGHT` asks for (points), read each time the keyboard shows.
    static var requestedHeight: CGFloat? {
        ProcessInfo.processInfo.environment["UIKIT_KEYBOARD_HEIGHT"].flatMap(Double.init).map { CGFloat($0) }
    }
}
