import Foundation

/// Whether a text interaction edits (a tap places the caret and takes the keys) or only selects.
public enum UITextInteractionMode: Int, Sendable {
    case editable, nonEditable
}

/// The system's taps for a custom `UITextInput` view: added to the view, a tap places the insertion point (making
/// the text input first responder when editable) and a double tap selects the word under it; the delegate may
/// refuse each.
@MainActor @preconcurrency
open class UITextInteraction: UIInteraction {
    open weak var delegate: (any UITextInteractionDelegate)?
    /// The document the taps act on; the view the interaction is added to when unset and that view adopts
    /// `UITextInput`.
    open weak var textInput: (any UIResponder & UITextInput)?
    /// Whether the taps edit.
    open private(set) var textInteractionMode: UITextInteractionMode
    /// The interaction's own recognizers, which the view's others may require to fail.
    open private(set) var gesturesForFailureRequirements: [UIGestureRecognizer] = []
    open private(set) weak var view: UIView?

    public convenience init() { self.init(mode: .editable) }

    public convenience init(for mode: UITextInteractionMode) { self.init(mode: mode) }

    init(mode: UITextInteractionMode) {
        textInteractionMode = mode
    }

    open func willMove(to view: UIView?) {
        for recognizer in gesturesForFailureRequirements { self.view?.removeGestureRecognizer(recognizer) }
        gesturesForFailureRequirements = []
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let doubleTap = UITapGestureRecognizer { [unowned self] recognizer in interact(at: recognizer, selectingWord: true) }
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer { [unowned self] recognizer in interact(at: recognizer, selectingWord: false) }
        tap.require(toFail: doubleTap)
        gesturesForFailureRequirements = [tap, doubleTap]
        for recognizer in gesturesForFailureRequirements { view.addGestureRecognizer(recognizer) }
    }

    /// A tap or double tap ended: the caret goes to the closest position, or the word there is selected.
    private func interact(at recognizer: UIGestureRecognizer, selectingWord: Bool) {
        guard let document = textInput ?? (view as? any UIResponder & UITextInput) else { return }
        let point = recognizer.location(in: document.textInputView)
        guard delegate?.interactionShouldBegin(self, at: point) ?? true else { return }
        delegate?.interactionWillBegin(self)
        if textInteractionMode == .editable, !document.isFirstResponder { _ = document.becomeFirstResponder() }
        if let position = document.closestPosition(to: point) {
            let word = selectingWord ? document.tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.forward)) : nil
            document.selectedTextRange = word ?? document.textRange(from: position, to: position)
        }
        delegate?.interactionDidEnd(self)
    }
}

/// Hears a text interaction begin and end, and may refuse it.
@MainActor @preconcurrency
public protocol UITextInteractionDelegate: AnyObject {
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool
    func interactionWillBegin(_ interaction: UITextInteraction)
    func interactionDidEnd(_ interaction: UITextInteraction)
}

extension UITextInteractionDelegate {
    public func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { true }
    public func interactionWillBegin(_ interaction: UITextInteraction) {}
    public func interactionDidEnd(_ interaction: UITextInteraction) {}
}
