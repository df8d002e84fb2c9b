@testable import UIKit
import XCTest

/// The device: its identity on Linux, the idiom iOS code branches on, orientation notifications, and the battery read
/// from the kernel's power-supply files.
final class UIDeviceTests: XCTestCase {
    /// What notification observers collect.
    private final class Posts: @unchecked Sendable {
        var names: [Notification.Name] = []
    }

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("power-supply-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes a power supply named `name` with `files` (file name to contents).
    private func supply(_ name: String, _ files: [String: String]) throws {
        try Self.supply(name, files, in: folder)
    }

    private static func supply(_ name: String, _ files: [String: String], in folder: URL) throws {
        let directory = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (file, contents) in files { try (contents + "\n").write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8) }
    }

    func testIdentityOnLinux() {
        onMainActor {
            let device = UIDevice.current
            XCTAssertTrue(UIDevice.current === device, "one device")
            XCTAssertEqual(device.systemName, "Linux")
            XCTAssertEqual(device.systemVersion.split(separator: ".").count, 3)
            XCTAssertEqual(device.systemVersion.split(separator: ".").first.flatMap { Int($0) }, ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
            XCTAssertEqual(device.name, ProcessInfo.processInfo.hostName)
            XCTAssertEqual(device.model, "Computer")
            XCTAssertEqual(device.localizedModel, device.model)
            XCTAssertEqual(device.userInterfaceIdiom, .pad, "iOS code branching on the idiom takes its large-screen path")
            XCTAssertTrue(device.isMultitaskingSupported)
            XCTAssertEqual(device.identifierForVendor, device.identifierForVendor, "stable")
            XCTAssertNotNil(device.identifierForVendor)
            device.playInputClick()
        }
    }

    func testVendorIdentifiersAreNameBasedUUIDs() {
        let first = UIDevice.nameBasedUUID("machine/com.example")
        XCTAssertEqual(first, UIDevice.nameBasedUUID("machine/com.example"))
        XCTAssertNotEqual(first, UIDevice.nameBasedUUID("machine/org.other"))
        XCTAssertEqual(first.uuidString[first.uuidString.index(first.uuidString.startIndex, offsetBy: 14)], "5", "version 5 layout")
    }

    func testOrientationIsUnknownUntilNotificationsBegin() {
        let folder = folder!
        onMainActor {
            let device = UIDevice(battery: PowerSupplyReader(directory: folder))
            XCTAssertEqual(device.orientation, .unknown)
            XCTAssertFalse(device.isGeneratingDeviceOrientationNotifications)
            let posts = Posts()
            let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil) {
                posts.names.append($0.name)
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            device.beginGeneratingDeviceOrientationNotifications()
            device.beginGeneratingDeviceOrientationNotifications()
            XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications)
            device.setOrientation(.landscapeLeft)
            XCTAssertEqual(device.orientation, .landscapeLeft)
            XCTAssertTrue(device.orientation.isLandscape)
            XCTAssertTrue(UIDeviceOrientationIsLandscape(device.orientation))
            XCTAssertEqual(posts.names.count, 1, "a change of orientation is posted")
            device.endGeneratingDeviceOrientationNotifications()
            XCTAssertEqual(device.orientation, .landscapeLeft, "nested: still generating")
            device.endGeneratingDeviceOrientationNotifications()
            XCTAssertEqual(device.orientation, .unknown)
            XCTAssertFalse(device.isGeneratingDeviceOrientationNotifications)
            device.endGeneratingDeviceOrientationNotifications()
            XCTAssertFalse(UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
            XCTAssertTrue(UIDeviceOrientation.faceDown.isFlat)
        }
    }

    func testTheBatteryIsReadOnlyWhileMonitoring() throws {
        try supply("AC", ["type": "Mains", "online": "1"])
        try supply("BAT0", ["type": "Battery", "capacity": "73", "status": "Discharging"])
        let folder = folder!
        try onMainActor {
            let device = UIDevice(battery: PowerSupplyReader(directory: folder))
            XCTAssertEqual(device.batteryState, .unknown)
            XCTAssertEqual(device.batteryLevel, -1, "not monitoring: unknown, as on iOS")
            device.isBatteryMonitoringEnabled = true
            XCTAssertEqual(device.batteryState, .unplugged)
            XCTAssertEqual(device.batteryLevel, 0.73, accuracy: 1e-6)
            let posts = Posts()
            let observers = [UIDevice.batteryStateDidChangeNotification, UIDevice.batteryLevelDidChangeNotification].map { name in
                NotificationCenter.default.addObserver(forName: name, object: device, queue: nil) { posts.names.append($0.name) }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            try Self.supply("BAT0", ["type": "Battery", "capacity": "80", "status": "Charging"], in: folder)
            device.refreshBattery()
            XCTAssertEqual(device.batteryState, .charging)
            XCTAssertEqual(device.batteryLevel, 0.8, accuracy: 1e-6)
            XCTAssertEqual(posts.names, [UIDevice.batteryStateDidChangeNotification, UIDevice.batteryLevelDidChangeNotification])
            device.refreshBattery()
            XCTAssertEqual(posts.names.count, 2, "nothing changed, nothing posted")
            try Self.supply("BAT0", ["type": "Battery", "capacity": "100", "status": "Full"], in: folder)
            device.refreshBattery()
            XCTAssertEqual(device.batteryState, .full)
            device.isBatteryMonitoringEnabled = false
            XCTAssertEqual(device.batteryState, .unknown)
            XCTAssertEqual(device.batteryLevel, -1)
        }
    }

    func testADesktopWithoutABatteryReportsUnknown() throws {
        try supply("AC", ["type": "Mains", "online": "1"])
        try supply("BAT1", ["type": "Battery", "capacity": "garbage", "status": "Unknown"])
        let folder = folder!
        onMainActor {
            let device = UIDevice(battery: PowerSupplyReader(directory: folder.appendingPathComponent("missing")))
            device.isBatteryMonitoringEnabled = true
            XCTAssertEqual(device.batteryState, .unknown)
            XCTAssertEqual(device.batteryLevel, -1)
            let odd = UIDevice(battery: PowerSupplyReader(directory: folder))
            odd.isBatteryMonitoringEnabled = true
            XCTAssertEqual(odd.batteryState, .unknown, "files that make no sense: unknown, no crash")
            XCTAssertEqual(odd.batteryLevel, -1)
        }
    }

    func testProximityMonitoringStaysOffWithoutASensor() {
        onMainActor {
            let device = UIDevice.current
            device.isProximityMonitoringEnabled = true
            XCTAssertFalse(device.isProximityMonitoringEnabled, "no sensor: stays false, as Apple documents")
            XCTAssertFalse(device.proximityState)
        }
    }
}
