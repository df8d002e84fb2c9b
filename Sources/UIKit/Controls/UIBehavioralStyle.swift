/// How a control looks and behaves: as on iOS and iPadOS, or as on the Mac (Mac Catalyst's Mac idiom).
public enum UIBehavioralStyle: UInt, Sendable {
    case automatic = 0
    case pad
    case mac
}
