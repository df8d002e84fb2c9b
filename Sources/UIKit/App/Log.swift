import Logging
import SubsystemLog

/// UIKit's loggers: frames drawn with their damage, input events as they are dispatched, and assistive technology
/// (`UIKIT_LOG_LEVEL=render=debug,input=trace`).
enum Log {
    static let render = Logger(subsystem: .render)
    static let input = Logger(subsystem: .input)
    static let accessibility = Logger(subsystem: .accessibility)
}
