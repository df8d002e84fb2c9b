// demo: the scenes of the seeds on the Wayland desktop (`demo list` names them).
import ArgumentParser
import Foundation
import UIKit

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Core Animation and UIKit scenes on the Wayland desktop.",
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

        @Argument(help: "The scene (see `demo list`).")
        var scene: String = Scene.clouds.rawValue

        @Option(help: "The window size in points, WxH.")
        var size: String = "800x600"

        @Flag(help: "Animations ten times slower.")
        var slow = false

        @Option(help: "Render offscreen instead of opening a window: an animated PNG for a .png/.apng path, else numbered PNG frames in that folder.")
        var record: String?

        @Option(help: "With --record: the seconds of scene time to render.")
        var duration: Double = 5

        @Option(help: "With --record: frames per second.")
        var fps: Double = 30

        @Option(help: "Device pixels per point: a recording's pixel density, or a window's zoom over its desktop's own scale.")
        var scale: Double = 1

        @Option(help: "The gallery's first page: its number from 1, or a word of its name (`springs`).")
        var page: String?

        @Option(help: "With --record: a tap X,Y@T or a drag X,Y>X,Y@T (seconds, points); repeatable.")
        var tap: [String] = []

        func validate() throws {
            guard Scene(rawValue: scene) != nil else {
                throw ValidationError("no scene \"\(scene)\"; `demo list` names them")
            }
            let parts = size.split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 16384 }) else {
                throw ValidationError("--size takes WxH with positive numbers, not \"\(size)\"")
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
            if let page {
                guard scene == Scene.gallery.rawValue else {
                    throw ValidationError("--page is for the gallery, not \"\(scene)\"")
                }
                try MainActor.assumeIsolated {
                    guard GalleryViewController.pageIndex(named: page) == nil else { return }
                    let names = GalleryViewController.pages.enumerated().map { "\($0.offset + 1) \($0.element.name)" }
                    throw ValidationError("no gallery page \"\(page)\"; the pages are " + names.joined(separator: ", "))
                }
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
                let scene = Scene(rawValue: scene)!
                if let record {
                    let recording = SceneRecording(scene: scene, size: DemoSettings.size, duration: duration,
                                                   framesPerSecond: fps, gestures: tap.compactMap(ScriptedGesture.init), scale: scale)
                    do {
                        let count = try recording.write(toPath: record)
                        print("demo: \(count) frames in \(record)")
                    } catch {
                        FileHandle.standardError.write(Data("demo: cannot write \(record): \(error is CGImageLoadingError ? "\(error)" : error.localizedDescription)\n".utf8))
                        throw ExitCode.failure
                    }
                    return
                }
                UIApplication.noDesktopHint = "or render offscreen: demo \(scene.rawValue) --record FILE.png"
                DemoAppDelegate.scene = scene
                UIApplicationMain(delegateType: DemoAppDelegate.self)
            }
        }
    }
}

Demo.main()
