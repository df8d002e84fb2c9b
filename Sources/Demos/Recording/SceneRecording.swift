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
        let count = max(1, Int((duration * framesPerSecond).rounded(.up)))
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

    /// Writes `frame-0000.png`, `frame-0001.png`… into `folder`, creating it.
    func write(to folder: URL) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try render { index, renderer in
            guard let image = renderer.image else { return }
            try image.writePNG(to: folder.appendingPathComponent(String(format: "frame-%04d.png", index)))
        }
    }

    /// Writes every frame into one animated PNG file at `file`, looping.
    func writeAnimatedPNG(to file: URL) throws -> Int {
        var animation = AnimatedPNG(frameDelay: 1 / framesPerSecond)
        try render { _, renderer in
            guard let image = renderer.image else { return }
            try animation.append(image)
        }
        try animation.data.write(to: file)
        return animation.frameCount
    }

    /// Writes an animated PNG when `path` names a `.png`/`.apng` file, numbered frames into a folder otherwise.
    func write(toPath path: String) throws -> Int {
        if [".png", ".apng"].contains(where: path.lowercased().hasSuffix) {
            return try writeAnimatedPNG(to: URL(fileURLWithPath: path))
        }
        return try write(to: URL(fileURLWithPath: path, isDirectory: true))
    }
}
