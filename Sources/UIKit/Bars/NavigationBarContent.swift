import QuartzCore

/// What a navigation bar shows for one item: back button, left items, title (or title view), right items, and a
/// prompt above. A bar cross-fades one content into the next.
@MainActor
final class NavigationBarContent: UIView {
    let titleLabel = UILabel()
    private(set) var backButton: UIButton?
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private let titleView: UIView?
    private var promptLabel: UILabel?
    /// How far the title sits from its place, while it slides in or out.
    var titleOffset: CGFloat = 0 { didSet { setNeedsLayout(); layoutIfNeeded() } }

    static let margin: CGFloat = 8
    static let spacing: CGFloat = 8

    init(item: UINavigationItem?, backItem: UINavigationItem?, bar: UINavigationBar) {
        titleView = item?.titleView
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth]
        let tint: UIColor = bar.tintColor
        titleLabel.text = item?.title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .black
        titleLabel.textAlignment = .center
        addSubview(titleView ?? titleLabel)
        if let prompt = item?.prompt {
            let label = UILabel()
            label.text = prompt
            label.font = .systemFont(ofSize: 13)
            label.textAlignment = .center
            promptLabel = label
            addSubview(label)
        }
        if let backItem, let item, !item.hidesBackButton,
           item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton {
            let back = UIButton(type: .system, primaryAction: UIAction { [weak bar] _ in bar?.onBack?() })
            back.setTitle("‹ " + backItem.backTitle, for: .normal)
            back.setTitleColor(tint, for: .normal)
            back.sizeToFit()
            backButton = back
            addSubview(back)
        }
        leftViews = (item?.leftBarButtonItems ?? []).map { Self.view(for: $0, tint: tint) }
        rightViews = (item?.rightBarButtonItems ?? []).map { Self.view(for: $0, tint: tint) }
        for view in leftViews + rightViews { addSubview(view) }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The view a bar button item shows: its custom view, or a button with its title or image.
    private static func view(for item: UIBarButtonItem, tint: UIColor) -> UIView {
        if let custom = item.customView { return custom }
        let button = UIButton(type: .system, primaryAction: UIAction { [weak item] _ in item?.performPrimaryAction() })
        if let image = item.image {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(item.title, for: .normal)
        }
        button.setTitleColor(item.isEnabled ? (item.tintColor ?? tint) : .gray, for: .normal)
        if item.style == .done { button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold) }
        button.isEnabled = item.isEnabled
        button.sizeToFit()
        if item.width > 0 { button.frame.size.width = item.width }
        if item.isSpace { button.isHidden = true }
        return button
    }

    override func layoutSubviews() {
        let top = promptLabel == nil ? 0 : UINavigationBar.promptHeight
        promptLabel?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top)
        let height = bounds.height - top
        var leading = Self.margin
        if let backButton {
            backButton.frame = CGRect(x: leading, y: top + ((height - backButton.frame.height) / 2).rounded(),
                                      width: backButton.frame.width, height: backButton.frame.height)
            leading = backButton.frame.maxX + Self.spacing
        }
        for view in leftViews {
            view.frame.origin = CGPoint(x: leading, y: top + ((height - view.frame.height) / 2).rounded())
            leading = view.frame.maxX + Self.spacing
        }
        var trailing = bounds.width - Self.margin
        for view in rightViews {
            view.frame.origin = CGPoint(x: trailing - view.frame.width, y: top + ((height - view.frame.height) / 2).rounded())
            trailing = view.frame.minX - Self.spacing
        }
        let title = titleView ?? titleLabel
        let size = titleView?.frame.size ?? titleLabel.sizeThatFits(bounds.size)
        let room = max(0, min(bounds.width / 2 - leading, trailing - bounds.width / 2)) * 2
        let width = min(size.width, max(room, trailing - leading))
        var x = ((bounds.width - width) / 2).rounded()
        x = min(max(x, leading), max(leading, trailing - width))
        title.frame = CGRect(x: x + titleOffset, y: top + ((height - size.height) / 2).rounded(), width: width, height: size.height)
    }
}
