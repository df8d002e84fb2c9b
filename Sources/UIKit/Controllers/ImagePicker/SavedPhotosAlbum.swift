import Foundation
import UniformTypeIdentifiers

/// Saves `image` to the user's saved photos: on the desktop, a PNG file in the pictures folder (`XDG_PICTURES_DIR`),
/// named as a camera names its pictures (`IMG_0001.png`, the next number free).
///
/// Difference from Apple: the image goes to the desktop's pictures folder, and the completion selector is never
/// performed (there are no selectors to perform); a failure is one line on standard error.
@MainActor
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {
    do {
        guard let data = image.pngData() else { throw SavedPhotosAlbum.Failure(description: "the image has no pixels to save") }
        let folder = SavedPhotosAlbum.folder(.pictures)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: SavedPhotosAlbum.freeName(in: folder, pathExtension: "png"), options: .withoutOverwriting)
    } catch {
        SavedPhotosAlbum.report("the image could not be saved: \(error)")
    }
}

/// Saves a copy of the movie at `videoPath` to the user's saved videos: on the desktop, the videos folder
/// (`XDG_VIDEOS_DIR`), named as a camera names its movies.
///
/// Difference from Apple: the movie goes to the desktop's videos folder, and the completion selector is never
/// performed; a failure is one line on standard error.
@MainActor
public func UISaveVideoAtPathToSavedPhotosAlbum(_ videoPath: String, _ completionTarget: Any?, _ completionSelector: Selector?,
                                                _ contextInfo: UnsafeMutableRawPointer?) {
    do {
        let source = URL(fileURLWithPath: videoPath)
        let folder = SavedPhotosAlbum.folder(.videos)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: SavedPhotosAlbum.freeName(in: folder, pathExtension: source.pathExtension))
    } catch {
        SavedPhotosAlbum.report("the movie could not be saved: \(error)")
    }
}

/// Whether the file at `videoPath` is a movie the saved photos take: a readable file of a movie type.
@MainActor
public func UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(_ videoPath: String) -> Bool {
    let url = URL(fileURLWithPath: videoPath)
    guard FileManager.default.isReadableFile(atPath: videoPath), let type = UTType(filenameExtension: url.pathExtension) else { return false }
    return type.conforms(to: .movie)
}

/// The desktop's folders the saved photos live in, as xdg-user-dirs names them.
enum SavedPhotosAlbum {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    enum Folder: String {
        case pictures = "XDG_PICTURES_DIR"
        case videos = "XDG_VIDEOS_DIR"

        var fallback: String { self == .pictures ? "Pictures" : "Videos" }
    }

    /// The user's folder for `kind`: the line of `user-dirs.dirs` in the configuration folder that names it
    /// (`XDG_PICTURES_DIR="$HOME/Pictures"`), else `~/Pictures` or `~/Videos`.
    static func folder(_ kind: Folder, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        let lines = (try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8))?.split(separator: "\n") ?? []
        for line in lines where line.hasPrefix(kind.rawValue + "=") {
            let value = line.dropFirst(kind.rawValue.count + 1).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            let path = value.replacingOccurrences(of: "$HOME", with: home)
            if path.hasPrefix("/") { return URL(fileURLWithPath: path, isDirectory: true) }
        }
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(kind.fallback, isDirectory: true)
    }

    /// The first name `IMG_0001`, `IMG_0002` … with `pathExtension` that no file in `folder` has.
    static func freeName(in folder: URL, pathExtension: String) -> URL {
        var number = 1
        while true {
            let url = folder.appendingPathComponent(String(format: "IMG_%04d", number)).appendingPathExtension(pathExtension)
            if !FileManager.default.fileExists(atPath: url.path) { return url }
            number += 1
        }
    }

    static func report(_ reason: String) {
        FileHandle.standardError.write(Data("saved photos album: \(reason)\n".utf8))
    }
}
