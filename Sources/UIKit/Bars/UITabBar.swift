import QuartzCore

/// Hears a tab bar's selection.
@MainActor @preconcurrency
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A bar of tab items along the bottom: each an image over a title, the selected one tinted, with an indicator
/// that slides to a newly selected item.
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// The bar's height.
    static let height: CGFloat = 49

    open weak var delegate: (any UITabBarDelegate)?
    open private(set) var items: [UITabBarItem]?
    /// The selected item (one of `items`).
    open weak var selectedItem: UITabBarItem? { didSet { selectionChanged(animated: animatesSelection) } }
    /// Whether the selection changes because of a tap (the indicator slides) rather than from code.
    private var animatesSelection = false
    open var barTintColor: UIColor? {
        didSet {
            backgroundColor = barTintColor ?? UINavigationBar.defaultColor
            appearanceDidSet(\UITabBar.barTintColor, barTintColor)
        }
    }
    /// The colour of the items not selected.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            rebuild()
            appearanceDidSet(\UITabBar.unselectedItemTintColor, unselectedItemTintColor)
        }
    }
    /// Difference from Apple: stored only; the bar is opaque and the content ends above it.
    open var isTranslucent = true

    private var buttons: [TabBarButton] = []
    /// The highlight under the selected item.
    let selectionIndicator = UIView()
    private let separator = UIView()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UINavigationBar.defaultColor
        separator.backgroundColor = UIColor(white: 0, alpha: 0.2)
        selectionIndicator.backgroundColor = UIColor(white: 0, alpha: 0.06)
        selectionIndicator.layer.cornerRadius = 8
        addSubview(selectionIndicator)
        addSubview(separator)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in self.items ?? [] { item.observers[ObjectIdentifier(self)] = nil }
        self.items = items
        for item in items ?? [] {
            item.observers[ObjectIdentifier(self)] = { [unowned self] in rebuild() }
        }
        if let selectedItem, !(items?.contains { $0 === selectedItem } ?? false) { self.selectedItem = nil }
        rebuild()
    }

    /// Selects `item` as a tap does: the indicator slides, the delegate hears of it.
    func select(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        animatesSelection = true
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
        animatesSelection = false
    }

    private func rebuild() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            AppearanceRules.apply(to: item, startingAt: self, traits: traitCollection)
            let button = TabBarButton(item: item) { [unowned self] in select(item) }
            addSubview(button)
            return button
        }
        setNeedsLayout()
        selectionChanged(animated: false)
    }

    private func selectionChanged(animated: Bool) {
        let selected: UIColor = tintColor, unselected = unselectedItemTintColor ?? .gray
        for button in buttons { button.show(selected: button.item === selectedItem, tint: selected, unselectedTint: unselected) }
        layoutIfNeeded()
        let place = { [self] in
            selectionIndicator.frame = indicatorFrame
            selectionIndicator.alpha = selectedItem == nil ? 0 : 1
        }
        if animated { UIView.animate(withDuration: 0.25, animations: place) } else { UIView.performWithoutAnimation(place) }
    }

    /// The selected button's frame inset by 4 and 3 points, never less than empty: before the bar is laid out the
    /// buttons have no size, and insetting an empty rectangle would give the null one.
    private var indicatorFrame: CGRect {
        guard let button = buttons.first(where: { $0.item === selectedItem }) else { return selectionIndicator.frame }
        let frame = button.frame
        let dx = min(4, frame.width / 2), dy = min(3, frame.height / 2)
        return CGRect(x: frame.minX + dx, y: frame.minY + dy, width: frame.width - 2 * dx, height: frame.height - 2 * dy)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation {
            separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
            let width = buttons.isEmpty ? 0 : bounds.width / CGFloat(buttons.count)
            for (index, button) in buttons.enumerated() {
                button.frame = CGRect(x: (CGFloat(index) * width).rounded(), y: 0, width: width.rounded(), height: bounds.height)
            }
            if selectedItem != nil { selectionIndicator.frame = indicatorFrame }
        }
    }
}

/// One tab: the item's image over its title, and its badge.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = UILabel()
    private let onTap: () -> Void

    init(item: UITabBarItem, onTap: @escaping () -> Void) {
        self.item = item
        self.onTap = onTap
        super.init(frame: .zero)
        imageView.contentMode = .center
        imageView.isUserInteractionEnabled = false
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        titleLabel.text = item.title
        badge.font = .systemFont(ofSize: 11)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = item.badgeColor ?? .red
        badge.layer.cornerRadius = 8
        badge.clipsToBounds = true
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        for view in [imageView, titleLabel, badge] as [UIView] { addSubview(view) }
        addAction(UIAction { [unowned self] _ in self.onTap() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func show(selected: Bool, tint: UIColor, unselectedTint: UIColor) {
        imageView.image = selected ? (item.selectedImage ?? item.image) : item.image
        titleLabel.textColor = selected ? tint : unselectedTint
        imageView.tintColor = selected ? tint : unselectedTint
    }

    override func layoutSubviews() {
        let hasImage = item.image != nil
        imageView.frame = CGRect(x: 0, y: 4, width: bounds.width, height: hasImage ? 26 : 0)
        titleLabel.frame = CGRect(x: 0, y: hasImage ? 31 : 0, width: bounds.width, height: hasImage ? 14 : bounds.height)
        let size = badge.sizeThatFits(bounds.size)
        badge.frame = CGRect(x: bounds.midX + 6, y: 2, width: max(16, size.width + 8), height: 16)
    }
}
