import Foundation

/// An item of an activity view controller given late: a placeholder of the right type while the sheet decides which
/// activities fit, the real item once one is chosen.
@MainActor @preconcurrency
public protocol UIActivityItemSource: AnyObject {
    /// An object of the item's type (a string for text, a URL for a link), used to choose the activities.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for the chosen activity, or nil to give it nothing.
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    func activityViewController(_ activityViewController: UIActivityViewController, thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    public func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    public func activityViewController(_ activityViewController: UIActivityViewController, thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                       suggestedSize size: CGSize) -> UIImage? { nil }
}

/// An item source made as an operation: the sheet asks for `item` once an activity is chosen, with `activityType`
/// set; subclasses override `item` to make it then.
///
/// Difference from Apple: `item` is read on the main thread when the activity is chosen, not on an operation queue.
@MainActor @preconcurrency
open class UIActivityItemProvider: Operation, UIActivityItemSource, @unchecked Sendable {
    /// What the sheet decides with until the item is made.
    public let placeholderItem: Any?
    /// The chosen activity, while `item` is asked for.
    public private(set) var activityType: UIActivity.ActivityType?

    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The item to hand over (the placeholder unless overridden).
    open var item: Any { placeholderItem as Any }

    open func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem as Any
    }

    open func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        self.activityType = activityType
        defer { self.activityType = nil }
        return item
    }
}
