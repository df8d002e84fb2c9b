import Foundation
import QuartzCore

/// An object in the responder chain: receives touches, presses and actions, and passes what it
/// does not handle to `next`. Like every UIKit and QuartzCore class here it is main-actor isolated
/// `@preconcurrency`, as Apple's SDK imports it: Swift 5 code calling it from a nonisolated
/// closure (a `Timer` block, as the Clouds seed does) gets a warning, not an error.
@MainActor @preconcurrency
open class UIResponder {
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

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        UIApplication.firstResponder = self
        return true
    }

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

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
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
