import Foundation

/// When a window gives back the memory an idle window need not keep (`FramePresenter.releaseIdleMemory`): once it
/// has presented nothing for `delay` seconds after a frame that asked for no next one (drawn on either thread), so an
/// app at rest keeps one buffer, not two; a frame presented meanwhile starts the wait again. Kept by the window's
/// composer, under its surface lock.
struct IdleMemoryRelease {
    /// How long a window must stay idle.
    static let delay: CFTimeInterval = 1
    /// When the last frame was presented, if it asked for no next one and nothing was given back since.
    private var idleSince: CFTimeInterval?

    /// A frame was presented at `time`; whether frames keep coming. True when the window turned idle: check
    /// `releasesMemory(at:)` after `delay`.
    mutating func framePresented(at time: CFTimeInterval, wantsNextFrame: Bool) -> Bool {
        idleSince = wantsNextFrame ? nil : time
        return !wantsNextFrame
    }

    /// When memory goes back if nothing is presented before; nil while frames keep coming or once it went back.
    var releaseTime: CFTimeInterval? { idleSince.map { $0 + Self.delay } }

    /// Whether to give memory back at `time`: idle for `delay` since the last frame, and not given back since.
    mutating func releasesMemory(at time: CFTimeInterval) -> Bool {
        guard let since = idleSince, time - since >= Self.delay else { return false }
        idleSince = nil
        return true
    }
}
