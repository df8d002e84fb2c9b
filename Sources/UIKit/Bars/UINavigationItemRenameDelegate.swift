import Foundation

/// Decides whether a navigation item's title may be renamed in place and takes the new title; all but the last
/// member are optional.
@MainActor @preconcurrency
public protocol UINavigationItemRenameDelegate: AnyObject {
    /// The rename ended with `title`, already set on the item.
    func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String)
    /// Whether Rename shows in the title menu and renaming may begin.
    func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool
    /// The text the rename field starts with and the part of it selected.
    func navigationItem(_ navigationItem: UINavigationItem, willBeginRenamingWith suggestedTitle: String,
                        selectedRange: Range<String.Index>) -> (String, Range<String.Index>)
    /// Whether `title` may end the rename (false keeps the field editing).
    func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool
}

extension UINavigationItemRenameDelegate {
    public func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool { true }
    public func navigationItem(_ navigationItem: UINavigationItem, willBeginRenamingWith suggestedTitle: String,
                               selectedRange: Range<String.Index>) -> (String, Range<String.Index>) {
        (suggestedTitle, selectedRange)
    }
    public func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool { true }
}

/// The document a navigation item's title stands for (iOS 16): its URL, and how it is dragged and shared from the
/// title menu's header.
///
/// Difference from Apple: made from a URL only (LinkPresentation's `LPLinkMetadata` does not exist here); the title
/// menu shows no header.
@MainActor @preconcurrency
open class UIDocumentProperties {
    /// The document's location.
    public let url: URL
    /// The drag items a drag from the header carries.
    open var dragItemsProvider: ((any UIDragSession) -> [UIDragItem])?
    /// The share sheet the header's share button shows.
    open var activityViewControllerProvider: (() -> UIActivityViewController)?
    /// Whether the header shows the document's icon rather than a thumbnail.
    open var wantsIconRepresentation = false

    public init(url: URL) {
        self.url = url
    }
}
