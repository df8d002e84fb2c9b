import UIKit

/// A collection view of numbered tiles in a flow layout: a tap on a tile deletes it (it fades out and the others
/// slide into its place), a tap on the "+" tile inserts a new tile after it (it fades in); the grid follows the
/// window's width, and the wheel scrolls it.
final class CollectionViewPage: GalleryPage, UICollectionViewDataSource, UICollectionViewDelegate {
    override class var name: String { "Collection View" }
    override class var api: String { "UICollectionView.performBatchUpdates { deleteItems(at:) } · insertItems(at:)" }
    override class var hint: String { "Tap a tile to delete it, tap + to insert one; scroll with the wheel." }

    /// The tiles' numbers; 0 is the "+" tile.
    private(set) var numbers = [0] + Array(1...40)
    private var nextNumber = 41
    private(set) var collectionView: UICollectionView!

    /// The tiles' side and the gaps between them.
    static let tileSide: CGFloat = 82
    static let gap: CGFloat = 12

    override func build() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: Self.tileSide, height: Self.tileSide)
        layout.minimumInteritemSpacing = Self.gap
        layout.minimumLineSpacing = Self.gap
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collectionView = UICollectionView(frame: bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = GalleryPalette.panel
        collectionView.layer.cornerRadius = 12
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = self
        collectionView.delegate = self
        addSubview(collectionView)
        self.collectionView = collectionView
    }

    /// The collection view fills the page, so that a resize rearranges the tiles.
    override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { collectionView.frame = bounds.insetBy(dx: 20, dy: 8) }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        (cell as? TileCell)?.show(numbers[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        if numbers[indexPath.item] == 0 { insertItem(after: indexPath) } else { deleteItem(at: indexPath) }
    }

    /// Deletes the tile at `indexPath`, animated (ten times slower with `--slow`).
    func deleteItem(at indexPath: IndexPath) {
        numbers.remove(at: indexPath.item)
        UIView.animate(withDuration: Self.seconds(0.3)) {
            self.collectionView.performBatchUpdates { self.collectionView.deleteItems(at: [indexPath]) }
        }
    }

    /// Inserts a new tile after `indexPath`, animated.
    func insertItem(after indexPath: IndexPath) {
        let target = IndexPath(item: indexPath.item + 1, section: 0)
        numbers.insert(nextNumber, at: target.item)
        nextNumber += 1
        UIView.animate(withDuration: Self.seconds(0.3)) {
            self.collectionView.performBatchUpdates { self.collectionView.insertItems(at: [target]) }
        }
    }
}

/// A rounded tile of one of the gallery's colours with its number, or the "+" tile.
final class TileCell: UICollectionViewCell {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        label.font = .systemFont(ofSize: 24, weight: .bold)
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `number`: "+" in outline for 0, else the number on its colour.
    func show(_ number: Int) {
        label.text = number == 0 ? "+" : "\(number)"
        label.textColor = number == 0 ? GalleryPalette.text : GalleryPalette.background
        contentView.backgroundColor = number == 0 ? GalleryPalette.guide : TileCell.color(of: number)
    }

    /// The colour of tile `number`.
    static func color(of number: Int) -> UIColor {
        GalleryPalette.accents[number % GalleryPalette.accents.count]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}
