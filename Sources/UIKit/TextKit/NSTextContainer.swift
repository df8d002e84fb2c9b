import Foundation

/// The region text is laid out in: a size (the width lines wrap in, the height lines stop at), the space left at each
/// side of every line (`lineFragmentPadding`, 5 by default: apps set it to 0 to align a text view's text with a
/// label's), paths the text flows around, and a limit of lines with the way the last one is cut.
@MainActor @preconcurrency
open class NSTextContainer {
    /// The container's size; a dimension of 10,000,000 or more is unlimited.
    open var size: CGSize { didSet { if size != oldValue { geometryDidChange(); layoutManager.map { $0.delegate?.layoutManager($0, textContainer: self, didChangeGeometryFrom: oldValue) } } } }
    open var lineFragmentPadding: CGFloat = 5 { didSet { geometryDidChange(); textView?.textContainerDidChange() } }
    /// The lines laid out at most (0: any), the last cut as `lineBreakMode` says.
    open var maximumNumberOfLines = 0 { didSet { geometryDidChange() } }
    /// How the last line that fits is cut: the truncating modes end it with an ellipsis.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { geometryDidChange() } }
    /// Whether the text view's width (less its insets) sets the container's width.
    open var widthTracksTextView = true { didSet { textView?.textContainerDidChange() } }
    /// Whether the text view's height (less its insets) sets the container's height.
    open var heightTracksTextView = false { didSet { textView?.textContainerDidChange() } }
    /// Regions no text is laid out in, in the container's coordinates: lines flow around them.
    open var exclusionPaths: [UIBezierPath] = [] { didSet { geometryDidChange() } }
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }
    /// The layout manager that lays text out in this container.
    open weak var layoutManager: NSLayoutManager?
    /// The TextKit 2 layout manager that lays text out in this container (set by its `textContainer`).
    open internal(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The view that lays its text out in this container.
    weak var textView: UITextView?

    public init(size: CGSize) {
        self.size = size
    }

    public convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Moves this container (with the layout manager's other containers) to `newLayoutManager`.
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        guard let old = layoutManager, old !== newLayoutManager else {
            newLayoutManager.addTextContainer(self)
            return
        }
        let containers = old.textContainers
        for _ in containers { old.removeTextContainer(at: 0) }
        for container in containers { newLayoutManager.addTextContainer(container) }
    }

    /// The rectangle of `proposedRect` a line may take, outside the exclusion paths, and in `remainingRect` the part
    /// of the proposed rectangle right of it (where more of the line may go).
    open func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int, writingDirection baseWritingDirection: NSWritingDirection, remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect {
        let spans = freeSpans(in: proposedRect)
        guard let first = spans.first else {
            remainingRect?.pointee = .zero
            return .zero
        }
        remainingRect?.pointee = spans.count > 1 ? CGRect(x: first.maxX, y: proposedRect.minY, width: proposedRect.maxX - first.maxX, height: proposedRect.height) : .zero
        return CGRect(x: first.minX, y: proposedRect.minY, width: first.width, height: proposedRect.height)
    }

    /// Tells the layout manager its layout no longer fits this container.
    private func geometryDidChange() {
        textLayoutManager?.containerDidChangeGeometry()
        layoutManager?.textContainerChangedGeometry(self)
    }
}
