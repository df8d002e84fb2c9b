/// The notifications `UIAccessibility.post(notification:argument:)` sends to assistive technology.
extension UIAccessibility {
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared: the argument is the element to go to, or a string to speak.
        nonisolated public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: the argument is the element to go to, or a string to speak.
        nonisolated public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument, a string.
        nonisolated public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: the argument is a string describing the new position.
        nonisolated public static let pageScrolled = Notification(rawValue: 1009)
        /// Pause assistive technology (the argument names which).
        nonisolated public static let pauseAssistiveTechnology = Notification(rawValue: 1017)
        /// Resume it.
        nonisolated public static let resumeAssistiveTechnology = Notification(rawValue: 1018)
    }
}
