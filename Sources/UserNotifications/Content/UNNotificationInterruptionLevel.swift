/// How much a notification may interrupt: quietly, as usual, through Focus, or always with sound.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}
