import PhotosUI
import TestSupport
import UIKit
import XCTest

/// An image picker an app styles for its own screens, as iOS code subclasses one.
final class BrandedImagePicker: UIImagePickerController {
    override var prefersStatusBarHidden: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.tintColor = .systemPink
    }
}

/// A photo picker that counts how often it appeared, made through the initializer it inherits.
final class CountingPhotoPicker: PHPickerViewController {
    var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

final class PhotoPickerSubclassTests: XCTestCase {
    func testSubclassesAreMadeAndConfiguredAsOnIOS() {
        onMainActor {
            let picker = BrandedImagePicker()
            picker.sourceType = .savedPhotosAlbum
            picker.mediaTypes = UIImagePickerController.availableMediaTypes(for: .savedPhotosAlbum) ?? []
            picker.videoQuality = .typeHigh
            picker.loadViewIfNeeded()
            XCTAssertEqual(picker.navigationBar.tintColor, .systemPink)
            XCTAssertTrue(picker.prefersStatusBarHidden)
            XCTAssertEqual(picker.mediaTypes, ["public.image", "public.movie"])

            var configuration = PHPickerConfiguration(photoLibrary: .shared())
            configuration.filter = .any(of: [.images, .livePhotos])
            configuration.preselectedAssetIdentifiers = ["file:///tmp/a.png"]
            let photos = CountingPhotoPicker(configuration: configuration)
            photos.deselectAssets(withIdentifiers: ["file:///tmp/a.png"])
            photos.moveAsset(withIdentifier: "file:///tmp/a.png", afterAssetWithIdentifier: nil)
            photos.zoomIn()
            photos.zoomOut()
            photos.scrollToInitialPosition()
            XCTAssertEqual(photos.configuration, configuration)
            XCTAssertEqual(photos.appearances, 0)
        }
    }
}
