// PhotosUI's picker brings its frameworks with it, as Apple's module does: UIKit and Photos.
@_exported import Photos
@_exported import UIKit
