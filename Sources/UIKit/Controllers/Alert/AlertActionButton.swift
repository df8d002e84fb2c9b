import QuartzCore

/// One button of an alert: its action's title, coloured by the action's style, grey while pressed.
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let label = UILabel()
    private let highlightColor: UIColor

    init(action: UIAlertAction, metrics: AlertMetrics, onChoose: @escaping (UIAlertAction) -> Void) {
        self.action = action
        highlightColor = metrics.highlighted
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        label.isAccessibilityElement = false
        addSubview(label)
        addAction(UIAction { [action] _ in onChoose(action) }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Draws the title in `font`, in red for a destructive action, grey when disabled, else in the tint.
    func style(font: UIFont) {
        label.font = font
        isEnabled = action.isEnabled
        refreshColor()
    }

    private func refreshColor() {
        label.textColor = !action.isEnabled ? UIColor(white: 0.6, alpha: 1)
            : action.style == .destructive ? .systemRed : tintColor
    }

    override func tintColorDidChange() {
        refreshColor()
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? highlightColor : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityLabel: String? {
        get { action.title }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { action.isEnabled ? .button : [.button, .notEnabled] }
        set { super.accessibilityTraits = newValue }
    }
}
