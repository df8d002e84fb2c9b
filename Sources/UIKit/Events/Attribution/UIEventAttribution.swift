import Foundation

/// Ad-click attribution handed to the browser with a URL opened from an ad (Private Click Measurement): which
/// campaign (`sourceIdentifier`), where the click leads, what was clicked and who paid for it.
///
/// Difference from Apple: kept only; `xdg-open` hands a browser the URL alone, so no attribution report follows, and
/// `reportEndpoint` (the `NSAdvertisingAttributionReportEndpoint` of the app's Info.plist) is nil.
@MainActor @preconcurrency
public final class UIEventAttribution: @preconcurrency NSCopying {
    public let sourceIdentifier: UInt8
    public let destinationURL: URL
    public let sourceDescription: String
    public let purchaser: String
    /// Where the attribution report goes: none on the desktop.
    public var reportEndpoint: URL? { nil }

    public init(sourceIdentifier: UInt8, destinationURL: URL, sourceDescription: String, purchaser: String) {
        self.sourceIdentifier = sourceIdentifier
        self.destinationURL = destinationURL
        self.sourceDescription = sourceDescription
        self.purchaser = purchaser
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The view an app puts over its ad so that a tap there counts as the person's own for attribution.
///
/// Difference from Apple: an ordinary transparent view; no tap is recorded, as no attribution is reported.
@MainActor @preconcurrency
open class UIEventAttributionView: UIView {}

extension UIApplication.OpenExternalURLOptionsKey {
    /// The `UIEventAttribution` of the tap that opens the URL.
    public static let eventAttribution = UIApplication.OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
}
