import Foundation

/// The points of a context's frame (a UI update) at which the host's participant runs, in the order they come.
@_spi(FrameUpdates)
public enum CAFramePhase: Sendable, CaseIterable {
    /// The update began: its events were dispatched, its display links are about to fire.
    case displayLinksWillFire
    /// The display links fired; the transaction is about to commit (layout and display run in the commit).
    case displayLinksDidFire
    /// The update's transaction committed: what changes from here on shows with a later update.
    case transactionDidCommit
    /// The update was handed to the render side.
    case updateDidComplete
}

/// A frame a context's host runs: the time it shows at, the time between frames, the tree it draws, and how to commit
/// again within it.
@_spi(FrameUpdates)
public struct CAFrameUpdate {
    /// The time the frame shows at, as its display links' `targetTimestamp`.
    public let targetTime: CFTimeInterval
    /// The time between the context's frames.
    public let frameDuration: CFTimeInterval
    /// The root of the layer tree the frame draws (a window's); nil when the frame is every tree's (a manual clock's
    /// advance).
    public let rootLayer: CALayer?
    /// Commits what changed since the update's commit into this same frame.
    public let commit: @MainActor () -> Void

    public init(
        targetTime: CFTimeInterval, frameDuration: CFTimeInterval, rootLayer: CALayer?,
        commit: @escaping @MainActor () -> Void
    ) {
        self.targetTime = targetTime
        self.frameDuration = frameDuration
        self.rootLayer = rootLayer
        self.commit = commit
    }
}

/// What a host above QuartzCore runs in each of a context's frames (UIKit's update links): the context runs its phases
/// and keeps frames coming while it wants them, as for a running display link.
@_spi(FrameUpdates) @MainActor
public protocol CAFrameParticipant: AnyObject {
    /// Whether it needs frames of its own now: the host draws frames while this is true, as while a display link runs.
    var wantsFrames: Bool { get }
    /// Runs its part of `phase` of `update`.
    func run(_ phase: CAFramePhase, of update: CAFrameUpdate)
}

extension CAContext {
    /// What runs in this context's frames besides display links (UIKit's update links).
    @_spi(FrameUpdates)
    public var frameParticipant: (any CAFrameParticipant)? {
        get { displayLinks.frameParticipant }
        set { displayLinks.frameParticipant = newValue }
    }

    /// Whether a transaction is open: the next flush commits changes, so a frame happens for them.
    @_spi(FrameUpdates)
    public var hasOpenTransaction: Bool {
        !transactions.stack.isEmpty
    }
}
