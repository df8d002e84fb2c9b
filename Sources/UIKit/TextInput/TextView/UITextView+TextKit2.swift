import Foundation

/// The text view's TextKit 2 stack, as iOS 16 makes one by default: a content storage showing `textStorage` to a
/// text layout manager laying it out in `textContainer`. Reading `layoutManager` switches the view to TextKit 1, as
/// on iOS: the TextKit 2 stack is let go and `textLayoutManager` is nil from then on.
///
/// Difference from Apple: the view draws and edits its text as before either way (its own editor, drawn through
/// pango), so rendering attributes and layout fragment subclasses do not change what the view shows, its
/// `textLayoutManager.textSelections` do not follow its selection, and its container keeps the TextKit 1 layout
/// manager beside the TextKit 2 one.
extension UITextView {
    /// A text view laying its text out with TextKit 2 (or, with false, TextKit 1), as iOS 16 offers.
    public convenience init(usingTextLayoutManager: Bool) {
        if usingTextLayoutManager {
            self.init(frame: .zero, textContainer: nil)
        } else {
            let container = NSTextContainer(size: CGSize(width: 0, height: 10_000_000))
            let manager = NSLayoutManager()
            manager.addTextContainer(container)
            self.init(frame: .zero, textContainer: container)
            withExtendedLifetime(manager) {}
        }
    }

    /// The TextKit 1 layout manager; reading it switches the view to TextKit 1.
    public var layoutManager: NSLayoutManager {
        switchToTextKit1()
        return textKit1LayoutManager
    }

    /// Joins `given` (a stack the app built around the container), or a new text layout manager, to a content storage
    /// of the view's text storage.
    func installTextKit2(_ given: NSTextLayoutManager?) {
        let manager = given ?? NSTextLayoutManager()
        let content = manager.textContentManager as? NSTextContentStorage ?? NSTextContentStorage()
        if content.textStorage !== textStorage { content.textStorage = textStorage }
        content.addTextLayoutManager(manager)
        manager.textContainer = textContainer
        textKit2ContentStorage = content
        textLayoutManager = manager
    }

    /// Lets the TextKit 2 stack go: the text is laid out by the TextKit 1 layout manager only.
    func switchToTextKit1() {
        guard let manager = textLayoutManager else { return }
        manager.textContainer = nil
        textKit2ContentStorage?.removeTextLayoutManager(manager)
        if textStorage.textStorageObserver === textKit2ContentStorage { textStorage.textStorageObserver = nil }
        textKit2ContentStorage = nil
        textLayoutManager = nil
    }
}
