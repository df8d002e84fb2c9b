import Foundation
import UIKit

/// A scene rendered offscreen on a manual media clock into PNG frames or an animated PNG, no compositor
/// needed: the `--record` mode, for the README's pictures and for checking scenes in tests.
@MainActor
struct SceneRecording {
    var scene: Scene
    var size: CGSize
    var duration: TimeInterval
    var framesPerSecond: Double
    var gestures: [ScriptedGesture] = []
    /// Device pixels per point in the frames.
    var scale: CGFloat = 1

    /// Where the scene's clock starts (any time works; the scene only sees differences).
    static let startTime: CFTimeInterval = 1000

    /// Renders every frame, on a context and clock of the recording's own, and hands each to `frame` with its index;
    /// returns the frame count.
    @discardableResult
    func render(_ frame: (Int, OffscreenRenderer) throws -> Void) rethrows -> Int {
        let clock = CAManualMediaClock(time: Self.startTime)
        return try CAContext(clock: clock).perform { try render(on: clock, frame) }
    }

    /// `render(_:)` with the recording's context current.
    private func render(on clock: CAManualMediaClock, _ frame: (Int, OffscreenRenderer) throws -> Void) rethrows -> Int {
        SceneTimers.isRecording = true
        defer {
            SceneTimers.isRecording = false
            SceneTimers.removeAll()
        }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = scene.makeController()
        let renderer = OffscreenRenderer(window: window, scale: scale)
        renderer.frameDuration = 1 / framesPerSecond
        var steps = gestures.flatMap { $0.steps(frameInterval: 1 / framesPerSecond) }.sorted { $0.time < $1.time }[...]
        let count = frameCount
        for index in 0..<count {
            let time = Double(index) / framesPerSecond
            while let next = steps.first, next.time <= time {
                steps.removeFirst()
                SceneTimers.fireDue(by: Self.startTime + next.time) { clock.set($0) }
                clock.set(Self.startTime + next.time)
                switch next.step {
                case let .down(point): renderer.pointerDown(at: point)
                case let .move(point): renderer.pointerMove(to: point)
                case .up: renderer.pointerUp()
                }
            }
            SceneTimers.fireDue(by: Self.startTime + time) { clock.set($0) }
            clock.set(Self.startTime + time)
            renderer.renderFrame()
            try frame(index, renderer)
        }
        return count
    }

    /// The most pixels a side a frame can have: the render target's limit.
    nonisolated static let maximumFrameSide = PixelSurface.maximumDimension
    /// The most pixels a frame can have (1 GiB of ARGB32; the frame is drawn, copied and encoded).
    nonisolated static let maximumFramePixels = 1 << 28

    /// A frame's size in device pixels, as the renderer draws it.
    var framePixelSize: (width: Int, height: Int) {
        Self.pixelSize(of: size, scale: scale)
    }

    /// `size` points in device pixels at `scale`, as the renderer rounds them.
    nonisolated static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        (max(1, Int((size.width * scale).rounded(.up))), max(1, Int((size.height * scale).rounded(.up))))
    }

    /// Throws when the frames would be past what can be drawn, naming the limit.
    nonisolated static func checkFrameSize(width: Int, height: Int) throws {
        guard width <= maximumFrameSide, height <= maximumFrameSide, width * height <= maximumFramePixels else {
            throw RecordingError.frameTooLarge(width: width, height: height)
        }
    }

    /// The number of frames the recording makes.
    var frameCount: Int { max(1, Int((duration * framesPerSecond).rounded(.up))) }

    /// Renders every frame and hands each image to `write`: a frame that cannot be drawn is an error.
    @discardableResult
    private func renderImages(progress: RecordingProgress?, _ write: (Int, CGImage) throws -> Void) throws -> Int {
        let (width, height) = framePixelSize
        try Self.checkFrameSize(width: width, height: height)
        return try render { index, renderer in
            if let signal = RecordingInterruption.signal { throw RecordingError.interrupted(signal: signal) }
            guard let image = renderer.image else { throw RecordingError.frameNotDrawn(index: index, width: width, height: height) }
            try write(index, image)
            progress?.framesDone(index + 1)
        }
    }

    /// Writes `frame-0000.png`, `frame-0001.png`… into `folder`, creating it; each frame goes to disk as it is
    /// drawn, and the set replaces the folder's older frames only once it is complete (`FrameFolder`).
    func write(to folder: URL, writing: FileWriting = .system, progress: RecordingProgress? = nil) throws -> Int {
        try Self.checkFrameSize(width: framePixelSize.width, height: framePixelSize.height)
        let frames = try FrameFolder(folder: folder, writing: writing)
        let count = try renderImages(progress: progress) { index, image in try frames.write(image.pngData(), index: index) }
        try frames.commit(count: count)
        return count
    }

    /// Writes every frame into one animated PNG file at `file`, looping: frames are streamed into a temporary file
    /// beside it as they are drawn, and it replaces `file` only when complete (`AtomicFile`).
    func writeAnimatedPNG(to file: URL, writing: FileWriting = .system, progress: RecordingProgress? = nil) throws -> Int {
        try Self.checkFrameSize(width: framePixelSize.width, height: framePixelSize.height)
        let output = try AtomicFile(destination: file, writing: writing)
        let animation = AnimatedPNGWriter(frameDelay: 1 / framesPerSecond, sink: output)
        try renderImages(progress: progress) { _, image in try animation.append(image) }
        try animation.finish()
        try output.commit()
        return animation.frameCount
    }

    /// Writes an animated PNG when `path` names a `.png`/`.apng` file, numbered frames into a folder otherwise.
    func write(toPath path: String, writing: FileWriting = .system, progress: RecordingProgress? = nil) throws -> Int {
        if Self.isAnimatedPNGPath(path) {
            return try writeAnimatedPNG(to: URL(fileURLWithPath: path), writing: writing, progress: progress)
        }
        return try write(to: URL(fileURLWithPath: path, isDirectory: true), writing: writing, progress: progress)
    }

    /// Whether `--record` makes one animated PNG of `path` (`.png`, `.apng`) rather than a folder of frames.
    nonisolated static func isAnimatedPNGPath(_ path: String) -> Bool {
        [".png", ".apng"].contains(where: path.lowercased().hasSuffix)
    }
}
