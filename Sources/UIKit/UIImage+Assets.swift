import Foundation
import QuartzCore

/// Where `UIImage(named:)` looks, and how it picks a file.
extension UIImage {
    /// The folders searched in order: `UIKIT_ASSETS` (colon-separated), `assets/` next to the
    /// executable and in the current folder, and SwiftPM resource bundles next to the executable.
    public static var assetFolders: [URL] {
        var folders: [URL] = []
        if let paths = ProcessInfo.processInfo.environment["UIKIT_ASSETS"] {
            folders += paths.split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        folders.append(executable.appendingPathComponent("assets", isDirectory: true))
        folders.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("assets", isDirectory: true))
        if let bundles = try? FileManager.default.contentsOfDirectory(at: executable, includingPropertiesForKeys: nil) {
            for bundle in bundles where bundle.pathExtension == "resources" {
                folders.append(bundle)
                folders.append(bundle.appendingPathComponent("assets", isDirectory: true))
            }
        }
        return folders
    }

    /// Loads the best file for `name`; nil (reported once) when there is none or it is broken.
    static func loadAsset(named name: String) -> (CGImage, CGFloat)? {
        guard !name.isEmpty, !name.contains("/") || FileManager.default.fileExists(atPath: name) else {
            Diagnostics.report("UIImage(named: \"\(name)\"): no such image")
            return nil
        }
        let screenScale = UIScreen.main.scale
        let fileManager = FileManager.default
        for folder in assetFolders {
            let svg = folder.appendingPathComponent(name + ".svg")
            if fileManager.fileExists(atPath: svg.path) {
                do {
                    return (try CGImage.load(svgAt: svg, scale: screenScale), screenScale)
                } catch {
                    Diagnostics.report("UIImage(named: \"\(name)\"): \(error)")
                    return nil
                }
            }
            let candidates = (screenScale >= 2 ? ["@2x.png", ".png", "@2x.jpg", ".jpg"] : [".png", "@2x.png", ".jpg", "@2x.jpg"])
            for suffix in candidates {
                let file = folder.appendingPathComponent(name + suffix)
                guard fileManager.fileExists(atPath: file.path) else { continue }
                do {
                    return (try CGImage.load(imageAt: file), scale(inFileName: file))
                } catch {
                    Diagnostics.report("UIImage(named: \"\(name)\"): \(error)")
                    return nil
                }
            }
        }
        Diagnostics.report("UIImage(named: \"\(name)\"): no such image in \(assetFolders.map(\.path).joined(separator: ", "))")
        return nil
    }

    /// The scale a file name claims (`@2x` → 2).
    static func scale(inFileName url: URL) -> CGFloat {
        let base = url.deletingPathExtension().lastPathComponent
        for factor in [3, 2] where base.hasSuffix("@\(factor)x") { return CGFloat(factor) }
        return 1
    }
}
