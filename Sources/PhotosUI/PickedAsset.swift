import Foundation
import UIKit
import UniformTypeIdentifiers

/// A file the desktop's dialog picked, as a photo picker's result: an item provider offering the file as its type
/// (its data, a copy of the file, or an object such as `UIImage` made from it), named after the file.
@MainActor
enum PickedAsset {
    static func result(for url: URL, identified: Bool) -> PHPickerResult {
        let type = UTType(filenameExtension: url.pathExtension) ?? .data
        let provider = NSItemProvider()
        provider.suggestedName = url.deletingPathExtension().lastPathComponent
        provider.registerFileRepresentation(for: type, visibility: .all, openInPlace: false) { completion in
            completion(url, false, nil)
            return nil
        }
        return PHPickerResult(itemProvider: provider, assetIdentifier: identified ? url.absoluteString : nil)
    }
}
