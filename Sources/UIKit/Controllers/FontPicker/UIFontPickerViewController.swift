import Foundation

/// The system font picker: the machine's font families (or their faces), each named in its own font, in a sheet at
/// half height the user can pull to full; picking one sets `selectedFontDescriptor` and tells the delegate, and
/// Cancel closes the sheet and tells it that.
@MainActor @preconcurrency
open class UIFontPickerViewController: UIViewController {
    /// What the picker offers; a copy of the one it was made with.
    open private(set) var configuration: Configuration
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font picked last (or set in code, which shows it as picked without telling the delegate).
    open var selectedFontDescriptor: UIFontDescriptor? {
        didSet { pickerView?.showSelection(selectedFontDescriptor) }
    }
    private var pickerView: FontPickerView? { viewIfLoaded as? FontPickerView }

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration.copy() as? Configuration ?? configuration
        super.init(nibName: nil, bundle: nil)
        title = "Fonts"
        presentsAsPickerSheet()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open func loadView() {
        let picker = FontPickerView(catalog: FontPickerCatalog(configuration: configuration),
                                    usesSystemFont: configuration.displayUsingSystemFont)
        picker.frame = CGRect(x: 0, y: 0, width: 375, height: 480)
        picker.titleLabel.text = title
        picker.onPick = { [unowned self] entry in pick(entry) }
        picker.onCancel = { [unowned self] in cancel() }
        picker.showSelection(selectedFontDescriptor)
        view = picker
    }

    override open var title: String? {
        didSet { pickerView?.titleLabel.text = title }
    }

    /// The user picked `entry`: it becomes the selection, and the delegate hears of it.
    func pick(_ entry: FontPickerCatalog.Entry) {
        selectedFontDescriptor = entry.descriptor
        delegate?.fontPickerViewControllerDidPickFont(self)
    }

    /// The user closed the picker without picking.
    func cancel() {
        dismiss(animated: true)
        delegate?.fontPickerViewControllerDidCancel(self)
    }
}
