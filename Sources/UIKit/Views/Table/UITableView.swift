import Foundation
import QuartzCore

/// A scrolling list of rows in sections, with section headers and footers: asks its data source for the rows it
/// shows, reuses cells and header views that scroll out, sizes rows by its delegate, its `rowHeight` or (with
/// `automaticDimension`) the cells' own constraints, animates inserted, deleted, moved and reloaded rows, selects,
/// edits (delete, insert, reorder) and swipes rows, and tells its delegate.
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
    /// Every section header's height unless the delegate gives one; `automaticDimension` takes the standard height
    /// of the table style for a titled header (and the header view's own constraints when it has some).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// Difference from Apple: stored only; headers are measured when the table loads its sections.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Difference from Apple: stored only; footers are measured when the table loads its sections.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header (iOS 15); `automaticDimension` leaves none.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// A view above the first section, scrolling with the rows, as wide as the table and as high as its frame.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    /// A view below the last section, scrolling with the rows.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// Whether focus returns to the row focused last when it comes back to the table.
    open var remembersLastFocusedIndexPath = false
    /// Whether the rows can be focused (the delegate's `canFocusRowAt` decides over it); on by default, as on iPadOS.
    open var allowsFocus = true
    /// Whether the rows can be focused while the table is editing.
    open var allowsFocusDuringEditing = false
    /// Whether focus moving to a row selects it (the delegate's `selectionFollowsFocusForRowAt` decides over it).
    open var selectionFollowsFocus = false
    /// The row focused last, which focus returns to when `remembersLastFocusedIndexPath` is on.
    var lastFocusedIndexPath: IndexPath?
    /// Whether a tap selects rows (outside editing).
    open var allowsSelection = true
    /// Whether a tap selects rows while the table is editing.
    open var allowsSelectionDuringEditing = false
    /// Whether taps add rows to the selection (a tap on a selected row deselects it) instead of replacing it.
    open var allowsMultipleSelection = false
    open var allowsMultipleSelectionDuringEditing = false
    /// The lines between rows: single lines inset by `separatorInset`, or none.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator {
        didSet {
            setNeedsLayout()
            appearanceDidSet(\UITableView.separatorColor, separatorColor)
        }
    }
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet {
            setNeedsLayout()
            appearanceDidSet(\UITableView.separatorInset, separatorInset)
        }
    }
    /// The colours of the section index strip (`sectionIndexTitles(for:)`).
    open var sectionIndexColor: UIColor? {
        didSet { appearanceDidSet(\UITableView.sectionIndexColor, sectionIndexColor) }
    }
    open var sectionIndexBackgroundColor: UIColor? {
        didSet { appearanceDidSet(\UITableView.sectionIndexBackgroundColor, sectionIndexBackgroundColor) }
    }
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// The fewest rows a table has before it shows its section index.
    open var sectionIndexMinimumDisplayRowCount = 0
    /// Asked for the rows about to come on screen, a screen's height ahead of the visible ones, so their data loads early.
    weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    open var isPrefetchingEnabled = true
    /// Whether the table's cells keep their content within the readable width (stored; the margins are the cells').
    open var cellLayoutMarginsFollowReadableWidth = false
    /// What `separatorInset` is measured from: the cell's edges, or the automatic inset (16 points from each edge).
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { setNeedsLayout() } }
    /// Whether the cells' content views stay inside the safe area (their backgrounds still reach the edges).
    open var insetsContentViewsToSafeArea = true { didSet { visible.values.forEach { $0.setNeedsLayout() } } }

    /// Gives the items a drag lifts from this table's rows (DragDrop/).
    weak open var dragDelegate: (any UITableViewDragDelegate)? { didSet { updateDragDropInteractions() } }
    /// Takes drops on this table.
    weak open var dropDelegate: (any UITableViewDropDelegate)? { didSet { updateDragDropInteractions() } }
    /// Whether rows can be dragged (true on the desktop, as on iPad).
    open var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault { didSet { updateDragDropInteractions() } }
    /// Whether a drag lifted from this table is running.
    open var hasActiveDrag: Bool { dragDrop?.dragInteraction.activeDrag != nil }
    /// Whether a drag is over this table.
    open var hasActiveDrop: Bool { dragDrop?.activeDropSession != nil }
    /// Whether a drop's changes are still to be applied (never: they apply at once).
    open var hasUncommittedUpdates: Bool { false }
    /// The drag and drop interactions the delegates install.
    var dragDrop: TableDragDrop?
    /// The space opened where a drop would insert rows.
    var dropGap: TableDropGap?
    /// The rows the prefetch data source was asked for that have not shown since.
    var prefetchWindow = PrefetchWindow()
    /// A view behind the rows, as large as the table.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }

    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []

    /// The selected row (the first in row order when several are).
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    private var registered: [String: UITableViewCell.Type] = [:]
    /// The nibs registered for cells and for header-footer views, by reuse identifier (`UITableView+Nibs.swift`).
    var cellNibs: [String: UINib] = [:]
    var headerFooterNibs: [String: UINib] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// The cells on screen, by the index path they show.
    var visible: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Cells still animating out after a batch (deleted rows, and kept rows that slide off screen).
    var departing: [UITableViewCell] = []
    /// Each row's height, and whether it is still an estimate, by section then row.
    var rows: [[TableRow]] = []
    /// Each section's header and footer heights, and whether it has a header or footer to show.
    var sectionMetrics: [TableSectionMetrics] = []
    /// Each row's rectangle, by section then row, from the heights.
    var rowRects: [[CGRect]] = []
    /// Each section's header, footer and whole rectangle.
    var sectionFrames: [TableSectionFrame] = []
    /// Whether the data source has been asked for the rows since the table was made or its data reloaded.
    var hasLoadedRows = false
    /// The nesting of `beginUpdates()`, and the changes recorded in it.
    var updateDepth = 0
    var pendingBatch = TableUpdateBatch()
    var pendingCompletions: [(Bool) -> Void] = []
    /// The cell a diffable data source configures again (`reconfigureItems`): dequeuing its identifier returns it.
    var reconfiguringCell: UITableViewCell?
    /// Whether the table is in editing mode (delete and insert controls, reorder controls).
    var editingState = false
    /// The row whose swipe actions (or delete confirmation) are showing or being dragged out.
    var swipe: TableSwipe?
    /// How self-sizing cells on screen take a new height when their content changes.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled {
        didSet { if selfSizingInvalidation == .enabledIncludingConstraints { UIKitContextState.current.constraintsResizeCells = true } }
    }
    /// The row being dragged by its reorder control.
    var reorder: TableReorder?
    /// The row a finger is down on, and whether the delegate let it highlight.
    var press: (indexPath: IndexPath, highlighted: Bool)?
    /// The section index strip, while the data source gives index titles.
    var indexStrip: TableIndexStrip?
    let tap = UITapGestureRecognizer()
    /// Drags rows sideways (swipe actions) and by their reorder controls; the scroll pan waits for it to fail.
    let rowDrag = TableRowDragRecognizer()

    /// The height of a row whose height is automatic but whose cell has no constraints to give one (a standard cell).
    static let standardRowHeight: CGFloat = 44

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        tap.cancelsTouchesInView = false
        tap.addAction { [unowned self] recognizer in
            self.tapped(at: recognizer.location(in: self))
        }
        addGestureRecognizer(tap)
        rowDrag.addAction { [unowned self] recognizer in self.rowDragged(recognizer) }
        addGestureRecognizer(rowDrag)
        panGestureRecognizer.require(toFail: rowDrag)
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
        cellNibs[identifier] = nil
    }

    /// Registers `nib` for the cells of `identifier`, in place of a class; nil removes the registration.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellNibs[identifier] = nib
        registered[identifier] = nil
    }

    /// Registers `nib` for the header and footer views of `identifier`, in place of a class; nil removes it.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterNibs[identifier] = nib
        registeredHeaderFooters[identifier] = nil
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
        if let cell = nibCell(identifier) { return cell }
        let cellClass = registered[identifier] ?? UITableViewCell.self
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    // MARK: Section headers and footers (UITableView+Sections.swift)

    open func register(_ aClass: UITableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass
        headerFooterNibs[identifier] = nil
    }

    /// A header or footer view to reuse, or a new one of the registered class (nil when none is registered).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reusableHeaderFooters[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        if let view = nibHeaderFooterView(identifier) { return view }
        guard let viewClass = registeredHeaderFooters[identifier] else { return nil }
        let view = viewClass.init()
        view.reuseIdentifier = identifier
        return view
    }

    /// The header view on screen for `section`, if it is a `UITableViewHeaderFooterView`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// The rectangle of a whole section: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        loadRowsIfNeeded()
        return sectionFrames.indices.contains(section) ? sectionFrames[section].all : .zero
    }

    /// Where the section's header lies in the content (its unpinned place).
    open func rectForHeader(inSection section: Int) -> CGRect {
        loadRowsIfNeeded()
        return sectionFrames.indices.contains(section) ? sectionFrames[section].header : .zero
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        loadRowsIfNeeded()
        return sectionFrames.indices.contains(section) ? sectionFrames[section].footer : .zero
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
        closeSwipe(animated: false)
        for (path, cell) in visible { endDisplaying(cell, at: path) }
        visible.removeAll()
        removeSectionViews()
        finishDeparting(departing)
        pendingBatch = TableUpdateBatch()
        let counts = dataSourceCounts()
        rows = counts.enumerated().map { section, count in
            (0..<count).map { row in rowHeight(at: IndexPath(row: row, section: section)) }
        }
        selectedRows.removeAll { !rows.indices.contains($0.section) || !rows[$0.section].indices.contains($0.row) }
        hasLoadedRows = true
        prefetchWindow.reset()
        measureSections()
        layoutRowRects()
        reloadIndexStrip()
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

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadRowsIfNeeded()
        guard rowRects.indices.contains(indexPath.section), rowRects[indexPath.section].indices.contains(indexPath.row) else { return .zero }
        return rowRects[indexPath.section][indexPath.row]
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadRowsIfNeeded()
        for (section, rects) in rowRects.enumerated() {
            if let row = rects.firstIndex(where: { $0.minY <= point.y && point.y < $0.maxY && $0.minX <= point.x && point.x < $0.maxX }) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// The index paths of the rows inside `rect`, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadRowsIfNeeded()
        var paths: [IndexPath] = []
        for (section, rects) in rowRects.enumerated() {
            for (row, rowRect) in rects.enumerated() where rowRect.maxY > rect.minY && rowRect.minY < rect.maxY { paths.append(IndexPath(row: row, section: section)) }
        }
        return paths
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

    /// Selects the row without asking or telling the delegate (deselecting the others unless several may be selected).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadRowsIfNeeded()
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !multiple || indexPath == nil {
            for old in selectedRows where old != indexPath { visible[old]?.setSelected(false, animated: animated) }
            selectedRows.removeAll { $0 != indexPath }
        }
        guard let indexPath else { return }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without asking or telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedRows.firstIndex(of: indexPath) else { return }
        selectedRows.remove(at: index)
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none` scrolls the least that shows it whole).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toRow: indexPath, at: scrollPosition, animated: animated)
    }

    /// Scrolls to the first selected row, if any.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let selected = indexPathForSelectedRow else { return }
        scrollToRow(at: selected, at: scrollPosition, animated: animated)
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

    /// Has the data source configure the rows' cells again in place (iOS 15): dequeuing their identifiers returns
    /// the cells on screen, so nothing animates or is replaced.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = visible[indexPath] else { continue }
            reconfiguringCell = cell
            _ = dataSource?.tableView(self, cellForRowAt: indexPath)
            reconfiguringCell = nil
        }
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

    // MARK: Editing (UITableView+Editing.swift)

    /// Whether the table shows its editing controls; setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the rows' delete and insert controls and reorder controls (sliding the content aside when
    /// animated), closing any swipe actions.
    open func setEditing(_ editing: Bool, animated: Bool) {
        changeEditing(editing, animated: animated)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        loadRowsIfNeeded()
        if sectionFrames.first.map({ $0.all.width != bounds.width }) ?? false { layoutRowRects() }
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
            if let backgroundView {
                if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
                backgroundView.frame = bounds
            }
            for indexPath in wanted.sorted() {
                let cell = visible[indexPath] ?? makeCell(at: indexPath)
                if reorder?.cell !== cell { cell.frame = rectForRow(at: indexPath) }
                decorate(cell, at: indexPath)
                if cell.superview !== self {
                    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                    insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0)
                }
            }
            layoutSectionViews()
            layoutIndexStrip()
        }
        prefetchRows()
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
        if let reorder { wanted.insert(reorder.current) }
        if let swipe, let path = swipeIndexPath(for: swipe.cell) { wanted.insert(path) }
        return wanted
    }

    /// Puts the cells of rows no longer shown back in the reuse queue.
    func recycleCells(except wanted: Set<IndexPath>) {
        for (indexPath, cell) in visible where !wanted.contains(indexPath) {
            visible[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
    }

    /// A cell goes off screen: back to the reuse queue, and the delegate hears it.
    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let wasShown = cell.superview === self
        enqueue(cell)
        if wasShown { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    func makeCell(at indexPath: IndexPath) -> UITableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = selectedRows.contains(indexPath)
        cell.setEditingControls(editingControls(at: indexPath), animated: false)
        visible[indexPath] = cell
        return cell
    }

    func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.swipeActionsView?.removeFromSuperview()
        cell.swipeActionsView = nil
        cell.swipeOffset = 0
        if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
    }
}

extension UITableViewCell {
    /// The table view showing the cell, if any.
    var enclosingTableView: UITableView? {
        var view = superview
        while let current = view, !(current is UITableView) { view = current.superview }
        return view as? UITableView
    }
}
