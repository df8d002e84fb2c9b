import Foundation

/// A row's height as the table knows it: given, measured from its cell, or still an estimate.
struct TableRow: Equatable {
    var height: CGFloat
    /// Whether the height is `estimatedRowHeight` standing in for a self-sizing row not measured yet.
    var isEstimated = false
}

/// Row heights: the delegate's or `rowHeight`, and self-sizing rows (`automaticDimension`) measured through Auto Layout
/// from their cells' content views, when first shown (or at once when there is no estimate).
extension UITableView {
    /// The height of a row as the delegate and the table's settings give it, measuring the cell when it self-sizes
    /// without an estimate.
    func rowHeight(at indexPath: IndexPath) -> TableRow {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height == UITableView.automaticDimension else { return TableRow(height: max(0, height.isFinite ? height : 0)) }
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        if estimate == 0 {
            guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { return TableRow(height: UITableView.standardRowHeight) }
            defer { enqueue(cell) }
            return TableRow(height: measuredHeight(of: cell))
        }
        let stand = estimate == UITableView.automaticDimension || !estimate.isFinite || estimate < 0 ? UITableView.standardRowHeight : estimate
        return TableRow(height: stand, isEstimated: true)
    }

    /// The height a self-sizing cell's constraints give it at the table's width (the cell's own
    /// `systemLayoutSizeFitting`, which measures its content view).
    func measuredHeight(of cell: UITableViewCell) -> CGFloat {
        let size = cell.systemLayoutSizeFitting(CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return max(0, size.height)
    }

    /// `rowHeight` or `estimatedRowHeight` changed: the rows take their heights again.
    func heightsChanged() {
        guard hasLoadedRows else { return }
        for section in rows.indices {
            for row in rows[section].indices { rows[section][row] = rowHeight(at: IndexPath(row: row, section: section)) }
        }
        measureSections()
        layoutRowRects()
        setNeedsLayout()
    }
}
