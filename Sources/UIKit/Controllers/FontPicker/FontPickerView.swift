import Foundation

/// The font picker's view: a title with Cancel, over a table of the fonts offered, each named in its own font and
/// the picked one checked.
@MainActor
final class FontPickerView: UIView, UITableViewDataSource, UITableViewDelegate {
    let titleLabel = UILabel()
    let cancelButton = UIButton(type: .system)
    let tableView = UITableView(frame: .zero, style: .plain)
    let catalog: FontPickerCatalog
    private let usesSystemFont: Bool
    private var selectedTitle: String?
    var onPick: ((FontPickerCatalog.Entry) -> Void)?
    var onCancel: (() -> Void)?

    init(catalog: FontPickerCatalog, usesSystemFont: Bool) {
        self.catalog = catalog
        self.usesSystemFont = usesSystemFont
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [unowned self] _ in onCancel?() }, for: .touchUpInside)
        tableView.dataSource = self
        tableView.delegate = self
        for view in [titleLabel, cancelButton, tableView] as [UIView] { addSubview(view) }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Checks the row of `descriptor`'s font, if the picker offers it.
    func showSelection(_ descriptor: UIFontDescriptor?) {
        let family = descriptor?.fontAttributes[.family] as? String
        let face = descriptor?.fontAttributes[.face] as? String
        selectedTitle = family.map { name in face.map { "\(name) \($0)" } ?? name }
        tableView.reloadData()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 90, y: 12, width: bounds.width - 180, height: 28)
        cancelButton.frame = CGRect(x: 12, y: 11, width: 72, height: 30)
        tableView.frame = CGRect(x: 0, y: 52, width: bounds.width, height: max(0, bounds.height - 52))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { catalog.entries.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let entry = catalog.entries[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "font") ?? UITableViewCell(style: .default, reuseIdentifier: "font")
        cell.textLabel?.text = entry.title
        cell.textLabel?.font = usesSystemFont ? .systemFont(ofSize: 17) : UIFont(descriptor: entry.descriptor, size: 17)
        cell.accessoryType = entry.title == selectedTitle ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        onPick?(catalog.entries[indexPath.row])
    }
}
