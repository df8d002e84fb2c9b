import Foundation

/// Draws one `UICellAccessory` in a list cell (chevrons, checkmarks and buttons as paths, labels as text) and runs
/// its action handler on a tap.
@MainActor
final class CellAccessoryView: UIView {
    private(set) var accessory: UICellAccessory
    private let label = UILabel()
    /// Whether an outline disclosure points down (its item expanded) and a multiselect circle is filled.
    var isExpanded = false { didSet { if isExpanded != oldValue { setNeedsDisplay() } } }
    var isChosen = false { didSet { if isChosen != oldValue { setNeedsDisplay() } } }
    private let tap = UITapGestureRecognizer()

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        backgroundColor = .clear
        if case .label(let text, let font) = accessory.kind {
            label.text = text
            label.font = font ?? .systemFont(ofSize: 17)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(label)
        }
        if case .customView(let configuration) = accessory.kind { addSubview(configuration.customView) }
        tap.addAction { [unowned self] _ in self.tapped() }
        addGestureRecognizer(tap)
        if case .outlineDisclosure = accessory.kind {} else { tap.isEnabled = accessory.actionHandler != nil }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Runs the action handler; an outline disclosure without one expands or collapses its item.
    func tapped() {
        if let handler = accessory.actionHandler { return handler() }
        guard case .outlineDisclosure = accessory.kind, let cell = superview as? UICollectionViewCell,
              let collectionView = cell.superview as? UICollectionView, let indexPath = collectionView.indexPath(for: cell) else { return }
        (collectionView.dataSource as? OutlineDataSource)?.toggleOutlineItem(at: indexPath)
    }

    /// The accessory's width (its reserved width when larger) at row height `height`.
    func width(forHeight height: CGFloat) -> CGFloat {
        let natural: CGFloat = switch accessory.kind {
        case .disclosureIndicator: 8
        case .checkmark: 14
        case .delete, .insert, .multiselect, .detail: 22
        case .reorder: 20
        case .outlineDisclosure: 12
        case .label: label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)).width
        case .customView(let configuration): configuration.customView.sizeThatFits(CGSize(width: 0, height: height)).width
        }
        switch accessory.reservedLayoutWidth {
        case .actual, .standard: return natural
        case .custom(let width): return max(natural, width)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation {
            label.frame = bounds
            if case .customView(let configuration) = accessory.kind { configuration.customView.frame = bounds }
        }
    }

    override func draw(_ rect: CGRect) {
        let mid = CGPoint(x: bounds.midX, y: bounds.midY)
        let tint = accessory.tintColor ?? tintColor ?? .systemBlue
        func stroke(_ points: [CGPoint], color: UIColor, width: CGFloat = 2) {
            let path = UIBezierPath()
            path.lineWidth = width
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.move(to: points[0])
            for point in points.dropFirst() { path.addLine(to: point) }
            color.setStroke()
            path.stroke()
        }
        func circle(_ radius: CGFloat, fill: UIColor) {
            fill.setFill()
            UIBezierPath(ovalIn: CGRect(x: mid.x - radius, y: mid.y - radius, width: radius * 2, height: radius * 2)).fill()
        }
        switch accessory.kind {
        case .disclosureIndicator:
            let color = accessory.tintColor ?? .systemGray3
            stroke([CGPoint(x: mid.x - 3, y: mid.y - 6), CGPoint(x: mid.x + 3, y: mid.y), CGPoint(x: mid.x - 3, y: mid.y + 6)], color: color)
        case .checkmark:
            stroke([CGPoint(x: mid.x - 6, y: mid.y), CGPoint(x: mid.x - 2, y: mid.y + 5), CGPoint(x: mid.x + 6, y: mid.y - 6)], color: tint)
        case .delete:
            circle(11, fill: accessory.backgroundColor ?? .systemRed)
            stroke([CGPoint(x: mid.x - 5, y: mid.y), CGPoint(x: mid.x + 5, y: mid.y)], color: accessory.tintColor ?? .white)
        case .insert:
            circle(11, fill: accessory.backgroundColor ?? .systemGreen)
            stroke([CGPoint(x: mid.x - 5, y: mid.y), CGPoint(x: mid.x + 5, y: mid.y)], color: accessory.tintColor ?? .white)
            stroke([CGPoint(x: mid.x, y: mid.y - 5), CGPoint(x: mid.x, y: mid.y + 5)], color: accessory.tintColor ?? .white)
        case .reorder:
            for dy in [-5, 0, 5] as [CGFloat] {
                stroke([CGPoint(x: mid.x - 9, y: mid.y + dy), CGPoint(x: mid.x + 9, y: mid.y + dy)], color: accessory.tintColor ?? .systemGray, width: 1.5)
            }
        case .multiselect:
            if isChosen {
                circle(11, fill: accessory.backgroundColor ?? tint)
                stroke([CGPoint(x: mid.x - 5, y: mid.y), CGPoint(x: mid.x - 1.5, y: mid.y + 4), CGPoint(x: mid.x + 5, y: mid.y - 4)], color: .white)
            } else {
                let path = UIBezierPath(ovalIn: CGRect(x: mid.x - 10.5, y: mid.y - 10.5, width: 21, height: 21))
                path.lineWidth = 1
                UIColor.systemGray3.setStroke()
                path.stroke()
            }
        case .outlineDisclosure:
            if isExpanded {
                stroke([CGPoint(x: mid.x - 6, y: mid.y - 3), CGPoint(x: mid.x, y: mid.y + 3), CGPoint(x: mid.x + 6, y: mid.y - 3)], color: tint)
            } else {
                stroke([CGPoint(x: mid.x - 3, y: mid.y - 6), CGPoint(x: mid.x + 3, y: mid.y), CGPoint(x: mid.x - 3, y: mid.y + 6)], color: tint)
            }
        case .detail:
            let ring = UIBezierPath(ovalIn: CGRect(x: mid.x - 10.5, y: mid.y - 10.5, width: 21, height: 21))
            ring.lineWidth = 1.5
            tint.setStroke()
            ring.stroke()
            stroke([CGPoint(x: mid.x, y: mid.y - 1), CGPoint(x: mid.x, y: mid.y + 5)], color: tint)
            tint.setFill()
            UIBezierPath(ovalIn: CGRect(x: mid.x - 1.3, y: mid.y - 6.3, width: 2.6, height: 2.6)).fill()
        case .label, .customView:
            break
        }
    }
}
