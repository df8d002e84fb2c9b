import Foundation

/// A custom keyboard's controller: its view (`inputView`) holds the keys, and it types into whichever text input is
/// first responder through `textDocumentProxy`. An app shows one by returning it as a responder's
/// `inputViewController`, or its `inputView` as a text field's `inputView`.
@MainActor @preconcurrency
open class UIInputViewController: UIViewController, UITextInputDelegate {
    private let proxy = FirstResponderDocumentProxy()

    /// The keyboard's view: the controller's `view`, a `UIInputView` in the keyboard's style unless set.
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { view = newValue }
    }

    /// The document the keyboard types into: the first responder that takes text, when it asks.
    open var textDocumentProxy: any UITextDocumentProxy { proxy }
    /// The language the keyboard types (`en-US`); nil for the desktop's own.
    open var primaryLanguage: String?
    /// Whether the keyboard shows a dictation key.
    open var hasDictationKey = false
    /// Whether the keyboard may reach the network and shared containers: always, as an app's own code may.
    open var hasFullAccess: Bool { true }
    /// Whether the keyboard must offer a key to switch to the next keyboard: never, as the desktop has one.
    open var needsInputModeSwitchKey: Bool { false }

    override open func loadView() {
        view = UIInputView(frame: .zero, inputViewStyle: .keyboard)
    }

    /// Switches to the next keyboard the user turned on; the desktop has one, so this keyboard stays.
    open func advanceToNextInputMode() {}

    /// Shows the list of keyboards from a long press of the switch key; the desktop has none to list.
    open func handleInputModeList(from view: UIView, with event: UIEvent) {}

    /// Hides the keyboard: the text input it types into resigns first responder.
    open func dismissKeyboard() {
        _ = UIApplication.firstResponder?.resignFirstResponder()
    }

    /// Hands `completionHandler` the words a keyboard may offer beyond its own dictionary, on the main queue's next
    /// turn.
    open func requestSupplementaryLexicon(completion completionHandler: @escaping @MainActor (UILexicon) -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler(UILexicon.desktop()) } }
    }

    /// The supplementary lexicon, awaited.
    open func requestSupplementaryLexicon() async -> UILexicon {
        UILexicon.desktop()
    }

    open func selectionWillChange(_ textInput: (any UITextInput)?) {}
    open func selectionDidChange(_ textInput: (any UITextInput)?) {}
    open func textWillChange(_ textInput: (any UITextInput)?) {}
    open func textDidChange(_ textInput: (any UITextInput)?) {}
}
