import Foundation

/// One label of a compact date picker: the date or the time on a rounded grey fill, written in the tint colour
/// while what it opened is shown.
@MainActor
final class DatePickerCapsule: UIControl {
    static let height: CGFloat = 34
    static let padding: CGFloat = 11

    let part: DatePickerPart
    let label = UILabel()
    /// Whether what the capsule opened is shown.
    var isOpen = false { didSet { updateColors() } }

    init(part: DatePickerPart) {
        self.part = part
        super.init(frame: .zero)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 8
        label.font = .systemFont(ofSize: 17)
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        isAccessibilityElement = true
        accessibilityTraits = .button
        updateColors()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var text: String {
        get { label.text ?? "" }
        set {
            label.text = newValue
            accessibilityLabel = newValue
            invalidateIntrinsicContentSize()
        }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: ceil(label.intrinsicContentSize.width) + 2 * DatePickerCapsule.padding, height: DatePickerCapsule.height)
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateColors()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        label.textColor = isOpen ? tintColor : .label
        alpha = isHighlighted ? 0.6 : 1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: DatePickerCapsule.padding / 2, dy: 0)
    }
}
