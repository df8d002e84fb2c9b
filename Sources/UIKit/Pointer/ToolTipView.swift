import Foundation

/// The small label a tooltip shows: one line of footnote text on a rounded, bordered secondary background.
@MainActor
final class ToolTipView: UIView {
    let label = UILabel()
    static let padding = CGSize(width: 6, height: 3)
    /// How far below the pointer's tip the tooltip starts.
    static let offsetBelowPointer: CGFloat = 20

    init(configuration: UIToolTipConfiguration) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 4
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        isUserInteractionEnabled = false
        label.font = .systemFont(ofSize: 12)
        label.textColor = .label
        label.attributedText = configuration.attributedToolTip.length > 0 ? configuration.attributedToolTip : nil
        if label.attributedText == nil { label.text = configuration.toolTip }
        addSubview(label)
        let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        label.frame = CGRect(x: Self.padding.width, y: Self.padding.height, width: ceil(size.width), height: ceil(size.height))
        bounds.size = CGSize(width: ceil(size.width) + 2 * Self.padding.width, height: ceil(size.height) + 2 * Self.padding.height)
    }

    required init?(coder: NSCoder) { return nil }

    /// Places the tooltip below the pointer at `point`, kept inside `area` (the window's bounds).
    func place(below point: CGPoint, in area: CGRect) {
        var origin = CGPoint(x: point.x, y: point.y + Self.offsetBelowPointer)
        if origin.x + bounds.width > area.maxX { origin.x = area.maxX - bounds.width }
        if origin.y + bounds.height > area.maxY { origin.y = point.y - bounds.height - 4 }
        frame.origin = CGPoint(x: max(area.minX, origin.x), y: max(area.minY, origin.y))
    }
}
