import Foundation

extension UICollectionView {
    /// What a layout attributes' element is.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The flow layout's section header kind.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The flow layout's section footer kind.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` puts the item; one vertical and one horizontal position may combine.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The direction a flow layout fills its lines and scrolls.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}
