import Foundation

/// The buttons of a row's revealed swipe actions, filling the strip the row's content slid away from: each as wide
/// as its title needs (at least 74 points), widened together as the strip grows, the first action at the outer edge
/// taking the whole strip in a full swipe.
@MainActor
final class TableSwipeActionsView: UIView {
    let actions: [UIContextualAction]
    let side: TableSwipe.Side
    private(set) var buttons: [UIView] = []
    /// Whether the first action covers the strip (a full swipe).
    var firstTakesAll = false { didSet { if firstTakesAll != oldValue { setNeedsLayout() } } }

    init(actions: [UIContextualAction], side: TableSwipe.Side) {
        self.actions = actions
        self.side = side
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            if let image = action.image {
                let imageView = UIImageView(image: image)
                imageView.contentMode = .center
                imageView.tintColor = .white
                button.addSubview(imageView)
            } else {
                let label = UILabel()
                label.text = action.title
                label.font = .systemFont(ofSize: 15)
                label.textColor = .white
                label.textAlignment = .center
                button.addSubview(label)
            }
            buttons.append(button)
            addSubview(button)
        }
        backgroundColor = actions.last?.backgroundColor
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The widths of the buttons at rest: the strip the row opens to.
    var naturalWidths: [CGFloat] {
        zip(actions, buttons).map { action, button in
            guard action.image == nil, let label = button.subviews.first as? UILabel else { return 74 }
            return max(74, ceil(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 40)).width) + 30)
        }
    }

    var naturalWidth: CGFloat { naturalWidths.reduce(0, +) }

    /// The action whose button is at `point`.
    func action(at point: CGPoint) -> (UIContextualAction, UIView)? {
        guard let index = buttons.firstIndex(where: { $0.frame.contains(point) }) else { return nil }
        return (actions[index], buttons[index])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let natural = naturalWidths
        let total = max(1, natural.reduce(0, +))
        let scale = bounds.width / total
        // The first action sits at the outer edge: the right for trailing actions, the left for leading ones.
        var edge = side == .trailing ? bounds.width : 0
        for (index, button) in buttons.enumerated() {
            let width = firstTakesAll ? (index == 0 ? bounds.width : 0) : natural[index] * scale
            let x = side == .trailing ? edge - width : edge
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            edge = side == .trailing ? x : x + width
            let content = button.subviews.first
            let contentWidth = natural[index]
            let contentX = side == .trailing ? 0 : max(0, width - contentWidth)
            content?.frame = CGRect(x: contentX, y: 0, width: min(contentWidth, max(width, contentWidth)), height: bounds.height)
        }
    }
}
