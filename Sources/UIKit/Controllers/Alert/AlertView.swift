import QuartzCore

/// An alert controller's view: the card of an alert (title, message, text fields, buttons), or an action sheet's
/// group of buttons with its cancel button apart below. It is the dialog assistive technologies announce.
final class AlertView: UIView {
    private unowned let controller: UIAlertController
    let metrics: AlertMetrics
    /// The card with the title, message, fields and the buttons other than an action sheet's cancel button.
    let mainGroup = UIView()
    /// An action sheet's cancel button's own card.
    let cancelGroup = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private(set) var buttons: [AlertActionButton] = []
    /// The bordered box each text field sits in, by field.
    private var fieldBoxes: [ObjectIdentifier: UIView] = [:]
    private var separators: [UIView] = []
    private(set) var arrangement = AlertButtonArrangement(styles: [], preferredStyle: .alert, titlesFitSideBySide: true)

    init(controller: UIAlertController) {
        self.controller = controller
        metrics = .of(controller.preferredStyle)
        super.init(frame: .zero)
        for group in [mainGroup, cancelGroup] {
            group.layer.cornerRadius = metrics.cornerRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        mainGroup.backgroundColor = metrics.background
        cancelGroup.backgroundColor = .white
        for (label, font, color) in [(titleLabel, metrics.titleFont, metrics.titleColor), (messageLabel, metrics.messageFont, metrics.messageColor)] {
            label.font = font
            label.textColor = color
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.addSubview(label)
        }
        update()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the controller's title, message, fields and actions as they are now.
    func update() {
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        titleLabel.isHidden = (controller.title ?? "").isEmpty
        messageLabel.isHidden = (controller.message ?? "").isEmpty
        for field in controller.textFields ?? [] where fieldBoxes[ObjectIdentifier(field)] == nil {
            let box = UIView()
            box.backgroundColor = .white
            box.layer.borderColor = UIColor(white: 0.75, alpha: 1).cgColor
            box.layer.borderWidth = AlertMetrics.separator
            box.layer.cornerRadius = 4
            box.addSubview(field)
            mainGroup.addSubview(box)
            fieldBoxes[ObjectIdentifier(field)] = box
        }
        let actions = controller.actions
        if buttons.count != actions.count || zip(buttons, actions).contains(where: { $0.action !== $1 }) {
            for button in buttons { button.removeFromSuperview() }
            buttons = actions.map { action in
                AlertActionButton(action: action, metrics: metrics) { [unowned controller] in controller.choose($0) }
            }
        }
        for button in buttons {
            let bold = controller.preferredStyle == .alert
                ? button.action === controller.preferredAction || (controller.preferredAction == nil && button.action.style == .cancel)
                : button.action.style == .cancel
            button.style(font: bold ? metrics.boldButtonFont : metrics.buttonFont)
        }
        arrangement = AlertButtonArrangement(styles: actions.map(\.style), preferredStyle: controller.preferredStyle,
                                             titlesFitSideBySide: titlesFitSideBySide(), inPopover: controller.showsInPopover)
        for (index, button) in buttons.enumerated() {
            button.isHidden = !arrangement.shows(index)
            let group = arrangement.separateCancel.map { buttons[$0] === button } ?? false ? cancelGroup : mainGroup
            if button.superview !== group { group.addSubview(button) }
        }
        cancelGroup.isHidden = arrangement.separateCancel == nil
        accessibilityLabel = controller.title ?? controller.message
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Whether each of two buttons' titles fits in half the card.
    private func titlesFitSideBySide() -> Bool {
        let half = (metrics.width - AlertMetrics.separator) / 2 - 16
        return buttons.allSatisfy { $0.label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: metrics.buttonHeight)).width <= half }
    }

    /// The size the view takes in a container of `containerSize`.
    func fittingSize(in containerSize: CGSize) -> CGSize {
        let width = self.width(in: containerSize)
        return CGSize(width: width, height: arrange(width: width, apply: false))
    }

    private func width(in containerSize: CGSize) -> CGFloat {
        let room = max(0, containerSize.width - 2 * AlertPresentationController.margin)
        return min(metrics.width, room)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = arrange(width: bounds.width, apply: true)
    }

    /// Lays the parts out at `width` (when `apply`) and returns the height they take.
    private func arrange(width: CGFloat, apply: Bool) -> CGFloat {
        var y: CGFloat = 0
        let textWidth = max(0, width - 2 * metrics.headerSide)
        let texts = [titleLabel, messageLabel].filter { !$0.isHidden }
        if !texts.isEmpty {
            y += metrics.headerTop
            for (index, label) in texts.enumerated() {
                if index > 0 { y += metrics.titleMessageGap }
                let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height.rounded(.up)
                if apply { label.frame = CGRect(x: metrics.headerSide, y: y, width: textWidth, height: height) }
                y += height
            }
            y += metrics.headerBottom
        }
        let fields = controller.textFields ?? []
        for (index, field) in fields.enumerated() {
            if index == 0, texts.isEmpty { y += metrics.headerTop }
            if apply, let box = fieldBoxes[ObjectIdentifier(field)] {
                box.frame = CGRect(x: metrics.headerSide, y: y, width: textWidth, height: metrics.fieldHeight)
                field.frame = box.bounds.insetBy(dx: 5, dy: 0)
            }
            y += metrics.fieldHeight + (index == fields.count - 1 ? metrics.fieldsBottom : metrics.fieldGap)
        }
        var lines: [CGRect] = []
        let main = arrangement.main.map { buttons[$0] }
        if arrangement.isSideBySide {
            let half = ((width - AlertMetrics.separator) / 2).rounded(.down)
            if y > 0 { lines.append(CGRect(x: 0, y: y, width: width, height: AlertMetrics.separator)) }
            lines.append(CGRect(x: half, y: y, width: AlertMetrics.separator, height: metrics.buttonHeight))
            if apply {
                main[0].frame = CGRect(x: 0, y: y, width: half, height: metrics.buttonHeight)
                main[1].frame = CGRect(x: half + AlertMetrics.separator, y: y, width: width - half - AlertMetrics.separator, height: metrics.buttonHeight)
            }
            y += metrics.buttonHeight
        } else {
            for button in main {
                if y > 0 { lines.append(CGRect(x: 0, y: y, width: width, height: AlertMetrics.separator)) }
                if apply { button.frame = CGRect(x: 0, y: y, width: width, height: metrics.buttonHeight) }
                y += metrics.buttonHeight
            }
        }
        let mainHeight = y
        if let cancel = arrangement.separateCancel {
            if mainHeight > 0 { y += metrics.cancelGap }
            if apply {
                cancelGroup.frame = CGRect(x: 0, y: y, width: width, height: metrics.buttonHeight)
                buttons[cancel].frame = cancelGroup.bounds
            }
            y += metrics.buttonHeight
        }
        if apply {
            mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: mainHeight)
            mainGroup.isHidden = mainHeight == 0
            placeSeparators(lines)
        }
        return y
    }

    /// Hairlines between the header and the buttons and between buttons.
    private func placeSeparators(_ lines: [CGRect]) {
        while separators.count < lines.count {
            let line = UIView()
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            separators.append(line)
        }
        for (index, line) in separators.enumerated() {
            if index < lines.count {
                line.frame = lines[index]
                if line.superview !== mainGroup { mainGroup.addSubview(line) }
            } else {
                line.removeFromSuperview()
            }
        }
    }
}
