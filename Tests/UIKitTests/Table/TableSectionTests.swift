@testable import UIKit
import XCTest

/// Section headers and footers: their heights from titles, the delegate and the table's settings, the rows between
/// them, reusable header views, plain headers pinned while their section scrolls, and grouped and inset-grouped
/// sections.
final class TableSectionTests: XCTestCase {
    func testPlainTitledHeadersAndFootersTakeTheirPlacesBetweenTheRows() {
        onMainActor {
            let model = TableModel([TableModel.rows(3), TableModel.rows(2)])
            model.headers = ["Fruit", "Vegetables"]
            model.footers = [nil, "2 items"]
            let rig = TableRig(model) { $0.rowHeight = 44 }
            let table = rig.table
            XCTAssertEqual(table.numberOfSections, 2)
            XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
            XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 28))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 28, width: 320, height: 44))
            XCTAssertEqual(table.rect(forSection: 0), CGRect(x: 0, y: 0, width: 320, height: 160))
            XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 160, width: 320, height: 28))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)), CGRect(x: 0, y: 188, width: 320, height: 44))
            XCTAssertEqual(table.rectForFooter(inSection: 1), CGRect(x: 0, y: 276, width: 320, height: 28))
            XCTAssertEqual(table.rectForFooter(inSection: 0).height, 0, "no footer title, no footer in a plain table")
            XCTAssertEqual(table.contentSize.height, 304)
            XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "Fruit")
            XCTAssertEqual(table.headerView(forSection: 1)?.frame, CGRect(x: 0, y: 160, width: 320, height: 28))
            XCTAssertEqual(table.footerView(forSection: 1)?.textLabel?.text, "2 items")
            XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 20)), nil, "a header is no row")
            XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 200)), IndexPath(row: 0, section: 1))
            XCTAssertEqual(model.log.filter { $0.hasPrefix("willDisplayHeader") }, ["willDisplayHeader 0", "willDisplayHeader 1"])
        }
    }

    func testDelegateHeightsViewsAndTheTablesSettingsSizeHeaders() {
        onMainActor {
            let model = TableModel([TableModel.rows(1), TableModel.rows(1), TableModel.rows(1)])
            model.headers = ["A", "B", nil]
            model.headerHeights = [0: 50]
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 70))
            model.headerViews = [2: custom]
            let rig = TableRig(model) { table in
                table.rowHeight = 44
                table.sectionHeaderHeight = 40
                let banner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
                table.tableHeaderView = banner
            }
            let table = rig.table
            XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 60, width: 320, height: 50), "the delegate's height, below the table header")
            XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 154, width: 320, height: 40), "sectionHeaderHeight for a titled header")
            XCTAssertEqual(table.rectForHeader(inSection: 2).height, 40, "and for the delegate's view")
            XCTAssertTrue(custom.superview === table)
            XCTAssertEqual(custom.frame, CGRect(x: 0, y: 238, width: 320, height: 40))
            XCTAssertEqual(table.tableHeaderView?.frame, CGRect(x: 0, y: 0, width: 320, height: 60))
            XCTAssertNil(table.headerView(forSection: 2), "the delegate's plain view is no header-footer view")
        }
    }

    func testRegisteredHeaderFooterViewsAreMadeThroughTheSubclassAndReused() {
        onMainActor {
            final class BadgeHeader: UITableViewHeaderFooterView {
                let badge = UILabel()
                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(badge)
                }
                required init?(coder: NSCoder) { nil }
            }
            _ = installManualClock()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .insetGrouped)
            XCTAssertEqual(table.style, .insetGrouped)
            table.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "badge")
            let header = table.dequeueReusableHeaderFooterView(withIdentifier: "badge")
            XCTAssertTrue(header is BadgeHeader)
            XCTAssertEqual(header?.reuseIdentifier, "badge")
            XCTAssertTrue((header as? BadgeHeader)?.badge.superview === header?.contentView, "the subclass's initializer ran")
            XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "unknown"))
            var content = header!.defaultContentConfiguration()
            content.text = "Account"
            header!.contentConfiguration = content
            XCTAssertNotNil(header!.contentConfiguration)
            let background = UIView()
            header!.backgroundView = background
            XCTAssertTrue(background.superview === header)
        }
    }

    func testPlainHeadersPinToTheTopUntilTheNextSectionPushesThemUp() {
        onMainActor {
            let model = TableModel([TableModel.rows(10), TableModel.rows(10)])
            model.headers = ["First", "Second"]
            let rig = TableRig(model) { $0.rowHeight = 44 }
            let table = rig.table
            XCTAssertEqual(table.rect(forSection: 0), CGRect(x: 0, y: 0, width: 320, height: 468))
            table.contentOffset = CGPoint(x: 0, y: 300)
            table.layoutIfNeeded()
            XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 300, "pinned at the top of the visible area")
            XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 468)
            table.contentOffset = CGPoint(x: 0, y: 450)
            table.layoutIfNeeded()
            XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 440, "pushed up by the end of its section")
            XCTAssertEqual(table.rectForHeader(inSection: 0).minY, 0, "its place in the content is unchanged")
            table.contentOffset = CGPoint(x: 0, y: 600)
            table.layoutIfNeeded()
            XCTAssertNil(table.headerView(forSection: 0), "gone with its section")
            XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 600)
        }
    }

    func testGroupedAndInsetGroupedSectionsAreSpacedAndInsetRounded() {
        onMainActor {
            let model = TableModel([TableModel.rows(3), TableModel.rows(2)])
            model.headers = ["General", "Privacy"]
            let grouped = TableRig(model, style: .grouped) { $0.rowHeight = 44 }.table
            XCTAssertEqual(grouped.backgroundColor, .systemGroupedBackground)
            XCTAssertEqual(grouped.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 38))
            XCTAssertEqual(grouped.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 38, width: 320, height: 44))
            XCTAssertEqual(grouped.rectForFooter(inSection: 0), CGRect(x: 0, y: 170, width: 320, height: 18), "the space between sections")
            XCTAssertEqual(grouped.rectForRow(at: IndexPath(row: 1, section: 1)), CGRect(x: 0, y: 270, width: 320, height: 44))
            XCTAssertEqual(grouped.contentSize.height, 332)
            XCTAssertEqual(grouped.headerView(forSection: 0)?.textLabel?.text, "GENERAL", "grouped titles are capitalised")
            let inset = TableRig(model, style: .insetGrouped) { $0.rowHeight = 44 }.table
            XCTAssertEqual(inset.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 20, y: 82, width: 280, height: 44))
            XCTAssertEqual(inset.cellForRow(at: IndexPath(row: 1, section: 0))?.frame, CGRect(x: 20, y: 82, width: 280, height: 44))
            let first = inset.cellForRow(at: IndexPath(row: 0, section: 0))!
            XCTAssertEqual(first.layer.cornerRadius, 10)
            XCTAssertEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            XCTAssertEqual(inset.cellForRow(at: IndexPath(row: 1, section: 0))?.layer.cornerRadius, 0)
            XCTAssertEqual(inset.cellForRow(at: IndexPath(row: 2, section: 0))?.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            XCTAssertTrue(inset.cellForRow(at: IndexPath(row: 2, section: 0))?.separatorView.isHidden ?? false, "no separator under a section's last row")
            XCTAssertFalse(inset.cellForRow(at: IndexPath(row: 1, section: 0))?.separatorView.isHidden ?? true)
        }
    }
}
