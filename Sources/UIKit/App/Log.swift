import Logging
import SubsystemLog

/// UIKit's loggers: frames drawn with their damage, and input events as they are dispatched
/// (`UIKIT_LOG_LEVEL=render=debug,input=trace`).
enum Log {
    static let render = Logger(subsystem: .render)
    static let input = Logger(subsystem: .input)
}
