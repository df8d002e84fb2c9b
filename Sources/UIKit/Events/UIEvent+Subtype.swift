import QuartzCore

extension UIEvent {
    /// What a motion or remote-control event is.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109

        /// The remote-control event a keyboard's media key stands for (its XKB keysym name); nil for other keys.
        init?(mediaKey keysymName: String) {
            switch keysymName {
            case "XF86AudioPlay": self = .remoteControlTogglePlayPause
            case "XF86AudioPause": self = .remoteControlPause
            case "XF86AudioStop": self = .remoteControlStop
            case "XF86AudioNext": self = .remoteControlNextTrack
            case "XF86AudioPrev": self = .remoteControlPreviousTrack
            default: return nil
            }
        }
    }
}
