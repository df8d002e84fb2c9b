// demo: the scenes of the seeds on the Wayland desktop (`demo list` names them).
import ArgumentParser
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

        func validate() throws {
            guard Scene(rawValue: scene) != nil else {
                throw ValidationError("no scene \"\(scene)\"; `demo list` names them")
            }
            let parts = size.split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 16384 }) else {
                throw ValidationError("--size takes WxH with positive numbers, not \"\(size)\"")
            }
        }

        func run() {
            let parts = size.split(separator: "x").compactMap { Double($0) }
            MainActor.assumeIsolated {
                DemoSettings.size = CGSize(width: parts[0], height: parts[1])
                DemoSettings.animationFactor = slow ? 10 : 1
                DemoAppDelegate.scene = Scene(rawValue: scene)!
                UIApplicationMain(delegateType: DemoAppDelegate.self)
            }
        }
    }
}

Demo.main()
