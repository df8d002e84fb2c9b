import PhotosUI
import QuartzCore
import TestSupport
import UIKit
import XCTest

/// The classic "pick a profile photo" screen as iOS apps write it (Swift 5): an avatar and a Change Photo button
/// whose action sheet offers the camera (when there is one) and the library, through PHPickerViewController on
/// iOS 14 and later and UIImagePickerController before; both delegates dismiss the picker and put the image in the
/// avatar.
final class ProfilePhotoViewController: UIViewController, PHPickerViewControllerDelegate, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate {
    let avatarView = UIImageView()
    let changeButton = UIButton(type: .system)
    var pickedImages = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.layer.cornerRadius = 48
        avatarView.image = UIImage(systemName: "person.crop.circle.fill")
        avatarView.frame = CGRect(x: 147, y: 120, width: 96, height: 96)
        view.addSubview(avatarView)
        changeButton.setTitle("Change Photo", for: .normal)
        changeButton.frame = CGRect(x: 120, y: 230, width: 150, height: 44)
        changeButton.addAction(UIAction { [weak self] _ in self?.changePhotoTapped() }, for: .touchUpInside)
        view.addSubview(changeButton)
    }

    func changePhotoTapped() {
        let sheet = UIAlertController(title: "Profile Photo", message: nil, preferredStyle: .actionSheet)
        if UIImagePickerController.isSourceTypeAvailable(.camera) {
            sheet.addAction(UIAlertAction(title: "Take Photo", style: .default) { [weak self] _ in self?.showImagePicker(source: .camera) })
        }
        sheet.addAction(UIAlertAction(title: "Choose Photo", style: .default) { [weak self] _ in self?.showPhotoPicker() })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    func showPhotoPicker() {
        if #available(iOS 14, *) {
            var configuration = PHPickerConfiguration()
            configuration.filter = .images
            configuration.selectionLimit = 1
            configuration.preferredAssetRepresentationMode = .current
            let picker = PHPickerViewController(configuration: configuration)
            picker.delegate = self
            present(picker, animated: true)
        } else {
            showImagePicker(source: .photoLibrary)
        }
    }

    func showImagePicker(source: UIImagePickerController.SourceType) {
        let picker = UIImagePickerController()
        picker.sourceType = source
        picker.mediaTypes = ["public.image"]
        picker.allowsEditing = true
        picker.delegate = self
        present(picker, animated: true, completion: nil)
    }

    func setAvatar(_ image: UIImage) {
        avatarView.image = image
        pickedImages += 1
    }

    @available(iOS 14, *)
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        guard let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) else { return }
        provider.loadObject(ofClass: UIImage.self) { [weak self] image, error in
            DispatchQueue.main.async {
                guard let image = image as? UIImage else { return }
                self?.setAvatar(image)
            }
        }
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        if let image = (info[.editedImage] ?? info[.originalImage]) as? UIImage {
            setAvatar(image)
        }
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

final class ProfilePhotoPortabilityTests: XCTestCase {
    /// Shows the screen in a window and runs `body` with it and a step that moves the clock and draws a frame.
    private func withScreen(_ body: @MainActor (ProfilePhotoViewController, () -> Void) -> Void) {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            let renderer = OffscreenRenderer(window: window)
            let screen = ProfilePhotoViewController()
            window.rootViewController = screen
            renderer.renderFrame()
            body(screen) {
                clock.advance(by: 0.05)
                renderer.renderFrame()
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
            }
        }
    }

    func testTheSheetOffersTheLibraryOnlyWhereThereIsNoCamera() {
        withScreen { screen, step in
            screen.changePhotoTapped()
            let sheet = screen.presentedViewController as? UIAlertController
            XCTAssertEqual(sheet?.actions.map { $0.title }, ["Choose Photo", "Cancel"])
            XCTAssertEqual(sheet?.preferredStyle, .actionSheet)
        }
    }

    func testBothPickersCloseWithoutAFileDialogAndLeaveTheAvatar() {
        let saved = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
        unsetenv("DBUS_SESSION_BUS_ADDRESS")
        defer { if let saved { setenv("DBUS_SESSION_BUS_ADDRESS", saved, 1) } }
        withScreen { screen, step in
            screen.showPhotoPicker()
            XCTAssertTrue(screen.presentedViewController is PHPickerViewController)
            for _ in 0..<30 where screen.presentedViewController != nil { step() }
            XCTAssertNil(screen.presentedViewController, "the delegate dismissed the photo picker")
            screen.showImagePicker(source: .photoLibrary)
            let picker = screen.presentedViewController as? UIImagePickerController
            XCTAssertEqual(picker?.allowsEditing, true)
            for _ in 0..<30 where screen.presentedViewController != nil { step() }
            XCTAssertNil(screen.presentedViewController, "the delegate dismissed the image picker")
            XCTAssertEqual(screen.pickedImages, 0)
        }
    }

    func testAPickedImageBecomesTheAvatar() {
        withScreen { screen, _ in
            let photo = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
                UIColor.systemTeal.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
            }
            let picker = UIImagePickerController()
            picker.allowsEditing = true
            screen.imagePickerController(picker, didFinishPickingMediaWithInfo: [.originalImage: UIImage(), .editedImage: photo, .mediaType: "public.image"])
            XCTAssertTrue(screen.avatarView.image === photo, "the edited image")
            XCTAssertEqual(screen.pickedImages, 1)
        }
    }
}
