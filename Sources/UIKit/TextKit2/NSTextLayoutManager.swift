import Foundation

/// The layout side of TextKit 2: lays its content manager's elements out as layout fragments in its text container,
/// top to bottom, and answers where text stands (fragments, lines, segments for selections and highlights). Rendering
/// attributes change how text draws without laying it out again.
///
/// Difference from Apple: layout is always whole: asking for any fragment lays out every paragraph (each by pango,
/// as TextKit 1 does), and any edit lays the text out again.
@MainActor @preconcurrency
open class NSTextLayoutManager {
    open weak var delegate: (any NSTextLayoutManagerDelegate)?
    open var usesFontLeading = true
    open var limitsLayoutForSuspiciousContents = false
    /// Difference from Apple: stored only; pango breaks lines without hyphens.
    open var usesHyphenation = false
    open var layoutQueue: OperationQueue?
    /// The content manager whose elements are laid out (set by its `addTextLayoutManager(_:)`).
    open private(set) weak var textContentManager: NSTextContentManager?
    /// The container the text is laid out in.
    open var textContainer: NSTextContainer? {
        didSet {
            guard textContainer !== oldValue else { return }
            if oldValue?.textLayoutManager === self { oldValue?.textLayoutManager = nil }
            textContainer?.textLayoutManager = self
            invalidateAllLayout()
        }
    }
    /// The selections being shown and edited.
    open var textSelections: [NSTextSelection] = []
    /// Moves the selections by characters, words, lines, and to points, over this layout.
    open lazy var textSelectionNavigation = NSTextSelectionNavigation(dataSource: self)
    /// Lays out the fragments in a view's visible rectangle and hands them to its delegate to show.
    open private(set) lazy var textViewportLayoutController = NSTextViewportLayoutController(textLayoutManager: self)
    /// Called before a fragment draws, to set rendering attributes for its text.
    open var renderingAttributesValidator: ((NSTextLayoutManager, NSTextLayoutFragment) -> Void)?

    /// The fragments laid out, nil until asked for after a change.
    private var laidOut: [NSTextLayoutFragment]?
    /// The rendering attributes, as the attributes of a string as long as the document.
    var renderingRuns = NSMutableAttributedString()
    /// The view providers of the attachments laid out, by attachment (`NSTextLayoutManager+AttachmentViews.swift`).
    var attachmentViewProviders: [ObjectIdentifier: NSTextAttachmentViewProvider] = [:]
    /// The view the attachments' views go in (the text view showing this layout), and the views it shows.
    weak var attachmentParentView: UIView?
    var attachmentViewsShown: [UIView] = []

    public init() {}

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Moves this layout manager to `textContentManager`.
    open func replace(_ textContentManager: NSTextContentManager) {
        textContentManager.addTextLayoutManager(self)
    }

    /// The content manager's document.
    open var documentRange: NSTextRange {
        textContentManager?.documentRange ?? NSTextRange(location: TextOffsetLocation(0))
    }

    // MARK: Layout

    /// The fragments of the whole document, laid out now if anything changed since last time.
    var fragments: [NSTextLayoutFragment] {
        if let laidOut { return laidOut }
        var made: [NSTextLayoutFragment] = []
        var y: CGFloat = 0
        let start = documentRange.location
        textContentManager?.enumerateTextElements(from: nil, options: []) { element in
            guard let range = element.elementRange else { return true }
            let fragment = delegate?.textLayoutManager(self, textLayoutFragmentFor: range.location, in: element) ?? Self.defaultFragment(for: element)
            fragment.textLayoutManager = self
            fragment.documentOffset = textContentManager?.offset(from: start, to: range.location) ?? 0
            fragment.layOut(in: textContainer, at: y, isFirst: made.isEmpty)
            y = fragment.layoutFragmentFrame.maxY
            made.append(fragment)
            return true
        }
        laidOut = made
        return made
    }

    /// The fragment laying `element` out when the delegate gives none of its own.
    static func defaultFragment(for element: NSTextElement) -> NSTextLayoutFragment {
        NSTextLayoutFragment(textElement: element, range: element.elementRange)
    }

    /// The rectangle the laid-out text takes in the container: from its top-left corner, the container's width (the
    /// widest fragment's without one) by the fragments' height.
    open var usageBoundsForTextContainer: CGRect {
        let all = fragments
        guard let last = all.last else { return .zero }
        return CGRect(x: 0, y: 0, width: all.map { $0.layoutFragmentFrame.maxX }.max() ?? 0, height: last.layoutFragmentFrame.maxY)
    }

