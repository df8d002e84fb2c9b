/// A transition from one controller to another: `perform()` shows `destination` from `source`. Storyboards make
/// them for their segues; code makes them directly, as a subclass whose `perform()` presents or pushes.
@MainActor @preconcurrency
open class UIStoryboardSegue {
    /// The name the segue is known by (`prepare(for:sender:)` tells segues apart by it).
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue shows.
    open private(set) var destination: UIViewController
    private var performHandler: (() -> Void)?

    /// A segue from `source` to `destination`; a subclass overrides `perform()` to show the destination.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Shows the destination: runs the perform handler if the segue has one; a subclass overrides it.
    open func perform() {
        performHandler?()
    }
}

/// Where an unwind segue starts: the controller it leaves, the action that names its destination, and the sender.
@MainActor @preconcurrency
open class UIStoryboardUnwindSegueSource {
    /// The controller the unwind starts from.
    open private(set) var source: UIViewController
    /// The action method the destination controller handles the unwind in.
    open private(set) var unwindAction: Selector
    /// The object that triggered the unwind.
    open private(set) var sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
