import Foundation

/// Handwriting with Apple Pencil into a text input (a text field takes it by itself); the delegate may refuse writing
/// at a point, delay focus, and hears when writing begins and ends.
///
/// Difference from Apple: never writes on the desktop, which has no pencil handwriting; `isHandlingWriting` stays false
/// and the delegate is never asked.
@MainActor @preconcurrency
open class UIScribbleInteraction: UIInteraction {
    open private(set) weak var delegate: (any UIScribbleInteractionDelegate)?
    open private(set) weak var view: UIView?
    /// Whether the person is writing in the view now.
    open var isHandlingWriting: Bool { false }
    /// Whether the person is expected to write with a pencil (their last input was one).
    open class var isPencilInputExpected: Bool { false }

    public init(delegate: any UIScribbleInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}

/// What a scribble interaction asks and tells; every member is optional.
@MainActor @preconcurrency
public protocol UIScribbleInteractionDelegate: AnyObject {
    func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool
    func scribbleInteractionShouldDelayFocus(_ interaction: UIScribbleInteraction) -> Bool
    func scribbleInteractionWillBeginWriting(_ interaction: UIScribbleInteraction)
    func scribbleInteractionDidFinishWriting(_ interaction: UIScribbleInteraction)
}

extension UIScribbleInteractionDelegate {
    public func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool { true }
    public func scribbleInteractionShouldDelayFocus(_ interaction: UIScribbleInteraction) -> Bool { false }
    public func scribbleInteractionWillBeginWriting(_ interaction: UIScribbleInteraction) {}
    public func scribbleInteractionDidFinishWriting(_ interaction: UIScribbleInteraction) {}
}
