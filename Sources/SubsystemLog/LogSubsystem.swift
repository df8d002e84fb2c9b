/// The parts of the stack that log, each through its own swift-log logger labelled with its name.
public enum LogSubsystem: String, CaseIterable, Sendable {
    /// The Wayland connection: globals, configures, buffers.
    case wayland
    /// Frames drawn and the damage they carry.
    case render
    /// Animations added to layers and finished.
    case animation
    /// Pointer, keyboard and touch events as they arrive and are dispatched.
    case input
    /// Assistive technology: the accessibility bus, registration, the requests of screen readers.
    case accessibility
}
