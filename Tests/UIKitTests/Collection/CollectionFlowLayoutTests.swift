@testable import UIKit
import XCTest

/// The flow layout's frames against frames worked out by hand: lines filled and spread, a lone item centred,
/// headers, footers, insets, both scroll directions, per-item sizes from the delegate, sizes from Auto Layout, and
/// a pinned header.
final class CollectionFlowLayoutTests: XCTestCase {
    func testVerticalLinesWithHeadersFootersAndInsets() {
        onMainActor {
            _ = installManualClock()
            let layout = UICollectionViewFlowLayout.grid()
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
            let items = NumberedItems([Array(0..<7), [7, 8]])
            let (_, collectionView) = UICollectionView.make(items, layout: layout)
            @MainActor func frame(_ item: Int, _ section: Int) -> CGRect? { layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
            // Section 0: header 0…40, lines at 50, 110, 170 (the last holds one item, centred), footer 230…260.
            XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 340, height: 40))
            XCTAssertEqual(frame(0, 0), CGRect(x: 10, y: 50, width: 100, height: 50))
            XCTAssertEqual(frame(1, 0), CGRect(x: 120, y: 50, width: 100, height: 50))
            XCTAssertEqual(frame(2, 0), CGRect(x: 230, y: 50, width: 100, height: 50))
            XCTAssertEqual(frame(3, 0), CGRect(x: 10, y: 110, width: 100, height: 50))
            XCTAssertEqual(frame(6, 0), CGRect(x: 120, y: 170, width: 100, height: 50), "a lone item is centred in its line")
            XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                       at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 230, width: 340, height: 30))
            // Section 1 from 260: header to 300, two items spread to the edges of the line at 310.
            XCTAssertEqual(frame(0, 1), CGRect(x: 10, y: 310, width: 100, height: 50))
            XCTAssertEqual(frame(1, 1), CGRect(x: 230, y: 310, width: 100, height: 50), "two items spread across the line")
            XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 340, height: 400))
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 340, height: 400))
            // The views on screen carry those frames.
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.frame, CGRect(x: 120, y: 170, width: 100, height: 50))
            XCTAssertEqual(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                            at: IndexPath(item: 0, section: 1))?.tag, 1)
            let elements = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 340, height: 105)) ?? []
            XCTAssertEqual(elements.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item).sorted(), [0, 1, 2])
            XCTAssertEqual(elements.filter { $0.representedElementCategory == .supplementaryView }.count, 1)
        }
    }

    func testHorizontalColumnsWithHeaders() {
        onMainActor {
            _ = installManualClock()
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 80, height: 50)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            layout.headerReferenceSize = CGSize(width: 30, height: 0)
            let items = NumberedItems([Array(0..<4)])
            let (_, collectionView) = UICollectionView.make(items, layout: layout, size: CGSize(width: 400, height: 200))
            @MainActor func frame(_ item: Int) -> CGRect? { layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
            // Columns 180 points high hold three items spread 15 apart; the header is a 30-point column.
            XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 30, height: 200))
            XCTAssertEqual(frame(0), CGRect(x: 50, y: 10, width: 80, height: 50))
            XCTAssertEqual(frame(1), CGRect(x: 50, y: 75, width: 80, height: 50))
            XCTAssertEqual(frame(2), CGRect(x: 50, y: 140, width: 80, height: 50))
            XCTAssertEqual(frame(3), CGRect(x: 140, y: 75, width: 80, height: 50), "the lone item of the last column is centred")
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 240, height: 200))
        }
    }

    func testDelegateSizesAndItemsOfDifferentHeightsCentredInTheirLine() {
        onMainActor {
            _ = installManualClock()
            let layout = UICollectionViewFlowLayout.grid()
            let items = NumberedItems([Array(0..<3)])
            items.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 90)
            _ = UICollectionView.make(items, layout: layout)
            XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 10, y: 30, width: 100, height: 50))
            XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 120, y: 10, width: 100, height: 90))
            XCTAssertEqual(layout.collectionViewContentSize.height, 110)
        }
    }

    /// A cell whose content is a box of constraint-given size: with `automaticSize` each item takes its box's size.
    private final class BoxCell: UICollectionViewCell {
        private var width: NSLayoutConstraint?

        override init(frame: CGRect) {
            super.init(frame: frame)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                box.topAnchor.constraint(equalTo: contentView.topAnchor),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                box.heightAnchor.constraint(equalToConstant: 40),
                width,
            ])
            self.width = width
        }

        required init?(coder: NSCoder) { nil }

        func setWidth(_ value: CGFloat) { width?.constant = value }
    }

    @MainActor
    private final class BoxItems: UICollectionViewDataSource {
        var widths: [CGFloat] = [60, 80, 100, 120]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
            (cell as? BoxCell)?.setWidth(widths[indexPath.item])
            return cell
        }
    }

    func testAutomaticSizeTakesEachCellsAutoLayoutSize() {
        onMainActor {
            _ = installManualClock()
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            layout.minimumInteritemSpacing = 10
            let items = BoxItems()
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
            collectionView.register(BoxCell.self, forCellWithReuseIdentifier: "box")
            collectionView.dataSource = items
            collectionView.layoutIfNeeded()
            // 60, 80 and 100 wide fit a 300-point line (spread: 30 apart); 120 starts the next, alone and centred.
            let frames = (0..<4).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
            XCTAssertEqual(frames[0], CGRect(x: 0, y: 0, width: 60, height: 40))
            XCTAssertEqual(frames[1], CGRect(x: 90, y: 0, width: 80, height: 40))
            XCTAssertEqual(frames[2], CGRect(x: 200, y: 0, width: 100, height: 40))
            XCTAssertEqual(frames[3], CGRect(x: 90, y: 50, width: 120, height: 40))
            XCTAssertEqual(collectionView.contentSize.height, 90)
            // Measured sizes follow their items through a batch update: the 80-point item becomes the first.
            items.widths.removeFirst()
            UIView.performWithoutAnimation { collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size, CGSize(width: 80, height: 40))
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.size, CGSize(width: 120, height: 40))
        }
    }

    func testAnEstimatedSizeIsReplacedByTheMeasuredOne() {
        onMainActor {
            _ = installManualClock()
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = CGSize(width: 200, height: 200)
            let items = BoxItems()
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
            collectionView.register(BoxCell.self, forCellWithReuseIdentifier: "box")
            collectionView.dataSource = items
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size, CGSize(width: 60, height: 40))
            XCTAssertEqual(collectionView.visibleCells.count, 4, "the measured sizes bring every item into view")
        }
    }

    func testAPinnedHeaderStaysAtTheTopWhileItsSectionShows() {
        onMainActor {
            _ = installManualClock()
            let layout = UICollectionViewFlowLayout.grid()
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
            let items = NumberedItems([Array(0..<9), Array(9..<18)])
            let (_, collectionView) = UICollectionView.make(items, layout: layout, size: CGSize(width: 340, height: 200))
            let header = IndexPath(item: 0, section: 0)
            collectionView.contentOffset = CGPoint(x: 0, y: 100)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: header)?.frame.minY, 100)
            // Section 0's content ends at 40 + 10 + 170 + 10 = 230: its header is pushed up by the next one.
            collectionView.contentOffset = CGPoint(x: 0, y: 210)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: header)?.frame.minY, 190)
            XCTAssertEqual(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: header)?.layer.zPosition, 1024)
        }
    }

    func testSectionInsetsFromTheLayoutMargins() {
        onMainActor {
            _ = installManualClock()
            let layout = UICollectionViewFlowLayout.grid()
            layout.sectionInsetReference = .fromLayoutMargins
            let items = NumberedItems([Array(0..<3)])
            let (_, collectionView) = UICollectionView.make(items, layout: layout)
            collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
            layout.invalidateLayout()
            collectionView.layoutIfNeeded()
            // 340 − (10 + 20) − (10 + 30) = 270 points a line: two items, spread.
            XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 30)
            XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX, 200)
            XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 115, y: 70, width: 100, height: 50))
        }
    }

    /// A band behind each section, as a decoration view the layout registers.
    final class BandView: UICollectionReusableView {}

    final class BandedLayout: UICollectionViewFlowLayout {
        override init() {
            super.init()
            register(BandView.self, forDecorationViewOfKind: "band")
        }

        required init?(coder: NSCoder) { nil }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let bands = (0..<(collectionView?.numberOfSections ?? 0)).compactMap { layoutAttributesForDecorationView(ofKind: "band", at: IndexPath(item: 0, section: $0)) }
            return (super.layoutAttributesForElements(in: rect) ?? []) + bands.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
            attributes.frame = CGRect(x: 0, y: 0, width: collectionViewContentSize.width, height: collectionViewContentSize.height)
            attributes.zIndex = -1
            return attributes
        }
    }

    func testADecorationViewOfTheLayoutsRegisteredClassShowsBehindTheItems() {
        onMainActor {
            _ = installManualClock()
            let layout = BandedLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            let items = NumberedItems([Array(0..<3)])
            let (_, collectionView) = UICollectionView.make(items, layout: layout)
            let bands = collectionView.subviews.compactMap { $0 as? BandView }
            XCTAssertEqual(bands.count, 1)
            XCTAssertEqual(bands.first?.frame, CGRect(x: 0, y: 0, width: 340, height: 50))
            XCTAssertEqual(bands.first?.layer.zPosition, -1)
        }
    }
}
