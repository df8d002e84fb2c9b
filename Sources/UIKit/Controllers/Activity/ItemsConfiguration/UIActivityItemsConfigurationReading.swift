import Foundation
import QuartzCore

/// What an activity items configuration is asked for (`.share`: sharing the items).
public struct UIActivityItemsConfigurationInteraction: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let share = UIActivityItemsConfigurationInteraction(rawValue: "share")
}

/// The kinds of information a configuration gives about its items (a title, a message body…).
public struct UIActivityItemsConfigurationMetadataKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let title = UIActivityItemsConfigurationMetadataKey(rawValue: "title")
    public static let messageBody = UIActivityItemsConfigurationMetadataKey(rawValue: "messageBody")
    public static let linkPresentationMetadata = UIActivityItemsConfigurationMetadataKey(rawValue: "linkPresentationMetadata")
    public static let shareRecipients = UIActivityItemsConfigurationMetadataKey(rawValue: "shareRecipients")
}

/// What a preview of an item is for: the item at full size or a thumbnail.
public struct UIActivityItemsConfigurationPreviewIntent: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let fullSize = UIActivityItemsConfigurationPreviewIntent(rawValue: "fullSize")
    public static let thumbnail = UIActivityItemsConfigurationPreviewIntent(rawValue: "thumbnail")
}

/// What offers items to share: their providers, the interactions it supports, information and previews of the items
/// and the app's own activities for them.
@MainActor @preconcurrency
public protocol UIActivityItemsConfigurationReading: AnyObject {
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }
    func activityItemsConfigurationSupportsInteraction(_ interaction: UIActivityItemsConfigurationInteraction) -> Bool
    func activityItemsConfigurationMetadata(forKey key: UIActivityItemsConfigurationMetadataKey) -> Any?
    func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any?
    func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent, suggestedSize: CGSize) -> NSItemProvider?
    var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { get }
}

extension UIActivityItemsConfigurationReading {
    public func activityItemsConfigurationSupportsInteraction(_ interaction: UIActivityItemsConfigurationInteraction) -> Bool { true }
    public func activityItemsConfigurationMetadata(forKey key: UIActivityItemsConfigurationMetadataKey) -> Any? { nil }
    public func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any? { nil }
    public func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent, suggestedSize: CGSize) -> NSItemProvider? {
        nil
    }
    public var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { nil }
}
