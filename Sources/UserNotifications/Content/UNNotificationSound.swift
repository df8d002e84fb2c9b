import Foundation

/// The name of a sound file in the app's bundle (or its Library/Sounds folder on iOS).
public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// The sound a notification plays: the system's, a critical one that ignores the mute switch, or a named file.
open class UNNotificationSound: NSObject, NSCopying, @unchecked Sendable {
    /// The sound file's name, or nil for the system's sound.
    let name: UNNotificationSoundName?
    let isCritical: Bool
    let volume: Float

    init(name: UNNotificationSoundName?, critical: Bool = false, volume: Float = 1) {
        self.name = name
        self.isCritical = critical
        self.volume = volume
        super.init()
    }

    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name)
    }

    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }
    open class var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil) }

    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, critical: true, volume: volume)
    }

    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true)
    }

    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true, volume: volume)
    }

    open class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationSound else { return false }
        return name == other.name && isCritical == other.isCritical && volume == other.volume
    }

    open override var hash: Int { name?.hashValue ?? 0 }
}
