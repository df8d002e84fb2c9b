import CWaylandProtocols

/// Keeping the desktop awake while the window shows (`zwp_idle_inhibit_manager_v1`): the compositor neither blanks
/// nor locks the screen while an inhibitor of a visible surface exists.
extension Window {
    /// Whether the compositor offers idle inhibition.
    public var canInhibitIdle: Bool { display.globals.idleInhibitManager != nil }

    /// Whether the window keeps the screen from idling while it is visible: true makes an inhibitor of its surface,
    /// false destroys it. Without the compositor's protocol it stays false.
    public var inhibitsIdle: Bool {
        get { idleInhibitor != nil }
        set {
            guard newValue != inhibitsIdle else { return }
            if newValue {
                guard let manager = display.globals.idleInhibitManager else { return }
                idleInhibitor = surfaceLock.withLock { zwp_idle_inhibit_manager_v1_create_inhibitor(manager.proxy, surface) }
            } else if let inhibitor = idleInhibitor {
                surfaceLock.withLock { zwp_idle_inhibitor_v1_destroy(inhibitor) }
                idleInhibitor = nil
            }
            _ = try? display.flush()
        }
    }
}
