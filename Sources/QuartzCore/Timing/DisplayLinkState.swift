import Foundation

/// A context's display links: those added to a run loop and not invalidated, the host's frame request, and when
/// `CAContext.advance` last fired them.
@MainActor
final class DisplayLinkState {
    /// Links added to a run loop and not invalidated, in the order they were added.
    var links: [CADisplayLink] = []
    /// Asks the host that draws frames for frames while links run.
    var requestFrames: (@MainActor () -> Void)?
    /// The time `CAContext.advance` last fired the links, nil while none runs.
    var lastFrameTime: CFTimeInterval?
}
