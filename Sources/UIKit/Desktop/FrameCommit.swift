import Foundation
import QuartzCore

/// What one flush of a window hands to its render side: the layer tree as values, and what decides whether frames
/// keep coming after the next one.
struct FrameCommit: Sendable {
    /// The window's tree as committed, which the render side evaluates at each frame's time.
    var tree: LayerTreeSnapshot
    /// Whether a started animation still changes with time, so frames keep coming.
    var isAnimating: Bool
    /// Whether the main thread wants to hear of each frame (display links, content drawn from animated values).
    var mainThreadWantsFrames: Bool
    /// The media time at which the next animation starts or ends, if any.
    var nextEventTime: CFTimeInterval?
    /// The instruments drawn over the window.
    var debugOptions: RenderDebugOptions
    /// The media time of the newest input event (pointer, touch, key) the main thread handled before this commit:
    /// the render side draws such a commit without waiting for the next frame callback (`WindowRenderLoop`).
    var inputTime: CFTimeInterval?
}
