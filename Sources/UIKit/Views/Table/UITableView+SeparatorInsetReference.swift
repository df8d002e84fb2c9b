import Foundation

extension UITableView {
    /// What a table's `separatorInset` is measured from.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges: an inset of 0 draws the line from edge to edge.
        case fromCellEdges = 0
        /// From the automatic inset: an inset of 0 draws the line where the system would.
        case fromAutomaticInsets = 1
    }

    /// Where the system draws separators on its own: 16 points in from the leading edge.
    static let automaticSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
}
