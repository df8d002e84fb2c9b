import Logging
import SubsystemLog

/// QuartzCore's logger: animations starting and stopping (`UIKIT_LOG_LEVEL=animation=debug`).
enum Log {
    static let animation = Logger(subsystem: .animation)
}
