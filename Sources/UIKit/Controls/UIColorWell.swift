import QuartzCore

/// A control showing a colour in a ring of hues; a tap presents the colour picker from the nearest view controller,
/// and each colour chosen there becomes `selectedColor` with a `.valueChanged` event.
@MainActor @preconcurrency
open class UIColorWell: UIControl {
    /// The picker's title.
    open var title: String?
    /// Whether the picker offers opacity.
    open var supportsAlpha = true
    /// The colour shown in the well (nil: none chosen yet).
    open var selectedColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The picker presented now, and what hears it.
    private var presented: (picker: UIColorPickerViewController, listener: ColorWellPickerListener)?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        addAction(UIAction { [unowned self] _ in presentPicker() }, for: .touchUpInside)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open var intrinsicContentSize: CGSize { CGSize(width: 28, height: 28) }

    /// Twelve wedges of hue around the chosen colour.
    override open func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        for wedge in 0..<12 {
            let start = CGFloat(wedge) / 12 * 2 * .pi - .pi / 2
            let path = UIBezierPath()
            path.move(to: center)
            path.addArc(withCenter: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi / 12 + 0.01, clockwise: true)
            path.close()
            UIColor(hue: CGFloat(wedge) / 12, saturation: 0.9, brightness: 1, alpha: 1).setFill()
            path.fill()
        }
        UIColor.systemBackground.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: radius * 0.22, dy: radius * 0.22)).fill()
        (selectedColor ?? .clear).setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: radius * 0.32, dy: radius * 0.32)).fill()
    }

    /// Presents the picker showing the well's colour, from the view controller nearest the well.
    private func presentPicker() {
        guard presented == nil, let host = sequence(first: next, next: { $0?.next }).compactMap({ $0 as? UIViewController }).first
        else { return }
        let picker = UIColorPickerViewController()
        picker.title = title ?? picker.title
        picker.supportsAlpha = supportsAlpha
        if let selectedColor { picker.selectedColor = selectedColor }
        let listener = ColorWellPickerListener(well: self)
        picker.delegate = listener
        presented = (picker, listener)
        host.present(picker, animated: true)
    }

    /// The picker chose a colour.
    func pickerChose(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }

    /// The picker went.
    func pickerFinished() {
        presented = nil
    }
}

/// Passes the colour picker's choices to the well that presented it.
@MainActor
final class ColorWellPickerListener: UIColorPickerViewControllerDelegate {
    private weak var well: UIColorWell?

    init(well: UIColorWell) {
        self.well = well
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        well?.pickerChose(color)
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        well?.pickerFinished()
    }
}
