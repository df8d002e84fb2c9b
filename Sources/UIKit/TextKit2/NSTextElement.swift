import Foundation

/// A piece of a document a content manager hands out (a paragraph, for a content storage): what the layout manager
/// lays out as one layout fragment.
open class NSTextElement: NSObject {
    /// The content manager the element belongs to.
    open weak var textContentManager: NSTextContentManager?
    /// Where the element stands in its document.
    open var elementRange: NSTextRange?
    /// The elements inside this one (none, for a paragraph).
    open var childElements: [NSTextElement] { [] }
    /// The element holding this one.
    open internal(set) weak var parent: NSTextElement?
    /// Whether the element is shown, rather than standing for others.
    open var isRepresentedElement: Bool { true }

    public init(textContentManager: NSTextContentManager?) {
        self.textContentManager = textContentManager
    }
}
