import Foundation

/// The app's notification settings as the center grants them: the authorization and each feature's state.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    open private(set) var authorizationStatus: UNAuthorizationStatus
    open private(set) var soundSetting: UNNotificationSetting
    open private(set) var badgeSetting: UNNotificationSetting
    open private(set) var alertSetting: UNNotificationSetting
    open private(set) var notificationCenterSetting: UNNotificationSetting
    open private(set) var lockScreenSetting: UNNotificationSetting
    open private(set) var carPlaySetting: UNNotificationSetting
    open private(set) var alertStyle: UNAlertStyle
    open private(set) var showPreviewsSetting: UNShowPreviewsSetting
    open private(set) var criticalAlertSetting: UNNotificationSetting
    open private(set) var providesAppNotificationSettings: Bool
    open private(set) var announcementSetting: UNNotificationSetting
    open private(set) var timeSensitiveSetting: UNNotificationSetting
    open private(set) var scheduledDeliverySetting: UNNotificationSetting
    open private(set) var directMessagesSetting: UNNotificationSetting

    /// The settings of `status` with `options` granted: what was asked for is on, the rest off, CarPlay unsupported.
    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        let granted = status == .authorized || status == .provisional || status == .ephemeral
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            status == .notDetermined ? .notSupported : granted && options.contains(option) ? .enabled : .disabled
        }
        authorizationStatus = status
        soundSetting = setting(.sound)
        badgeSetting = setting(.badge)
        alertSetting = setting(.alert)
        notificationCenterSetting = status == .notDetermined ? .notSupported : granted ? .enabled : .disabled
        lockScreenSetting = notificationCenterSetting
        carPlaySetting = .notSupported
        alertStyle = alertSetting == .enabled && status != .provisional ? .banner : .none
        showPreviewsSetting = .always
        criticalAlertSetting = setting(.criticalAlert)
        providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
        announcementSetting = .notSupported
        timeSensitiveSetting = notificationCenterSetting
        scheduledDeliverySetting = status == .notDetermined ? .notSupported : .disabled
        directMessagesSetting = .notSupported
        super.init()
    }
}
