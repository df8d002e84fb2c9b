import Foundation

/// A view that draws the highlight of a ranged selection from its rectangles.
@MainActor @preconcurrency
public protocol UITextSelectionHighlightView: AnyObject {
    var selectionRects: [UITextSelectionRect] { get set }
}

/// A view that draws one of a ranged selection's two grabbers.
@MainActor @preconcurrency
public protocol UITextSelectionHandleView: AnyObject {
    /// Which end of the selection the handle grabs.
    var direction: NSDirectionalRectEdge { get set }
    /// Whether the text runs vertically.
    var isVertical: Bool { get }
    /// A shape of the app's own for the handle; nil for the standard one.
    var customShape: UIBezierPath? { get set }
    /// Where the handle goes for the selection's end rectangle `rect`.
    func preferredFrame(forClosestRect rect: CGRect) -> CGRect
}

/// The selection display interaction's highlight: the selection's rectangles filled in the tint colour, faint.
@MainActor
final class SelectionHighlightView: UIView, UITextSelectionHighlightView {
    var selectionRects: [UITextSelectionRect] = [] {
        didSet { rebuild() }
    }

    private func rebuild() {
        subviews.forEach { $0.removeFromSuperview() }
        for rect in selectionRects where !rect.rect.isEmpty {
            let fill = UIView(frame: rect.rect)
            fill.backgroundColor = tintColor.withAlphaComponent(0.25)
            fill.isUserInteractionEnabled = false
            addSubview(fill)
        }
    }
}

/// One of the selection display interaction's grabbers: a round knob on a stem at its end of the selection.
@MainActor
final class SelectionHandleView: UIView, UITextSelectionHandleView {
    var direction: NSDirectionalRectEdge
    var isVertical: Bool { false }
    var customShape: UIBezierPath?

    init(direction: NSDirectionalRectEdge) {
        self.direction = direction
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// A stem two points wide down the end rectangle, with an eight-point knob above the start or below the end.
    func preferredFrame(forClosestRect rect: CGRect) -> CGRect {
        let knob: CGFloat = 8
        let x = (direction == .leading ? rect.minX : rect.maxX) - knob / 2
        return CGRect(x: x, y: rect.minY - (direction == .leading ? knob : 0), width: knob, height: rect.height + knob)
    }

    override func draw(_ rect: CGRect) {
        tintColor.setFill()
        let knob = bounds.width
        let stem = CGRect(x: bounds.midX - 1, y: direction == .leading ? knob : 0, width: 2, height: bounds.height - knob)
        UIBezierPath(rect: stem).fill()
        let knobRect = CGRect(x: 0, y: direction == .leading ? 0 : bounds.height - knob, width: knob, height: knob)
        (customShape ?? UIBezierPath(ovalIn: knobRect)).fill()
    }
}
