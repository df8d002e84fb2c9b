import Foundation

/// The custom keyboard a text input asks for (its `inputViewController`'s view, else its `inputView`), shown by the
/// desktop keyboard at the window's foot in the keyboard's place and as high as the view wants.
@MainActor
struct CustomInputView {
    /// The height a custom keyboard takes when its view has none of its own, as an iPhone's keyboard in portrait.
    static let defaultHeight: CGFloat = 216

    let view: UIView

    /// The custom keyboard of `responder`, if it asks for one.
    init?(for responder: UIResponder) {
        guard let view = responder.inputViewController?.inputView ?? responder.inputView else { return nil }
        self.view = view
    }

    /// The keyboard's height in `window`: the view's fitting height when it sizes itself, else its frame's, else
    /// the default.
    func height(in window: UIWindow) -> CGFloat {
        if let input = view as? UIInputView, input.allowsSelfSizing {
            let fitting = input.systemLayoutSizeFitting(CGSize(width: window.bounds.width, height: 0))
            if fitting.height > 0 { return fitting.height }
        }
        return view.frame.height > 0 ? view.frame.height : CustomInputView.defaultHeight
    }

    /// Puts the view into `window` at `frame`, sliding up from `start` below it in the keyboard's animation.
    func show(in window: UIWindow, at frame: CGRect, from start: CGRect) {
        view.frame = start
        view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        window.addSubview(view)
        UIView.animate(withDuration: DesktopKeyboard.animationDuration) { view.frame = frame }
    }

    /// Takes the view out of its window.
    func remove() {
        view.removeFromSuperview()
    }
}
