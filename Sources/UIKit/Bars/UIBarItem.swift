import QuartzCore

/// What a bar shows for an item: a title or an image, enabled or not. Changes reach the bar showing it.
@MainActor @preconcurrency
open class UIBarItem {
    open var isEnabled = true { didSet { itemDidChange() } }
    open var title: String? {
        didSet {
            followsControllerTitle = false
            itemDidChange()
        }
    }
    open var image: UIImage? { didSet { itemDidChange() } }
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var tag = 0

    /// Whether the title is the owning controller's `title`, following it until set on its own.
    var followsControllerTitle = false
    /// The bars showing the item, told of its changes.
    var observers: [ObjectIdentifier: () -> Void] = [:]

    public required init() {}

    /// Items come from code here, never from storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    func itemDidChange() {
        for observer in observers.values { observer() }
    }
}
