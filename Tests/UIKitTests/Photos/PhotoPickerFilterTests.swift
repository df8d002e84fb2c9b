@testable import PhotosUI
import TestSupport
import UniformTypeIdentifiers
import XCTest

/// What a photo picker's filter offers in the desktop's dialog: images and movies as a file's type shows them, the
/// kinds of either (screenshots, Live Photos, slow-motion videos) as their whole medium, and the configuration's
/// values as iOS sets them.
final class PhotoPickerFilterTests: XCTestCase {
    private func offered(_ filter: PHPickerFilter?) -> [UTType] {
        PickerMediaBounds.contentTypes(for: filter)
    }

    func testWholeMediaAndTheirKindsOfferTheirFileTypes() {
        XCTAssertEqual(offered(nil), [.image, .movie], "no filter: images, Live Photos and videos")
        XCTAssertEqual(offered(.images), [.image])
        XCTAssertEqual(offered(.videos), [.movie])
        XCTAssertEqual(offered(.screenshots), [.image])
        XCTAssertEqual(offered(.livePhotos), [.image])
        XCTAssertEqual(offered(.depthEffectPhotos), [.image])
        XCTAssertEqual(offered(.slomoVideos), [.movie])
        XCTAssertEqual(offered(.cinematicVideos), [.movie])
    }

    func testCombinationsJoinMeetAndExcludeWhatAFileTypeCanShow() {
        XCTAssertEqual(offered(.any(of: [.livePhotos, .videos])), [.image, .movie])
        XCTAssertEqual(offered(.all(of: [.images, .not(.videos)])), [.image])
        XCTAssertEqual(offered(.not(.images)), [.movie])
        XCTAssertEqual(offered(.not(.screenshots)), [.image, .movie], "an image file may be no screenshot")
        XCTAssertEqual(offered(.all(of: [.images, .not(.screenshots)])), [.image])
        XCTAssertEqual(offered(.all(of: [.images, .videos])), [], "nothing is both")
        XCTAssertEqual(offered(.not(.any(of: [.images, .videos]))), [])
        XCTAssertEqual(offered(.all(of: [.screenshots, .not(.images)])), [])
    }

    func testFiltersCompareByTheirRules() {
        XCTAssertEqual(PHPickerFilter.any(of: [.images, .videos]), .any(of: [.images, .videos]))
        XCTAssertNotEqual(PHPickerFilter.any(of: [.images]), .images)
        XCTAssertEqual(Set<PHPickerFilter>([.images, .images, .videos]).count, 2)
    }

    func testTheConfigurationStartsAsIOSsDoes() {
        var configuration = PHPickerConfiguration()
        XCTAssertEqual(configuration.selectionLimit, 1)
        XCTAssertNil(configuration.filter)
        XCTAssertEqual(configuration.selection, .default)
        XCTAssertEqual(configuration.preferredAssetRepresentationMode, .automatic)
        XCTAssertEqual(configuration.mode, .default)
        XCTAssertEqual(configuration.preselectedAssetIdentifiers, [])
        XCTAssertEqual(configuration.edgesWithoutContentMargins, [])
        XCTAssertEqual(configuration.disabledCapabilities, [])
        XCTAssertFalse(configuration.identifiesAssets)
        configuration.disabledCapabilities = [.search, .stagingArea]
        XCTAssertNotEqual(configuration, PHPickerConfiguration())
        XCTAssertTrue(PHPickerConfiguration(photoLibrary: .shared()).identifiesAssets)
        XCTAssertTrue(PHPhotoLibrary.shared() === PHPhotoLibrary.shared())
        onMainActor {
            var chosen: [String]?
            PHPhotoLibrary.shared().presentLimitedLibraryPicker(from: UIViewController()) { chosen = $0 }
            XCTAssertEqual(chosen, [], "no limited library on the desktop")
        }
    }

    func testAnUpdateChangesOnlyWhatItNames() {
        onMainActor {
            var configuration = PHPickerConfiguration()
            configuration.selectionLimit = 3
            configuration.edgesWithoutContentMargins = .top
            let picker = PHPickerViewController(configuration: configuration)
            var update = PHPickerConfiguration.Update()
            update.selectionLimit = 5
            picker.updatePicker(using: update)
            XCTAssertEqual(picker.configuration.selectionLimit, 5)
            XCTAssertEqual(picker.configuration.edgesWithoutContentMargins, .top)
        }
    }
}
