import ATSPI
import Foundation
import UniformTypeIdentifiers

/// The system's interface for picking a photo or a movie (or taking one with the camera): presented as iOS apps do
/// (`present(picker, animated: true)`), it asks the desktop's file dialog (xdg-desktop-portal's FileChooser) for a
/// file of its `mediaTypes` once it has appeared, and tells the delegate what was picked; the delegate dismisses it.
///
/// Difference from Apple: the desktop's own file dialog is the picker's interface (the presented controller shows
/// nothing of its own) and there is no camera: `.camera` is never available, and a picker presented with it tells
/// its delegate `imagePickerControllerDidCancel` with one line on standard error, as it does without a portal. The
/// `delegate` keeps the navigation controller's type (Swift cannot narrow it); it hears the picker when it is a
/// `UIImagePickerControllerDelegate` too, as every delegate an iOS app assigns is.
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
    /// Whether the picker can take media from `sourceType`: the library and the saved photos, never a camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types (`public.image`, `public.movie`) `sourceType` offers; nil when it is not available.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [UTType.image.identifier, UTType.movie.identifier] : nil
    }

    /// Whether the device has `cameraDevice`: never here.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Whether `cameraDevice` has a flash: never here.
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// The capture modes `cameraDevice` has (`CameraCaptureMode` raw values): none here.
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    /// Where the picker takes media from.
    open var sourceType: SourceType = .photoLibrary
    /// The type identifiers of the media offered: images (`public.image`) by default.
    open var mediaTypes: [String] = [UTType.image.identifier]
    /// Whether the user may crop the picked image: the delegate then gets `.editedImage` and `.cropRect` too.
    ///
    /// Difference from Apple: the desktop's dialog has no cropping, so the edited image is the whole original.
    open var allowsEditing = false
    /// The iOS 2 name of `allowsEditing`.
    @available(iOS, deprecated: 3.1)
    open var allowsImageEditing: Bool {
        get { allowsEditing }
        set { allowsEditing = newValue }
    }

    /// The format picked images reach `imageURL` in; kept only (the file is copied as it is).
    open var imageExportPreset: ImageURLExportPreset = .compatible
    /// The longest movie the camera records, in seconds.
    open var videoMaximumDuration: TimeInterval = 600
    /// The quality movies are recorded or re-encoded in; kept only.
    open var videoQuality: QualityType = .typeMedium
    /// The export preset picked movies are re-encoded with; kept only (the file is copied as it is).
    open var videoExportPreset = ""
    /// Whether the camera interface shows its own controls.
    open var showsCameraControls = true
    /// A view shown over the camera's preview.
    open var cameraOverlayView: UIView?
    /// The transform applied to the camera's preview.
    open var cameraViewTransform: CGAffineTransform = .identity
    /// Whether the camera takes still pictures or movies.
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// Which camera is used.
    open var cameraDevice: CameraDevice = .rear
    /// How the flash behaves.
    open var cameraFlashMode: CameraFlashMode = .auto

    /// Why the last dialog could not be shown, as logged.
    private(set) var failure: String?
    private let dialog = DesktopFileDialog()

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
    }

    override public init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        modalPresentationStyle = .overFullScreen
    }

    override public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
        modalPresentationStyle = .overFullScreen
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Takes a picture with the camera: nothing here, where there is none.
    open func takePicture() {}

    /// Starts recording a movie with the camera: false here, where there is none.
    open func startVideoCapture() -> Bool { false }

    /// Stops recording a movie.
    open func stopVideoCapture() {}

    override open func loadView() {
        super.loadView()
        view.backgroundColor = .clear
        setNavigationBarHidden(true, animated: false)
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !dialog.isAsking else { return }
        guard pickerDelegate != nil else { return dismissItself() }
        guard Self.isSourceTypeAvailable(sourceType) else { return receive(.failed("there is no camera on this desktop")) }
        let types = mediaTypes.compactMap { UTType($0) }
        let title = title ?? (types.contains { $0.conforms(to: .movie) } ? "Choose Media" : "Choose Photo")
        dialog.open(title: title, contentTypes: types, multiple: false) { [weak self] outcome in self?.receive(outcome) }
    }

    /// The delegate as the image picker's: the navigation controller's delegate, when it is one.
    var pickerDelegate: (any UIImagePickerControllerDelegate)? { delegate as? any UIImagePickerControllerDelegate }

    /// The dialog closed: the delegate hears what was picked, or a cancel.
    func receive(_ outcome: PortalFileChooser.Outcome) {
        var info: [InfoKey: Any]?
        switch outcome {
        case .chosen(let urls):
            if let url = urls.first {
                do { info = try PickedMediaInfo.info(for: url, allowsEditing: allowsEditing) } catch { report("\(error)") }
            }
        case .cancelled:
            break
        case .failed(let reason):
            report(reason)
        }
        if let info {
            pickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            pickerDelegate?.imagePickerControllerDidCancel(self)
        }
    }

    /// Dismisses the picker as iOS does when its delegate leaves that to it.
    func dismissItself() {
        dismiss(animated: true)
    }

    /// One line on standard error: why the picker closed without media.
    private func report(_ reason: String) {
        failure = reason
        DesktopFileDialog.report("image picker", reason, heard: "imagePickerControllerDidCancel")
    }
}
