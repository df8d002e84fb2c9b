import Foundation

/// Makes and keeps the view an attachment shows in TextKit 2 text (iOS 15): a checkbox, a slider, a map in the
/// middle of the text. Subclasses make the view in `loadView()`; the text view adds it where the attachment's
/// character is laid out, in the room its bounds take.
@MainActor @preconcurrency
open class NSTextAttachmentViewProvider {
    /// The attachment whose view this provides.
    open private(set) weak var textAttachment: NSTextAttachment?
    /// The layout manager laying the attachment out.
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// Where the attachment's character is in the document.
    open internal(set) var location: any NSTextLocation
    /// The view the text view shows for the attachment; `loadView()` sets it.
    open var view: UIView?
    /// Whether the attachment takes as much room on its line as the view's bounds.
    open var tracksTextAttachmentViewBounds = false
    /// The view the attachment's view goes in (the text view).
    private(set) weak var parentView: UIView?

    public init(textAttachment: NSTextAttachment, parentView: UIView?, textLayoutManager: NSTextLayoutManager?,
                location: any NSTextLocation) {
        self.textAttachment = textAttachment
        self.parentView = parentView
        self.textLayoutManager = textLayoutManager
        self.location = location
    }

    /// Makes the view and sets `view`; the default makes none.
    open func loadView() {}

    /// The rectangle the attachment takes on its line (origin on the baseline, y up): the view's size when it tracks
    /// the view's bounds, else the attachment's `bounds`.
    open func attachmentBounds(for attributes: [NSAttributedString.Key: Any], location: any NSTextLocation, textContainer: NSTextContainer?,
                               proposedLineFragment: CGRect, position: CGPoint) -> CGRect {
        if tracksTextAttachmentViewBounds, let view { return CGRect(origin: .zero, size: view.bounds.size) }
        return textAttachment?.bounds ?? .zero
    }
}
