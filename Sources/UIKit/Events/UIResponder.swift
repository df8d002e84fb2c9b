import Foundation
import QuartzCore

/// An object in the responder chain: receives touches, presses and actions, and passes what it
/// does not handle to `next`. Like every UIKit and QuartzCore class here it is main-actor isolated
/// `@preconcurrency`, as Apple's SDK imports it: Swift 5 code calling it from a nonisolated
/// closure (a `Timer` block, as the Clouds seed does) gets a warning, not an error.
@MainActor @preconcurrency
open class UIResponder: UIResponderStandardEditActions {
    /// A responder with nothing to pass on; `UIApplicationMain` makes the app delegate with its class's `init()`.
    public init() {}

    // MARK: Archive and Interface Builder hooks (Apple declares them on NSObject)

    /// Called on objects loaded from a nib.
    ///
    /// Difference from Apple: on `UIResponder` (Apple's is on `NSObject`) and never called; there are no nibs or storyboards.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it shows a designable view.
    ///
    /// Difference from Apple: on `UIResponder` (Apple's is on `NSObject`) and never called; there is no Interface Builder.
    open func prepareForInterfaceBuilder() {}

    /// The responder that gets what this one does not handle (a view's superview or controller).
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { UIApplication.firstResponder === self }

    /// Takes the keys: the responder that had them resigns first (and can refuse, which keeps them there).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIApplication.firstResponder, current !== self {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        UIApplication.firstResponder = self
        return true
    }

    open var canResignFirstResponder: Bool { true }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIApplication.firstResponder === self { UIApplication.firstResponder = nil }
        return true
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Passes the presses on; a responder that adopts `UIKeyInput` (an app's own editor) receives the text they type
    /// and Backspace as `insertText(_:)` and `deleteBackward()` instead.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let input = self as? UIKeyInput {
            let rest = presses.filter { !KeyInputTranslation.deliver($0, to: input) }
            if !rest.isEmpty { next?.pressesBegan(rest, with: event) }
            return
        }
        next?.pressesBegan(presses, with: event)
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Actions and commands

    /// Set by UIResponder's own standard edit actions, to tell that a subclass does not implement one.
    var reachedDefaultAction = false

    /// The shortcuts this responder offers while it is in the chain of the first responder.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether this responder performs `action` now (the Edit menu and shortcuts ask before sending it).
    ///
    /// Difference from Apple: true by default for any action, since the runtime cannot tell which methods a class implements; an action the responder turns out not to implement goes on up the chain.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }

    /// The responder in the chain from this one that performs `action`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// Performs an action that is not one of the standard edit actions (a key command's own); true when this
    /// responder did.
    ///
    /// Difference from Apple: not in UIKit; without the Objective-C runtime a responder performs its own selectors by overriding this.
    open func performAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// The undo manager of the nearest responder that has one (a window's, a text view's).
    open var undoManager: UndoManager? { next?.undoManager }

    /// Difference from Apple: stored nowhere; there is no on-screen keyboard to replace.
    open var inputView: UIView? { nil }
    /// Difference from Apple: stored nowhere; there is no on-screen keyboard to attach it to.
    open var inputAccessoryView: UIView? { nil }
    /// Asks the input method to read this responder's traits again.
    open func reloadInputViews() {}
    open var textInputContextIdentifier: String? { nil }

    open func cut(_ sender: Any?) { reachedDefaultAction = true }
    open func copy(_ sender: Any?) { reachedDefaultAction = true }
    open func paste(_ sender: Any?) { reachedDefaultAction = true }
    open func pasteAndMatchStyle(_ sender: Any?) { reachedDefaultAction = true }
    open func pasteAndGo(_ sender: Any?) { reachedDefaultAction = true }
    open func pasteAndSearch(_ sender: Any?) { reachedDefaultAction = true }
    open func select(_ sender: Any?) { reachedDefaultAction = true }
    open func selectAll(_ sender: Any?) { reachedDefaultAction = true }
    open func delete(_ sender: Any?) { reachedDefaultAction = true }
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) { reachedDefaultAction = true }
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) { reachedDefaultAction = true }
    open func toggleBoldface(_ sender: Any?) { reachedDefaultAction = true }
    open func toggleItalics(_ sender: Any?) { reachedDefaultAction = true }
    open func toggleUnderline(_ sender: Any?) { reachedDefaultAction = true }
    open func increaseSize(_ sender: Any?) { reachedDefaultAction = true }
    open func decreaseSize(_ sender: Any?) { reachedDefaultAction = true }
    open func find(_ sender: Any?) { reachedDefaultAction = true }
    open func findNext(_ sender: Any?) { reachedDefaultAction = true }
    open func findPrevious(_ sender: Any?) { reachedDefaultAction = true }
    open func findAndReplace(_ sender: Any?) { reachedDefaultAction = true }
    open func useSelectionForFind(_ sender: Any?) { reachedDefaultAction = true }
    open func print(_ sender: Any?) { reachedDefaultAction = true }
    open func rename(_ sender: Any?) { reachedDefaultAction = true }
    open func duplicate(_ sender: Any?) { reachedDefaultAction = true }

    // MARK: Accessibility (Apple declares it on NSObject, the UIAccessibility informal protocol)

    /// Whether assistive technologies see this object as one element.
    ///
    /// Difference from Apple: stored only, on `UIResponder` (Apple's is on `NSObject`); issue 24 will make it reach AT-SPI.
    open var isAccessibilityElement = false
    /// Difference from Apple: stored only; issue 24 will make it reach AT-SPI.
    open var accessibilityLabel: String?
    /// Difference from Apple: stored only; issue 24 will make it reach AT-SPI.
    open var accessibilityHint: String?
    /// Difference from Apple: stored only; issue 24 will make it reach AT-SPI.
    open var accessibilityValue: String?
    /// Difference from Apple: stored only; issue 24 will make it reach AT-SPI.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Difference from Apple: stored only; issue 24 will make it reach AT-SPI.
    open var accessibilityIdentifier: String?
    /// Difference from Apple: stored only; issue 24 will make it reach AT-SPI.
    open var accessibilityElementsHidden = false
    /// Difference from Apple: stored only; issue 24 will make it reach AT-SPI.
    open var accessibilityViewIsModal = false
    /// Difference from Apple: stored only; issue 24 will make it reach AT-SPI.
    open var shouldGroupAccessibilityChildren = false
    /// Difference from Apple: stored only; issue 24 will make it reach AT-SPI.
    open var accessibilityFrame: CGRect = .zero
    /// Difference from Apple: stored only; issue 24 will make it reach AT-SPI.
    open var accessibilityElements: [Any]?

    // MARK: State restoration

    /// The identifier state restoration saves this object under.
    ///
    /// Difference from Apple: stored only; there is no state restoration.
    open var restorationIdentifier: String?
}
