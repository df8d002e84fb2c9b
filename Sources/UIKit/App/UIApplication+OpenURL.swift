import Foundation

/// Opening URLs with the desktop's handler (`xdg-open`), as a link clicked in a text view does.
extension UIApplication {
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether the desktop has a handler for URLs (`xdg-open` is installed).
    public func canOpenURL(_ url: URL) -> Bool {
        UIApplication.urlOpener != nil && url.scheme != nil && url.scheme != "app-settings"
    }

    /// Hands `url` to the desktop's handler; `completion` learns whether it started.
    ///
    /// Difference from Apple: opens through `xdg-open`; `options` are ignored.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        if url.scheme == "app-settings" {
            Diagnostics.report("cannot open \(url.absoluteString): the desktop has no Settings app")
            completion?(false)
            return
        }
        guard let opener = UIApplication.urlOpener, url.scheme != nil else {
            Diagnostics.report("no handler to open \(url.absoluteString) (xdg-open is not installed)")
            completion?(false)
            return
        }
        if ChildProcess.launch(opener, [url.absoluteString]) {
            completion?(true)
        } else {
            Diagnostics.report("could not open \(url.absoluteString): \(opener) did not start")
            completion?(false)
        }
    }

    /// `xdg-open`'s path, if installed.
    static var urlOpener: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/xdg-open" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
