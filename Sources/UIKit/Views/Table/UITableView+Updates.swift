import Foundation

/// Animated changes (the public methods are in `UITableView`'s body): the recorded batch checked against the data
/// source and applied, the kept rows sliding to their new places while the others come and go by their
/// `RowAnimation`, all in one block animation.
extension UITableView {
    /// Records a change; outside a batch it animates at once.
    func record(_ change: (inout TableUpdateBatch) -> Void) {
        loadRowsIfNeeded()
        change(&pendingBatch)
        if updateDepth == 0 { commitUpdates() }
    }

    /// Applies the recorded batch: checks it against the data source's new counts, takes the new heights, and
    /// animates the cells from where they were (or their animation's offstage state) to their new places.
    func commitUpdates() {
        let batch = pendingBatch
        let completions = pendingCompletions
        pendingBatch = TableUpdateBatch()
        pendingCompletions = []
        guard hasLoadedRows else {
            reloadData()
            for completion in completions { completion(true) }
            return
        }
        let plan: TableUpdatePlan
        switch TableUpdatePlan.make(batch, oldCounts: rows.map(\.count), newCounts: dataSourceCounts()) {
        case .success(let made): plan = made
        case .failure(let error):
            Diagnostics.report("UITableView update refused, reloading instead: \(error.message)")
            reloadData()
            for completion in completions { completion(false) }
            return
        }
        let oldRects = rowRects
        let oldRows = rows
        let newPaths = plan.newPaths
        // Cells on screen follow their rows; the removed ones leave from their old places, and the replaced cells
        // of reloaded rows from their rows' new places.
        var leavingRows: [(cell: UITableViewCell, old: IndexPath, new: IndexPath?, animation: RowAnimation)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visible {
            if let newPath = newPaths[path] {
                if let animation = plan.reloaded[newPath] {
                    leavingRows.append((cell, path, newPath, animation))
                } else {
                    kept[newPath] = cell
                }
            } else {
                leavingRows.append((cell, path, nil, plan.removed[path] ?? .fade))
            }
        }
        selectedRows = selectedRows.compactMap { newPaths[$0] }
        // New heights: kept rows ask the delegate again (and self-sizing cells on screen are measured again).
        rows = plan.origins.enumerated().map { section, origins in
            origins.enumerated().map { row, origin in
                let path = IndexPath(row: row, section: section)
                guard case .old(let old) = origin, plan.reloaded[path] == nil else { return rowHeight(at: path) }
                let given = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                guard given == UITableView.automaticDimension else { return TableRow(height: max(0, given.isFinite ? given : 0)) }
                if let cell = kept[path] { return TableRow(height: measuredHeight(of: cell)) }
                return oldRows[old.section][old.row]
            }
        }
        measureSections()
        layoutRowRects()
        let leaving = leavingRows.map { entry in
            (cell: entry.cell, rect: entry.new.map { rectForRow(at: $0) } ?? oldRects[entry.old.section][entry.old.row], animation: entry.animation)
        }
        visible = kept
        let shown = rowsShown()
        // Rows that come on screen start where they were, or offstage by their animation.
        UIView.performWithoutAnimation {
            for path in shown.sorted() where visible[path] == nil {
                let rect = rectForRow(at: path)
                let cell = makeCell(at: path)
                let start: (frame: CGRect, alpha: CGFloat)
                switch plan.origins[path.section][path.row] {
                case .old(let old) where plan.reloaded[path] == nil: start = (oldRects[old.section][old.row], 1)
                case .old: start = UITableView.offstage(rect, plan.reloaded[path] ?? .fade)
                case .inserted(let animation): start = UITableView.offstage(rect, animation)
                }
                cell.frame = start.frame
                cell.alpha = start.alpha
                decorate(cell, at: path)
                if cell.superview !== self {
                    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
                    insertSubview(cell, at: 0)
                }
            }
            for entry in leaving { sendSubviewToBack(entry.cell) }
        }
        let offscreen = visible.filter { !shown.contains($0.key) }
        for path in offscreen.keys { visible[path] = nil }
        departing += leaving.map(\.cell) + offscreen.values
        let gone = leaving.filter { $0.animation == .none }.map(\.cell)
        UIView.performWithoutAnimation {
            for cell in gone { cell.isHidden = true }
        }
        UIView.animate(withDuration: UITableView.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (path, cell) in self.visible {
                cell.frame = self.rectForRow(at: path)
                if cell.alpha != 1 { cell.alpha = 1 }
            }
            for (path, cell) in offscreen { cell.frame = self.rectForRow(at: path) }
            self.layoutSectionViews()
            for (cell, rect, animation) in leaving where animation != .none {
                let end = UITableView.offstage(rect, animation)
                cell.frame = end.frame
                cell.alpha = end.alpha
            }
        }, completion: { finished in
            self.finishDeparting(leaving.map(\.cell) + offscreen.values)
            for completion in completions { completion(finished) }
        })
    }

    /// The cells that animated out go back to the reuse queue, as they were before the animation changed them.
    func finishDeparting(_ cells: [UITableViewCell]) {
        for cell in cells {
            guard let index = departing.firstIndex(where: { $0 === cell }) else { continue }
            departing.remove(at: index)
            UIView.performWithoutAnimation {
                cell.alpha = 1
                cell.isHidden = false
            }
            enqueue(cell)
        }
        setNeedsLayout()
    }
}
