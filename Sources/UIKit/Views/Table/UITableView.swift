import Foundation
import QuartzCore

/// A scrolling list of rows in sections: asks its data source for the rows it shows, reuses cells that scroll out,
/// sizes rows by its delegate, its `rowHeight` or (with `automaticDimension`) the cells' own constraints, animates
/// inserted, deleted, moved and reloaded rows, and tells its delegate which row was tapped.
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public let style: Style
    weak open var dataSource: (any UITableViewDataSource)?
    /// Difference from Apple: named `delegate` on iOS, where Objective-C lets a subclass narrow the scroll view's
    /// `delegate` type; here `delegate` stays the scroll view's, and setting this sets both.
    public weak var tableDelegate: (any UITableViewDelegate)? {
        didSet { delegate = tableDelegate }
    }

    /// The value of `rowHeight` or `estimatedRowHeight` (or a delegate's height) that asks the table to work it out:
    /// a self-sizing row takes the height its cell's content view constraints give it.
    public static let automaticDimension: CGFloat = -1

    /// Every row's height unless the delegate gives one; `automaticDimension` sizes rows by their cells'
    /// constraints (a cell without any is 44 high).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// The height self-sizing rows take until they are first shown and measured; 0 measures every row at once.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    public internal(set) var indexPathForSelectedRow: IndexPath?

    private var registered: [String: UITableViewCell.Type] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    /// The cells on screen, by the index path they show.
    var visible: [IndexPath: UITableViewCell] = [:]
    /// Cells still animating out after a batch (deleted rows, and kept rows that slide off screen).
    var departing: [UITableViewCell] = []
    /// Each row's height, and whether it is still an estimate, by section then row.
    var rows: [[TableRow]] = []
    /// Each row's rectangle, by section then row, from the heights.
    private(set) var rowRects: [[CGRect]] = []
    /// Whether the data source has been asked for the rows since the table was made or its data reloaded.
    var hasLoadedRows = false
    /// The nesting of `beginUpdates()`, and the changes recorded in it.
    var updateDepth = 0
    var pendingBatch = TableUpdateBatch()
    var pendingCompletions: [(Bool) -> Void] = []
    /// The cell a diffable data source configures again (`reconfigureItems`): dequeuing its identifier returns it.
    var reconfiguringCell: UITableViewCell?
    private let tap = UITapGestureRecognizer()

    /// The height of a row whose height is automatic but whose cell has no constraints to give one (a standard cell).
    static let standardRowHeight: CGFloat = 44

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : UIColor(white: 0.95, alpha: 1)
        alwaysBounceVertical = true
        tap.cancelsTouchesInView = false
        tap.addAction { [unowned self] recognizer in
            self.tapped(at: recognizer.location(in: self))
        }
        addGestureRecognizer(tap)
    }

    override public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The delegate is the scroll view's delegate too, as on iOS; set either.
    override open var delegate: (any UIScrollViewDelegate)? {
        get { super.delegate }
        set {
            super.delegate = newValue
            if let table = newValue as? any UITableViewDelegate, table !== tableDelegate { tableDelegate = table }
        }
    }

    open func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell to reuse, or nil when none is free (the old, optional form).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier { return cell }
        guard let cell = reusable[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A cell to reuse or a new one of the registered class.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        let cellClass = registered[identifier] ?? UITableViewCell.self
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    open var numberOfSections: Int {
        loadRowsIfNeeded()
        return rows.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        loadRowsIfNeeded()
        return rows.indices.contains(section) ? rows[section].count : 0
    }

    /// Asks the data source again for everything (without animation).
    open func reloadData() {
        for (_, cell) in visible { enqueue(cell) }
        visible.removeAll()
        finishDeparting(departing)
        pendingBatch = TableUpdateBatch()
        let counts = dataSourceCounts()
        rows = counts.enumerated().map { section, count in
            (0..<count).map { row in rowHeight(at: IndexPath(row: row, section: section)) }
        }
        hasLoadedRows = true
        layoutRowRects()
        setNeedsLayout()
    }

    /// The rows in each section, as the data source counts them now.
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    func loadRowsIfNeeded() {
        if !hasLoadedRows, dataSource != nil { reloadData() }
    }

    /// The rows' rectangles and the content size, from the heights.
    func layoutRowRects() {
        var y: CGFloat = style == .plain ? 0 : 18
        rowRects = rows.map { section in
            let rects = section.map { row -> CGRect in
                defer { y += row.height }
                return CGRect(x: 0, y: y, width: bounds.width, height: row.height)
            }
            if style != .plain { y += 18 }
            return rects
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadRowsIfNeeded()
        guard rowRects.indices.contains(indexPath.section), rowRects[indexPath.section].indices.contains(indexPath.row) else { return .zero }
        var rect = rowRects[indexPath.section][indexPath.row]
        rect.size.width = bounds.width
        return rect
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadRowsIfNeeded()
        for (section, rects) in rowRects.enumerated() {
            if let row = rects.firstIndex(where: { $0.minY <= point.y && point.y < $0.maxY }) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// The cell showing the row, if it is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visible[indexPath]
    }

    /// The index path a cell on screen shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    open var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { visible[$0] } ?? []
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        visible.keys.sorted()
    }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let old = indexPathForSelectedRow { visible[old]?.isSelected = false }
        indexPathForSelectedRow = indexPath
        if let indexPath {
            visible[indexPath]?.isSelected = true
            if scrollPosition != .none { scrollRectToVisible(rectForRow(at: indexPath), animated: animated) }
        }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        indexPathForSelectedRow = nil
        visible[indexPath]?.isSelected = false
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    // MARK: Animated changes (UITableView+Updates.swift)

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { batch in for path in indexPaths { batch.insertedRows[path] = animation } }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { batch in for path in indexPaths { batch.deletedRows[path] = animation } }
    }

    /// Makes the rows' cells again from the data source, the old ones going and the new ones coming by `animation`.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { batch in for path in indexPaths { batch.reloadedRows[path] = animation } }
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { batch in batch.movedRows[indexPath] = newIndexPath }
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { batch in for section in sections { batch.insertedSections[section] = animation } }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { batch in for section in sections { batch.deletedSections[section] = animation } }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { batch in for section in sections { batch.reloadedSections[section] = animation } }
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { batch in batch.movedSections[section] = newSection }
    }

    /// Starts a batch: changes until the matching `endUpdates()` animate together. Batches nest.
    open func beginUpdates() {
        loadRowsIfNeeded()
        updateDepth += 1
    }

    /// Ends a batch and animates its changes; with none, the rows take their heights again (and animate to them).
    open func endUpdates() {
        guard updateDepth > 0 else {
            Diagnostics.report("UITableView endUpdates() refused: no beginUpdates() to end")
            return
        }
        updateDepth -= 1
        if updateDepth == 0 { commitUpdates() }
    }

    /// Runs `updates` as one batch and calls `completion` when its animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        loadRowsIfNeeded()
        if rowRects.first?.first.map({ $0.width != bounds.width }) ?? false { layoutRowRects() }
        var wanted = rowsShown()
        // Self-sizing rows still at their estimate are measured as they come on screen; the rows below move.
        for _ in 0..<8 {
            recycleCells(except: wanted)
            let estimated = wanted.filter { rows[$0.section][$0.row].isEstimated }
            guard !estimated.isEmpty else { break }
            for path in estimated.sorted() {
                let cell = visible[path] ?? makeCell(at: path)
                rows[path.section][path.row] = TableRow(height: measuredHeight(of: cell), isEstimated: false)
            }
            layoutRowRects()
            wanted = rowsShown()
        }
        recycleCells(except: wanted)
        UIView.performWithoutAnimation {
            for indexPath in wanted.sorted() {
                let cell = visible[indexPath] ?? makeCell(at: indexPath)
                cell.frame = rectForRow(at: indexPath)
                if cell.superview !== self { insertSubview(cell, at: 0) }
            }
        }
    }

    /// The index paths of the rows inside the bounds.
    func rowsShown() -> Set<IndexPath> {
        let shown = bounds
        var wanted: Set<IndexPath> = []
        for (section, rects) in rowRects.enumerated() {
            for (row, rect) in rects.enumerated() where rect.maxY > shown.minY && rect.minY < shown.maxY {
                wanted.insert(IndexPath(row: row, section: section))
            }
        }
        return wanted
    }

    /// Puts the cells of rows no longer shown back in the reuse queue.
    func recycleCells(except wanted: Set<IndexPath>) {
        for (indexPath, cell) in visible where !wanted.contains(indexPath) {
            enqueue(cell)
            visible[indexPath] = nil
        }
    }

    func makeCell(at indexPath: IndexPath) -> UITableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = indexPathForSelectedRow == indexPath
        visible[indexPath] = cell
        return cell
    }

    func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
    }

    private func tapped(at point: CGPoint) {
        guard !isDecelerating, let indexPath = indexPathForRow(at: point) else { return }
        selectAsTapped(indexPath)
    }

    /// Selects the row as a tap does, asking and telling the delegate.
    private func selectAsTapped(_ indexPath: IndexPath) {
        let target = tableDelegate?.tableView(self, willSelectRowAt: indexPath) ?? indexPath
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// Selects `cell`'s row as a tap on it does (assistive technology activating the row); false when the cell
    /// shows no row of this table.
    func selectRowAsTapped(_ cell: UITableViewCell) -> Bool {
        guard cell.superview != nil, let indexPath = indexPathForRow(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: self)),
              cellForRow(at: indexPath) === cell else { return false }
        selectAsTapped(indexPath)
        return true
    }
}

/// Supplies a table's rows.
///
/// Difference from Apple: the table does not yet ask for section titles, index titles, editing or moves; a data
/// source answering them compiles and is not consulted.
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// Hears about a table's selection and sizes its rows.
///
/// Difference from Apple: the table asks only for row heights and selection (`heightForRowAt`,
/// `estimatedHeightForRowAt`, `willSelectRowAt`, `didSelectRowAt`); a delegate answering the others (headers,
/// footers, display, highlighting, editing, context menus) compiles and is not consulted.
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: any UIContextMenuInteractionCommitAnimating)
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// The table's `rowHeight` (what UIKit uses when the delegate does not implement the method).
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: any UIContextMenuInteractionCommitAnimating) {}
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
}

extension IndexPath {
    /// A row of a table section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
}

extension UITableViewCell {
    /// The table view showing the cell, if any.
    var enclosingTableView: UITableView? {
        var view = superview
        while let current = view, !(current is UITableView) { view = current.superview }
        return view as? UITableView
    }
}
