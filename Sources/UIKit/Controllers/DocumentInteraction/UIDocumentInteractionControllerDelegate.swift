import Foundation

/// Hears a document interaction controller's preview and menus, and gives the controller the preview is shown from.
@MainActor @preconcurrency
public protocol UIDocumentInteractionControllerDelegate: AnyObject {
    /// The controller the preview is presented from (or pushed onto, when it is a navigation controller); without
    /// one there is no preview.
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController
    /// The rectangle the preview zooms from.
    func documentInteractionControllerRectForPreview(_ controller: UIDocumentInteractionController) -> CGRect
    /// The view the preview zooms from.
    func documentInteractionControllerViewForPreview(_ controller: UIDocumentInteractionController) -> UIView?
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController)
    func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController)
    /// The document is about to be handed to `application` (the desktop's handler, `xdg-open`, here).
    func documentInteractionController(_ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?)
    /// The document was handed to `application`.
    func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?)
}

/// The optional members' defaults: no preview controller (so no preview), and nothing heard.
extension UIDocumentInteractionControllerDelegate {
    public func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        controller.missingPreviewController
    }
    public func documentInteractionControllerRectForPreview(_ controller: UIDocumentInteractionController) -> CGRect { .zero }
    public func documentInteractionControllerViewForPreview(_ controller: UIDocumentInteractionController) -> UIView? { nil }
    public func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController) {}
    public func documentInteractionController(_ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?) {}
    public func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?) {}
}
