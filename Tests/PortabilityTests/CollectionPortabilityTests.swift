import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A photo grid as iOS apps write one (Swift 5, no annotations): a `UICollectionViewController` subclass that is its
/// flow layout's delegate, a cell subclass, and a custom layout with attributes of its own class.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        selectedBackgroundView = UIView()
        selectedBackgroundView?.backgroundColor = .systemYellow
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

final class PhotoGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var photos = (1...30).map { "Photo \($0)" }
    var opened: String?

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.allowsMultipleSelection = false
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as? PhotoCell else {
            fatalError("Unable to dequeue PhotoCell")
        }
        cell.titleLabel.text = photos[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        header.backgroundColor = .systemGray
        return header
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened = photos[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let columns: CGFloat = 3
        let width = (collectionView.bounds.width - (columns - 1) * 4) / columns
        return CGSize(width: width, height: width)
    }

    func removePhoto(at indexPath: IndexPath) {
        collectionView.performBatchUpdates({
            self.photos.remove(at: indexPath.item)
            self.collectionView.deleteItems(at: [indexPath])
        }, completion: nil)
    }
}

/// Layout attributes with a value of their own, copied and compared as Apple's documentation asks.
final class TiltedAttributes: UICollectionViewLayoutAttributes {
    var tilt: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TiltedAttributes
        copy.tilt = tilt
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TiltedAttributes, other.tilt == tilt else { return false }
        return super.isEqual(object)
    }
}

/// A layout of one column whose items tilt, through their attributes' own class.
final class TiltedColumnLayout: UICollectionViewLayout {
    private var cache: [TiltedAttributes] = []

    override class var layoutAttributesClass: AnyClass {
        return TiltedAttributes.self
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = TiltedAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 10, y: 10 + CGFloat(item) * 60, width: collectionView.bounds.width - 20, height: 50)
            attributes.tilt = CGFloat(item) * 0.1
            attributes.transform = CGAffineTransform(rotationAngle: attributes.tilt)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 60 + 10)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

final class TiltedCell: UICollectionViewCell {
    var appliedTilt: CGFloat = -1

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedTilt = (layoutAttributes as? TiltedAttributes)?.tilt ?? -1
    }
}

final class CollectionPortabilityTests: XCTestCase {
    func testAPhotoGridControllerLaysOutSelectsAndDeletes() {
        onMainActor {
            let clock = installManualClock()
            let controller = PhotoGridViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 308, height: 500))
            window.rootViewController = controller
            window.layoutIfNeeded()
            let collectionView = controller.collectionView!
            collectionView.layoutIfNeeded()
            // Three 100-point squares a line, 4 apart, under a 44-point header.
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 104, y: 148, width: 100, height: 100))
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)?.titleLabel.text, "Photo 1")
            XCTAssertEqual(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                            at: IndexPath(item: 0, section: 0))?.frame.height, 44)
            controller.collectionView(collectionView, didSelectItemAt: IndexPath(item: 2, section: 0))
            XCTAssertEqual(controller.opened, "Photo 3")
            controller.removePhoto(at: IndexPath(item: 0, section: 0))
            clock.advance(by: 0.31)
            collectionView.layoutIfNeeded()
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)?.titleLabel.text, "Photo 2")
        }
    }

    func testACustomLayoutsOwnAttributesClassReachesItsCells() {
        onMainActor {
            _ = installManualClock()
            final class Rows: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { return 3 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    return collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
                }
            }
            let rows = Rows()
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: TiltedColumnLayout())
            collectionView.register(TiltedCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = rows
            collectionView.layoutIfNeeded()
            let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? TiltedCell
            XCTAssertEqual(cell?.appliedTilt ?? -1, 0.2, accuracy: 1e-9)
            XCTAssertEqual(cell?.center, CGPoint(x: 100, y: 155))
            let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
            let copy = attributes?.copy() as? TiltedAttributes
            XCTAssertEqual(copy?.tilt ?? -1, 0.1, accuracy: 1e-9)
            XCTAssertTrue(copy?.isEqual(attributes) ?? false)
        }
    }
}
