import Foundation

/// The measures of a calendar view: the header with the month and the buttons, the weekday row, and six rows of
/// days seven columns wide between side margins.
enum CalendarMetrics {
    static let headerHeight: CGFloat = 50
    static let weekdayHeight: CGFloat = 22
    static let rowHeight: CGFloat = 52
    static let sideInset: CGFloat = 8
    static let bottomInset: CGFloat = 6
    /// The rows laid out whatever the month: as many as the longest month needs, so that the view keeps its height.
    static let rows = 6
    /// How long the next or previous month takes to slide in.
    static let pageDuration: TimeInterval = 0.35

    /// The horizontal extent of weekday column `column` in a view `width` wide, from the left or, right to left, from
    /// the right.
    static func columnFrame(_ column: Int, width: CGFloat, rightToLeft: Bool) -> CGRect {
        let columnWidth = max(width - 2 * sideInset, 0) / 7
        let index = rightToLeft ? 6 - column : column
        return CGRect(x: sideInset + CGFloat(index) * columnWidth, y: 0, width: columnWidth, height: 0)
    }

    /// The size a calendar view fits in `width` (320 points when none is given).
    static func size(fitting width: CGFloat) -> CGSize {
        let width = width > 0 && width.isFinite ? max(width, 280) : 320
        return CGSize(width: width, height: headerHeight + weekdayHeight + CGFloat(rows) * rowHeight + bottomInset)
    }
}
