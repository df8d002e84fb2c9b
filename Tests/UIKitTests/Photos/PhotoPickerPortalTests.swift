import Foundation
@testable import PhotosUI
import TestSupport
import UniformTypeIdentifiers
import XCTest

/// Records what a photo picker's delegate hears, and dismisses the picker as iOS apps do.
@MainActor
final class RecordingPhotoPickerDelegate: PHPickerViewControllerDelegate {
    var finished: [[PHPickerResult]] = []

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        finished.append(results)
        picker.dismiss(animated: true)
    }
}

/// The photo picker presented as iOS apps present it, answered by the fake xdg-desktop-portal FileChooser on a
/// private session bus: the dialog's filters and selection from the configuration, the results' item providers
/// loading the picked files as images, data and files, cancelling, and a bus with no portal on it.
final class PhotoPickerPortalTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Presents a picker of `configuration` until its delegate hears; the picker, its delegate and the root.
    @MainActor
    private static func pick(_ configuration: PHPickerConfiguration) -> (PHPickerViewController, RecordingPhotoPickerDelegate, UIViewController) {
        let picker = PHPickerViewController(configuration: configuration)
        let delegate = RecordingPhotoPickerDelegate()
        picker.delegate = delegate
        let root = PrivateSessionBus.present(picker) { !delegate.finished.isEmpty }
        XCTAssertEqual(delegate.finished.count, 1, "heard once")
        XCTAssertNil(root.presentedViewController, "the delegate dismissed the picker")
        return (picker, delegate, root)
    }

    private static func filterNames(_ request: [String: Any]) -> [String]? {
        ((request["options"] as? [String: Any])?["filters"] as? [[Any]])?.map { $0[0] as? String ?? "" }
    }

    func testAnImagesFilterWithOnePhotoAsksForOneImageAndLoadsItAsAUIImage() throws {
        let photo = folder.appendingPathComponent("beach.png")
        try onMainActor { try PhotoFiles.writeImage(.red, size: CGSize(width: 40, height: 30), to: photo) }
        try PrivateSessionBus.run(portalScript: DocumentPickerPortalTests.portalScript, arguments: [photo.absoluteString]) { address, portal in
            try PrivateSessionBus.withSessionBus(address) {
                var configuration = PHPickerConfiguration()
                configuration.filter = .images
                let (_, delegate, _) = Self.pick(configuration)
                let request = try DocumentPickerPortalTests.request(portal)
                XCTAssertEqual(request["title"] as? String, "Choose a Photo")
                XCTAssertEqual((request["options"] as? [String: Any])?["multiple"] as? Bool, false)
                XCTAssertEqual(Self.filterNames(request), ["Image"])
                let result = try XCTUnwrap(delegate.finished.first?.first)
                XCTAssertNil(result.assetIdentifier, "no photo library in the configuration")
                XCTAssertEqual(result.itemProvider.suggestedName, "beach")
                XCTAssertTrue(result.itemProvider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
                XCTAssertTrue(result.itemProvider.canLoadObject(ofClass: UIImage.self))
                var loaded: UIImage?
                result.itemProvider.loadObject(ofClass: UIImage.self) { image, error in
                    XCTAssertNil(error)
                    loaded = image as? UIImage
                }
                XCTAssertEqual(loaded?.size, CGSize(width: 40, height: 30))
            }
        }
    }

    func testUnlimitedSelectionOffersImagesAndVideosAndEachResultLoadsAsDataAndAsAFile() throws {
        let first = folder.appendingPathComponent("one.jpg"), second = folder.appendingPathComponent("two.png")
        let movie = folder.appendingPathComponent("clip.mp4")
        try onMainActor {
            try PhotoFiles.writeImage(.blue, size: CGSize(width: 8, height: 8), to: first)
            try PhotoFiles.writeImage(.green, size: CGSize(width: 6, height: 4), to: second)
        }
        try Data("not really a movie".utf8).write(to: movie)
        let picked = [first, second, movie]
        try PrivateSessionBus.run(portalScript: DocumentPickerPortalTests.portalScript, arguments: picked.map(\.absoluteString)) { address, portal in
            try PrivateSessionBus.withSessionBus(address) {
                var configuration = PHPickerConfiguration(photoLibrary: .shared())
                configuration.selectionLimit = 0
                configuration.selection = .ordered
                let (_, delegate, _) = Self.pick(configuration)
                let request = try DocumentPickerPortalTests.request(portal)
                XCTAssertEqual(request["title"] as? String, "Choose Photos")
                XCTAssertEqual((request["options"] as? [String: Any])?["multiple"] as? Bool, true)
                XCTAssertEqual(Self.filterNames(request), ["All supported files", "Image", "Movie"])
                let results = try XCTUnwrap(delegate.finished.first)
                XCTAssertEqual(results.map(\.assetIdentifier), picked.map(\.absoluteString), "in the order picked")
                XCTAssertEqual(results[0].itemProvider.registeredContentTypes, [.jpeg])
                XCTAssertEqual(results[1].itemProvider.registeredTypeIdentifiers, [UTType.png.identifier])

                var data: Data?
                results[1].itemProvider.loadDataRepresentation(forTypeIdentifier: UTType.image.identifier) { loaded, _ in data = loaded }
                XCTAssertEqual(data, try Data(contentsOf: second))
                var file: URL?
                results[0].itemProvider.loadFileRepresentation(forTypeIdentifier: UTType.image.identifier) { url, _ in file = url }
                XCTAssertEqual(file?.lastPathComponent, "one.jpeg")
                XCTAssertNotEqual(file, first, "a copy")
                XCTAssertEqual(file.flatMap { try? Data(contentsOf: $0) }, try Data(contentsOf: first))

                let video = results[2].itemProvider
                XCTAssertFalse(video.canLoadObject(ofClass: UIImage.self))
                XCTAssertTrue(video.hasItemConformingToTypeIdentifier(UTType.movie.identifier))
                var movieData: Data?
                video.loadDataRepresentation(for: .movie) { loaded, _ in movieData = loaded }
                XCTAssertEqual(movieData, Data("not really a movie".utf8))
                var movieFile: URL?
                video.loadFileRepresentation(for: .mpeg4Movie) { url, inPlace, _ in
                    XCTAssertFalse(inPlace)
                    movieFile = url
                }
                XCTAssertEqual(movieFile?.lastPathComponent, "clip.mp4")
            }
        }
    }

    func testTheSelectionLimitKeepsThatManyResults() throws {
        let names = ["a.png", "b.png", "c.png"].map { folder.appendingPathComponent($0) }
        try onMainActor { for url in names { try PhotoFiles.writeImage(.gray, size: CGSize(width: 2, height: 2), to: url) } }
        try PrivateSessionBus.run(portalScript: DocumentPickerPortalTests.portalScript, arguments: names.map(\.absoluteString)) { address, portal in
            try PrivateSessionBus.withSessionBus(address) {
                var configuration = PHPickerConfiguration()
                configuration.selectionLimit = 2
                configuration.filter = .any(of: [.screenshots, .livePhotos])
                let (_, delegate, _) = Self.pick(configuration)
                XCTAssertEqual(delegate.finished.first?.map { $0.itemProvider.suggestedName }, ["a", "b"])
                XCTAssertEqual(Self.filterNames(try DocumentPickerPortalTests.request(portal)), ["Image"])
            }
        }
    }

    func testCancellingHearsNoResults() throws {
        try PrivateSessionBus.run(portalScript: DocumentPickerPortalTests.portalScript, arguments: ["cancel"]) { address, _ in
            PrivateSessionBus.withSessionBus(address) {
                let (picker, delegate, _) = Self.pick(PHPickerConfiguration())
                XCTAssertEqual(delegate.finished, [[]])
                XCTAssertNil(picker.failure, "a cancel is no failure")
            }
        }
    }

    func testWithNoPortalTheDelegateHearsNoResultsAndTheCauseIsNamed() throws {
        try PrivateSessionBus.run(portalScript: nil) { address, _ in
            PrivateSessionBus.withSessionBus(address) {
                let (picker, delegate, _) = Self.pick(PHPickerConfiguration())
                XCTAssertEqual(delegate.finished, [[]])
                XCTAssertTrue(picker.failure?.contains("org.freedesktop.DBus.Error.ServiceUnknown") == true, picker.failure ?? "no failure")
            }
        }
        onMainActor {
            PrivateSessionBus.withSessionBus(nil) {
                let (picker, delegate, _) = Self.pick(PHPickerConfiguration())
                XCTAssertEqual(delegate.finished, [[]])
                XCTAssertEqual(picker.failure, "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
            }
        }
    }

    func testAFilterNothingPassesAsksNoDialog() {
        onMainActor {
            PrivateSessionBus.withSessionBus(nil) {
                var configuration = PHPickerConfiguration()
                configuration.filter = .all(of: [.images, .videos])
                let (picker, delegate, _) = Self.pick(configuration)
                XCTAssertEqual(delegate.finished, [[]])
                XCTAssertEqual(picker.failure, "the filter takes neither images nor videos")
            }
        }
    }
}
