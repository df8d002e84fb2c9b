import Foundation
import QuartzCore

/// What a bar shows for an item: a title or an image, enabled or not. Changes reach the bar showing it.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
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
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    open var tag = 0

    /// Whether the title is the owning controller's `title`, following it until set on its own.
    var followsControllerTitle = false
    /// The bars showing the item, told of its changes.
    var observers: [ObjectIdentifier: () -> Void] = [:]
    /// The title's text attributes by control state (`.normal`, `.highlighted`, `.disabled`, `.selected`).
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The appearance properties the app set on the item itself, or the rule the item records into as a proxy.
    var appearanceMarks: AppearanceMarks?

    override public init() {}

    /// An item with the default values.
    ///
    /// Difference from Apple: the archive is not read (items come from code here); the item has the default values.
    public required init?(coder: NSCoder) {}

    /// Sets the attributes (font, foreground colour…) of the title in `state`; nil removes them.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        appearanceDidInvoke(AppearanceMethodKey(name: "setTitleTextAttributes", argument: state.rawValue)) { item in
            (item as? UIBarItem)?.setTitleTextAttributes(attributes, for: state)
        }
        itemDidChange()
    }

    /// The attributes of the title in `state`, as set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    func itemDidChange() {
        for observer in observers.values { observer() }
    }

    /// A coder holding an empty archive: how a class method returning `Self` makes an item through the one
    /// initializer every subclass has.
    static func emptyArchive() -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else { return NSCoder() }
        unarchiver.requiresSecureCoding = false
        return unarchiver
    }
}
