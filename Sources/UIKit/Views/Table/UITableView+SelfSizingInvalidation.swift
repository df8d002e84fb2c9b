import Foundation

/// Self-sizing invalidation: a self-sizing row's cell whose content changes is measured again at the table's next
/// layout pass, and the rows below move.
extension UITableView {
    /// What makes a self-sizing cell on screen take a new height.
    public enum SelfSizingInvalidation: Int, Sendable, SelfSizingInvalidationMode {
        /// Cells keep the height they were measured at when they came on screen.
        case disabled = 0
        /// A cell's `invalidateIntrinsicContentSize()` (and a new content configuration) measures it again.
        case enabled = 1
        /// As `enabled`, and a change of the Auto Layout constraints inside the cell measures it again too.
        case enabledIncludingConstraints = 2
    }

    /// `cell` (on screen) wants a new height: its row, when self-sizing, is measured again at the next layout pass.
    func cellNeedsSizing(_ cell: UITableViewCell, fromConstraints: Bool) {
        guard selfSizingInvalidation.invalidates(fromConstraints: fromConstraints), let indexPath = indexPath(for: cell), rows.indices.contains(indexPath.section),
              rows[indexPath.section].indices.contains(indexPath.row),
              (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) == UITableView.automaticDimension else { return }
        rows[indexPath.section][indexPath.row].isEstimated = true
        setNeedsLayout()
    }
}
