import Foundation
import UIKit
import XCTest

/// A collection view's prefetch data source hears of the items a screen's length around the visible ones, once each,
/// and of the requests cancelled when those items scroll out of that range without showing; a table cancels the same
/// way.
final class CollectionPrefetchingTests: XCTestCase {
    @MainActor
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
        var prefetched: [[IndexPath]] = []
        var cancelled: [[IndexPath]] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 200 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
    }

    @MainActor
    static func makeCollection(_ source: Source) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.prefetchDataSource = source
        collection.layoutIfNeeded()
        return collection
    }

    func testTheItemsAScreenBelowAreAskedForOnce() {
        onMainActor {
            let source = Source()
            let collection = Self.makeCollection(source)
            let visible = collection.indexPathsForVisibleItems
            XCTAssertEqual(visible.first?.item, 0)
            let next = visible.last!.item + 1
            XCTAssertEqual(source.prefetched, [(next...8).map { IndexPath(item: $0, section: 0) }],
                           "the rows of 50 points after the visible ones, to a screen (200 points) below the bounds")
            collection.setNeedsLayout()
            collection.layoutIfNeeded()
            XCTAssertEqual(source.prefetched.count, 1, "each item once")
            XCTAssertTrue(source.cancelled.isEmpty)
        }
    }

    func testScrollingOnAsksAheadAndItemsThatShowAreNotCancelled() {
        onMainActor {
            let source = Source()
            let collection = Self.makeCollection(source)
            collection.contentOffset = CGPoint(x: 0, y: 100)
            collection.layoutIfNeeded()
            XCTAssertEqual(source.prefetched.last, (9...10).map { IndexPath(item: $0, section: 0) },
                           "only the two rows that came within a screen: the rows that scrolled off showed before")
            XCTAssertTrue(source.cancelled.isEmpty, "the rows asked for came on screen or are still in range")
        }
    }

    func testAJumpAwayCancelsWhatWasAskedForAndNeverShowed() {
        onMainActor {
            let source = Source()
            let collection = Self.makeCollection(source)
            collection.contentOffset = CGPoint(x: 0, y: 5000)
            collection.layoutIfNeeded()
            XCTAssertEqual(source.cancelled, [(5...8).map { IndexPath(item: $0, section: 0) }], "asked for, never shown, far away now")
            let visible = collection.indexPathsForVisibleItems.map(\.item)
            XCTAssertEqual(source.prefetched.last?.map(\.item), (95...108).filter { !visible.contains($0) },
                           "a screen above and below the new position")
        }
    }

    func testReloadingAsksAgainAndDisablingStopsIt() {
        onMainActor {
            let source = Source()
            let collection = Self.makeCollection(source)
            collection.reloadData()
            collection.layoutIfNeeded()
            XCTAssertEqual(source.prefetched.count, 2, "the data reloaded: asked again")
            collection.isPrefetchingEnabled = false
            collection.contentOffset = CGPoint(x: 0, y: 1000)
            collection.layoutIfNeeded()
            XCTAssertEqual(source.prefetched.count, 2)
            XCTAssertTrue(source.cancelled.isEmpty)
        }
    }

    func testATableCancelsRowsThatLeftTheRangeUnseen() {
        onMainActor {
            final class Rows: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
                var prefetched: [[IndexPath]] = []
                var cancelled: [[IndexPath]] = []
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
                func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
            }
            let rows = Rows()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
            table.rowHeight = 44
            table.dataSource = rows
            table.prefetchDataSource = rows
            table.layoutIfNeeded()
            XCTAssertEqual(rows.prefetched, [(5...9).map { IndexPath(row: $0, section: 0) }])
            table.contentOffset = CGPoint(x: 0, y: 2200)
            table.layoutIfNeeded()
            XCTAssertEqual(rows.cancelled, [(5...9).map { IndexPath(row: $0, section: 0) }])
        }
    }
}
