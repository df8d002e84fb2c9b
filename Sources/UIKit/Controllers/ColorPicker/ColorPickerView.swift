import QuartzCore

/// The colour picker's view: a title with a close button, a grid of swatches (a row of greys over nine rows of
/// twelve hues from dark to light), the opacity slider, and the chosen colour.
@MainActor
final class ColorPickerView: UIView {
    static let columns = 12, rows = 10

    let titleLabel = UILabel()
    let closeButton = UIButton(type: .close)
    private(set) var swatches: [UIControl] = []
    let opacitySlider = UISlider()
    private let preview = UIView()
    /// Called with a colour the user chose, and whether a drag is still changing it.
    var onChoose: ((UIColor, Bool) -> Void)?
    var onClose: (() -> Void)?
    private var shown = UIColor.white

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        closeButton.addAction(UIAction { [unowned self] _ in onClose?() }, for: .touchUpInside)
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                let swatch = UIControl()
                swatch.backgroundColor = Self.color(row: row, column: column)
                swatch.accessibilityLabel = "colour \(row * Self.columns + column + 1)"
                swatch.addAction(UIAction { [unowned self, unowned swatch] _ in
                    onChoose?((swatch.backgroundColor ?? .white).withAlphaComponent(CGFloat(opacitySlider.value)), false)
                }, for: .touchUpInside)
                swatches.append(swatch)
                addSubview(swatch)
            }
        }
        opacitySlider.value = 1
        opacitySlider.addAction(UIAction { [unowned self] _ in
            onChoose?(shown.withAlphaComponent(CGFloat(opacitySlider.value)), opacitySlider.isTracking)
        }, for: .valueChanged)
        preview.layer.cornerRadius = 8
        preview.layer.borderWidth = 1
        preview.layer.borderColor = UIColor.separator.cgColor
        for view in [titleLabel, closeButton, opacitySlider, preview] as [UIView] { addSubview(view) }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The grid's colour at a place: greys from white to black along the top, then each hue from dark to light.
    static func color(row: Int, column: Int) -> UIColor {
        guard row > 0 else { return UIColor(white: 1 - CGFloat(column) / CGFloat(columns - 1), alpha: 1) }
        let hue = CGFloat(column) / CGFloat(columns)
        let step = CGFloat(row - 1) / CGFloat(rows - 2)
        return step < 0.5
            ? UIColor(hue: hue, saturation: 1, brightness: 0.35 + 1.3 * step, alpha: 1)
            : UIColor(hue: hue, saturation: 1 - 1.6 * (step - 0.5), brightness: 1, alpha: 1)
    }

    /// Shows `color` as chosen, with the opacity slider when the picker supports alpha.
    func show(_ color: UIColor, supportsAlpha: Bool) {
        shown = color
        preview.backgroundColor = color
        var alpha: CGFloat = 1
        _ = color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        if !opacitySlider.isTracking { opacitySlider.value = Float(alpha) }
        opacitySlider.isHidden = !supportsAlpha
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 16
        titleLabel.frame = CGRect(x: 60, y: 12, width: bounds.width - 120, height: 28)
        closeButton.frame = CGRect(x: bounds.width - margin - 30, y: 11, width: 30, height: 30)
        let side = floor((bounds.width - 2 * margin) / CGFloat(Self.columns))
        for (index, swatch) in swatches.enumerated() {
            swatch.frame = CGRect(x: margin + CGFloat(index % Self.columns) * side, y: 56 + CGFloat(index / Self.columns) * side,
                                  width: side, height: side)
        }
        let below = 56 + CGFloat(Self.rows) * side + 16
        opacitySlider.frame = CGRect(x: margin, y: below, width: bounds.width - 3 * margin - 44, height: 30)
        preview.frame = CGRect(x: bounds.width - margin - 44, y: below - 7, width: 44, height: 44)
    }
}
