import ATSPI
import Foundation
import QuartzCore

/// The app's accessibility: keyboard focus, the desktop's preferences, and — while assistive technology listens —
/// the AT-SPI bridge serving the app's accessible tree. Until the desktop's `org.a11y.Status` (or
/// `UIKIT_ACCESSIBILITY=1`) says a client listens there is no accessibility bus, no bridge and no tree walk.
@MainActor
final class AccessibilityHost {
    let focus = AccessibilityFocus()
    var settings = AccessibilitySettings()
    private(set) lazy var tree = AccessibleViewTree(focus: focus, applicationName: Self.applicationName) {
        UIApplication.existing?.windows.filter { !$0.isHidden } ?? []
    }
    private var activation: AccessibilityActivation?
    private(set) var bridge: AccessibilityBridge?
    private var bus: DBusConnection?
    private var refreshScheduled = false
    private var observesCommits = false

    init() {
        focus.onChange = { [weak self] path in self?.focusMoved(along: path) }
    }

    /// Whether assistive technology listens (the bridge is registered).
    var isListening: Bool { bridge != nil }

    /// Reads the desktop's preferences and starts following whether assistive technology wants the app.
    func startOnDesktop() {
        settings = AccessibilitySettings.read()
        guard activation == nil else { return }
        activation = AccessibilityActivation { [weak self] enabled in self?.activationChanged(enabled) }
    }

    /// Reads the preferences again (the app came to the front) and posts what changed.
    func refreshSettings() {
        let old = settings
        settings = AccessibilitySettings.read()
        if settings.reduceMotion != old.reduceMotion {
            NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        }
    }

    private func activationChanged(_ enabled: Bool) {
        if enabled {
            guard bridge == nil, let activation else { return }
            do {
                let bus = try activation.openAccessibilityBus()
                let bridge = AccessibilityBridge(bus: bus, tree: tree)
                bridge.toolkit = ("UIKit", "1.0")
                bridge.start()
                self.bus = bus
                self.bridge = bridge
                if !observesCommits {
                    observesCommits = true
                    CATransaction.addCommitObserver { [weak self] in self?.setNeedsRefresh() }
                }
                Log.accessibility.info("assistive technology listens: registered on the accessibility bus as \(bus.uniqueName)")
            } catch {
                Log.accessibility.warning("assistive technology is enabled but the app cannot reach it: \(error)")
                return
            }
        } else {
            bridge?.stop()
            bus?.close()
            bridge = nil
            bus = nil
        }
        NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    }

    /// Something accessibility shows changed: compare and send events soon (coalesced), while a client listens.
    func setNeedsRefresh() {
        guard bridge != nil, !refreshScheduled else { return }
        refreshScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.refreshScheduled = false
                self.bridge?.refresh()
            }
        }
    }

    /// `UIAccessibility.post(notification:argument:)`: announcements are spoken, screen and layout changes refresh
    /// the tree at once and move focus to the element given (or speak the string given).
    func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard let bridge else { return }
        let text = (argument as? String) ?? (argument as? NSAttributedString)?.string
        switch notification {
        case .announcement, .pageScrolled:
            if let text { bridge.announce(text, from: keyWindowID ?? .root) }
        case .screenChanged, .layoutChanged:
            bridge.refresh()
            if let element = argument as? UIResponder, tree.isFocusable(element) {
                focus.move(to: element)
            } else if let text {
                bridge.announce(text, from: keyWindowID ?? .root)
            }
        default:
            break
        }
    }

    private var keyWindowID: AccessibleObjectID? {
        UIApplication.existing?.keyWindow.flatMap { tree.objects.existingID(for: $0) }
    }

    /// Tells the bridge where keyboard focus went, naming each object on the way so the client can place it.
    private func focusMoved(along path: [UIResponder]?) {
        guard let bridge else { return }
        var parent = AccessibleObjectID.root
        for object in path ?? [] { parent = tree.objects.id(for: object, parent: parent) }
        Log.accessibility.debug("keyboard focus on \(path?.last.map { String(describing: type(of: $0)) } ?? "nothing"), a listener wants it: \(bridge.listeners.wants("object:state-changed:focused"))")
        bridge.focusChanged(to: path == nil ? nil : parent)
    }

    private static var applicationName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
    }
}
