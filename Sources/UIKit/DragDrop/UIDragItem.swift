import Foundation

/// One dragged thing: the provider of its data, an object for drops inside the app, and how its preview looks.
@MainActor @preconcurrency
open class UIDragItem {
    public let itemProvider: NSItemProvider
    /// The dragged object itself, for a drop in the same app.
    open var localObject: Any?
    /// Makes the preview shown while the item is dragged (nil: the lifted view's look).
    open var previewProvider: (() -> UIDragPreview?)?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}
