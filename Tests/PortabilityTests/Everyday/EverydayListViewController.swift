import UIKit

// A searchable list controller with swipe actions and context menus, as everyday iOS code writes it;
// EverydayIdiomsTests runs it.

final class EverydayListViewController: UITableViewController, UISearchResultsUpdating {
    private var items = ["One", "Two", "Three"]
    private let search = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        definesPresentationContext = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.insert()
        })
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.backButtonDisplayMode = .minimal
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.tableFooterView = UIView()
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        tableView.keyboardDismissMode = .onDrag
        tableView.contentInsetAdjustmentBehavior = .automatic
        tableView.allowsMultipleSelectionDuringEditing = true
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refresh.addAction(UIAction { _ in refresh.endRefreshing() }, for: .valueChanged)
        refreshControl = refresh
        clearsSelectionOnViewWillAppear = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text?.lowercased() ?? ""
        _ = items.filter { text.isEmpty || $0.lowercased().contains(text) }
        tableView.reloadData()
    }

    private func insert() {
        self.items.insert("New", at: 0)
        tableView.performBatchUpdates {
            self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        } completion: { _ in }
        tableView.beginUpdates()
        tableView.endUpdates()
        tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
        _ = tableView.indexPathsForVisibleRows
        _ = tableView.indexPathForSelectedRow
        _ = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        tableView.reloadSections(IndexSet(integer: 0), with: .fade)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        content.secondaryText = "Detail"
        content.image = UIImage(systemName: "star.fill")
        content.imageProperties.tintColor = .systemYellow
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.selectionStyle = .default
        cell.textLabel?.numberOfLines = 0
        cell.imageView?.image = nil
        cell.detailTextLabel?.text = nil
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .secondarySystemGroupedBackground
        cell.backgroundConfiguration = background
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        detail.hidesBottomBarWhenPushed = true
        navigationController?.pushViewController(detail, animated: true)
        show(detail, sender: self)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section" }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .left)
            done(true)
        }
        delete.image = UIImage(systemName: "trash")
        delete.backgroundColor = .systemRed
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { _ in
            UIMenu(title: "", children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in UIPasteboard.general.string = self.items[indexPath.row] },
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
                UIMenu(title: "More", options: .displayInline, children: [UIAction(title: "Share", state: .on) { _ in }]),
            ])
        }
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete { items.remove(at: indexPath.row); tableView.deleteRows(at: [indexPath], with: .fade) }
    }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.tableView.reloadData() }, completion: nil)
    }
}
