import Foundation

/// The pasteboard's items as item providers (iOS 11), so that what a drag carries can be copied and pasted.
extension UIPasteboard {
    /// One provider per item, with a representation per type whose data is the item's value there.
    public var itemProviders: [NSItemProvider] {
        get {
            items.map { item in
                let provider = NSItemProvider()
                for type in item.keys.sorted() {
                    guard let data = item[type].flatMap(UIPasteboard.data(of:)) else { continue }
                    provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                        completion(data, nil)
                        return nil
                    }
                }
                return provider
            }
        }
        set { setItemProviders(newValue, localOnly: false, expirationDate: nil) }
    }

    /// Replaces the items with the providers' representations.
    ///
    /// Difference from Apple: the providers' data is read when they are set (a representation whose data comes
    /// later is left out), and `localOnly` and `expirationDate` are ignored.
    public func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        items = itemProviders.map { provider in
            var item: [String: Any] = [:]
            for type in provider.registeredTypeIdentifiers {
                provider.loadDataRepresentation(forTypeIdentifier: type) { data, _ in item[type] = data }
            }
            return item
        }
    }
}
