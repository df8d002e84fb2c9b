import Foundation

/// What a content-unavailable configuration is updated for: the controller's traits and the text of the search
/// its navigation item holds, with any state of the app's own.
@MainActor @preconcurrency
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// The text of the search controller in the controller's navigation item; nil without one.
    public var searchText: String?
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
            lhs.traitCollection.hasSameTraits(as: rhs.traitCollection) && lhs.searchText == rhs.searchText && lhs.custom == rhs.custom
        }
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        MainActor.assumeIsolated {
            hasher.combine(searchText)
        }
    }
}
