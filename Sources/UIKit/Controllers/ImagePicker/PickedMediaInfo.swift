import Foundation
import UniformTypeIdentifiers

/// The dictionary an image picker's delegate gets for a picked file: an image's `UIImage` and a copy of its file
/// (with the edited image and its crop when editing is allowed), or a copy of a movie; the copies live in a folder
/// of their own in the temporary directory, as iOS hands over copies the app may keep or remove.
@MainActor
enum PickedMediaInfo {
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    static func info(for url: URL, allowsEditing: Bool) throws -> [UIImagePickerController.InfoKey: Any] {
        let type = UTType(filenameExtension: url.pathExtension) ?? .data
        if type.conforms(to: .movie) {
            return [.mediaType: UTType.movie.identifier, .mediaURL: try copy(url)]
        }
        guard let image = UIImage(contentsOfFile: url.path) else {
            throw Unreadable(description: "\(url.lastPathComponent) is not an image this desktop can read")
        }
        var info: [UIImagePickerController.InfoKey: Any] = [.mediaType: UTType.image.identifier, .originalImage: image, .imageURL: try copy(url)]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = CGRect(x: 0, y: 0, width: image.size.width * image.scale, height: image.size.height * image.scale)
        }
        return info
    }

    /// A copy of the file at `url` in a fresh folder of the temporary directory, under its own name.
    static func copy(_ url: URL) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ImagePicker-\(UUID().uuidString)", isDirectory: true)
        return try ItemProviderTypes.copy(url, to: folder.appendingPathComponent(url.lastPathComponent))
    }
}
