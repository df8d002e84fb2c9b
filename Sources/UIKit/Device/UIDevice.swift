import Foundation

/// The machine the app runs on: its name, system and version, the idiom its interface is laid out for, its orientation
/// and its battery.
///
/// Difference from Apple: `systemName` is "Linux" and `systemVersion` the kernel's release; `model` is "Computer".
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// The device the app runs on.
    open class var current: UIDevice { shared }
    private static let shared = UIDevice()

    /// The battery the device reads, when monitoring is on.
    let battery: PowerSupplyReader
    /// The number of `beginGeneratingDeviceOrientationNotifications()` calls not yet ended.
    private var orientationObservers = 0
    private var storedOrientation: UIDeviceOrientation = .unknown
    private var storedBattery = PowerSupplyReader.Reading.unknown
    /// Reads the battery once a minute while monitoring is on.
    private var batteryPoll: DispatchSourceTimer?

    override convenience init() {
        self.init(battery: PowerSupplyReader())
    }

    init(battery: PowerSupplyReader) {
        self.battery = battery
        super.init()
    }

    // MARK: Identity

    /// The machine's host name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The kind of device.
    open var model: String { "Computer" }
    open var localizedModel: String { model }
    /// The operating system's name.
    open var systemName: String { "Linux" }
    /// The kernel's release, as `major.minor.patch`.
    open var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }

    /// The interface idiom apps lay themselves out for: `.pad` on the desktop, as its views' traits say (see
    /// `UIUserInterfaceIdiom`), so that code branching on it takes its large-screen path.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

    /// The same identifier for every app of one vendor (its bundle identifier up to the last dot) on this machine.
    open var identifierForVendor: UUID? {
        let machine = (try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ProcessInfo.processInfo.hostName
        let bundle = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        let vendor = bundle.split(separator: ".").dropLast().joined(separator: ".")
        return UIDevice.nameBasedUUID(machine + "/" + (vendor.isEmpty ? bundle : vendor))
    }

    /// Whether the system runs apps side by side.
    open var isMultitaskingSupported: Bool { true }

    /// Plays the keyboard click of an input view that enabled input clicks.
    ///
    /// Difference from Apple: silent; a desktop keyboard clicks by itself.
    open func playInputClick() {}

    // MARK: Orientation

    /// The device's physical orientation: `.unknown` until `beginGeneratingDeviceOrientationNotifications()`.
    ///
    /// Difference from Apple: a desktop has no orientation sensor; the screen's shape (wider than tall:
    /// `.landscapeLeft`, else `.portrait`) is taken when notifications begin, `.unknown` without a screen.
    open var orientation: UIDeviceOrientation { storedOrientation }

    open var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }

    /// Starts reporting the orientation (nestable); posts `orientationDidChangeNotification` when it becomes known.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationObservers += 1
        guard orientationObservers == 1 else { return }
        let screen = UIScreen.main.bounds.size
        let found: UIDeviceOrientation = screen == .zero ? .unknown : (screen.width > screen.height ? .landscapeLeft : .portrait)
        setOrientation(found)
    }

    /// Ends one `beginGeneratingDeviceOrientationNotifications()`; after the last, the orientation is `.unknown`.
    open func endGeneratingDeviceOrientationNotifications() {
        guard orientationObservers > 0 else { return }
        orientationObservers -= 1
        if orientationObservers == 0 { storedOrientation = .unknown }
    }

    func setOrientation(_ orientation: UIDeviceOrientation) {
        guard orientation != storedOrientation else { return }
        storedOrientation = orientation
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
    }

    // MARK: Battery

    /// Whether the battery is read; off by default, and `batteryState` is `.unknown` and `batteryLevel` -1 while off.
    open var isBatteryMonitoringEnabled = false {
        didSet {
            guard isBatteryMonitoringEnabled != oldValue else { return }
            if isBatteryMonitoringEnabled {
                storedBattery = battery.read()
                startBatteryPoll()
            } else {
                batteryPoll?.cancel()
                batteryPoll = nil
                storedBattery = .unknown
            }
        }
    }

    /// Whether the battery charges, is full or runs the machine; `.unknown` without a battery (a desktop computer).
    open var batteryState: UIDevice.BatteryState { storedBattery.state }

    /// The charge from 0 to 1; -1 when unknown.
    open var batteryLevel: Float { storedBattery.level }

    /// Reads the battery again and posts the state and level notifications for what changed.
    func refreshBattery() {
        guard isBatteryMonitoringEnabled else { return }
        let previous = storedBattery
        storedBattery = battery.read()
        if storedBattery.state != previous.state {
            NotificationCenter.default.post(name: UIDevice.batteryStateDidChangeNotification, object: self)
        }
        if storedBattery.level != previous.level {
            NotificationCenter.default.post(name: UIDevice.batteryLevelDidChangeNotification, object: self)
        }
    }

    private func startBatteryPoll() {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + 60, repeating: 60)
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.refreshBattery() } }
        timer.resume()
        batteryPoll = timer
    }

    // MARK: Proximity

    /// Whether the proximity sensor reports; a device without one (every desktop) keeps it false, as on iOS.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether something is close to the proximity sensor.
    open var proximityState: Bool { false }

    /// A UUID made from `name`'s bytes (version 5's layout over a 128-bit FNV-1a hash).
    nonisolated static func nameBasedUUID(_ name: String) -> UUID {
        var low: UInt64 = 0xcbf2_9ce4_8422_2325, high: UInt64 = 0x6c62_272e_07bb_0142
        for byte in name.utf8 {
            low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            high = (high ^ UInt64(byte) ^ (low >> 32)) &* 0x0000_0100_0000_01b3
        }
        var bytes = withUnsafeBytes(of: (high.bigEndian, low.bigEndian)) { Array($0) }
        bytes[6] = (bytes[6] & 0x0f) | 0x50
        bytes[8] = (bytes[8] & 0x3f) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
