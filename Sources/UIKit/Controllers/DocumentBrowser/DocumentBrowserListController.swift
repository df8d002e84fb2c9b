import Foundation

/// One folder of a document browser as a table (the browser's own folder titled "Browse", as iOS's tab): a tap on a folder opens it, on a document opens the document (or,
/// while selecting, selects it).
final class DocumentBrowserListController: UITableViewController {
    private unowned let browser: UIDocumentBrowserViewController
    let folder: URL
    private(set) var listing: DocumentBrowserListing

    init(browser: UIDocumentBrowserViewController, folder: URL) {
        self.browser = browser
        self.folder = folder
        listing = browser.listing(of: folder)
        super.init(style: .plain)
        title = folder.standardizedFileURL == browser.directoryURL.standardizedFileURL ? "Browse" : folder.lastPathComponent
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.allowsMultipleSelectionDuringEditing = true
        updateBarItems()
    }

    /// Lists the folder again.
    func reload() {
        listing = browser.listing(of: folder)
        guard isViewLoaded else { return }
        tableView.reloadData()
        updateBarItems()
    }

    /// The bar's buttons: the app's own, Select (several documents) or Open (the selected ones), and + (a new document).
    func updateBarItems() {
        var trailing = browser.additionalTrailingNavigationBarButtonItems
        if browser.allowsDocumentCreation {
            trailing.append(UIBarButtonItem(barButtonSystemItem: .add, primaryAction: UIAction { [unowned self] _ in
                browser.requestDocumentCreation(in: folder)
            }))
        }
        if browser.allowsPickingMultipleItems {
            let select = tableView.isEditing
                ? UIBarButtonItem(title: "Open", style: .done, primaryAction: UIAction { [unowned self] _ in openSelection() })
                : UIBarButtonItem(title: "Select", style: .plain, primaryAction: UIAction { [unowned self] _ in setSelecting(true) })
            trailing.append(select)
        }
        navigationItem.rightBarButtonItems = trailing
        navigationItem.leftBarButtonItems = browser.additionalLeadingNavigationBarButtonItems
    }

    private func setSelecting(_ selecting: Bool) {
        tableView.setEditing(selecting, animated: true)
        updateBarItems()
    }

    private func openSelection() {
        let urls = (tableView.indexPathsForSelectedRows ?? []).map { listing.entries[$0.row] }.filter { !$0.isFolder }.map(\.url)
        setSelecting(false)
        if !urls.isEmpty { browser.pick(urls) }
    }

    /// The row showing the document at `url`, if this folder lists it.
    func row(of url: URL) -> IndexPath? {
        listing.entries.firstIndex { $0.url.standardizedFileURL == url.standardizedFileURL }.map { IndexPath(row: $0, section: 0) }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        listing.entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let entry = listing.entries[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "document") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "document")
        cell.textLabel?.text = entry.title
        cell.detailTextLabel?.text = entry.detail
        cell.imageView?.image = UIImage(systemName: entry.isFolder ? "folder" : "doc")
        cell.accessoryType = entry.isFolder ? .disclosureIndicator : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let entry = listing.entries[indexPath.row]
        if tableView.isEditing {
            if entry.isFolder { tableView.deselectRow(at: indexPath, animated: false) }
            return
        }
        tableView.deselectRow(at: indexPath, animated: true)
        if entry.isFolder {
            navigationController?.pushViewController(DocumentBrowserListController(browser: browser, folder: entry.url), animated: true)
        } else {
            browser.pick([entry.url])
        }
    }
}
