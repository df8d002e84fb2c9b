import Foundation

/// A branch of the interface that takes part in focus: it says where focus should go inside it, may refuse a move
/// and hears of each one. Views, view controllers and windows are environments.
@MainActor @preconcurrency
public protocol UIFocusEnvironment: AnyObject {
    /// Where focus goes inside this environment, most preferred first.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment containing this one, or nil at the top.
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The container of the items inside this environment.
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// Asks for focus to be worked out again from this environment's preferences.
    func setNeedsFocusUpdate()
    /// Runs an update asked for by `setNeedsFocusUpdate()` now.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes; any environment on the way can refuse.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Told once focus has moved, with the coordinator for animations that go with the move.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// The group this environment's items belong to (Tab moves between groups, arrows within one).
    var focusGroupIdentifier: String? { get }
}

extension UIFocusEnvironment {
    public var focusGroupIdentifier: String? { nil }
}

/// An object that can be focused.
@MainActor @preconcurrency
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can be focused now.
    var canBecomeFocused: Bool { get }
    /// The item's frame in its `parentFocusEnvironment`'s focus item container's coordinate space.
    var frame: CGRect { get }
    /// Whether the item is focused now.
    var isFocused: Bool { get }
    /// How focus is shown on the item; nil shows the system's halo.
    var focusEffect: UIFocusEffect? { get }
    /// The item's claim to be focused when Tab enters its group.
    var focusGroupPriority: UIFocusGroupPriority { get }
    /// Whether the item waits for the user before showing focus.
    var focusItemDeferralMode: UIFocusItemDeferralMode { get }
    /// Whether the item lets focus look at the items behind it.
    var isTransparentFocusItem: Bool { get }
}

extension UIFocusItem {
    public var isFocused: Bool { UIFocusSystem.focusSystem(for: self)?.focusedItem === self }
    public var focusEffect: UIFocusEffect? { nil }
    public var focusGroupPriority: UIFocusGroupPriority { .ignored }
    public var focusItemDeferralMode: UIFocusItemDeferralMode { .automatic }
    public var isTransparentFocusItem: Bool { false }
}

/// The container of an environment's focus items, in a coordinate space of its own.
@MainActor @preconcurrency
public protocol UIFocusItemContainer: AnyObject {
    /// The space the items' frames are in.
    var coordinateSpace: any UICoordinateSpace { get }
    /// The items whose frames meet `rect` (in `coordinateSpace`).
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}

/// A container whose items scroll: focus scrolls it to show the item it moves to.
@MainActor @preconcurrency
public protocol UIFocusItemScrollableContainer: UIFocusItemContainer {
    var contentOffset: CGPoint { get set }
    var contentSize: CGSize { get }
    var visibleSize: CGSize { get }
}
