import Foundation
import QuartzCore
import Wayland

/// The render side of one window: the tree last committed by the main thread, the compositor, and the pixel
/// surfaces over the window's buffers. It is used only under the window's surface lock — by the render thread for
/// frames, by the main thread to answer a configure — so one frame is composed and presented at a time and it
/// needs no lock of its own; but for `mailbox`, where the main thread posts its commits from any lock.
final class WindowComposer: @unchecked Sendable {
    let compositor = Compositor()
    /// The main thread's last commit: the tree the render side evaluates at each frame's time, and whether frames
    /// keep coming.
    private var commit: FrameCommit?
    /// An instrument asked for the next frame (a flash to restore, the frame rate to count).
    var instrumentsWantFrame = false
    /// Surface units per point (`UIWindow.desktopZoom`), which the frame's own scale is multiplied by.
    var zoom: CGFloat = 1
    /// Pixel surfaces over the shm buffers, by buffer. The buffer is held weakly: the pool alone decides when a
    /// buffer goes (its memory and descriptor with it).
    private var targets: [ObjectIdentifier: DrawingTarget] = [:]

    init() {
        compositor.clearColor = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
    }

    /// The main thread's newest commit, not yet drawn (posted without the surface lock).
    let mailbox = CommitMailbox()
    /// When the window has been idle long enough to give back its spare memory.
    var idleRelease = IdleMemoryRelease()

    /// Takes the commit posted since the last frame, which this frame and the next ones draw; nil when none was.
    func adoptPostedCommit() -> FrameCommit? {
        guard let posted = mailbox.take() else { return nil }
        commit = posted
        compositor.debugOptions = posted.debugOptions
        return posted
    }

    /// Whether the main thread wants to hear of each frame (display links, content drawn from animated values).
    var mainThreadWantsFrames: Bool { commit?.mainThreadWantsFrames ?? false }

    /// Whether frames should keep coming after one drawn at `time`: while something animates or an instrument asks,
    /// and from the next animation start or end on, even if the main thread is busy.
    func wantsFrame(at time: CFTimeInterval) -> Bool {
        guard let commit else { return instrumentsWantFrame }
        return commit.isAnimating || instrumentsWantFrame || commit.mainThreadWantsFrames
            || commit.nextEventTime.map { time >= $0 } == true
    }

    /// Draws the committed tree as it shows at `time` into `buffer`, at `scale` pixels per surface unit (the
    /// buffer's own, so a scale change never shows a frame at the old one); what changed, as rectangles to report
    /// (what was repainted when the buffer is not the last one shown). `wholeFrame` repaints it all (a configure
    /// must be answered with this buffer, which may not show the last frame). Nil without a tree or a surface.
    func compose(into buffer: ShmBuffer, scale: Double, at time: CFTimeInterval, wholeFrame: Bool) -> [PixelRect]? {
        guard let tree = commit?.tree, let target = pixelSurface(for: buffer) else { return nil }
        compositor.scale = CGFloat(scale) * zoom
        if wholeFrame { compositor.invalidate() }
        let frame = compositor.render(tree.renderLayer(at: time), into: target, bufferAge: buffer.age, at: time)
        instrumentsWantFrame = frame.wantsNextFrame
        let changed = buffer.age == 1 ? frame.damage : frame.repainted
        return changed.rects.map { PixelRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }

    private func pixelSurface(for buffer: ShmBuffer) -> PixelSurface? {
        let key = ObjectIdentifier(buffer)
        if let cached = targets[key], cached.buffer === buffer { return cached.surface }
        targets = targets.filter { $0.value.buffer != nil }
        guard let target = PixelSurface(borrowing: buffer.pixels, width: buffer.width, height: buffer.height, stride: buffer.stride) else {
            return nil
        }
        targets[key] = DrawingTarget(buffer: buffer, surface: target)
        return target
    }
}

/// A pixel surface over a window buffer's memory, valid while the buffer lives.
private struct DrawingTarget {
    weak var buffer: ShmBuffer?
    let surface: PixelSurface
}
