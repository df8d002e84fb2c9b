import Foundation
import QuartzCore

/// The view a text field or text view draws its text in: the selection behind the text, the text, the marked
/// text's underline and the placeholder, from what its surface laid out. The caret is a layer of its own on top.
@MainActor
final class TextCanvasView: UIView {
    /// The text as shown (dots for a secure field), laid out.
    var layout: TextLayout? { didSet { setNeedsDisplay() } }
    /// Where the layout's top-left corner goes.
    var textOrigin = CGPoint.zero { didSet { if textOrigin != oldValue { setNeedsDisplay() } } }
    /// The placeholder, laid out, and where it goes; drawn only while there is no text.
    var placeholder: (layout: TextLayout, origin: CGPoint)? { didSet { setNeedsDisplay() } }
    /// The selection's rectangles, in this view's coordinates.
    var selectionRects: [CGRect] = [] { didSet { if selectionRects != oldValue { setNeedsDisplay() } } }
    var selectionColor: UIColor = UIColor.tintColor.withAlphaComponent(0.3) { didSet { setNeedsDisplay() } }
    /// The marked text's rectangles, underlined.
    var markedRects: [CGRect] = [] { didSet { if markedRects != oldValue { setNeedsDisplay() } } }
    var markedColor: UIColor = .label
    /// A text view's layout manager and its container's origin, when the text is drawn through it (around the
    /// container's exclusion paths, or by an app's subclass) rather than from `layout`.
    var textKitDrawing: (layoutManager: NSLayoutManager, origin: CGPoint)? { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
        layer.needsDisplayOnBoundsChange = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if !selectionRects.isEmpty {
            context.setFillColor(selectionColor.cgColor)
            for selection in selectionRects { context.fill(selection) }
        }
        if let layout, layout.size != .zero, let textKit = textKitDrawing {
            let all = NSRange(location: 0, length: textKit.layoutManager.numberOfGlyphs)
            textKit.layoutManager.drawBackground(forGlyphRange: all, at: textKit.origin)
            textKit.layoutManager.drawGlyphs(forGlyphRange: all, at: textKit.origin)
        } else if let layout, layout.size != .zero {
            layout.draw(in: context, at: textOrigin)
        } else if let placeholder {
            placeholder.layout.draw(in: context, at: placeholder.origin)
        }
        if !markedRects.isEmpty {
            context.setFillColor(markedColor.cgColor)
            for marked in markedRects { context.fill(CGRect(x: marked.minX, y: marked.maxY - 1.5, width: marked.width, height: 1)) }
        }
    }
}
