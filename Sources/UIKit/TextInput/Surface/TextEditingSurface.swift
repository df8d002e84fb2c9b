import Foundation
import QuartzCore

/// What a text surface asks of the view it belongs to: permission for changes (its delegate), news of them, and
/// a chance to scroll after the text is laid out again.
@MainActor
protocol TextSurfaceOwner: AnyObject {
    func surface(_ surface: TextEditingSurface, shouldReplace range: NSRange, with text: String) -> Bool
    func surfaceDidChangeText(_ surface: TextEditingSurface)
    func surfaceDidChangeSelection(_ surface: TextEditingSurface)
    /// The layout or the caret moved: scroll to keep the caret in sight.
    func surfaceDidUpdate(_ surface: TextEditingSurface)
}

/// The editing machinery `UITextField` and `UITextView` share: the model (`TextEditor`), the canvas the text is
/// drawn on, the caret, the layout through pango, and the mapping between the canvas's points and text offsets.
@MainActor
final class TextEditingSurface: TextEditorHost {
    let editor = TextEditor()
    let canvas = TextCanvasView()
    let caret = CaretLayer()
    weak var owner: (any TextSurfaceOwner)?

    var font: UIFont = .systemFont(ofSize: 17) { didSet { relayout() } }
    var textColor: UIColor = .label { didSet { relayout() } }
    var alignment: NSTextAlignment = .natural { didSet { relayout() } }
    var caretColor: UIColor = .tintColor
    /// Shows dots for the text and refuses to say where words are.
    var isSecure = false { didSet { editor.isSecure = isSecure; relayout() } }
    /// The width lines wrap in; nil: one line that scrolls sideways (a field).
    var wrapWidth: CGFloat? { didSet { if wrapWidth != oldValue { relayout() } } }
    /// Extra attributes the shown text takes over ranges (links' colour and underline).
    var decorate: ((NSMutableAttributedString) -> Void)?
    /// The placeholder shown while there is no text.
    var placeholder: NSAttributedString? { didSet { relayout() } }
    /// Scales the font down (to at least the scale given) so a single line fits the canvas's width.
    var minimumScaleToFit: CGFloat?
    /// Whether the caret and selection show (the view is editing, or selectable text is selected).
    var isActive = false { didSet { if isActive != oldValue { updateSelection() } } }
    /// Whether a caret shows when active (false for a selectable text view that cannot be edited).
    var showsCaret = true
    /// The sideways scroll of a one-line surface, so the caret stays in sight.
    private(set) var scrollX: CGFloat = 0
    private(set) var layout = TextLayout(string: "", font: TextLayout.Font(size: 17), color: .black)
    /// Where the layout's top-left corner is in the canvas.
    private(set) var textOrigin = CGPoint.zero
    /// Text insets inside the canvas (a text view's `textContainerInset`).
    var insets: UIEdgeInsets = .zero { didSet { relayout() } }
    /// The clicks of the press being dragged (1 by characters, 2 by words, 3 by lines) and the selection it made.
    var dragGranularity = 1
    var dragOrigin: NSRange?
    /// The edit menu a right-click opened, while it is open.
    var editMenu: ContextMenuPresentation?
    /// The scale the font was shrunk to for the last layout (1: not shrunk).
    private(set) var fitScale: CGFloat = 1

    init() {
        editor.host = self
        canvas.layer.addSublayer(caret)
    }

    // MARK: Layout

    /// The text as shown: the editor's, or a dot for each character of a secure field, with the decorations.
    private func displayString() -> NSAttributedString {
        if isSecure {
            return NSAttributedString(string: String(repeating: "\u{2022}", count: editor.navigation.boundaries.count - 1))
        }
        guard let decorate else { return editor.storage }
        let shown = NSMutableAttributedString(attributedString: editor.storage)
        decorate(shown)
        return shown
    }

    /// Lays the text out again in the canvas's current size, then places the caret and the selection.
    func relayout() {
        let shown = displayString()
        let bounds = canvas.bounds
        fitScale = 1
        if wrapWidth == nil, let minimum = minimumScaleToFit, minimum < 1, bounds.width > 0 {
            let natural = TextLayout(attributedString: shown, font: font.textLayoutFont, color: textColor.cgColor, alignment: .left)
            if natural.size.width > bounds.width - 2 { fitScale = max(minimum, (bounds.width - 2) / natural.size.width) }
        }
        layout = TextLayout(
            attributedString: shown, font: font.textLayoutFont, color: textColor.cgColor, alignment: alignment.layoutAlignment,
            width: wrapWidth, scale: fitScale)
        let lineHeight = font.lineHeight * fitScale
        if wrapWidth == nil {
            let used = max(layout.size.width, 0)
            let free = bounds.width - used
            let factor: CGFloat
            switch alignment {
            case .center: factor = 0.5
            case .right: factor = 1
            case .natural: factor = layout.isRightToLeft ? 1 : 0
            default: factor = 0
            }
            let x = free > 0 ? (free * factor).rounded() : 0
            textOrigin = CGPoint(x: x - scrollX, y: ((bounds.height - lineHeight) / 2).rounded())
        } else {
            textOrigin = CGPoint(x: insets.left, y: insets.top)
        }
        canvas.layout = layout
        canvas.textOrigin = textOrigin
        if let placeholder, editor.length == 0 {
            let placed = TextLayout(attributedString: placeholder, font: font.textLayoutFont, color: UIColor.placeholderText.cgColor, alignment: alignment.layoutAlignment, width: wrapWidth)
            var origin = textOrigin
            if wrapWidth == nil, alignment == .center || alignment == .right {
                origin.x = ((bounds.width - placed.size.width) * (alignment == .center ? 0.5 : 1)).rounded()
            }
            canvas.placeholder = (placed, origin)
        } else {
            canvas.placeholder = nil
        }
        updateSelection()
    }

