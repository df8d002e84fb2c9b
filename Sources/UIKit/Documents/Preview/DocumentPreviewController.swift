import Foundation

/// Shows a list of files one at a time, as Quick Look does: the current file fills the view, a swipe or the left
/// and right arrow keys page to the neighbours, and the title is the file's. QuickLook's `QLPreviewController` and
/// `UIDocumentInteractionController`'s preview show their items through it.
@_spi(QuickLook) @MainActor
public final class DocumentPreviewController: UIViewController {
    /// One previewed item: its file and the title to show instead of the file's name.
    public struct Item {
        public var url: URL?
        public var title: String?

        public init(url: URL?, title: String?) {
            self.url = url
            self.title = title
        }
    }

    /// How many items there are.
    public var itemCount: () -> Int = { 0 }
    /// The item at an index.
    public var item: (Int) -> Item = { _ in Item(url: nil, title: nil) }
    /// Hears the index of each item that comes to show.
    public var indexChanged: ((Int) -> Void)?
    /// Closes the preview; when set, the navigation bar shows Done at its leading end, which calls it.
    public var done: (() -> Void)? {
        didSet { navigationItem.leftBarButtonItem = done == nil ? nil : doneButton }
    }
    /// The index of the item showing.
    public private(set) var currentIndex = 0
    /// The item showing, once the view is loaded.
    public private(set) var itemView: UIView?
    /// How many items there were when last asked.
    public private(set) var count = 0
    private lazy var doneButton = UIBarButtonItem(barButtonSystemItem: .done, primaryAction: UIAction { [weak self] _ in self?.done?() })

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let next = UISwipeGestureRecognizer { [weak self] _ in self?.page(by: 1) }
        next.direction = .left
        let previous = UISwipeGestureRecognizer { [weak self] _ in self?.page(by: -1) }
        previous.direction = .right
        view.addGestureRecognizer(next)
        view.addGestureRecognizer(previous)
        reloadData()
    }

    /// Asks for the items again and shows the one at the current index (the last when fewer remain).
    public func reloadData() {
        count = max(0, itemCount())
        guard isViewLoaded else { return }
        show(min(currentIndex, max(0, count - 1)))
    }

    /// Shows the item at `index` (clamped to the items there are).
    public func setCurrentIndex(_ index: Int) {
        guard isViewLoaded else {
            currentIndex = max(0, index)
            return
        }
        show(min(max(0, index), max(0, count - 1)))
    }

    /// Reads the current item's file again.
    public func refreshCurrentItem() {
        guard isViewLoaded else { return }
        show(currentIndex)
    }

    /// Shows the neighbour `step` items away, if there is one.
    public func page(by step: Int) {
        let target = currentIndex + step
        guard isViewLoaded, target >= 0, target < count else { return }
        show(target, slidingFrom: step > 0 ? 1 : -1)
    }

    /// Shows the item at `index`; a page turn (`direction` 1 from the right, -1 from the left) slides it in over
    /// 0.3 s as the item showing slides out.
    private func show(_ index: Int, slidingFrom direction: CGFloat = 0) {
        currentIndex = index
        let outgoing = itemView
        let shown = count > 0 ? item(index) : Item(url: nil, title: nil)
        let itemView = DocumentPreviewItemView(url: shown.url)
        itemView.frame = view.bounds.offsetBy(dx: direction * view.bounds.width, dy: 0)
        itemView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(itemView)
        self.itemView = itemView
        if direction == 0 {
            outgoing?.removeFromSuperview()
        } else {
            let width = view.bounds.width
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
                itemView.frame.origin.x = 0
                outgoing?.frame.origin.x = -direction * width
            }, completion: { _ in outgoing?.removeFromSuperview() })
        }
        title = shown.title ?? shown.url?.lastPathComponent
        indexChanged?(index)
    }

    // MARK: Keys

    override public var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: "previewPreviousItem:"),
            UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: "previewNextItem:"),
        ]
    }

    override public func performAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action.name {
        case "previewPreviousItem:": page(by: -1)
        case "previewNextItem:": page(by: 1)
        default: return super.performAction(action, withSender: sender)
        }
        return true
    }
}
