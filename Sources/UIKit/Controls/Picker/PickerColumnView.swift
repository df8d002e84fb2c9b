import Foundation
import QuartzCore

/// One wheel (component) of a picker view: the rows near the centre band, placed on the drum by
/// `PickerWheelGeometry`, asked of the picker's delegate as they come into view and given back for reuse as they
/// leave. `offset` is the row at the middle, fractional while the wheel turns.
@MainActor
final class PickerColumnView: UIView {
    weak var picker: UIPickerView?
    var component: Int
    private(set) var rowCount = 0
    var rowHeight: CGFloat = UIPickerView.defaultRowHeight
    /// The row at the middle of the wheel, in rows (fractional while it turns).
    var offset: CGFloat = 0 { didSet { if offset != oldValue { setNeedsLayout() } } }
    /// The chosen row (`-1` when the component has none); a turning wheel keeps its old one until it rests.
    var selectedRow = -1
    /// The views of the rows in sight, by row.
    private(set) var rowViews: [Int: UIView] = [:]
    private var reusableViews: [UIView] = []
    /// The glide to rest under way, and whether the user started it (then the delegate hears where it ends).
    var settle: PickerSettle?
    var settleIsUsers = false
    var settleLink: CADisplayLink?
    /// The offset a drag under way started from.
    var drag: CGFloat?
    /// Whether the press under way stopped a glide (its release then rests the wheel rather than choosing a row).
    var pressStoppedGlide = false
    let pan = UIPanGestureRecognizer()

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        clipsToBounds = true
        pan.addAction { [unowned self] pan in self.handlePan(pan) }
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var geometry: PickerWheelGeometry {
        PickerWheelGeometry(height: bounds.height, rowHeight: rowHeight)
    }

    /// Asks the data source again for the rows; the selection stays, within the new rows. Every row view is asked
    /// for anew.
    func reload() {
        rowCount = max(picker?.askRowCount(inComponent: component) ?? 0, 0)
        for view in rowViews.values { recycle(view) }
        rowViews = [:]
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        if let settle, settle.target >= rowCount { stopSettle() }
        if settle == nil, drag == nil { offset = CGFloat(max(selectedRow, 0)) }
        setNeedsLayout()
    }

    /// Shows the row at rest at the middle (stopping any glide), without telling the delegate.
    func show(row: Int) {
        stopSettle()
        selectedRow = row
        offset = CGFloat(row)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Places the rows in sight on the drum, asking for those that came into view and recycling those that left.
    func layoutRows() {
        let geometry = geometry
        let reach = geometry.visibleReach
        let first = max(Int((offset - reach).rounded(.down)), 0)
        let last = min(Int((offset + reach).rounded(.up)), rowCount - 1)
        var placements: [Int: PickerWheelGeometry.Placement] = [:]
        if first <= last {
            for row in first...last {
                placements[row] = geometry.placement(distance: CGFloat(row) - offset)
            }
        }
        for (row, view) in rowViews where placements[row] == nil {
            recycle(view)
            rowViews[row] = nil
        }
        for (row, placement) in placements.sorted(by: { $0.key < $1.key }) {
            let view = rowViews[row] ?? makeView(forRow: row)
            place(view, placement)
            rowViews[row] = view
        }
    }

    private func place(_ view: UIView, _ placement: PickerWheelGeometry.Placement) {
        view.transform = .identity
        view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
        view.center = CGPoint(x: bounds.width / 2, y: bounds.height / 2 + placement.offsetFromMiddle)
        view.transform = CGAffineTransform(scaleX: 1, y: placement.scale)
        view.alpha = placement.alpha
    }

    private func makeView(forRow row: Int) -> UIView {
        let reusing = reusableViews.popLast()
        let view = picker?.askView(forRow: row, component: component, reusing: reusing) ?? PickerRowLabel()
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        view.isUserInteractionEnabled = false
        return view
    }

    private func recycle(_ view: UIView) {
        view.isHidden = true
        reusableViews.append(view)
    }

    /// The row whose view is drawn at `y` in the column, if any.
    func row(atY y: CGFloat) -> Int? {
        guard let distance = geometry.distance(atOffsetFromMiddle: y - bounds.height / 2) else { return nil }
        let row = Int((offset + distance).rounded())
        return (0..<rowCount).contains(row) ? row : nil
    }

    // MARK: Touches (PickerColumnView+Motion)

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        beginPress()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { endPress(at: touch.location(in: self).y) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelPress()
    }

    // MARK: Accessibility (PickerColumnView+Accessibility): an adjustable element per wheel

    override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityValue: String? {
        get { automaticValue ?? super.accessibilityValue }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityLabel: String? {
        get { delegatedLabel ?? super.accessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityHint: String? {
        get { delegatedHint ?? super.accessibilityHint }
        set { super.accessibilityHint = newValue }
    }

    override var accessibilityUserInputLabels: [String]! {
        get { delegatedUserInputLabels ?? super.accessibilityUserInputLabels }
        set { super.accessibilityUserInputLabels = newValue }
    }

    override func accessibilityIncrement() { step(by: 1) }

    override func accessibilityDecrement() { step(by: -1) }
}
