import QuartzCore

/// What the large content viewer shows for an item a person with a large text size presses and holds: its title and
/// image, enlarged in the middle of the screen.
@MainActor @preconcurrency
public protocol UILargeContentViewerItem: AnyObject {
    /// Whether the item shows in the viewer (views that cannot grow with the text size say so).
    var showsLargeContentViewer: Bool { get }
    var largeContentTitle: String? { get }
    var largeContentImage: UIImage? { get }
    /// Whether the image is scaled up to the viewer's size (off for an image already large).
    var scalesLargeContentImage: Bool { get }
    var largeContentImageInsets: UIEdgeInsets { get }
}

/// What app code set of a view's large content: nil where it set nothing.
struct LargeContentFields {
    var shows: Bool?
    var title: String?
    var image: UIImage?
    var scalesImage: Bool?
    var imageInsets: UIEdgeInsets?
}

extension UIView: UILargeContentViewerItem {
    /// Changes what app code set of the view's large content.
    func updateLargeContent(_ change: (inout LargeContentFields) -> Void) {
        var fields = largeContentFields ?? LargeContentFields()
        change(&fields)
        largeContentFields = fields
    }
}
