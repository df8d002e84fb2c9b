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
    /// The desktop's animation preference, followed while the app runs.
    private var motionSource: DesktopMotionSource?
    private(set) var bridge: AccessibilityBridge?
    private var bus: DBusConnection?
    private var refreshScheduled = false
    private var observesCommits = false

    init() {
        focus.onChange = { [weak self] path in self?.focusMoved(along: path) }
    }

    /// Whether assistive technology listens (the bridge is registered).
    var isListening: Bool { bridge != nil }

    /// Reads the desktop's preferences, follows their changes, and starts following whether assistive technology
    /// wants the app.
    func startOnDesktop() {
        settings = AccessibilitySettings.read()
        if motionSource == nil, AccessibilitySettings.environmentReduceMotion() == nil,
           let portal = DesktopAnimationSetting.onSessionBus() {
            follow(portal)
        }
        guard activation == nil else { return }
        activation = AccessibilityActivation { [weak self] enabled in self?.activationChanged(enabled) }
    }

    /// Reads the preferences again (the app came to the front) and posts what changed; a followed desktop source
    /// already keeps them current.
    func refreshSettings() {
        guard motionSource?.enableAnimations == nil else { return }
        setReduceMotion(AccessibilitySettings.read().reduceMotion)
    }

    /// Follows `source`'s animation preference: each change sets Reduce Motion (unless `UIKIT_REDUCE_MOTION` decides).
    func follow(_ source: DesktopMotionSource, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard AccessibilitySettings.environmentReduceMotion(environment) == nil else { return }
        motionSource = source
        source.onChange = { [weak self] enableAnimations in self?.setReduceMotion(!enableAnimations) }
        if let enableAnimations = source.enableAnimations { setReduceMotion(!enableAnimations) }
    }

    /// Sets Reduce Motion and, when it changed, posts `reduceMotionStatusDidChangeNotification` and the notifications
    /// of the preferences that follow it (cross-fades, video autoplay) on the main thread.
    func setReduceMotion(_ reduceMotion: Bool) {
        guard reduceMotion != settings.reduceMotion else { return }
        settings.reduceMotion = reduceMotion
        Log.accessibility.info("Reduce Motion \(reduceMotion ? "on" : "off")")
        for name in [UIAccessibility.reduceMotionStatusDidChangeNotification,
                     UIAccessibility.prefersCrossFadeTransitionsStatusDidChange,
                     UIAccessibility.videoAutoplayStatusDidChangeNotification] {
            NotificationCenter.default.post(name: name, object: nil)
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

    /// The view holding the keys changed: focus follows text that starts editing, and leaves text that stopped.
    func firstResponderChanged(to responder: UIResponder?) {
        if let responder, AccessibleTextInput(responder) != nil, tree.isFocusable(responder) {
            focus.move(to: responder)
        } else if responder == nil, let focused = focus.focused, AccessibleTextInput(focused) != nil {
            focus.move(to: nil)
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
