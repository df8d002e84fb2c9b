import QuartzCore

/// What a container of content (a view controller, a presentation controller) hears from the one that holds it:
/// size changes with their coordinator, and its children's preferred sizes.
@MainActor @preconcurrency
public protocol UIContentContainer: AnyObject {
    /// The size the container's content would like.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size a child gets inside this container when the container is `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to become `size` (a window resize), with the coordinator of the change.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to become `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
