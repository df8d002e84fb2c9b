import ATSPI
import Foundation
@testable import UIKit
import XCTest

/// Reduce Motion follows the desktop while the app runs: a change of GNOME's `enable-animations` (through
/// xdg-desktop-portal's `SettingChanged`) sets `UIAccessibility.isReduceMotionEnabled` and posts its notification on
/// the main thread, unless `UIKIT_REDUCE_MOTION` decides; proven with a fake source and with a portal on a private
/// session bus.
final class ReduceMotionFollowTests: XCTestCase {
    @MainActor
    private final class FakeMotionSource: DesktopMotionSource {
        var enableAnimations: Bool?
        var onChange: (@MainActor (Bool) -> Void)?

        func send(_ value: Bool) {
            enableAnimations = value
            onChange?(value)
        }
    }

    /// Counts the Reduce Motion notifications, and whether each came on the main thread.
    private final class NotificationCount: @unchecked Sendable {
        var count = 0
        var offMain = 0
        var observer: NSObjectProtocol?

        init() {
            observer = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                                              object: nil, queue: nil) { [unowned self] _ in
                count += 1
                if !Thread.isMainThread { offMain += 1 }
            }
        }

        deinit { observer.map(NotificationCenter.default.removeObserver) }
    }

    func testADesktopChangeSetsReduceMotionAndPostsItsNotification() {
        onMainActor {
            let host = UIApplication.shared.accessibility
            let saved = host.settings
            defer { host.settings = saved }
            host.settings.reduceMotion = false
            let notifications = NotificationCount()
            let source = FakeMotionSource()
            source.enableAnimations = true
            host.follow(source, environment: [:])
            XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
            XCTAssertEqual(notifications.count, 0, "following an unchanged preference posts nothing")
            source.send(false)
            XCTAssertTrue(UIAccessibility.isReduceMotionEnabled)
            XCTAssertTrue(UIAccessibility.prefersCrossFadeTransitions)
            XCTAssertEqual(notifications.count, 1)
            source.send(false)
            XCTAssertEqual(notifications.count, 1, "no change, no notification")
            host.refreshSettings()
            XCTAssertTrue(UIAccessibility.isReduceMotionEnabled, "coming to the front keeps what the desktop said")
            source.send(true)
            XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
            XCTAssertEqual(notifications.count, 2)
            XCTAssertEqual(notifications.offMain, 0)
        }
    }

    func testTheEnvironmentVariableWinsOverTheDesktop() {
        onMainActor {
            let host = AccessibilityHost()
            let source = FakeMotionSource()
            source.enableAnimations = false
            host.follow(source, environment: ["UIKIT_REDUCE_MOTION": "0"])
            XCTAssertNil(source.onChange, "not followed")
            XCTAssertFalse(host.settings.reduceMotion)
            host.follow(source, environment: [:])
            XCTAssertTrue(host.settings.reduceMotion, "the desktop's answer on following")
        }
    }

    /// The portal's side: owns `org.freedesktop.portal.Desktop` on the bus it is given, answers `ReadOne` and
    /// `Read` with the current `enable-animations`, `color-scheme` and `text-scaling-factor`, and emits
    /// `SettingChanged` for each `NAMESPACE KEY VALUE` line on stdin (`true`/`false`, a whole number, or one with a point).
    static let portalScript = """
    import os
    import gi
    from gi.repository import Gio, GLib
    XML = '''<node><interface name="org.freedesktop.portal.Settings">
      <method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
      <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
      <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
    </interface></node>'''
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    state = {("org.gnome.desktop.interface", "enable-animations"): GLib.Variant("b", True),
             ("org.freedesktop.appearance", "color-scheme"): GLib.Variant("u", 0),
             ("org.gnome.desktop.interface", "text-scaling-factor"): GLib.Variant("d", 1.0)}
    def typed(text):
        if text in ("true", "false"):
            return GLib.Variant("b", text == "true")
        return GLib.Variant("d", float(text)) if "." in text else GLib.Variant("u", int(text))
    def call(connection, sender, path, interface, method, parameters, invocation):
        namespace, key = parameters.unpack()
        if (namespace, key) not in state:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")
            return
        value = state[(namespace, key)]
        invocation.return_value(GLib.Variant("(v)", (value if method == "ReadOne" else GLib.Variant("v", value),)))
    bus.register_object("/org/freedesktop/portal/desktop", Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0], call, None, None)
    bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                  GLib.Variant("(su)", ("org.freedesktop.portal.Desktop", 4)), None, 0, 5000, None)
    print("ready", flush=True)
    loop = GLib.MainLoop()
    pending = [b""]
    def on_input(channel, condition):
        data = os.read(0, 4096)
        if not data:
            loop.quit()
            return False
        *lines, pending[0] = (pending[0] + data).split(b"\\n")
        for line in lines:
            namespace, key, value = line.decode().split()
            state[(namespace, key)] = typed(value)
            bus.emit_signal(None, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged",
                            GLib.Variant("(ssv)", (namespace, key, typed(value))))
            bus.flush_sync(None)
            print("emitted", key, value, flush=True)
        return True
    GLib.io_add_watch(GLib.IOChannel.unix_new(0), GLib.PRIORITY_DEFAULT, GLib.IOCondition.IN | GLib.IOCondition.HUP, on_input)
    loop.run()
    """

    /// Runs `body` on the main actor with a private session bus's address and a fake portal on it.
    private func withPrivatePortal(_ body: @MainActor (String, PortalProcess) throws -> Void) throws {
        try PrivateSessionBus.run(portalScript: Self.portalScript) { address, portal in
            guard let portal else { return XCTFail("no portal") }
            try body(address, portal)
        }
    }

    func testThePortalsSignalOnAPrivateSessionBusReachesTheApp() throws {
        try withPrivatePortal { address, portal in
            let host = AccessibilityHost()
            let notifications = NotificationCount()
            let setting = DesktopAnimationSetting(bus: try DBusConnection(address: address))
            host.follow(setting, environment: [:])
            XCTAssertTrue(PrivateSessionBus.wait(10) { setting.enableAnimations == true }, "the portal's ReadOne answer")
            XCTAssertFalse(host.settings.reduceMotion)
            portal.write("org.gnome.desktop.interface cursor-blink false")
            portal.write("org.gnome.desktop.interface enable-animations false")
            XCTAssertTrue(PrivateSessionBus.wait(10) { host.settings.reduceMotion }, "the signal turned Reduce Motion on: \(portal.lines)")
            XCTAssertEqual(notifications.count, 1)
            XCTAssertEqual(notifications.offMain, 0)
            portal.write("org.gnome.desktop.interface enable-animations true")
            XCTAssertTrue(PrivateSessionBus.wait(10) { !host.settings.reduceMotion }, "and off again")
            XCTAssertEqual(notifications.count, 2)
        }
    }

    /// The desktop's dark style, switched while the app runs, turns its windows dark and back.
    func testThePortalsColourSchemeTurnsTheWindowsDarkAndBack() throws {
        try withPrivatePortal { address, portal in
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            _ = OffscreenRenderer(window: window)
            let appearance = DesktopAppearance()
            let scheme = DesktopColorScheme(bus: try DBusConnection(address: address))
            appearance.follow(scheme)
            XCTAssertTrue(PrivateSessionBus.wait(10) { scheme.preference == .noPreference }, "the portal's ReadOne answer")
            XCTAssertEqual(window.traitCollection.userInterfaceStyle, .light, "no preference is light")
            portal.write("org.freedesktop.appearance color-scheme 1")
            XCTAssertTrue(PrivateSessionBus.wait(10) { window.traitCollection.userInterfaceStyle == .dark }, "dark: \(portal.lines)")
            portal.write("org.freedesktop.appearance color-scheme 2")
            XCTAssertTrue(PrivateSessionBus.wait(10) { window.traitCollection.userInterfaceStyle == .light }, "light again")
        }
    }

    func testTheEnvironmentNamesTheAppearance() {
        onMainActor {
            XCTAssertEqual(DesktopAppearance.environmentStyle(["UIKIT_APPEARANCE": "Dark"]), .dark)
            XCTAssertEqual(DesktopAppearance.environmentStyle(["UIKIT_APPEARANCE": "light"]), .light)
            XCTAssertNil(DesktopAppearance.environmentStyle([:]))
            XCTAssertNil(DesktopAppearance.environmentStyle(["UIKIT_APPEARANCE": "sepia"]), "said once, then the desktop decides")
        }
    }
}
