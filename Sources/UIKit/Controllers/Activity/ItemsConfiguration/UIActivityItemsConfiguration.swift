import Foundation
import QuartzCore

/// Items to share, as item providers (or the objects they were made from), with closures giving information and
/// previews of them and the app's own activities: what a share sheet (`UIActivityViewController(activityItemsConfiguration:)`)
/// or a responder's `activityItemsConfiguration` offers.
@MainActor @preconcurrency
open class UIActivityItemsConfiguration: UIActivityItemsConfigurationReading {
    /// An object of the app's own kept with the configuration.
    open var localObject: Any?
    /// What the configuration may be used for.
    open var supportedInteractions: [UIActivityItemsConfigurationInteraction] = [.share]
    /// Information about the items as a whole.
    open var metadataProvider: ((UIActivityItemsConfigurationMetadataKey) -> Any?)?
    /// Information about one item.
    open var perItemMetadataProvider: ((Int, UIActivityItemsConfigurationMetadataKey) -> Any?)?
    /// A preview of one item.
    open var previewProvider: ((Int, UIActivityItemsConfigurationPreviewIntent, CGSize) -> NSItemProvider?)?
    /// The app's own activities for the items.
    open var applicationActivitiesProvider: (() -> [UIActivity])?

    private let itemProviders: [NSItemProvider]
    /// The objects the providers were made from (`init(objects:)`), which a share sheet offers as they are.
    let objects: [NSItemProviderWriting]?

    public init(itemProviders: [NSItemProvider]) {
        self.itemProviders = itemProviders
        objects = nil
    }

    public init(objects: [NSItemProviderWriting]) {
        itemProviders = objects.map { NSItemProvider(object: $0) }
        self.objects = objects
    }

    public var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { itemProviders }

    public func activityItemsConfigurationSupportsInteraction(_ interaction: UIActivityItemsConfigurationInteraction) -> Bool {
        supportedInteractions.contains(interaction)
    }

    public func activityItemsConfigurationMetadata(forKey key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        metadataProvider?(key)
    }

    public func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        perItemMetadataProvider?(index, key)
    }

    public func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent, suggestedSize: CGSize) -> NSItemProvider? {
        previewProvider?(index, intent, suggestedSize)
    }

    public var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { applicationActivitiesProvider?() }

    /// The items a share sheet offers: the objects as Swift values (a string, a URL, an image), else the providers.
    var shareItems: [Any] {
        guard let objects else { return itemProviders }
        return objects.map { object -> Any in
            switch object {
            case let string as NSString: return string as String
            case let url as NSURL: return url as URL
            default: return object
            }
        }
    }
}

extension UIActivityViewController {
    /// A share sheet for the items of `activityItemsConfiguration`, with its activities.
    public convenience init(activityItemsConfiguration: UIActivityItemsConfigurationReading) {
        let items = (activityItemsConfiguration as? UIActivityItemsConfiguration)?.shareItems ?? activityItemsConfiguration.itemProvidersForActivityItemsConfiguration
        self.init(activityItems: items, applicationActivities: activityItemsConfiguration.applicationActivitiesForActivityItemsConfiguration)
    }
}
