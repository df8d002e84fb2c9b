import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A cell and a controller as iOS apps subclass them: Apple's designated initializers and `init?(coder:)` only.
class ContactCell: UITableViewCell {
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        contentView.addSubview(badge)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        badge.text = nil
    }
}

class ContactsViewController: UIViewController {
    var loaded = false

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Contacts"
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loaded = true
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }
}

final class ControllerAndCellSubclassTests: XCTestCase {
    func testACellAndAControllerSubclassedAsOnIOS() {
        MainActor.assumeIsolated { checkACellAndAControllerSubclassedAsOnIOS() }
    }

    @MainActor
    private func checkACellAndAControllerSubclassedAsOnIOS() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        table.register(ContactCell.self, forCellReuseIdentifier: "contact")
        let cell = table.dequeueReusableCell(withIdentifier: "contact", for: IndexPath(row: 0, section: 0))
        XCTAssertTrue(cell is ContactCell, "the table makes the registered class through its initializers")
        XCTAssertEqual(cell.selectionStyle, .none)

        let controller = ContactsViewController()
        XCTAssertEqual(controller.title, "Contacts", "init() reaches init(nibName:bundle:)")
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.loaded)
        XCTAssertNil(ContactsViewController(coder: NSCoder()), "controllers come from code, not storyboards")
    }
}
