import Foundation

/// One month's days in a grid seven columns wide, as `CalendarMonthGrid` places them; a chosen week is a band
/// behind its row. It slides as a whole when the calendar view pages.
@MainActor
final class CalendarMonthView: UIView {
    let grid: CalendarMonthGrid
    /// The month's days, day 1 first.
    let dayViews: [CalendarDayView]
    private var bands: [UIView] = []

    init(grid: CalendarMonthGrid, days: [CalendarDay], states: [CalendarDayState], design: UIFontDescriptor.SystemDesign) {
        self.grid = grid
        dayViews = zip(days, states).map { CalendarDayView(day: $0, state: $1, design: design) }
        super.init(frame: .zero)
        backgroundColor = .clear
        dayViews.forEach(addSubview)
        placeBands()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Draws the days' new states, animating newly chosen ones when `animated`.
    func apply(_ states: [CalendarDayState], animated: Bool) {
        for (view, state) in zip(dayViews, states) { view.apply(state, animated: animated) }
        placeBands()
        setNeedsLayout()
    }

    /// The frame of the cell at `row`, `column` (counted from the right in a right-to-left layout).
    func cellFrame(row: Int, column: Int) -> CGRect {
        let x = CalendarMetrics.columnFrame(column, width: bounds.width, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        return CGRect(x: x.minX, y: CGFloat(row) * CalendarMetrics.rowHeight, width: x.width, height: CalendarMetrics.rowHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, view) in dayViews.enumerated() {
            let cell = grid.cell(ofDay: index + 1)
            view.frame = cellFrame(row: cell.row, column: cell.column)
        }
        layoutBands()
    }

    /// The rows whose chosen days are drawn as a week's band, with their first and last columns.
    private var bandSpans: [(row: Int, columns: ClosedRange<Int>)] {
        var spans: [Int: ClosedRange<Int>] = [:]
        for (index, view) in dayViews.enumerated() where view.dayState.isSelected && view.dayState.isInWeekBand {
            let cell = grid.cell(ofDay: index + 1)
            let span = spans[cell.row].map { min($0.lowerBound, cell.column)...max($0.upperBound, cell.column) }
            spans[cell.row] = span ?? cell.column...cell.column
        }
        return spans.keys.sorted().map { ($0, spans[$0]!) }
    }

    private func placeBands() {
        let count = bandSpans.count
        while bands.count > count { bands.removeLast().removeFromSuperview() }
        while bands.count < count {
            let band = UIView()
            band.isUserInteractionEnabled = false
            insertSubview(band, at: 0)
            bands.append(band)
        }
    }

    private func layoutBands() {
        for (band, span) in zip(bands, bandSpans) {
            let ends = cellFrame(row: span.row, column: span.columns.lowerBound)
                .union(cellFrame(row: span.row, column: span.columns.upperBound))
            let height = CalendarDayView.circleDiameter
            band.frame = CGRect(x: ends.minX + 2, y: ends.minY + 1, width: ends.width - 4, height: height)
            band.layer.cornerRadius = height / 2
            band.backgroundColor = tintColor.withAlphaComponent(0.15)
        }
    }
}
