import Foundation

extension UIImagePickerController {
    /// Where the picker takes media from.
    public enum SourceType: Int, Sendable {
        /// The photo library: on the desktop, the files the desktop's file dialog offers.
        case photoLibrary = 0
        /// The camera, which a desktop app has none of here (`isSourceTypeAvailable(.camera)` is false).
        case camera = 1
        /// The Camera Roll album: on the desktop, the same files as the library.
        case savedPhotosAlbum = 2
    }

    /// Which camera takes the picture.
    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    /// Whether the camera takes still pictures or movies.
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    /// How the camera's flash behaves.
    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    /// The quality movies are recorded or re-encoded in.
    public enum QualityType: Int, Sendable {
        case typeHigh = 0
        case typeMedium = 1
        case typeLow = 2
        case type640x480 = 3
        case typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    /// Whether picked images reach `imageURL` in their own format or a compatible one (iOS 11).
    public enum ImageURLExportPreset: Int, Sendable {
        case compatible = 0
        case current = 1
    }

    /// A key of the dictionary the delegate gets with the picked media.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The picked media's type identifier (`public.image` or `public.movie`), a `String`.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The picked image as it was, a `UIImage`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as the user edited it, a `UIImage` (with `allowsEditing`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The part of the original image the edited one shows, a `CGRect` (with `allowsEditing`).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// A copy of the picked movie, a file `URL`.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The asset's URL in the old assets library (deprecated in iOS 11; never given here).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// The metadata of a picture the camera just took (never given here: there is no camera).
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The picked Live Photo (never given here).
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The picked asset of the photo library (iOS 11; never given here: there is no library of assets).
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// A copy of the picked image, a file `URL` (iOS 11).
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
}
