import Foundation
import QuartzCore

/// A scrolling list of rows in sections: asks its data source for the rows it shows, reuses
/// cells that scroll out, and tells its delegate which row was tapped.
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
    open var rowHeight: CGFloat = 44
    public private(set) var indexPathForSelectedRow: IndexPath?

    private var registered: [String: UITableViewCell.Type] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var visible: [IndexPath: UITableViewCell] = [:]
    /// Each row's rectangle, by section then row, from the last `reloadData`.
    private var rowRects: [[CGRect]] = []
    private let tap = UITapGestureRecognizer()

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

    open var numberOfSections: Int { rowRects.count }

    open func numberOfRows(inSection section: Int) -> Int {
        rowRects.indices.contains(section) ? rowRects[section].count : 0
    }

    /// Asks the data source again for everything.
    open func reloadData() {
        for (_, cell) in visible { enqueue(cell) }
        visible.removeAll()
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        var y: CGFloat = style == .plain ? 0 : 18
        rowRects = (0..<max(0, sections)).map { section in
            let rows = dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
            let rects = (0..<max(0, rows)).map { row -> CGRect in
                let height = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                defer { y += height }
                return CGRect(x: 0, y: y, width: bounds.width, height: height)
            }
            if style != .plain { y += 18 }
            return rects
        }
        contentSize = CGSize(width: bounds.width, height: y)
        setNeedsLayout()
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard rowRects.indices.contains(indexPath.section), rowRects[indexPath.section].indices.contains(indexPath.row) else { return .zero }
        var rect = rowRects[indexPath.section][indexPath.row]
        rect.size.width = bounds.width
        return rect
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
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

    open var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { visible[$0] } ?? []
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        visible.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
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

    override open func layoutSubviews() {
        super.layoutSubviews()
        if rowRects.isEmpty, dataSource != nil { reloadData() }
        let shown = bounds
        var wanted: Set<IndexPath> = []
        for (section, rects) in rowRects.enumerated() {
            for (row, rect) in rects.enumerated() where rect.maxY > shown.minY && rect.minY < shown.maxY {
                wanted.insert(IndexPath(row: row, section: section))
            }
        }
        for (indexPath, cell) in visible where !wanted.contains(indexPath) {
            enqueue(cell)
            visible[indexPath] = nil
        }
        UIView.performWithoutAnimation {
            for indexPath in wanted.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) }) {
                let cell = visible[indexPath] ?? makeCell(at: indexPath)
                cell.frame = rectForRow(at: indexPath)
                if cell.superview !== self { insertSubview(cell, at: 0) }
            }
        }
    }

    private func makeCell(at indexPath: IndexPath) -> UITableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = indexPathForSelectedRow == indexPath
        visible[indexPath] = cell
        return cell
    }

    private func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
    }

    private func tapped(at point: CGPoint) {
        guard !isDecelerating, let indexPath = indexPathForRow(at: point) else { return }
        let target = tableDelegate?.tableView(self, willSelectRowAt: indexPath) ?? indexPath
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}

/// Supplies a table's rows.
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Hears about a table's selection and sizes its rows.
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat?
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// nil: use the table's `rowHeight` (Swift cannot tell an unimplemented optional method apart).
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat? { nil }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

extension IndexPath {
    /// A row of a table section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
}
