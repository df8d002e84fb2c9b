@testable import UIKit
import Wayland
import XCTest

/// A table's data source and delegate for the table tests: sections of titled rows, optional header and footer
/// titles, and a log of the delegate calls in order.
@MainActor
final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []
    var log: [String] = []
    var redirectSelection: [IndexPath: IndexPath?] = [:]
    var unhighlightable: Set<IndexPath> = []
    var editingStyles: [IndexPath: UITableViewCell.EditingStyle] = [:]
    var movable = false
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var accessory: UITableViewCell.AccessoryType = .none
    var headerHeights: [Int: CGFloat] = [:]
    var headerViews: [Int: UIView] = [:]
    var rowActions: ((IndexPath) -> [UITableViewRowAction]?)?
    var indexTitles: [String]?

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    static func rows(_ count: Int, _ prefix: String = "Row") -> [String] { (0..<count).map { "\(prefix) \($0)" } }

    private func name(_ path: IndexPath) -> String { "\(path.section).\(path.row)" }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.accessoryType = accessory
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footers.indices.contains(section) ? footers[section] : nil
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(name(indexPath))")
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        } else {
            sections[indexPath.section].insert("New", at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)], with: .fade)
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(name(sourceIndexPath)) to \(name(destinationIndexPath))")
        let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        editingStyles[indexPath] ?? .delete
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(name(indexPath))")
        return !unhighlightable.contains(indexPath)
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(name(indexPath))") }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(name(indexPath))")
        if let redirected = redirectSelection[indexPath] { return redirected }
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(name(indexPath))") }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(name(indexPath))")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(name(indexPath))") }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(name(indexPath))")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(name(indexPath))")
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("willDisplayHeader \(section)")
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessoryButtonTapped \(name(indexPath))")
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBeginEditing \(name(indexPath))") }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath.map(name) ?? "nil")")
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeights[section] ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { headerViews[section] }

    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        rowActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
}

/// A window holding a table on a fresh manual clock, with touch input and an offscreen renderer.
@MainActor
final class TableRig {
    let clock = installManualClock()
    let window: UIWindow
    let table: UITableView
    let model: TableModel
    let touches: TouchScript
    var input: WindowInput { touches.input }
    var time: UInt32 { touches.time }
    let renderer: OffscreenRenderer

    init(_ model: TableModel, style: UITableView.Style = .plain, size: CGSize = CGSize(width: 320, height: 480),
         configure: (UITableView) -> Void = { _ in }) {
        self.model = model
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        table = UITableView(frame: window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        configure(table)
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        table.reloadData()
        table.layoutIfNeeded()
        touches = TouchScript(window: window)
        renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
    }

    func tap(_ x: Double, _ y: Double) { touches.tap(x, y) }
    func down(_ x: Double, _ y: Double) { touches.down(x, y) }
    func move(from start: (Double, Double), to end: (Double, Double), steps: Int = 8) { touches.move(from: start, to: end, steps: steps) }
    func up() { touches.up() }
    func drag(from start: (Double, Double), to end: (Double, Double), steps: Int = 8) { touches.drag(from: start, to: end, steps: steps) }

    /// Moves the clock on and draws a frame.
    func frame(after seconds: Double) {
        clock.advance(by: seconds)
        renderer.renderFrame()
    }

    func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }

    func cell(_ row: Int, _ section: Int = 0) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: section)) }
}
