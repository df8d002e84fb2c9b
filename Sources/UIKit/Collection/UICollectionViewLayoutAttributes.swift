import CSwiftRuntime
import Foundation
import QuartzCore

/// Where and how a layout puts one element of a collection view (a cell, a supplementary or a decoration view): the
/// collection view copies these onto the element's view, and animates between two of them when the layout changes.
///
/// Difference from Apple: not an `NSObject`; `copy(with:)`, `isEqual(_:)` and `hash` are declared here with
/// Apple's signatures, so subclasses override them as on iOS.
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: UIDynamicItem, Hashable {
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    open private(set) var representedElementKind: String?

    /// Attributes of a cell at the first item of the first section; layouts use the `forCellWith:` forms.
    public init() {}

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A copy of the same class, made by its own `init()`, with every value of these attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.make(type(of: self))
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    open func copy() -> Any {
        copy(with: nil)
    }

    /// Whether `object` is attributes of the same element with the same values (subclasses compare their own too).
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other === self || (center == other.center && size == other.size
            && CATransform3DEqualToTransform(transform3D, other.transform3D) && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind)
    }

    open var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    nonisolated public static func == (lhs: UICollectionViewLayoutAttributes, rhs: UICollectionViewLayoutAttributes) -> Bool {
        MainActor.assumeIsolated { lhs.isEqual(rhs) }
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(MainActor.assumeIsolated { hash })
    }

    /// A new instance of `type` made by its own `init()`, as UIKit makes a layout's `layoutAttributesClass`.
    static func make(_ type: UICollectionViewLayoutAttributes.Type) -> UICollectionViewLayoutAttributes {
        let initializer = DynamicInitializer<UICollectionViewLayoutAttributes, Void>(
            method: csr_UICollectionViewLayoutAttributes_init(), owner: csr_UICollectionViewLayoutAttributes())
        return initializer.make(type)
    }

    /// New attributes of `type` for the element `category`/`kind` at `indexPath`.
    static func make(_ type: UICollectionViewLayoutAttributes.Type, _ category: UICollectionView.ElementCategory,
                     kind: String?, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = make(type)
        attributes.indexPath = indexPath
        attributes.representedElementCategory = category
        attributes.representedElementKind = kind
        return attributes
    }

    /// Which element of the collection view these attributes place.
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// One element of a collection view: its category, kind (supplementary and decoration views) and index path.
struct CollectionElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath
}
