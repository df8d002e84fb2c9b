import Foundation
import QuartzCore

/// Renders a window without a compositor, frame by frame at the media clock's times: for tests,
/// recording and snapshots. An addition to UIKit (iOS has `drawHierarchy(in:)` and snapshots).
///
/// Difference from Apple: not in UIKit; renders a window into pixels on a manual clock, for tests and recordings.
@MainActor
public final class OffscreenRenderer {
    public let window: UIWindow
    /// Device pixels per point; a change draws the window again at the new scale and tells its views and
    /// controllers through `traitCollectionDidChange(_:)`, as a move to an output of another scale does.
    public var scale: CGFloat {
        didSet {
            compositor.scale = scale
            window.pixelScale = scale
        }
    }
    private let compositor: Compositor
    private var target: PixelSurface?
    /// The input path scripted pointer events take, as a compositor's would.
    lazy var input = WindowInput(window: window)
    /// The flush a desktop window runs, here only when the caller renders a frame.
    private let scheduler: FrameScheduler
    /// The time between the frames a caller renders (for display links).
    public var frameDuration: CFTimeInterval {
        get { scheduler.frameDuration }
        set { scheduler.frameDuration = newValue }
    }
    /// The states a compositor gives the window (`.activated` when it has focus): setting them does what a
    /// compositor's configure does, so the app becomes active or inactive as the window is activated or not.
    public var windowStates: UIWindow.States {
        get { window.states }
        set {
            window.states = newValue
            window.onStatesChange?(newValue)
        }
    }
    /// The context whose clock, transactions, animations and display links the frames run on.
    public let context: CAContext

    /// Renders `window` on `context` (the current one unless given a context of its own).
    public init(window: UIWindow, scale: CGFloat = 1, background: UIColor = .black, context: CAContext = .current) {
        self.window = window
        self.context = context
        self.scale = scale
        compositor = Compositor(scale: scale, clearColor: PremultipliedColor(cgColor: background.cgColor))
        scheduler = context.perform { FrameScheduler(window: window) }
        window.pixelScale = scale
        if !UIApplication.shared.windows.contains(where: { $0 === window }) {
            UIApplication.shared.windows.append(window)
        }
    }

    /// Fires display links, commits pending changes, runs animation events due by now (delegates, completions) and
    /// draws the window as it shows at the current media time, with the window's instruments.
    /// Returns whether anything still animates or an instrument wants the next frame.
    @discardableResult
    public func renderFrame() -> Bool {
        context.perform(renderFrameInContext)
    }

    /// `renderFrame()` with the renderer's context current.
    private func renderFrameInContext() -> Bool {
        guard let commit = scheduler.flush(isFrame: true) else { return false }
        let animating = commit.isAnimating || commit.mainThreadWantsFrames
        let width = max(1, Int((window.bounds.width * scale).rounded(.up)))
        let height = max(1, Int((window.bounds.height * scale).rounded(.up)))
        if target?.width != width || target?.height != height {
            target = PixelSurface(width: width, height: height)
        }
        guard let target else { return animating }
        compositor.debugOptions = commit.debugOptions
        let now = CACurrentMediaTime()
        let frame = compositor.render(commit.tree.renderLayer(at: now), into: target, bufferAge: 1, at: now)
        return animating || frame.wantsNextFrame
    }

    /// The last frame as an image.
    public var image: CGImage? {
        guard let target else { return nil }
        return CGImage(surface: target)
    }

    /// The premultiplied ARGB word at (x, y) device pixels of the last frame.
    public func pixel(x: Int, y: Int) -> UInt32 {
        guard let target, x >= 0, y >= 0, x < target.width, y < target.height else { return 0 }
        return target.pixel(x: x, y: y)
    }
}

extension CGImage {
    /// A copy of a render target's pixels.
    convenience init?(surface: PixelSurface) {
        var words = [UInt32](repeating: 0, count: surface.width * surface.height)
        for y in 0..<surface.height {
            for x in 0..<surface.width { words[y * surface.width + x] = surface.pixel(x: x, y: y) }
        }
        self.init(width: surface.width, height: surface.height, premultipliedARGB32: words)
    }
}
