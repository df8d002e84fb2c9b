import QuartzCore

/// The system colour picker: a grid of colours and an opacity slider, shown as a sheet at half height that the user
/// can pull to full height; the delegate hears each choice and the dismissal.
///
/// Difference from Apple: the grid and the opacity slider only (no spectrum, sliders, eyedropper or favourites).
@MainActor @preconcurrency
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
    /// The colour chosen; setting it shows it without telling the delegate.
    open var selectedColor: UIColor = .white {
        didSet { pickerView?.show(selectedColor, supportsAlpha: supportsAlpha) }
    }
    /// Whether the user can choose an opacity; without, every colour chosen is opaque.
    open var supportsAlpha = true {
        didSet { pickerView?.show(selectedColor, supportsAlpha: supportsAlpha) }
    }
    private var pickerView: ColorPickerView? { viewIfLoaded as? ColorPickerView }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Colors"
        presentsAsPickerSheet()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open func loadView() {
        let picker = ColorPickerView(frame: CGRect(x: 0, y: 0, width: 375, height: 420))
        picker.titleLabel.text = title
        picker.show(selectedColor, supportsAlpha: supportsAlpha)
        picker.onChoose = { [unowned self] color, continuously in choose(color, continuously: continuously) }
        picker.onClose = { [unowned self] in dismiss(animated: true) }
        view = picker
    }

    override open var title: String? {
        didSet { pickerView?.titleLabel.text = title }
    }

    /// The user chose `color`: it shows, and the delegate hears of it.
    func choose(_ color: UIColor, continuously: Bool) {
        selectedColor = supportsAlpha ? color : color.withAlphaComponent(1)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed { delegate?.colorPickerViewControllerDidFinish(self) }
    }
}