    open func ensureLayout(for range: NSTextRange) { _ = fragments }
    open func ensureLayout(for bounds: CGRect) { _ = fragments }

    /// Lays `range` out again when next asked (here, the whole text).
    open func invalidateLayout(for range: NSTextRange) {
        invalidateAllLayout()
    }

    private func invalidateAllLayout() {
        laidOut = nil
    }

    /// The container's size or padding changed: the text is laid out again.
    func containerDidChangeGeometry() {
        invalidateAllLayout()
    }

    func fragmentDidInvalidate(_ fragment: NSTextLayoutFragment) {
        invalidateAllLayout()
    }

    // MARK: Content

    func contentManagerDidChange(to manager: NSTextContentManager?) {
        textContentManager = manager
        renderingRuns = NSMutableAttributedString(string: String(repeating: " ", count: max(documentLength, 0)))
        invalidateAllLayout()
    }

    /// The document's length in the content manager's units.
    var documentLength: Int {
        textContentManager?.offset(from: documentRange.location, to: documentRange.endLocation) ?? 0
    }

    /// The content storage replaced `original` by `length` units: rendering attributes after it move with their text.
    func contentDidChange(replacing original: NSRange, withLength length: Int) {
        let whole = NSRange(location: 0, length: renderingRuns.length)
        renderingRuns.replaceCharacters(in: NSIntersectionRange(original, whole), with: NSAttributedString(string: String(repeating: " ", count: length)))
    }

    /// The document offset of `location` in the fragment's element.
    func offsetInElement(_ location: any NSTextLocation, of fragment: NSTextLayoutFragment) -> Int? {
        textContentManager?.offset(from: fragment.rangeInElement.location, to: location)
    }

    /// The location `offset` units from the document's start.
    func documentLocation(_ offset: Int) -> (any NSTextLocation)? {
        textContentManager?.location(documentRange.location, offsetBy: offset)
    }

    /// The document offset of `location`.
    func documentOffset(_ location: any NSTextLocation) -> Int {
        textContentManager?.offset(from: documentRange.location, to: location) ?? 0
    }

    /// Replaces `range`'s text with `attributedString` in the content storage, in a transaction.
    open func replaceContents(in range: NSTextRange, with attributedString: NSAttributedString) {
        guard let storage = textContentManager as? NSTextContentStorage, let nsRange = storage.nsRange(range) else { return }
        storage.performEditingTransaction { storage.textStorage?.replaceCharacters(in: nsRange, with: attributedString) }
    }

    open func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]) {
        textContentManager?.replaceContents(in: range, with: textElements)
    }

    // MARK: Fragments

    /// The fragment whose frame holds `position`'s height in the container, nil above or below the text.
    open func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? {
        fragments.first { position.y >= $0.layoutFragmentFrame.minY && position.y < $0.layoutFragmentFrame.maxY }
    }

    /// The fragment holding `location` (the last one for the document's end).
    open func textLayoutFragment(for location: any NSTextLocation) -> NSTextLayoutFragment? {
        let all = fragments
        if let holding = all.first(where: { $0.rangeInElement.contains(location) }) { return holding }
        return location.isAt(documentRange.endLocation) ? all.last : nil
    }

    /// Calls `block` with each fragment from the one holding `location` (nil: the first, or the last when reversed)
    /// until it returns false; returns the location where the enumeration ended.
    @discardableResult
    open func enumerateTextLayoutFragments(from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions = [], using block: (NSTextLayoutFragment) -> Bool) -> (any NSTextLocation)? {
        let all = fragments
        guard !all.isEmpty else { return nil }
        let reverse = options.contains(.reverse)
        var index = reverse ? all.count - 1 : 0
        if let location {
            if let holding = all.firstIndex(where: { $0.rangeInElement.contains(location) }) {
                index = holding
            } else if !location.precedes(documentRange.endLocation) {
                index = reverse ? all.count - 1 : all.count
            }
        }
        var ended: (any NSTextLocation)?
        while all.indices.contains(index) {
            let fragment = all[index]
            ended = reverse ? fragment.rangeInElement.location : fragment.rangeInElement.endLocation
            if !block(fragment) { break }
            index += reverse ? -1 : 1
        }
        return ended
    }
}
