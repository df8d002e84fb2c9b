import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A settings screen written the way pre-iOS 15 tutorials and production apps still write it (Swift 5): a table view
/// controller whose cells restyle themselves in `setSelected(_:animated:)` and `setHighlighted(_:animated:)`, a
/// transparent navigation bar made with `setBackgroundImage(_:for:)` and `shadowImage`, a "more" bar button item
/// with a menu, and separators measured from the automatic inset.
final class MailSettingsViewController: UITableViewController {
    let options = ["Signature", "Swipe options", "Load remote images", "Blocked"]
    var sortOrder = "Date"

    override init(style: UITableView.Style) {
        super.init(style: style)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mail"
        tableView.register(OptionCell.self, forCellReuseIdentifier: OptionCell.reuseIdentifier)
        tableView.separatorInsetReference = .fromAutomaticInsets
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 28, bottom: 0, right: 0)
        tableView.insetsContentViewsToSafeArea = true
        let sort = UIMenu(title: "Sort by", children: ["Date", "Sender"].map { name in
            UIAction(title: name, state: name == sortOrder ? .on : .off) { [weak self] _ in self?.sortOrder = name }
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: sort)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigationController?.navigationBar.shadowImage = UIImage()
        navigationController?.navigationBar.isTranslucent = true
        navigationController?.hidesBarsOnSwipe = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: OptionCell.reuseIdentifier, for: indexPath) as! OptionCell
        cell.titleLabel.text = options[indexPath.row]
        cell.focusStyle = .custom
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

final class OptionCell: UITableViewCell {
    static let reuseIdentifier = "OptionCell"
    let titleLabel = UILabel()
    private(set) var styleChanges: [String] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.frame = CGRect(x: 44, y: 0, width: 200, height: 44)
        contentView.addSubview(titleLabel)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        titleLabel.textColor = selected ? .systemBlue : .label
        styleChanges.append(selected ? "selected" : "deselected" + (animated ? " animated" : ""))
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        titleLabel.alpha = highlighted ? 0.5 : 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        styleChanges = []
    }
}

final class MailSettingsPortabilityTests: XCTestCase {
    func testTheSettingsScreenRestylesItsCellsAndShowsThroughATransparentBar() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let settings = MailSettingsViewController(style: .plain)
            let navigation = UINavigationController(rootViewController: settings)
            window.rootViewController = navigation
            window.makeKey()
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()

            let bar = navigation.navigationBar
            XCTAssertEqual(bar.backgroundColor, .clear, "an empty background image leaves the bar transparent")
            XCTAssertTrue(navigation.barHideOnSwipeGestureRecognizer.isEnabled)
            XCTAssertEqual(settings.navigationItem.rightBarButtonItem?.menu?.children.count, 2)

            let tableView = settings.tableView!
            let path = IndexPath(row: 2, section: 0)
            let cell = tableView.cellForRow(at: path) as! OptionCell
            cell.isHighlighted = true
            XCTAssertEqual(cell.titleLabel.alpha, 0.5, "the highlight setter reaches setHighlighted(_:animated:)")
            cell.isHighlighted = false
            tableView.selectRow(at: path, animated: false, scrollPosition: .none)
            XCTAssertEqual(cell.titleLabel.textColor, .systemBlue)
            settings.tableView(tableView, didSelectRowAt: path)
            XCTAssertEqual(cell.styleChanges.suffix(2), ["selected", "deselected animated"])
            XCTAssertEqual(cell.titleLabel.textColor, .label)
        }
    }
}
