import ATSPI
import Foundation
@_spi(Pickers) import UIKit
import UniformTypeIdentifiers

/// The system's interface for picking photos and videos (iOS 14): presented as iOS apps do
/// (`present(picker, animated: true)`), it asks the desktop's file dialog (xdg-desktop-portal's FileChooser) for
/// files of the configuration's filter once it has appeared, one or several as its selection limit allows, and
/// tells the delegate what was picked, each result's item provider loading its file; the delegate dismisses it.
///
/// Difference from Apple: the desktop's own file dialog is the picker's interface; the presented controller shows
/// nothing of its own, and the members that act on the picker's grid of photos (deselecting, moving, zooming,
/// scrolling) do nothing. Without a portal the delegate hears no results and one line on standard error names the
/// cause.
@MainActor @preconcurrency
open class PHPickerViewController: UIViewController {
    /// The configuration the picker was made with, as `updatePicker(using:)` changed it.
    public private(set) var configuration: PHPickerConfiguration
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    /// Why the last dialog could not be shown, as logged.
    private(set) var failure: String?
    private let dialog = DesktopFileDialog()

    /// A picker set up by `configuration`.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Changes the selection limit or the edges without margins while the picker is shown (iOS 17).
    open func updatePicker(using configuration: PHPickerConfiguration.Update) {
        if let limit = configuration.selectionLimit { self.configuration.selectionLimit = limit }
        if let edges = configuration.edgesWithoutContentMargins { self.configuration.edgesWithoutContentMargins = edges }
    }

    /// Deselects the assets with `identifiers` in the picker (iOS 15): nothing here, where the dialog selects.
    open func deselectAssets(withIdentifiers identifiers: [String]) {}

    /// Moves a selected asset after another in the picker's order (iOS 15): nothing here, where the dialog selects.
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier afterIdentifier: String?) {}

    /// Scrolls the picker's photos back to where they started (iOS 17): nothing here.
    open func scrollToInitialPosition() {}

    /// Shows the picker's photos larger (iOS 17): nothing here.
    open func zoomIn() {}

    /// Shows the picker's photos smaller (iOS 17): nothing here.
    open func zoomOut() {}

    override open func loadView() {
        view = UIView()
        view.backgroundColor = .clear
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !dialog.isAsking else { return }
        let types = PickerMediaBounds.contentTypes(for: configuration.filter)
        guard !types.isEmpty else { return receive(.failed("the filter takes neither images nor videos")) }
        let title = title ?? (configuration.selectionLimit == 1 ? "Choose a Photo" : "Choose Photos")
        dialog.open(title: title, contentTypes: types, multiple: configuration.selectionLimit != 1) { [weak self] outcome in
            self?.receive(outcome)
        }
    }

    /// The dialog closed: the delegate hears the picked files as results (at most the selection limit), or none.
    func receive(_ outcome: PortalFileChooser.Outcome) {
        var results: [PHPickerResult] = []
        switch outcome {
        case .chosen(let urls):
            let limit = configuration.selectionLimit > 0 ? configuration.selectionLimit : urls.count
            results = urls.prefix(limit).map { PickedAsset.result(for: $0, identified: configuration.identifiesAssets) }
        case .cancelled:
            break
        case .failed(let reason):
            failure = reason
            DesktopFileDialog.report("photo picker", reason, heard: "picker(_:didFinishPicking:) with no results")
        }
        delegate?.picker(self, didFinishPicking: results)
    }
}
