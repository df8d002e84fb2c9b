import Foundation
import QuartzCore

/// The keyboard as UIKit reports it: shown while the first responder takes text (it adopts `UIKeyInput`: a text
/// field, an editable text view, a search bar's field, an app's own editor), hidden otherwise. Each change posts the
/// keyboard notifications in iOS's order — will change frame, will show or hide, then `animationDuration` later on the
/// context's clock did change frame, did show or hide — and moves every keyboard layout guide in the same animation.
/// The frame is a zero-high strip at the bottom of the first responder's window, or `UIKIT_KEYBOARD_HEIGHT` points
/// high (see `UIResponder.keyboardFrameEndUserInfoKey`), or the custom keyboard's own that the responder asks for
/// (`inputView`, `inputViewController`), which shows there. The first responder's input accessory (`InputAccessory`,
/// found up its responder chain) shows on top and counts in the frame; it shows docked alone for a responder that
/// takes no text. One per context.
@MainActor
final class DesktopKeyboard {
    /// The current context's keyboard.
    static var current: DesktopKeyboard { UIKitContextState.current.keyboard }

    /// How long the keyboard's move takes, as on iOS.
    static let animationDuration: TimeInterval = 0.25
    /// The move's curve (see `UIResponder.keyboardAnimationCurveUserInfoKey`).
    static let animationCurve = UIView.AnimationCurve.easeInOut

    /// The input views' height while they show (keyboard and accessory), and the window at whose bottom they show
    /// (their frame follows the window's size).
    private(set) var shown: (height: CGFloat, window: UIWindow)?
    /// The responder the keyboard shows for.
    private weak var responder: UIResponder?
    /// The custom keyboard showing in the keyboard's place, if the responder asked for one.
    private var custom: CustomInputView?
    /// The view holding the input accessory above the keyboard's place, if the responder's chain brings one.
    private var accessoryHost: InputAccessoryHost?
    /// The input accessory showing.
    var accessory: UIView? { accessoryHost?.bar }
    /// Where the input views are while they show.
    private var placement: InputViewsPlacement?
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

    /// `responder` asked for its input views again (`reloadInputViews()`): they are looked at anew while it is the
    /// first responder or in its chain.
    func reload(for responder: UIResponder) {
        var chain = UIApplication.firstResponder
        while let current = chain, current !== responder { chain = current.next }
        guard chain != nil else { return }
        firstResponderChanged()
    }

    /// The first responder changed: the keyboard shows for a text input and hides otherwise; an input accessory in the
    /// first responder's chain shows above the keyboard's place, docked alone when no text input edits.
    func firstResponderChanged() {
        guard switchDepth == 0 else { return }
        let next = UIApplication.firstResponder
        let input = InputMethodClient.takesText(next) as? UIResponder
        let bar = InputAccessory(for: next, keeping: accessory)
        guard let owner = input ?? (bar == nil ? nil : next), let window = DesktopKeyboard.window(of: owner) else {
            if shown != nil { hide() }
            return
        }
        let wanted = input.flatMap(CustomInputView.init(for:))
        let keyboardHeight = wanted?.height(in: window) ?? (input == nil ? 0 : DesktopKeyboard.requestedHeight ?? 0)
        let end = InputViewsPlacement(keyboardHeight: keyboardHeight, accessoryHeight: bar?.height(in: window),
                                      bottomInset: window.safeAreaInsets.bottom, in: window.bounds)
        if let shown, let placement, shown.window === window, wanted?.view === custom?.view {
            let previous = responder
            responder = owner
            guard bar?.view !== accessory || end != placement || owner !== previous else { return }
            self.shown = (end.whole.height, window)
            self.placement = end
            showAccessory(bar?.view, at: end, in: window, from: nil)
            post(will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification,
                 from: placement.whole, to: end.whole, changesFrame: placement.whole != end.whole)
            return
        }
        if shown != nil { hide() }
        responder = owner
        shown = (end.whole.height, window)
        placement = end
        custom = wanted
        wanted?.show(in: window, at: end.keyboard, from: end.hidden.keyboard)
        showAccessory(bar?.view, at: end, in: window, from: end.hidden)
        post(will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification,
             from: end.hidden.whole, to: end.whole, changesFrame: true)
    }

    private func hide() {
        guard let current = shown, let placement else { return }
        shown = nil
        self.placement = nil
        responder = nil
        custom?.remove()
        custom = nil
        showAccessory(nil, at: placement.hidden, in: current.window, from: nil)
        post(will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification,
             from: placement.whole, to: placement.hidden.whole, changesFrame: true)
    }

    /// Puts `view` (or none) in the accessory's place at `placement`: a new bar slides in from `start` (or appears there
    /// when it replaces another), one showing already moves in the keyboard's animation, one replaced leaves at once and
    /// one hidden slides down and leaves the window when it has.
    private func showAccessory(_ view: UIView?, at placement: InputViewsPlacement, in window: UIWindow, from start: InputViewsPlacement?) {
        if let previous = accessoryHost, previous.bar !== view {
            accessoryHost = nil
            if view == nil {
                let gone = placement.accessory ?? CGRect(origin: CGPoint(x: previous.frame.minX, y: window.bounds.maxY), size: previous.frame.size)
                DesktopKeyboard.animate { previous.frame = gone } completion: { [weak self] in
                    guard self?.accessoryHost !== previous else { return }
                    if previous.bar.superview === previous { previous.bar.removeFromSuperview() }
                    previous.removeFromSuperview()
                }
            } else {
                previous.bar.removeFromSuperview()
                previous.removeFromSuperview()
            }
        }
        guard let view, let frame = placement.accessory else { return }
        let host: InputAccessoryHost
        if let current = accessoryHost {
            host = current
        } else {
            host = InputAccessoryHost(bar: view)
            host.frame = start?.accessory ?? frame
            window.addSubview(host)
            host.layoutIfNeeded()
            accessoryHost = host
        }
        DesktopKeyboard.animate {
            host.frame = frame
            host.layoutIfNeeded()
        }
    }

    /// Runs `changes` in the keyboard's animation (its duration and curve).
    static func animate(_ changes: @escaping () -> Void, completion: (() -> Void)? = nil) {
        let options = UIView.AnimationOptions(rawValue: UInt(animationCurve.rawValue) << 16)
        UIView.animate(withDuration: animationDuration, delay: 0, options: [options, .beginFromCurrentState],
                       animations: changes, completion: { _ in completion?() })
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
        DesktopKeyboard.animate {
            for owner in owners { owner.keyboardGuideMoved() }
            for owner in owners {
                let root: UIView = owner.window ?? owner
                root.layoutIfNeeded()
            }
        }
    }

    /// The window a responder's keyboard shows in: a view's own, a controller's view's, else the key window.
    private static func window(of responder: UIResponder) -> UIWindow? {
        if let view = responder as? UIView { return view as? UIWindow ?? view.window }
        if let controller = responder as? UIViewController, let window = controller.viewIfLoaded?.window { return window }
        return UIApplication.existing?.windows.first { $0.isKeyWindow }
    }

    /// The keyboard's frame at the bottom of `window`, `height` high (at most the window's height).
    static func frame(height: CGFloat, in window: UIWindow) -> CGRect {
        let bounds = window.bounds
        let height = min(max(0, height), bounds.height)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The keyboard height `UIKIT_KEYBOARD_HEIGHT` asks for (points), read each time the keyboard shows.
    static var requestedHeight: CGFloat? {
        ProcessInfo.processInfo.environment["UIKIT_KEYBOARD_HEIGHT"].flatMap(Double.init).map { CGFloat($0) }
    }
}
