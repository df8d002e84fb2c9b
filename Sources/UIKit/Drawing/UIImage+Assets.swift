import Foundation
import QuartzCore

/// Where `UIImage(named:)` looks, and how it picks a file.
extension UIImage {
    /// The folders searched in order: `UIKIT_ASSETS` (colon-separated), `assets/` next to the
    /// executable and in the current folder, and SwiftPM resource bundles next to the executable.
    ///
    /// Difference from Apple: not in UIKit; folders of files stand in for asset catalogs and bundles.
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

    /// Loads the best file for `name`, with the SVG file it was drawn from if it was; nil
    /// (reported once) when there is none or it is broken.
    static func loadAsset(named name: String) -> (CGImage, CGFloat, URL?)? {
        guard !name.isEmpty, !name.contains("/") || FileManager.default.fileExists(atPath: name) else {
            Diagnostics.report("UIImage(named: \"\(name)\"): no such image")
            return nil
        }
        let screenScale = UIScreen.main.scale
        let fileManager = FileManager.default
        let (base, suffixes) = fileSuffixes(for: name, screenScale: screenScale)
        for folder in assetFolders {
            for suffix in suffixes {
                let file = folder.appendingPathComponent(base + suffix)
                guard let attributes = try? fileManager.attributesOfItem(atPath: file.path) else { continue }
                let key = NamedImageKey(path: file.path, scale: screenScale, modified: attributes[.modificationDate] as? Date,
                                        size: (attributes[.size] as? NSNumber)?.intValue ?? -1)
                let cache = UIKitContextState.current
                if let cached = cache.namedImages[key] { return cached }
                do {
                    let loaded = suffix.lowercased() == ".svg"
                        ? (try CGImage.load(svgAt: file, scale: screenScale), screenScale, Optional(file))
                        : (try CGImage.load(imageAt: file), scale(inFileName: file), nil)
                    cache.namedImages[key] = loaded
                    return loaded
                } catch {
                    Diagnostics.report("UIImage(named: \"\(name)\"): \(error)")
                    return nil
                }
            }
        }
        Diagnostics.report("UIImage(named: \"\(name)\"): no such image in \(assetFolders.map(\.path).joined(separator: ", "))")
        return nil
    }

    /// The name without its image extension, and the file endings to try in order: an SVG first
    /// (drawn at any scale), then bitmaps at the screen's scale first. A name with an extension
    /// (`"Img1.png"`, as iOS code often writes) tries only files of that kind.
    static func fileSuffixes(for name: String, screenScale: CGFloat) -> (base: String, suffixes: [String]) {
        let given = (name as NSString).pathExtension, ext = given.lowercased()
        let bitmapKinds = ["png", "jpg", "jpeg"]
        let base = String(name.dropLast(given.isEmpty ? 0 : given.count + 1))
        if ext == "svg" { return (base, [".\(given)"]) }
        guard bitmapKinds.contains(ext) else {
            let bitmaps = ["png", "jpg"].flatMap { kind in screenScale >= 2 ? ["@2x.\(kind)", ".\(kind)"] : [".\(kind)", "@2x.\(kind)"] }
            return (name, [".svg"] + bitmaps)
        }
        // The extension as written: file systems tell `Icon.PNG` from `Icon.png`.
        return (base, screenScale >= 2 ? ["@2x.\(given)", ".\(given)"] : [".\(given)", "@2x.\(given)"])
    }

    /// The scale a file name claims (`@2x` → 2).
    static func scale(inFileName url: URL) -> CGFloat {
        let base = url.deletingPathExtension().lastPathComponent
        for factor in [3, 2] where base.hasSuffix("@\(factor)x") { return CGFloat(factor) }
        return 1
    }
}

/// A decoded asset in `UIImage(named:)`'s cache: the file, the screen scale it was drawn for, and the file's
/// modification date and size, so a file changed on disk loads again.
struct NamedImageKey: Hashable {
    let path: String
    let scale: CGFloat
    let modified: Date?
    let size: Int
}
