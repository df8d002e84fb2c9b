import UIKit

/// One asset the user picked: its data, loaded through the item provider, and its identifier when the picker's
/// configuration named a photo library.
public struct PHPickerResult: Hashable {
    /// The asset's representations: an image loads as `UIImage`, and any asset as data or a file of its type.
    public let itemProvider: NSItemProvider
    /// The asset's identifier, when the configuration named a photo library.
    public let assetIdentifier: String?

    init(itemProvider: NSItemProvider, assetIdentifier: String?) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }

    public static func == (lhs: PHPickerResult, rhs: PHPickerResult) -> Bool {
        lhs.itemProvider === rhs.itemProvider && lhs.assetIdentifier == rhs.assetIdentifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(itemProvider))
        hasher.combine(assetIdentifier)
    }
}
