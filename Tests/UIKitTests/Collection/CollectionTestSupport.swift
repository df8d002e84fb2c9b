@testable import UIKit
import XCTest

/// A data source of numbered items in sections (the numbers are the items' identities through updates), with
/// headers and footers that show their section.
@MainActor
final class NumberedItems: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[Int]]
    var sizes: [IndexPath: CGSize] = [:]
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var refused: Set<IndexPath> = []

    init(_ sections: [[Int]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        (cell as? NumberCell)?.number = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        view.tag = indexPath.section
        return view
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { !refused.contains(indexPath) }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { deselected.append(indexPath) }
}

/// A cell showing a number; it counts how often it was prepared for reuse.
final class NumberCell: UICollectionViewCell {
    var number = -1
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

extension UICollectionView {
    /// A collection view in a window, with `items` as data source and delegate, laid out.
    @MainActor
    static func make(_ items: NumberedItems, layout: UICollectionViewLayout, size: CGSize = CGSize(width: 340, height: 400)) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "title")
        collectionView.dataSource = items
        collectionView.delegate = items
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return (window, collectionView)
    }

    /// The cell showing `number`, wherever it is.
    @MainActor
    func cell(showing number: Int) -> NumberCell? {
        subviews.compactMap { $0 as? NumberCell }.first { $0.number == number }
    }
}

extension UICollectionViewFlowLayout {
    /// Items 100 × 50 (or `itemSize`), 10 apart, sections inset by 10: three items a line in a 340-point-wide view
    /// (320 points).
    @MainActor
    static func grid(itemSize: CGSize = CGSize(width: 100, height: 50)) -> UICollectionViewFlowLayout {
        UICollectionViewFlowLayout().gridded(itemSize: itemSize)
    }

    /// This layout with the grid's sizes and insets.
    @MainActor
    func gridded(itemSize: CGSize) -> Self {
        self.itemSize = itemSize
        sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return self
    }
}
