import Foundation

/// A delivered notification: the request and when it was delivered.
open class UNNotification: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var date: Date
    open private(set) var request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
