import Foundation

/// The domain of the errors a print job ends with.
public let UIPrintErrorDomain = "UIPrintErrorDomain"

/// Why a print job failed.
public struct UIPrintError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        /// No printing system is there (no CUPS `lp` on the desktop).
        case notAvailable = 1
        /// Nothing was given to print.
        case noContent
        /// An image given to print could not be read.
        case unknownImageFormat
        /// The printing system refused the job.
        case jobFailed
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { UIPrintErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var notAvailable: Code { .notAvailable }
    public static var noContent: Code { .noContent }
    public static var unknownImageFormat: Code { .unknownImageFormat }
    public static var jobFailed: Code { .jobFailed }
}
