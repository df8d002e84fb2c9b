import Foundation

/// A printer, named by its URL (`ipp://host/printers/NAME`; the last part is its CUPS name).
@MainActor @preconcurrency
open class UIPrinter {
    /// The kinds of job a printer takes.
    public struct JobTypes: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let unknown = JobTypes([])
        public static let document = JobTypes(rawValue: 1 << 0)
        public static let envelope = JobTypes(rawValue: 1 << 1)
        public static let label = JobTypes(rawValue: 1 << 2)
        public static let photo = JobTypes(rawValue: 1 << 3)
        public static let receipt = JobTypes(rawValue: 1 << 4)
        public static let roll = JobTypes(rawValue: 1 << 5)
        public static let largeFormat = JobTypes(rawValue: 1 << 6)
        public static let postcard = JobTypes(rawValue: 1 << 7)
    }

    open private(set) var url: URL
    /// The printer's name: the last part of its URL.
    open var displayName: String { url.lastPathComponent.isEmpty ? url.absoluteString : url.lastPathComponent }
    open var displayLocation: String? { nil }
    open var makeAndModel: String? { nil }
    /// What the printer takes.
    ///
    /// Difference from Apple: CUPS is not asked: documents, colour, one-sided.
    open var supportedJobTypes: JobTypes { .document }
    open var supportsColor: Bool { true }
    open var supportsDuplex: Bool { false }

    public init(url: URL) {
        self.url = url
    }

    /// Asks CUPS (`lpstat -p`) whether the printer is there; false without CUPS.
    open func contactPrinter(_ completionHandler: ((Bool) -> Void)? = nil) {
        let name = displayName
        guard let lpstat = PrintSpooler.program("lpstat") else {
            completionHandler?(false)
            return
        }
        nonisolated(unsafe) let handler = completionHandler
        DispatchQueue.global().async {
            let found = ChildProcess.output(of: lpstat, ["-p", name])?.status == 0
            DispatchQueue.main.async { handler?(found) }
        }
    }
}
