extension UIEvent {
    /// Pointer buttons, as a set: the primary (left) and secondary (right) buttons, and any other by its number.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// The button numbered `buttonNumber`, counting the primary button as 1.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            (1...Int.bitWidth - 1).contains(buttonNumber) ? ButtonMask(rawValue: 1 << (buttonNumber - 1)) : []
        }
    }
}
