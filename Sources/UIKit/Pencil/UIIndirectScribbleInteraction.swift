import Foundation

/// Handwriting into a view that looks like a text field but is not one (a search button that becomes a field): the
/// delegate names its writable elements, their frames and focus, and brings up a real text input on demand.
///
/// Difference from Apple: never writes on the desktop, which has no pencil handwriting; the delegate is never asked.
@MainActor @preconcurrency
open class UIIndirectScribbleInteraction: UIInteraction {
    open private(set) weak var delegate: (any UIIndirectScribbleInteractionDelegate)?
    open private(set) weak var view: UIView?
    /// Whether the person is writing in one of the view's elements now.
    open var isHandlingWriting: Bool { false }

    public init<Delegate: UIIndirectScribbleInteractionDelegate>(delegate: Delegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}

/// What an indirect scribble interaction asks of the view's writable elements, named by `ElementIdentifier`. The
/// requests with completion handlers may be implemented in either form (completion or `async`); the last three are
/// optional.
@MainActor @preconcurrency
public protocol UIIndirectScribbleInteractionDelegate: AnyObject {
    associatedtype ElementIdentifier: Hashable = String

    func indirectScribbleInteraction(_ interaction: any UIInteraction, requestElementsIn rect: CGRect,
                                     completion: @escaping ([ElementIdentifier]) -> Void)
    func indirectScribbleInteraction(_ interaction: any UIInteraction, requestElementsIn rect: CGRect) async -> [ElementIdentifier]
    func indirectScribbleInteraction(_ interaction: any UIInteraction, isElementFocused elementIdentifier: ElementIdentifier) -> Bool
    func indirectScribbleInteraction(_ interaction: any UIInteraction, frameForElement elementIdentifier: ElementIdentifier) -> CGRect
    func indirectScribbleInteraction(_ interaction: any UIInteraction, focusElementIfNeeded elementIdentifier: ElementIdentifier,
                                     referencePoint focusReferencePoint: CGPoint,
                                     completion: @escaping ((any UIResponder & UITextInput)?) -> Void)
    func indirectScribbleInteraction(_ interaction: any UIInteraction, focusElementIfNeeded elementIdentifier: ElementIdentifier,
                                     referencePoint focusReferencePoint: CGPoint) async -> (any UIResponder & UITextInput)?
    func indirectScribbleInteraction(_ interaction: any UIInteraction, shouldDelayFocusForElement elementIdentifier: ElementIdentifier) -> Bool
    func indirectScribbleInteraction(_ interaction: any UIInteraction, willBeginWritingInElement elementIdentifier: ElementIdentifier)
    func indirectScribbleInteraction(_ interaction: any UIInteraction, didFinishWritingInElement elementIdentifier: ElementIdentifier)
}

extension UIIndirectScribbleInteractionDelegate {
    public func indirectScribbleInteraction(_ interaction: any UIInteraction, requestElementsIn rect: CGRect,
                                            completion: @escaping ([ElementIdentifier]) -> Void) {
        Task { @MainActor in completion(await indirectScribbleInteraction(interaction, requestElementsIn: rect)) }
    }

    public func indirectScribbleInteraction(_ interaction: any UIInteraction, requestElementsIn rect: CGRect) async -> [ElementIdentifier] {
        await withCheckedContinuation { (continuation: CheckedContinuation<ScribbleAnswer<[ElementIdentifier]>, Never>) in
            indirectScribbleInteraction(interaction, requestElementsIn: rect) { continuation.resume(returning: ScribbleAnswer(value: $0)) }
        }.value
    }

    public func indirectScribbleInteraction(_ interaction: any UIInteraction, focusElementIfNeeded elementIdentifier: ElementIdentifier,
                                            referencePoint focusReferencePoint: CGPoint,
                                            completion: @escaping ((any UIResponder & UITextInput)?) -> Void) {
        Task { @MainActor in
            completion(await indirectScribbleInteraction(interaction, focusElementIfNeeded: elementIdentifier, referencePoint: focusReferencePoint))
        }
    }

    public func indirectScribbleInteraction(_ interaction: any UIInteraction, focusElementIfNeeded elementIdentifier: ElementIdentifier,
                                            referencePoint focusReferencePoint: CGPoint) async -> (any UIResponder & UITextInput)? {
        await withCheckedContinuation { (continuation: CheckedContinuation<ScribbleAnswer<(any UIResponder & UITextInput)?>, Never>) in
            indirectScribbleInteraction(interaction, focusElementIfNeeded: elementIdentifier, referencePoint: focusReferencePoint) {
                continuation.resume(returning: ScribbleAnswer(value: $0))
            }
        }.value
    }

    public func indirectScribbleInteraction(_ interaction: any UIInteraction, shouldDelayFocusForElement elementIdentifier: ElementIdentifier) -> Bool {
        false
    }

    public func indirectScribbleInteraction(_ interaction: any UIInteraction, willBeginWritingInElement elementIdentifier: ElementIdentifier) {}

    public func indirectScribbleInteraction(_ interaction: any UIInteraction, didFinishWritingInElement elementIdentifier: ElementIdentifier) {}
}

/// A delegate's answer handed from its completion handler to the awaiting form; both run on the main actor.
struct ScribbleAnswer<Value>: @unchecked Sendable {
    let value: Value
}
