import Foundation

/// A context's display links: those added to a run loop and not invalidated, the host's frame request, when
/// `CAContext.advance` last fired them, and what else runs in the context's frames.
@MainActor
final class DisplayLinkState {
    /// Links added to a run loop and not invalidated, in the order they were added.
    var links: [CADisplayLink] = []
    /// Asks the host that draws frames for frames while links run.
    var requestFrames: (@MainActor () -> Void)?
    /// The time `CAContext.advance` last fired the links, nil while none runs.
    var lastFrameTime: CFTimeInterval?
    /// What runs in each frame besides the links (UIKit's update links), and may want frames of its own.
    var frameParticipant: (any CAFrameParticipant)?

    /// Whether frames must keep coming: a link runs, or the participant wants frames.
    var wantsFrames: Bool {
        links.contains { !$0.isPaused } || frameParticipant?.wantsFrames == true
    }
}
