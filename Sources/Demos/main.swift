// demo: the scenes of the seeds on the Wayland desktop (`demo list` names them).
import ArgumentParser
import Foundation
import UIKit

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Core Animation and UIKit scenes on the Wayland desktop.",
        usage: "demo [show] [<scene>] [<options>]\n       demo list",
        discussion: Show.optionsHelp,
        subcommands: [List.self, Show.self],
        defaultSubcommand: Show.self)

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the scenes, one line each.")

        func run() {
            for scene in Scene.allCases {
                print("\(scene.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(scene.summary)")
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Open a window showing a scene.")

        @Argument(help: "The scene, in any case (see `demo list`).")
        var scene: String = Scene.clouds.rawValue

        @Option(parsing: .unconditional, help: "The window size in points, WxH.")
        var size: String = "800x600"

        @Flag(help: "Animations ten times slower.")
        var slow = false

        @Option(help: "Render offscreen instead of opening a window: an animated PNG for a .png/.apng path, else numbered PNG frames in that folder.")
        var record: String?

        @Option(parsing: .unconditional, help: "With --record: the seconds of scene time to render.")
        var duration: Double = 5

        @Option(parsing: .unconditional, help: "With --record: frames per second.")
        var fps: Double = 30

        @Option(parsing: .unconditional, help: "Device pixels per point: a recording's pixel density, or a window's zoom over its desktop's own scale.")
        var scale: Double = 1

        @Option(help: "The gallery's first page: its number from 1, or a word of its name (`springs`).")
        var page: String?

        @Option(help: "With --record: a tap X,Y@T or a drag X,Y>X,Y@T (seconds, points); repeatable.")
        var tap: [String] = []

        @Option(parsing: .unconditional, help: "The number of sprites or cards in those benchmark scenes (0: only the square to drag).")
        var items: Int?

        @Option(name: .customLong("frame-stats"), help: "Write the window's frame statistics to this file once a second, a JSON object a line.")
        var frameStats: String?

        /// The show options, for the top-level help (`demo --help`): the arguments and options sections of this
        /// command's help.
        static var optionsHelp: String {
            let help = helpMessage(columns: 78)
            guard let start = help.range(of: "ARGUMENTS:") else { return help }
            return "show (the default) takes:\n" + help[start.lowerBound...].trimmingCharacters(in: .newlines)
        }

        func validate() throws {
            guard Scene(named: scene) != nil else {
                throw ValidationError("no scene \"\(scene)\"; `demo list` names them")
            }
            let parts = size.split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 16384 }) else {
                throw ValidationError("--size takes WxH with positive numbers, not \"\(size)\"")
            }
            if let record, record.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("--record takes a file (.png, .apng) or a folder, not an empty path")
            }
            guard duration.isFinite, duration > 0, duration <= 600 else {
                throw ValidationError("--duration takes seconds in (0, 600], not \(duration)")
            }
            guard fps.isFinite, fps >= 1, fps <= 240 else {
                throw ValidationError("--fps takes 1 to 240 frames per second, not \(fps)")
            }
            guard scale.isFinite, scale >= 0.5, scale <= 4 else {
                throw ValidationError("--scale takes 0.5 to 4, not \(scale)")
            }
            if record != nil {
                let (width, height) = SceneRecording.pixelSize(of: CGSize(width: parts[0], height: parts[1]), scale: CGFloat(scale))
                do {
                    try SceneRecording.checkFrameSize(width: width, height: height)
                } catch {
                    throw ValidationError("--size \(size) at --scale \(scale): \(error)")
                }
            }
            if let page {
                guard Scene(named: scene) == .gallery else {
                    throw ValidationError("--page is for the gallery, not \"\(scene)\"")
                }
                try MainActor.assumeIsolated {
                    guard GalleryViewController.pageIndex(named: page) == nil else { return }
                    let names = GalleryViewController.pages.enumerated().map { "\($0.offset + 1) \($0.element.name)" }
                    throw ValidationError("no gallery page \"\(page)\"; the pages are " + names.joined(separator: ", "))
                }
            }
            if let items {
                guard [.sprites, .cards].contains(Scene(named: scene)) else {
                    throw ValidationError("--items is for the sprites and cards scenes, not \"\(scene)\"")
                }
                guard (0...100_000).contains(items) else {
                    throw ValidationError("--items takes 0 to 100000, not \(items)")
                }
            }
            if let frameStats, frameStats.trimmingCharacters(in: .whitespaces).isEmpty || record != nil {
                throw ValidationError("--frame-stats takes a file and is for a window, not a recording")
            }
            if let bad = tap.first(where: { ScriptedGesture($0) == nil }) {
                throw ValidationError("--tap takes X,Y@T or X,Y>X,Y@T, not \"\(bad)\"")
            }
        }

        func run() throws {
            let parts = size.split(separator: "x").compactMap { Double($0) }
            try MainActor.assumeIsolated {
                DemoSettings.size = CGSize(width: parts[0], height: parts[1])
                DemoSettings.animationFactor = slow ? 10 : 1
                DemoSettings.zoom = CGFloat(scale)
                DemoSettings.galleryPage = page.flatMap(GalleryViewController.pageIndex(named:)) ?? 0
                DemoSettings.benchItemCount = items
                DemoSettings.frameStatisticsPath = frameStats
                let scene = Scene(named: scene)!
                if let record {
                    let recording = SceneRecording(scene: scene, size: DemoSettings.size, duration: duration,
                                                   framesPerSecond: fps, gestures: tap.compactMap(ScriptedGesture.init), scale: scale)
                    let progress = RecordingProgress.standardError(total: recording.frameCount)
                    RecordingInterruption.install()
                    do {
                        let count = try recording.write(toPath: record, progress: progress)
                        print("demo: \(count) frames in \(record)")
                    } catch {
                        progress.abandon()
                        let kept = SceneRecording.isAnimatedPNGPath(record) ? "the file" : "the folder"
                        FileHandle.standardError.write(Data(
                            "demo: cannot record \(record): \(error); \(kept) is as it was before\n".utf8))
                        if case let RecordingError.interrupted(signal) = error { throw ExitCode(128 + signal) }
                        throw ExitCode.failure
                    }
                    return
                }
                UIApplication.noDesktopHint = Self.noDesktopHint(scene: scene, environment: ProcessInfo.processInfo.environment)
                DemoAppDelegate.scene = scene
                UIApplicationMain(delegateType: DemoAppDelegate.self)
            }
        }

        /// What to do without a compositor: a command that runs (the one `DEMO_COMMAND` names, as scripts/run.sh
        /// sets it, else this executable's path), and the session variable that is missing.
        static func noDesktopHint(scene: Scene, environment: [String: String]) -> String {
            let command = environment["DEMO_COMMAND"] ?? CommandLine.arguments.first ?? "demo"
            var hint = "or render offscreen: \(command) \(scene.rawValue) --record \(scene.rawValue).png"
            if environment["XDG_RUNTIME_DIR"]?.isEmpty ?? true {
                hint = "XDG_RUNTIME_DIR is unset, so there is no desktop session here; " + hint
            }
            return hint
        }
    }
}

// SIGQUIT (Ctrl-\\) keeps its meaning, the default: end at once with a core dump for a debugger. The Swift runtime's
// backtracer would otherwise print a report and let the demo run on.
signal(SIGQUIT, SIG_DFL)
Demo.main()
