import QuartzCore

/// What one segment of a segmented control holds: a title or an image (an action's image, else its title), the
/// action it runs, and its own width, content offset and enabled state.
@MainActor
struct SegmentContent {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    /// The width set for the segment; 0 lets the control size it.
    var width: CGFloat = 0
    var contentOffset: CGSize = .zero
    var isEnabled = true

    init(title: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.image = image
    }

    /// A segment for `action`, keeping `other`'s width, offset and enabled state: its image if it has one, else its
    /// title.
    init(action: UIAction, keeping other: SegmentContent? = nil) {
        self.action = action
        if let image = action.image { self.image = image } else { title = action.title }
        if let other {
            width = other.width
            contentOffset = other.contentOffset
            isEnabled = other.isEnabled
        }
    }
}
