import Foundation

/// The region a text view's text is laid out in; its `lineFragmentPadding` is the space left at each side of every
/// line (apps set it to 0 to align a text view's text with a label's).
///
/// Difference from Apple: only `lineFragmentPadding` shapes the layout; `size`, `maximumNumberOfLines`, `lineBreakMode` and `exclusionPaths` are stored only (the view's width wraps the text).
@MainActor @preconcurrency
open class NSTextContainer {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5 { didSet { textView?.textContainerDidChange() } }
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    open var exclusionPaths: [UIBezierPath] = []
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }
    /// The view that lays its text out in this container.
    weak var textView: UITextView?

    public init(size: CGSize) {
        self.size = size
    }

    public convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }
}