    /// The height the text takes, insets included (a text view's content height).
    var contentHeight: CGFloat {
        max(layout.size.height, font.lineHeight) + insets.top + insets.bottom
    }

    // MARK: Offsets and points

    /// The offset in the shown string of an offset in the text (a secure field shows one dot per character).
    func displayOffset(_ offset: Int) -> Int {
        guard isSecure else { return offset }
        return editor.navigation.boundaries.firstIndex { $0 >= offset } ?? editor.navigation.boundaries.count - 1
    }

    func textOffset(ofDisplay offset: Int) -> Int {
        guard isSecure else { return offset }
        let boundaries = editor.navigation.boundaries
        return boundaries[min(max(offset, 0), boundaries.count - 1)]
    }

    /// The caret of `offset`, in the canvas's coordinates.
    func caretRect(at offset: Int) -> CGRect {
        var rect = layout.caretRect(atUTF16Offset: displayOffset(offset)).offsetBy(dx: textOrigin.x, dy: textOrigin.y)
        if rect.height <= 0 { rect.size.height = font.lineHeight * fitScale }
        return rect
    }

    /// The offset nearest a point of the canvas.
    func offset(at point: CGPoint) -> Int {
        textOffset(ofDisplay: layout.utf16Offset(closestTo: CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y)))
    }

    /// The rectangles `range` covers, in the canvas's coordinates.
    func rects(for range: NSRange) -> [CGRect] {
        let start = displayOffset(range.location), end = displayOffset(range.location + range.length)
        return layout.selectionRects(forUTF16Range: NSRange(location: start, length: end - start)).map { $0.offsetBy(dx: textOrigin.x, dy: textOrigin.y) }
    }

    // MARK: Caret and selection

    /// Shows the selection (or the caret) as the editor has it, and keeps a one-line surface scrolled to the caret.
    func updateSelection() {
        let selection = editor.selectedRange
        if wrapWidth == nil, scrollToCaret() { return relayout() }
        canvas.selectionRects = isActive ? rects(for: selection) : []
        canvas.markedRects = editor.markedRange.map { rects(for: $0) } ?? []
        if isActive, showsCaret, selection.length == 0 {
            caret.show(at: caretRect(at: editor.selectedRange.location), color: caretColor.cgColor)
        } else {
            caret.hide()
        }
        owner?.surfaceDidUpdate(self)
    }

    /// Adjusts the sideways scroll so the caret is inside the canvas; true when it changed.
    private func scrollToCaret() -> Bool {
        let width = canvas.bounds.width
        guard width > 0 else { return false }
        let textWidth = layout.size.width
        let caretX = layout.caretRect(atUTF16Offset: displayOffset(editor.focus)).minX
        var scroll = scrollX
        if textWidth <= width - CaretLayer.width { scroll = 0 } else {
            if caretX - scroll > width - CaretLayer.width { scroll = caretX - width + CaretLayer.width }
            if caretX - scroll < 0 { scroll = caretX }
            scroll = min(max(scroll, 0), textWidth - width + CaretLayer.width)
        }
        guard abs(scroll - scrollX) > 0.01 else { return false }
        scrollX = scroll
        return true
    }

    // MARK: TextEditorHost

    func editor(_ editor: TextEditor, shouldReplace range: NSRange, with text: String) -> Bool {
        owner?.surface(self, shouldReplace: range, with: text) ?? true
    }

    func editorDidChangeText(_ editor: TextEditor) {
        relayout()
        owner?.surfaceDidChangeText(self)
    }

    func editorDidChangeSelection(_ editor: TextEditor) {
        updateSelection()
        owner?.surfaceDidChangeSelection(self)
    }

    func editor(_ editor: TextEditor, offsetFrom offset: Int, movingLines lines: Int) -> Int? {
        let caret = layout.caretRect(atUTF16Offset: displayOffset(offset))
        let target = CGPoint(x: caret.minX, y: caret.midY + CGFloat(lines) * max(caret.height, 1))
        if target.y < 0 { return 0 }
        if target.y > layout.size.height { return editor.length }
        return textOffset(ofDisplay: layout.utf16Offset(closestTo: target))
    }

    func editor(_ editor: TextEditor, lineRangeAt offset: Int) -> NSRange? {
        let line = layout.lineRange(atUTF16Offset: displayOffset(offset))
        let start = textOffset(ofDisplay: line.location)
        return NSRange(location: start, length: textOffset(ofDisplay: line.location + line.length) - start)
    }
}
