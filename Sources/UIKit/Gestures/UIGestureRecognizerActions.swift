/// Gives a recognizer's actions the recognizer as its own class: `UIPanGestureRecognizer { pan in … }`
/// hands the closure a `UIPanGestureRecognizer`, with no cast. Every recognizer conforms.
///
/// Difference from Apple: not in UIKit; it types the closures that stand in for target–action pairs.
@MainActor @preconcurrency
public protocol UIGestureRecognizerActions: UIGestureRecognizer {
    init()
}

extension UIGestureRecognizer: UIGestureRecognizerActions {}

extension UIGestureRecognizerActions {
    /// A recognizer calling `handler` each time its state moves to began, changed, ended
    /// (recognized) or cancelled.
    ///
    /// Difference from Apple: a closure instead of `init(target:action:)`.
    public init(handler: @escaping (Self) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Adds a closure called when the gesture begins, changes, ends or is cancelled.
    ///
    /// Difference from Apple: a closure instead of `addTarget(_:action:)`.
    public func addAction(_ handler: @escaping (Self) -> Void) {
        actions.append { [unowned self] in handler(self) }
    }
}
