import CSwiftRuntime
import QuartzCore

/// Gives a recognizer's actions the recognizer as its own class: `UIPanGestureRecognizer { pan in … }`
/// hands the closure a `UIPanGestureRecognizer`, with no cast. Every recognizer conforms.
///
/// Difference from Apple: not in UIKit; it types the closures that stand in for target–action pairs.
@MainActor @preconcurrency
public protocol UIGestureRecognizerActions {}

extension UIGestureRecognizer: UIGestureRecognizerActions {}

extension UIGestureRecognizerActions where Self: UIGestureRecognizer {
    /// A recognizer calling `handler` each time its state moves to began, changed, ended
    /// (recognized) or cancelled, made by its class's own `init()` (a subclass that declares designated
    /// initializers of its own but not `init()` traps with "Use of unimplemented initializer 'init()'").
    ///
    /// Difference from Apple: a closure instead of `init(target:action:)`.
    public init(handler: @escaping (Self) -> Void) {
        let initializer = DynamicInitializer<UIGestureRecognizer, Void>(
            method: csr_NSObject_init(), owner: csr_NSObject())
        self = unsafeDowncast(initializer.make(Self.self), to: Self.self)
        addAction(handler)
    }

    /// Adds a closure called when the gesture begins, changes, ends or is cancelled.
    ///
    /// Difference from Apple: a closure instead of `addTarget(_:action:)`.
    public func addAction(_ handler: @escaping (Self) -> Void) {
        actions.append { [unowned self] in handler(self) }
    }
}
