import Foundation
import TestSupport
@testable import UIKit
import UniformTypeIdentifiers
import XCTest

/// Records what an image picker's delegate hears, and dismisses the picker as iOS apps do.
@MainActor
final class RecordingImagePickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var picked: [[UIImagePickerController.InfoKey: Any]] = []
    var cancelled = 0
    var heard: Bool { !picked.isEmpty || cancelled > 0 }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picked.append(info)
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled += 1
        picker.dismiss(animated: true)
    }
}

/// UIImagePickerController presented as iOS apps present it, answered by the fake xdg-desktop-portal FileChooser:
/// what it says is available, the info dictionary of a picked image or movie, cancelling (with and without a
/// delegate that dismisses), the camera and a bus with no portal; and the saved photos album on the desktop.
final class ImagePickerControllerTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Presents `picker` with a recording delegate until it hears; the delegate and the root.
    @MainActor
    private static func pick(_ picker: UIImagePickerController) -> (RecordingImagePickerDelegate, UIViewController) {
        let delegate = RecordingImagePickerDelegate()
        picker.delegate = delegate
        let root = PrivateSessionBus.present(picker) { delegate.heard }
        XCTAssertNil(root.presentedViewController, "the delegate dismissed the picker")
        return (delegate, root)
    }

    func testTheLibraryIsAvailableAndTheCameraIsNot() {
        onMainActor {
            XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
            XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
            XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
            XCTAssertEqual(UIImagePickerController.availableMediaTypes(for: .photoLibrary), ["public.image", "public.movie"])
            XCTAssertNil(UIImagePickerController.availableMediaTypes(for: .camera))
            XCTAssertFalse(UIImagePickerController.isCameraDeviceAvailable(.rear))
            XCTAssertFalse(UIImagePickerController.isFlashAvailable(for: .front))
            XCTAssertNil(UIImagePickerController.availableCaptureModes(for: .rear))
            let picker = UIImagePickerController()
            XCTAssertTrue((picker as UIViewController) is UINavigationController)
            XCTAssertEqual(picker.sourceType, .photoLibrary)
            XCTAssertEqual(picker.mediaTypes, ["public.image"])
            XCTAssertFalse(picker.allowsEditing)
            XCTAssertEqual(picker.cameraCaptureMode, .photo)
            XCTAssertEqual(UIImagePickerController.InfoKey.originalImage.rawValue, "UIImagePickerControllerOriginalImage")
        }
    }

    func testAPickedImageComesAsTheOriginalACopyOfItsFileAndWithEditingTheWholeImageCropped() throws {
        let photo = folder.appendingPathComponent("portrait.jpg")
        try onMainActor { try PhotoFiles.writeImage(.orange, size: CGSize(width: 30, height: 50), to: photo) }
        try PrivateSessionBus.run(portalScript: DocumentPickerPortalTests.portalScript, arguments: [photo.absoluteString]) { address, portal in
            try PrivateSessionBus.withSessionBus(address) {
                let picker = UIImagePickerController()
                picker.sourceType = .photoLibrary
                picker.allowsEditing = true
                let (delegate, _) = Self.pick(picker)
                let info = try XCTUnwrap(delegate.picked.first)
                XCTAssertEqual(info[.mediaType] as? String, "public.image")
                XCTAssertEqual((info[.originalImage] as? UIImage)?.size, CGSize(width: 30, height: 50))
                XCTAssertNotNil(info[.editedImage] as? UIImage)
                XCTAssertEqual(info[.cropRect] as? CGRect, CGRect(x: 0, y: 0, width: 30, height: 50))
                let copy = try XCTUnwrap(info[.imageURL] as? URL)
                XCTAssertNotEqual(copy, photo)
                XCTAssertEqual(copy.lastPathComponent, "portrait.jpg")
                XCTAssertEqual(try Data(contentsOf: copy), try Data(contentsOf: photo))
                XCTAssertNil(info[.mediaURL])
                let request = try DocumentPickerPortalTests.request(portal)
                XCTAssertEqual(request["title"] as? String, "Choose Photo")
                let options = try XCTUnwrap(request["options"] as? [String: Any])
                XCTAssertEqual(options["multiple"] as? Bool, false)
                XCTAssertEqual((options["filters"] as? [[Any]])?.map { $0[0] as? String }, ["Image"])
                try? FileManager.default.removeItem(at: copy.deletingLastPathComponent())
            }
        }
    }

    func testAPickedMovieComesAsACopyOfItsFile() throws {
        let movie = folder.appendingPathComponent("holiday.mov")
        try Data("moov".utf8).write(to: movie)
        try PrivateSessionBus.run(portalScript: DocumentPickerPortalTests.portalScript, arguments: [movie.absoluteString]) { address, portal in
            try PrivateSessionBus.withSessionBus(address) {
                let picker = UIImagePickerController()
                picker.mediaTypes = UIImagePickerController.availableMediaTypes(for: .photoLibrary) ?? []
                let (delegate, _) = Self.pick(picker)
                let info = try XCTUnwrap(delegate.picked.first)
                XCTAssertEqual(info[.mediaType] as? String, "public.movie")
                XCTAssertNil(info[.originalImage])
                let copy = try XCTUnwrap(info[.mediaURL] as? URL)
                XCTAssertEqual(try Data(contentsOf: copy), Data("moov".utf8))
                let request = try DocumentPickerPortalTests.request(portal)
                XCTAssertEqual(request["title"] as? String, "Choose Media")
                XCTAssertEqual(((request["options"] as? [String: Any])?["filters"] as? [[Any]])?.map { $0[0] as? String },
                               ["All supported files", "Image", "Movie"])
            }
        }
    }

    func testCancellingTellsTheDelegateAndADelegateWithoutTheMethodHasThePickerDismissItself() throws {
        @MainActor final class PickOnlyDelegate: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            var picked = 0
            func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                picked += 1
            }
        }
        try PrivateSessionBus.run(portalScript: DocumentPickerPortalTests.portalScript, arguments: ["cancel"]) { address, _ in
            PrivateSessionBus.withSessionBus(address) {
                let picker = UIImagePickerController()
                let (delegate, _) = Self.pick(picker)
                XCTAssertEqual(delegate.cancelled, 1)
                XCTAssertTrue(delegate.picked.isEmpty)
                XCTAssertNil(picker.failure)
            }
        }
        try PrivateSessionBus.run(portalScript: DocumentPickerPortalTests.portalScript, arguments: ["cancel"]) { address, portal in
            PrivateSessionBus.withSessionBus(address) {
                let picker = UIImagePickerController()
                let delegate = PickOnlyDelegate()
                picker.delegate = delegate
                let root = PrivateSessionBus.present(picker) { portal?.lines.contains { $0.hasPrefix("request ") } == true && picker.presentingViewController == nil }
                XCTAssertNil(root.presentedViewController, "dismissed by the picker itself")
                XCTAssertEqual(delegate.picked, 0)
            }
        }
    }

    func testTheCameraAndAMissingPortalEndInACancelWhoseCauseIsNamed() throws {
        onMainActor {
            PrivateSessionBus.withSessionBus(nil) {
                let picker = UIImagePickerController()
                picker.sourceType = .camera
                let (delegate, _) = Self.pick(picker)
                XCTAssertEqual(delegate.cancelled, 1)
                XCTAssertEqual(picker.failure, "there is no camera on this desktop")
            }
        }
        try PrivateSessionBus.run(portalScript: nil) { address, _ in
            PrivateSessionBus.withSessionBus(address) {
                let picker = UIImagePickerController()
                let (delegate, _) = Self.pick(picker)
                XCTAssertEqual(delegate.cancelled, 1)
                XCTAssertTrue(picker.failure?.contains("org.freedesktop.DBus.Error.ServiceUnknown") == true, picker.failure ?? "no failure")
            }
        }
    }

    func testAPickerWithoutADelegateIsDismissedAtOnce() {
        onMainActor {
            let picker = UIImagePickerController()
            let root = PrivateSessionBus.present(picker) { picker.presentingViewController == nil }
            XCTAssertNil(root.presentedViewController)
            XCTAssertNil(picker.failure, "no dialog was asked for")
        }
    }

    func testSavedImagesGoToTheDesktopsPicturesFolderNumbered() throws {
        let config = folder.appendingPathComponent("config"), pictures = folder.appendingPathComponent("My Pictures")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "# written by xdg-user-dirs-update\nXDG_PICTURES_DIR=\"\(pictures.path)\"\n".write(to: config.appendingPathComponent("user-dirs.dirs"), atomically: true, encoding: .utf8)
        let saved = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
        setenv("XDG_CONFIG_HOME", config.path, 1)
        defer { if let saved { setenv("XDG_CONFIG_HOME", saved, 1) } else { unsetenv("XDG_CONFIG_HOME") } }
        try onMainActor {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 7)).image { _ in }
            UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
            UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
            let names = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
            XCTAssertEqual(names, ["IMG_0001.png", "IMG_0002.png"])
            XCTAssertNotNil(UIImage(contentsOfFile: pictures.appendingPathComponent("IMG_0002.png").path))
            XCTAssertFalse(UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(pictures.appendingPathComponent("IMG_0001.png").path))
        }
        XCTAssertEqual(SavedPhotosAlbum.folder(.videos, environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": "/nowhere"]).path, "/home/ada/Videos")
    }
}
