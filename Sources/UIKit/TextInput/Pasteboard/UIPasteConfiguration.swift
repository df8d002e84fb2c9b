import Foundation

/// The type identifiers a responder accepts from a paste (a paste control's tap, a drop): what `UIPasteControl`
/// checks the pasteboard against before it offers to paste into its target.
@MainActor @preconcurrency
open class UIPasteConfiguration: @preconcurrency NSCopying {
    /// The accepted types, as uniform type identifiers (`public.plain-text`, `public.image`).
    open var acceptableTypeIdentifiers: [String]

    /// A configuration accepting nothing yet.
    public init() {
        acceptableTypeIdentifiers = []
    }

    public init(acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
    }

    /// A configuration accepting the types `aClass` reads (`NSString`, `UIImage`).
    public convenience init(forAccepting aClass: any NSItemProviderReading.Type) {
        self.init(acceptableTypeIdentifiers: aClass.readableTypeIdentifiersForItemProvider)
    }

    /// A configuration accepting the types a bridged value reads (`String`, `URL`).
    public convenience init<T: ItemProviderBridgedValue>(forAccepting _: T.Type) {
        self.init(acceptableTypeIdentifiers: T.readableTypeIdentifiersForItemProvider)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers += acceptableTypeIdentifiers
    }

    open func addTypeIdentifiers(forAccepting aClass: any NSItemProviderReading.Type) {
        acceptableTypeIdentifiers += aClass.readableTypeIdentifiersForItemProvider
    }

    public func addTypeIdentifiers<T: ItemProviderBridgedValue>(forAccepting _: T.Type) {
        acceptableTypeIdentifiers += T.readableTypeIdentifiersForItemProvider
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UIPasteConfiguration(acceptableTypeIdentifiers: acceptableTypeIdentifiers)
    }

    /// Whether one of `itemProviders` carries an accepted type (or a type conforming to one).
    func accepts(_ itemProviders: [NSItemProvider]) -> Bool {
        itemProviders.contains { provider in acceptableTypeIdentifiers.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }
}

/// An object that takes pastes from a paste control: its configuration says what it accepts, `canPaste(_:)` may
/// refuse what is offered, `paste(itemProviders:)` takes it. Every responder adopts it (`UIResponder`'s members); the
/// two methods are optional, as in UIKit.
@MainActor @preconcurrency
public protocol UIPasteConfigurationSupporting: AnyObject {
    var pasteConfiguration: UIPasteConfiguration? { get set }
    func paste(itemProviders: [NSItemProvider])
    func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
}

extension UIPasteConfigurationSupporting {
    public func paste(itemProviders: [NSItemProvider]) {}
    public func canPaste(_ itemProviders: [NSItemProvider]) -> Bool { true }
}

extension UIResponder: UIPasteConfigurationSupporting {}
