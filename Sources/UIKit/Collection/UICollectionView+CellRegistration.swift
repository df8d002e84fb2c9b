import Foundation

/// Registrations: a cell or supplementary view class with the handler that configures it, dequeued by value
/// instead of by reuse identifier (each registration has a pool of its own).
extension UICollectionView {
    /// A cell class and how to configure one for an item.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        /// The pool's name, made once per registration (copies share it).
        let reuseIdentifier = "CellRegistration-" + UUID().uuidString

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class of one element kind and how to configure one.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        public let elementKind: String
        let handler: Handler
        let reuseIdentifier = "SupplementaryRegistration-" + UUID().uuidString

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class (reused, or made and registered the first time), configured by its
    /// handler for `item` (the handler is not called when `item` is nil).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        if cellClasses[registration.reuseIdentifier] == nil { register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell.instantiate()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = registration.elementKind + "\u{0}" + registration.reuseIdentifier
        if supplementaryClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary.instantiate()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
