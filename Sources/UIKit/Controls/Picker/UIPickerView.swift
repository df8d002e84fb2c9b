import Foundation
import QuartzCore

/// A view of spinning wheels, one per component, each showing its rows on a drum around a centre band that marks
/// the chosen row. Its data source says how many components and rows there are; its delegate gives titles or views
/// and sizes and hears which row the user chose once the wheel rests. Drag a wheel (a fling carries it on), tap a
/// row, turn the mouse wheel over it, or press Up and Down once it has been touched.
@MainActor @preconcurrency
open class UIPickerView: UIView {
    /// The row height UIKit gives a component whose delegate names none.
    static let defaultRowHeight: CGFloat = 32
    /// The picker's height, and its width where nothing else says.
    static let standardSize = CGSize(width: 320, height: 216)
    /// The margin on either side of the wheels and the gap between two of them.
    static let sideMargin: CGFloat = 16
    static let componentGap: CGFloat = 5

    weak open var dataSource: UIPickerViewDataSource? { didSet { needsReload = true; setNeedsLayout() } }
    weak open var delegate: UIPickerViewDelegate? { didSet { needsReload = true; setNeedsLayout() } }

    /// Kept for code written before iOS 7; the band behind the chosen rows always shows, as UIKit ignores it since.
    open var showsSelectionIndicator = false

    var columns: [PickerColumnView] = []
    let selectionBand = UIView()
    /// Whether the data source must be asked again before the components are used.
    var needsReload = true
    /// The component the keys turn: the one last touched.
    var focusedComponent = 0

    override public init(frame: CGRect) {
        super.init(frame: frame)
        selectionBand.isUserInteractionEnabled = false
        selectionBand.layer.cornerRadius = 8
        addSubview(selectionBand)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Components and rows

    /// The number of components, as the data source last said.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return columns.count
    }

    /// The number of rows of `component`, as the data source last said (0 for a component there is not).
    open func numberOfRows(inComponent component: Int) -> Int {
        column(component)?.rowCount ?? 0
    }

    /// The size of a row of `component`: the component's width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard column(component) != nil else { return .zero }
        return CGSize(width: askWidth(forComponent: component), height: askRowHeight(forComponent: component))
    }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        needsReload = false
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumnView(picker: self, component: columns.count)
            addSubview(column)
            columns.append(column)
        }
        for column in columns { column.reload() }
        focusedComponent = min(focusedComponent, max(count - 1, 0))
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for the rows of `component`.
    open func reloadComponent(_ component: Int) {
        guard let column = column(component) else { return }
        column.reload()
        setNeedsLayout()
    }

    /// Brings `row` of `component` to the centre band, turning the wheel when `animated`; the delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let column = column(component), (0..<column.rowCount).contains(row) else { return }
        column.drag = nil
        if animated, window != nil {
            column.glide(to: row, velocity: 0, byUser: false)
            column.selectedRow = row
        } else {
            column.show(row: row)
        }
    }

    /// The chosen row of `component`, or -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        column(component)?.selectedRow ?? -1
    }

    /// The view shown for `row` of `component`, while it is in sight.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let column = column(component) else { return nil }
        layoutIfNeeded()
        column.layoutIfNeeded()
        return column.rowViews[row]
    }

    // MARK: Layout

    override open func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.standardSize }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.standardSize.height)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        let widths = columns.indices.map { askWidth(forComponent: $0) }
        let total = widths.reduce(0, +) + UIPickerView.componentGap * CGFloat(max(columns.count - 1, 0))
        var x = (bounds.width - total) / 2
        var bandHeight: CGFloat = 0
        for (index, column) in columns.enumerated() {
            column.rowHeight = askRowHeight(forComponent: index)
            column.frame = CGRect(x: x, y: 0, width: widths[index], height: bounds.height)
            column.setNeedsLayout()
            x += widths[index] + UIPickerView.componentGap
            bandHeight = max(bandHeight, column.rowHeight)
        }
        let bandInset = UIPickerView.sideMargin / 2
        selectionBand.frame = CGRect(x: bandInset, y: (bounds.height - bandHeight) / 2,
                                     width: max(bounds.width - 2 * bandInset, 0), height: bandHeight)
        selectionBand.layer.backgroundColor = shownColor(.tertiarySystemFill)
    }

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }

    /// The width each component gets when the delegate names none: the width less the margins and gaps, shared.
    var sharedComponentWidth: CGFloat {
        let count = CGFloat(max(columns.count, 1))
        let free = bounds.width - 2 * UIPickerView.sideMargin - UIPickerView.componentGap * (count - 1)
        return max(free / count, 0)
    }

    // MARK: Keys

    override open var canBecomeFirstResponder: Bool { true }

    /// Up and Down turn the component last touched by one row, as the user.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        for press in presses {
            switch press.key?.keysymName {
            case "Up", "KP_Up": column(focusedComponent)?.step(by: -1)
            case "Down", "KP_Down": column(focusedComponent)?.step(by: 1)
            default: rest.insert(press)
            }
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    // MARK: Asking the data source and delegate

    func loadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    func column(_ component: Int) -> PickerColumnView? {
        loadIfNeeded()
        return columns.indices.contains(component) ? columns[component] : nil
    }

    func askRowCount(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    func askWidth(forComponent component: Int) -> CGFloat {
        max(delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth, 0)
    }

    func askRowHeight(forComponent component: Int) -> CGFloat {
        max(delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight, 1)
    }

    /// The row's title: the attributed one's text, else the plain one.
    func askTitle(forRow row: Int, component: Int) -> String? {
        delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
            ?? delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// The delegate's view for a row; a title label (the default) is filled with the row's title, "?" when it has
    /// none, as UIKit shows.
    func askView(forRow row: Int, component: Int, reusing: UIView?) -> UIView {
        let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: reusing)
            ?? (reusing as? PickerRowLabel) ?? PickerRowLabel()
        if let label = view as? PickerRowLabel {
            label.textColor = .label
            if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
                label.attributedText = attributed
            } else {
                label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
            }
        }
        return view
    }

    /// A component was touched or wheeled: the keys now turn it, and the picker takes the keys.
    func focus(component: Int) {
        focusedComponent = component
        if !isFirstResponder { _ = becomeFirstResponder() }
    }

    /// A wheel the user turned came to rest on a new row.
    func columnDidSettle(_ column: PickerColumnView) {
        delegate?.pickerView(self, didSelectRow: column.selectedRow, inComponent: column.component)
    }
}
