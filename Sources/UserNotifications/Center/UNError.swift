import Foundation

/// The domain of `UNError`.
public let UNErrorDomain = "UNErrorDomain"

/// The errors of the notification center and its attachments, matched as `catch UNError.notificationsNotAllowed`.
public struct UNError: _BridgedStoredNSError, Hashable {
    public let _nsError: NSError

    public init(_nsError error: NSError) {
        _nsError = error
    }

    public static var errorDomain: String { UNErrorDomain }
    public static var _nsErrorDomain: String { UNErrorDomain }

    public enum Code: Int, _ErrorCodeProtocol, Sendable {
        public typealias _ErrorType = UNError
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400
        case notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500
        case contentProvidingInvalid = 1501
        case badgeInputInvalid = 1600
    }

    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
    public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
    public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
    public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
    public static var attachmentCorrupt: Code { .attachmentCorrupt }
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
    public static var contentProvidingObjectNotAllowed: Code { .contentProvidingObjectNotAllowed }
    public static var contentProvidingInvalid: Code { .contentProvidingInvalid }
    public static var badgeInputInvalid: Code { .badgeInputInvalid }

    /// The error of `code` saying `text` in one line.
    static func failure(_ code: Code, _ text: String) -> UNError {
        UNError(code, userInfo: [NSLocalizedDescriptionKey: text])
    }
}
