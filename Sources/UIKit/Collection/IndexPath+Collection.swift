import Foundation

extension IndexPath {
    /// An item of a collection view section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item's index in its collection view section.
    public var item: Int { self[1] }
}
