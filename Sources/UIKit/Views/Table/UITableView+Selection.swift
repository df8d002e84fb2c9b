import Foundation

/// Selection: taps highlight, select and deselect rows asking and telling the delegate in UIKit's order
/// (`shouldHighlightRowAt`, `didHighlightRowAt`, `didUnhighlightRowAt`, `willSelectRowAt`, the old row's
/// `willDeselectRowAt` and `didDeselectRowAt`, then `didSelectRowAt`); taps on editing controls, info buttons, the
/// section index and revealed swipe actions go to them instead; and scrolling to rows.
extension UITableView {
    /// Scrolls so the row shows at `scrollPosition` (`.none` scrolls the least that shows it whole); a plain table's
    /// pinned header does not cover a row scrolled to the top.
    func scroll(toRow indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadRowsIfNeeded()
        layoutIfNeeded()
        let rect = rectForRow(at: indexPath)
        let insets = adjustedContentInset
        let header = style == .plain && sectionFrames.indices.contains(indexPath.section) ? sectionFrames[indexPath.section].header.height : 0
        let visibleHeight = bounds.height - insets.top - insets.bottom
        let top = contentOffset.y + insets.top
        var y: CGFloat
        switch scrollPosition {
        case .top: y = rect.minY - header
        case .middle: y = rect.midY - visibleHeight / 2
        case .bottom: y = rect.maxY - visibleHeight
        case .none:
            if rect.minY - header < top {
                y = rect.minY - header
            } else if rect.maxY > top + visibleHeight {
                y = rect.maxY - visibleHeight
            } else {
                return
            }
        }
        let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        y = min(max(y - insets.top, -insets.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// A tap on the table: it closes revealed swipe actions (or runs the one tapped), works the section index, an
    /// editing control or an info button, or selects the row.
    func tapped(at point: CGPoint) {
        if swipe != nil { return swipeTapped(at: point) }
        if let strip = indexStrip, strip.frame.contains(point) { return strip.tapped(at: strip.convert(point, from: self)) }
        guard !isDecelerating, let indexPath = indexPathForRow(at: point), let cell = visible[indexPath] else { return }
        let inCell = cell.convert(point, from: self)
        if isEditing, cell.editingControlContains(inCell) { return editingControlTapped(at: indexPath) }
        if cell.detailButtonContains(inCell) {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
            return
        }
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
        selectAsTapped(indexPath)
    }

    /// A finger came down at `point`: the row under it highlights if the delegate lets it (and a tap could select it).
    func pressBegan(at point: CGPoint) {
        pressEnded()
        guard swipe == nil, !isDecelerating, !(indexStrip?.frame.contains(point) ?? false),
              isEditing ? allowsSelectionDuringEditing : allowsSelection,
              let indexPath = indexPathForRow(at: point), let cell = visible[indexPath] else { return }
        let inCell = cell.convert(point, from: self)
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        guard !(isEditing && cell.editingControlContains(inCell)), !cell.detailButtonContains(inCell),
              !(multiple && selectedRows.contains(indexPath)) else { return }
        let allowed = tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        press = (indexPath, allowed)
        guard allowed else { return }
        cell.isHighlighted = true
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The finger lifted or the touch turned into a scroll or swipe: the pressed row unhighlights.
    func pressEnded() {
        guard let press else { return }
        self.press = nil
        guard press.highlighted else { return }
        visible[press.indexPath]?.isHighlighted = false
        tableDelegate?.tableView(self, didUnhighlightRowAt: press.indexPath)
    }

    /// Selects the row as a tap does, asking and telling the delegate; with multiple selection a tap on a selected
    /// row deselects it. The row highlighted while the finger was down unhighlights first (a row activated without a
    /// touch highlights and unhighlights at once).
    func selectAsTapped(_ indexPath: IndexPath) {
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if multiple, selectedRows.contains(indexPath) {
            pressEnded()
            deselectAsTapped(indexPath)
            return
        }
        if let press, press.indexPath == indexPath {
            pressEnded()
            guard press.highlighted else { return }
        } else {
            pressEnded()
            guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
            visible[indexPath]?.isHighlighted = true
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
            visible[indexPath]?.isHighlighted = false
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        if !multiple {
            for old in selectedRows.sorted() where old != target { deselectAsTapped(old) }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// Deselects a row as a tap does, asking (`willDeselectRowAt` may redirect or refuse) and telling the delegate.
    private func deselectAsTapped(_ indexPath: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    /// Selects `cell`'s row as a tap on it does (assistive technology activating the row); false when the cell
    /// shows no row of this table.
    func selectRowAsTapped(_ cell: UITableViewCell) -> Bool {
        guard cell.superview != nil, let indexPath = indexPath(for: cell) else { return false }
        selectAsTapped(indexPath)
        return true
    }
}
