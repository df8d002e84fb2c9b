import UIKit

/// A small settings app: tabs along the bottom, a table in a navigation controller whose rows push detail
/// screens (back by the button, the edge swipe, Alt+Left or the mouse's back button), and an account sheet
/// presented from the bar (Escape or Done dismisses it).
@MainActor
enum SettingsScene {
    static func makeController() -> UIViewController {
        let settings = UINavigationController(rootViewController: SettingsListViewController())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 0)
        let about = UINavigationController(rootViewController: SettingsDetailViewController(topic: "About"))
        about.tabBarItem = UITabBarItem(title: "About", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [settings, about]
        // `--slow`: the scene's layer time runs slower, as the Simulator's Slow Animations slows a window.
        if DemoSettings.animationFactor != 1 { tabs.view.layer.speed = Float(1 / DemoSettings.animationFactor) }
        return tabs
    }
}

/// The list of settings: one row per topic, each pushing its screen.
final class SettingsListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let topics = ["General", "Display", "Sounds", "Notifications", "Privacy", "Battery"]
    private let table = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .white
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(UITableViewCell.self, forCellReuseIdentifier: "topic")
        table.dataSource = self
        table.tableDelegate = self
        view.addSubview(table)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Account", style: .plain, primaryAction: UIAction { [unowned self] _ in
            showAccount()
        })
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.topics.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "topic", for: indexPath)
        cell.textLabel?.text = Self.topics[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(SettingsDetailViewController(topic: Self.topics[indexPath.row]), animated: true)
    }

    /// The account sheet: a page sheet with a Done button.
    func showAccount() {
        let account = SettingsDetailViewController(topic: "Account")
        account.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, primaryAction: UIAction { [unowned account] _ in
            account.dismiss(animated: true)
        })
        let sheet = UINavigationController(rootViewController: account)
        sheet.modalPresentationStyle = .pageSheet
        sheet.preferredContentSize = CGSize(width: 420, height: 360)
        present(sheet, animated: true)
    }
}

/// One setting's screen: a tinted header and a few lines about it.
final class SettingsDetailViewController: UIViewController {
    let topic: String

    init(topic: String) {
        self.topic = topic
        super.init(nibName: nil, bundle: nil)
        title = topic
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.94, green: 0.95, blue: 0.97, alpha: 1)
        // The rows are placed at fixed points, so the view starts below the bars rather than under them.
        edgesForExtendedLayout = []
        let header = UILabel(frame: CGRect(x: 20, y: 24, width: 300, height: 30))
        header.text = topic
        header.font = .systemFont(ofSize: 24, weight: .bold)
        view.addSubview(header)
        for (index, line) in ["On", "Automatic", "Show previews"].enumerated() {
            let row = UILabel(frame: CGRect(x: 20, y: 72 + CGFloat(index) * 36, width: 300, height: 28))
            row.text = "\(topic) · \(line)"
            row.textColor = .darkGray
            view.addSubview(row)
        }
    }
}
