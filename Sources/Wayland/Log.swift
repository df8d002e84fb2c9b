import Logging
import SubsystemLog

/// The Wayland module's logger: connection, globals, configures and buffers (`UIKIT_LOG_LEVEL=wayland=debug`).
enum Log {
    static let wayland = Logger(subsystem: .wayland)
}
