import Foundation
@_spi(QuickLook) import UIKit

/// Quick Look's preview of a list of files: images drawn, text shown, other files (PDFs too) as their icon with
/// name, kind and size; a swipe or the arrow keys page between them. Presented, it shows itself in a navigation
/// controller with Done, as on iOS; pushed onto a navigation controller, it uses that one's bar.
@MainActor @preconcurrency
open class QLPreviewController: UIViewController {
    /// Hands the controller its items.
    open weak var dataSource: (any QLPreviewControllerDataSource)?
    /// Hears the dismissal.
    open weak var delegate: (any QLPreviewControllerDelegate)?
    /// The pages and their paging.
    let pager = DocumentPreviewController()
    /// The navigation controller the pages show in while presented (none while pushed onto another).
    private var ownNavigation: UINavigationController?

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .fullScreen
        pager.itemCount = { [unowned self] in dataSource?.numberOfPreviewItems(in: self) ?? 0 }
        pager.item = { [unowned self] index in
            let item = dataSource?.previewController(self, previewItemAt: index)
            return DocumentPreviewController.Item(url: item?.previewItemURL, title: item?.previewItemTitle)
        }
        pager.indexChanged = { [unowned self] _ in title = pager.title }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the controller can show `item`: any file.
    open class func canPreview(_ item: any QLPreviewItem) -> Bool {
        item.previewItemURL?.isFileURL ?? false
    }

    /// The index of the item showing (`NSNotFound` when there is none); setting it shows that item.
    open var currentPreviewItemIndex: Int {
        get { pager.isViewLoaded && pager.count == 0 ? NSNotFound : pager.currentIndex }
        set { pager.setCurrentIndex(newValue) }
    }

    /// The item showing.
    open var currentPreviewItem: (any QLPreviewItem)? {
        let index = currentPreviewItemIndex
        guard let dataSource, index != NSNotFound, dataSource.numberOfPreviewItems(in: self) > index else { return nil }
        return dataSource.previewController(self, previewItemAt: index)
    }

    /// Asks the data source for the items again.
    open func reloadData() {
        pager.reloadData()
    }

    /// Reads the current item's file again.
    open func refreshCurrentPreviewItem() {
        pager.refreshCurrentItem()
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override open func viewWillAppear(_ animated: Bool) {
        embedPages()
        super.viewWillAppear(animated)
    }

    /// The pages' arrow keys, since the keys reach this controller first.
    override open var keyCommands: [UIKeyCommand]? { pager.keyCommands }

    override open func performAction(_ action: Selector, withSender sender: Any?) -> Bool {
        pager.performAction(action, withSender: sender) || super.performAction(action, withSender: sender)
    }

    /// Puts the pages in the controller's view: in a navigation controller of its own with Done when it is not in
    /// one already.
    private func embedPages() {
        let pushed = navigationController != nil
        guard pager.parent == nil || pushed != (pager.parent === self) else { return }
        (ownNavigation ?? pager).willMove(toParent: nil)
        (ownNavigation ?? pager).view.removeFromSuperview()
        (ownNavigation ?? pager).removeFromParent()
        ownNavigation = nil
        let content: UIViewController
        if pushed {
            pager.done = nil
            content = pager
        } else {
            pager.done = { [unowned self] in dismissPreview() }
            let navigation = UINavigationController(rootViewController: pager)
            ownNavigation = navigation
            content = navigation
        }
        addChild(content)
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
        title = pager.title
    }

    /// Done: the delegate hears the dismissal before and after.
    private func dismissPreview() {
        delegate?.previewControllerWillDismiss(self)
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            delegate?.previewControllerDidDismiss(self)
        }
    }
}
