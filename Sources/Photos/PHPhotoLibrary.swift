import Foundation

/// The user's photo library, as far as PhotosUI's picker names it (`PHPickerConfiguration(photoLibrary: .shared())`):
/// the one shared library.
///
/// Difference from Apple: there is no library of assets on the desktop; the photo picker's files are its assets.
open class PHPhotoLibrary: @unchecked Sendable {
    private static let library = PHPhotoLibrary()

    /// The shared library.
    open class func shared() -> PHPhotoLibrary { library }

    init() {}
}
