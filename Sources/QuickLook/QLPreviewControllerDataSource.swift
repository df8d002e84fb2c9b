import Foundation
import UIKit

/// Hands a preview controller its items: how many there are, and each by index.
@MainActor @preconcurrency
public protocol QLPreviewControllerDataSource: AnyObject {
    /// How many items the controller pages through.
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    /// The item at `index`.
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}
