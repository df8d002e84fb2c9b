import Foundation
import UniformTypeIdentifiers

/// Shows a file the app has: a Quick Look preview from the controller the delegate gives, a menu of what can be
/// done with it (Quick Look, Copy, open in another app) and an "Open In" menu that hands it to another app.
///
/// Difference from Apple: "Open In" hands the file to the desktop's default application for its type (`xdg-open`)
/// rather than listing apps; the application the delegate hears is "xdg-open".
@MainActor @preconcurrency
open class UIDocumentInteractionController: NSObject {
    /// Hears the preview and menus, and gives the controller the preview is shown from.
    open weak var delegate: (any UIDocumentInteractionControllerDelegate)?
    /// The document's file.
    open var url: URL?
    /// What the app passes along with the document to the app that opens it.
    open var annotation: Any?
    private var givenUTI: String?
    private var givenName: String?
    /// The preview showing, and whether it was pushed rather than presented.
    private var preview: (pages: DocumentPreviewController, pushed: Bool)?
    /// What the delegate's default answer for the preview controller is: no controller.
    lazy var missingPreviewController = UIViewController()

    override public init() {
        super.init()
    }

    /// A controller for the file at `url`.
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    /// The document's type identifier: from its file name's extension unless set.
    open var uti: String? {
        get { givenUTI ?? url.flatMap { UTType(filenameExtension: $0.pathExtension)?.identifier } }
        set { givenUTI = newValue }
    }

    /// The document's name: its file's name unless set.
    open var name: String? {
        get { givenName ?? url?.lastPathComponent }
        set { givenName = newValue }
    }

    /// The document's icons, smallest first.
    open var icons: [UIImage] {
        [16, 32, 64].compactMap { size in
            UIImage(systemName: "doc", withConfiguration: UIImage.SymbolConfiguration(pointSize: CGFloat(size)))
        }
    }

    /// The gestures that preview the document (tap) and show its options (long press) on a view: none here, as
    /// apps add their own.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    // MARK: Preview

    /// Previews the document from the controller the delegate gives: pushed onto it when it is a navigation
    /// controller, else presented in a navigation controller with Done. False without a file or a controller.
    @discardableResult
    open func presentPreview(animated: Bool) -> Bool {
        guard let url, let delegate else { return false }
        let host = delegate.documentInteractionControllerViewControllerForPreview(self)
        guard host !== missingPreviewController else { return false }
        let pages = DocumentPreviewController()
        pages.itemCount = { 1 }
        pages.item = { [weak self] _ in DocumentPreviewController.Item(url: url, title: self?.name) }
        delegate.documentInteractionControllerWillBeginPreview(self)
        if let navigation = host as? UINavigationController {
            preview = (pages, true)
            navigation.pushViewController(pages, animated: animated)
        } else {
            preview = (pages, false)
            pages.done = { [weak self] in self?.dismissPreview(animated: true) }
            let navigation = UINavigationController(rootViewController: pages)
            navigation.modalPresentationStyle = .fullScreen
            host.present(navigation, animated: animated)
        }
        return true
    }

    /// Closes the preview, and the delegate hears it ended.
    open func dismissPreview(animated: Bool) {
        guard let (pages, pushed) = preview else { return }
        preview = nil
        let ended = { [weak self] in
            guard let self else { return }
            delegate?.documentInteractionControllerDidEndPreview(self)
        }
        if pushed {
            _ = pages.navigationController?.popViewController(animated: animated)
            ended()
        } else if let shown = pages.navigationController, shown.presentingViewController != nil {
            shown.dismiss(animated: animated, completion: ended)
        } else {
            ended()
        }
    }

    // MARK: Menus

    /// Shows what can be done with the document (Quick Look, Copy, Open in the default app) from `rect` in `view`.
    @discardableResult
    open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool {
        presentMenu(openInOnly: false, from: view, rect: rect, item: nil, animated: animated)
    }

    /// Shows what can be done with the document from a bar button item.
    @discardableResult
    open func presentOptionsMenu(from item: UIBarButtonItem, animated: Bool) -> Bool {
        presentMenu(openInOnly: false, from: nil, rect: .zero, item: item, animated: animated)
    }

    /// Shows the apps that can open the document (the desktop's default one) from `rect` in `view`.
    @discardableResult
    open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool {
        presentMenu(openInOnly: true, from: view, rect: rect, item: nil, animated: animated)
    }

    /// Shows the apps that can open the document from a bar button item.
    @discardableResult
    open func presentOpenInMenu(from item: UIBarButtonItem, animated: Bool) -> Bool {
        presentMenu(openInOnly: true, from: nil, rect: .zero, item: item, animated: animated)
    }

    /// Closes the menu showing, and the delegate hears it closed.
    open func dismissMenu(animated: Bool) {
        guard let (sheet, openInOnly) = menu, sheet.presentingViewController != nil else { return }
        menu = nil
        sheet.dismiss(animated: animated)
        menuDismissed(openInOnly: openInOnly)
    }

    /// The menu showing, and whether it is the Open In menu.
    private var menu: (sheet: UIActivityViewController, openInOnly: Bool)?

    private func menuDismissed(openInOnly: Bool) {
        if openInOnly {
            delegate?.documentInteractionControllerDidDismissOpenInMenu(self)
        } else {
            delegate?.documentInteractionControllerDidDismissOptionsMenu(self)
        }
    }

    private func presentMenu(openInOnly: Bool, from view: UIView?, rect: CGRect, item: UIBarButtonItem?, animated: Bool) -> Bool {
        guard let url, let host = view.flatMap(Self.controller(of:)) ?? UIApplication.shared.keyWindow?.rootViewController else {
            return false
        }
        var activities = [DocumentActionActivity(title: "Open in Default App", type: .openInDefaultApp) { [weak self] in self?.openInDefaultApp(url) }]
        if !openInOnly {
            activities.insert(DocumentActionActivity(title: "Quick Look", type: .quickLook) { [weak self] in
                self?.presentPreview(animated: true)
            }, at: 0)
        }
        let sheet = UIActivityViewController(activityItems: [url], applicationActivities: activities)
        if openInOnly { sheet.excludedActivityTypes = [.copyToPasteboard] }
        sheet.popoverPresentationController?.sourceView = view
        sheet.popoverPresentationController?.sourceRect = rect
        sheet.popoverPresentationController?.barButtonItem = item
        sheet.completionWithItemsHandler = { [weak self] _, _, _, _ in
            guard let self, menu?.sheet === sheet else { return }
            menu = nil
            menuDismissed(openInOnly: openInOnly)
        }
        if openInOnly {
            delegate?.documentInteractionControllerWillPresentOpenInMenu(self)
        } else {
            delegate?.documentInteractionControllerWillPresentOptionsMenu(self)
        }
        menu = (sheet, openInOnly)
        host.present(sheet, animated: animated)
        return true
    }

    /// Hands the document to the desktop's default application for its type.
    private func openInDefaultApp(_ url: URL) {
        let application = "xdg-open"
        delegate?.documentInteractionController(self, willBeginSendingToApplication: application)
        UIApplication.shared.open(url, options: [:]) { [weak self] _ in
            guard let self else { return }
            delegate?.documentInteractionController(self, didEndSendingToApplication: application)
        }
    }

    /// The controller whose view holds `view`.
    private static func controller(of view: UIView) -> UIViewController? {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
