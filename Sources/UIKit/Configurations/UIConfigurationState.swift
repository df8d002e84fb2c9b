import Foundation

/// A key an app defines for state of its own in a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a view's configurations are updated for: its traits and any state of the app's own.
@MainActor @preconcurrency
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state: traits, and whether it is selected, highlighted, disabled, focused or pinned.
@MainActor @preconcurrency
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated {
            lhs.traitCollection.hasSameTraits(as: rhs.traitCollection) && lhs.isDisabled == rhs.isDisabled && lhs.isHighlighted == rhs.isHighlighted
                && lhs.isSelected == rhs.isSelected && lhs.isFocused == rhs.isFocused && lhs.isPinned == rhs.isPinned && lhs.custom == rhs.custom
        }
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        MainActor.assumeIsolated {
            hasher.combine(isDisabled)
            hasher.combine(isHighlighted)
            hasher.combine(isSelected)
            hasher.combine(isFocused)
        }
    }
}

/// A cell's state: a view's, plus editing, expansion, swiping, reordering and drag and drop.
@MainActor @preconcurrency
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public enum DragState: Int, Sendable {
        case none, lifting, dragging
    }

    public enum DropState: Int, Sendable {
        case none, notTargeted, targeted
    }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated {
            lhs.traitCollection.hasSameTraits(as: rhs.traitCollection) && lhs.isDisabled == rhs.isDisabled && lhs.isHighlighted == rhs.isHighlighted
                && lhs.isSelected == rhs.isSelected && lhs.isFocused == rhs.isFocused && lhs.isPinned == rhs.isPinned
                && lhs.isEditing == rhs.isEditing && lhs.isExpanded == rhs.isExpanded && lhs.isSwiped == rhs.isSwiped
                && lhs.isReordering == rhs.isReordering && lhs.cellDragState == rhs.cellDragState
                && lhs.cellDropState == rhs.cellDropState && lhs.custom == rhs.custom
        }
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        MainActor.assumeIsolated {
            hasher.combine(isSelected)
            hasher.combine(isHighlighted)
            hasher.combine(isEditing)
            hasher.combine(isExpanded)
        }
    }
}

/// The content of a view described as a value: the view it makes, and the value it becomes in a state.
@MainActor @preconcurrency
public protocol UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
///
/// Difference from Apple: refines `AnyObject` (Apple's refines `NSObjectProtocol`), so a Swift class that is no `NSObject` may conform.
@MainActor @preconcurrency
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

extension UITraitCollection {
    /// Whether the two collections hold the same traits.
    func hasSameTraits(as other: UITraitCollection) -> Bool {
        self === other || (containsTraits(in: other) && other.containsTraits(in: self))
    }
}
