import Foundation
import UIKit

/// Whether and how a previewed item may be edited (markup, rotation), as the delegate answers for each.
public enum QLPreviewItemEditingMode: Int, Sendable {
    /// The item cannot be edited.
    case disabled = 0
    /// Edits are written back to the item's file.
    case updateContents = 1
    /// Edits are saved as a copy the delegate is handed.
    case createCopy = 2
}

/// Hears a preview controller's dismissal, and answers for links, zoom transitions and editing.
///
/// Difference from Apple: the source view comes through an `UnsafeMutablePointer` (Linux's Swift has no
/// `AutoreleasingUnsafeMutablePointer`).
@MainActor @preconcurrency
public protocol QLPreviewControllerDelegate: AnyObject {
    /// The controller is about to be dismissed.
    func previewControllerWillDismiss(_ controller: QLPreviewController)
    /// The controller was dismissed.
    func previewControllerDidDismiss(_ controller: QLPreviewController)
    /// Whether a link tapped in `item` opens `url`.
    func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool
    /// The rectangle in `view` the zoom transition starts from and ends at for `item`.
    func previewController(_ controller: QLPreviewController, frameFor item: any QLPreviewItem,
                           inSourceView view: UnsafeMutablePointer<UIView?>) -> CGRect
    /// The image the zoom transition shows for `item`, and its content rectangle.
    func previewController(_ controller: QLPreviewController, transitionImageFor item: any QLPreviewItem,
                           contentRect: UnsafeMutablePointer<CGRect>) -> UIImage?
    /// The view the zoom transition starts from and ends at for `item`.
    func previewController(_ controller: QLPreviewController, transitionViewFor item: any QLPreviewItem) -> UIView?
    /// How `previewItem` may be edited.
    func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode
    /// The item's file was rewritten with the edits.
    func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem)
    /// The edits were saved as a copy at `modifiedContentsURL`.
    func previewController(_ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL)
}

extension QLPreviewControllerDelegate {
    public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
    public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
    public func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool { true }
    public func previewController(_ controller: QLPreviewController, frameFor item: any QLPreviewItem,
                                  inSourceView view: UnsafeMutablePointer<UIView?>) -> CGRect { .zero }
    public func previewController(_ controller: QLPreviewController, transitionImageFor item: any QLPreviewItem,
                                  contentRect: UnsafeMutablePointer<CGRect>) -> UIImage? { nil }
    public func previewController(_ controller: QLPreviewController, transitionViewFor item: any QLPreviewItem) -> UIView? { nil }
    public func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode {
        .disabled
    }
    public func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem) {}
    public func previewController(_ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL) {}
}
