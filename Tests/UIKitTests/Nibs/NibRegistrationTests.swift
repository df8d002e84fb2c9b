import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// A cell an app lays out in `NibNamedCell.xib`, counting its `awakeFromNib` calls.
final class NibNamedCell: UITableViewCell {
    var awakenings = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awakenings += 1
    }
}

/// A collection cell from `NibNamedItem.xib`.
final class NibNamedItem: UICollectionViewCell {
    var awakenings = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awakenings += 1
    }
}

/// A header from `NibNamedHeader.xib`.
final class NibNamedHeader: UITableViewHeaderFooterView {
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A table's data source in this module, so that the nibs' classes are found beside it.
@MainActor
final class NibTableSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}

/// Nibs hold nothing on the desktop, but the code that registers them works: a nib registered for cells makes cells
/// of the class named like it, awoken from their nib; an unknown nib gives plain cells; controllers keep their nib's
/// name and bundle.
final class NibRegistrationTests: XCTestCase {
    func testANibInstantiatesNothing() {
        onMainActor {
            _ = installManualClock()
            let nib = UINib(nibName: "Settings", bundle: nil)
            XCTAssertTrue(nib.instantiate(withOwner: nil, options: [.externalObjects: [String: Any]()]).isEmpty)
            XCTAssertTrue(UINib(data: Data(), bundle: .main).instantiate(withOwner: nil).isEmpty)
            XCTAssertEqual(UINib.OptionsKey.externalObjects.rawValue, "UINibExternalObjects")
        }
    }

    func testATableMakesCellsOfTheClassNamedLikeTheirNibAndAwakesThem() throws {
        try onMainActor {
            _ = installManualClock()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            let source = NibTableSource()
            table.dataSource = source
            table.register(UINib(nibName: "NibNamedCell", bundle: nil), forCellReuseIdentifier: "row")
            let cell = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0)) as? NibNamedCell)
            XCTAssertEqual(cell.awakenings, 1)
            XCTAssertEqual(cell.reuseIdentifier, "row")
            table.register(UINib(nibName: "NibNamedHeader", bundle: Bundle.main), forHeaderFooterViewReuseIdentifier: "header")
            let header = try XCTUnwrap(table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? NibNamedHeader)
            XCTAssertTrue(header.awoke)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            let plain = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
            XCTAssertFalse(plain is NibNamedCell, "a class registered later replaces the nib")
        }
    }

    func testAnUnknownNibGivesPlainCells() {
        onMainActor {
            _ = installManualClock()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.register(UINib(nibName: "NoSuchCell", bundle: nil), forCellReuseIdentifier: "row")
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
            XCTAssertTrue(type(of: cell) == UITableViewCell.self)
        }
    }

    func testACollectionViewMakesCellsAndSupplementaryViewsFromNibs() throws {
        try onMainActor {
            _ = installManualClock()
            let layout = UICollectionViewFlowLayout()
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
            let source = NibTableSource()
            collection.dataSource = source
            collection.register(UINib(nibName: "NibNamedItem", bundle: nil), forCellWithReuseIdentifier: "item")
            collection.register(UINib(nibName: "NibNamedItem", bundle: nil), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
            let cell = try XCTUnwrap(collection.dequeueReusableCell(withReuseIdentifier: "item", for: IndexPath(item: 0, section: 0)) as? NibNamedItem)
            XCTAssertEqual(cell.awakenings, 1)
            let header = collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header",
                                                                     for: IndexPath(item: 0, section: 0))
            XCTAssertTrue(header is NibNamedItem)
        }
    }

    func testAControllerKeepsItsNibsNameAndGetsAPlainView() {
        onMainActor {
            _ = installManualClock()
            let controller = UIViewController(nibName: "DetailViewController", bundle: .main)
            XCTAssertEqual(controller.nibName, "DetailViewController")
            XCTAssertTrue(controller.nibBundle === Bundle.main)
            XCTAssertNotNil(controller.view)
            XCTAssertNil(UIViewController().nibName)
        }
    }
}
