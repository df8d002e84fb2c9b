import Foundation
import QuartzCore

/// What one tab draws in its state: the appearance's state values over the bar's defaults, the item's own
/// title and badge attributes over the appearance's.
@MainActor
struct TabItemLook {
    var iconColor: UIColor
    var titleFont: UIFont
    var titleColor: UIColor
    var titleOffset: UIOffset
    var badgeColor: UIColor
    var badgeFont: UIFont
    var badgeTextColor: UIColor
    var badgeOffset: UIOffset
    var badgeTitleOffset: UIOffset

    /// The look of `item`, selected or not, in `layout`, the bar's tint giving the selected default colour.
    init(item: UITabBarItem, selected: Bool, layout: UITabBarItemAppearance, tint: UIColor) {
        let state = !item.isEnabled ? layout.disabled : selected ? layout.selected : layout.normal
        let controlState: UIControl.State = !item.isEnabled ? .disabled : selected ? .selected : .normal
        let fallback: UIColor = !item.isEnabled ? UIColor(white: 0.5, alpha: 0.4) : selected ? tint : .gray
        iconColor = state.iconColor ?? fallback
        let title = Self.merged(state.titleTextAttributes, item.titleTextAttributes(for: .normal),
                                controlState == .normal ? nil : item.titleTextAttributes(for: controlState))
        titleFont = title[.font] as? UIFont ?? .systemFont(ofSize: 10, weight: .medium)
        titleColor = title[.foregroundColor] as? UIColor ?? iconColor
        titleOffset = Self.sum(state.titlePositionAdjustment, item.titlePositionAdjustment)
        badgeColor = item.badgeColor ?? state.badgeBackgroundColor ?? .red
        let badge = Self.merged(state.badgeTextAttributes, item.badgeTextAttributes(for: .normal),
                                controlState == .normal ? nil : item.badgeTextAttributes(for: controlState))
        badgeFont = badge[.font] as? UIFont ?? .systemFont(ofSize: 11)
        badgeTextColor = badge[.foregroundColor] as? UIColor ?? .white
        badgeOffset = state.badgePositionAdjustment
        badgeTitleOffset = state.badgeTitlePositionAdjustment
    }

    private static func merged(_ layers: [NSAttributedString.Key: Any]?...) -> [NSAttributedString.Key: Any] {
        layers.reduce(into: [:]) { result, layer in result.merge(layer ?? [:]) { $1 } }
    }

    private static func sum(_ a: UIOffset, _ b: UIOffset) -> UIOffset {
        UIOffset(horizontal: a.horizontal + b.horizontal, vertical: a.vertical + b.vertical)
    }
}

/// One tab: the item's image over its title, and its badge, drawn in a `TabItemLook`.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    /// The badge's capsule, and its text inside it.
    let badge = UIView()
    let badgeLabel = UILabel()
    private var look: TabItemLook?
    private let onTap: () -> Void

    init(item: UITabBarItem, onTap: @escaping () -> Void) {
        self.item = item
        self.onTap = onTap
        super.init(frame: .zero)
        imageView.contentMode = .center
        imageView.isUserInteractionEnabled = false
        titleLabel.textAlignment = .center
        titleLabel.text = item.title
        badgeLabel.textAlignment = .center
        badgeLabel.text = item.badgeValue
        badge.layer.cornerRadius = 8
        badge.clipsToBounds = true
        badge.isHidden = item.badgeValue == nil
        badge.addSubview(badgeLabel)
        for view in [imageView, titleLabel, badge] as [UIView] { addSubview(view) }
        addAction(UIAction { [unowned self] _ in self.onTap() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Draws the item selected or not in `look`.
    func show(_ look: TabItemLook, selected: Bool) {
        self.look = look
        imageView.image = selected ? (item.selectedImage ?? item.image) : item.image
        imageView.tintColor = look.iconColor
        titleLabel.font = look.titleFont
        titleLabel.textColor = look.titleColor
        badge.backgroundColor = look.badgeColor
        badgeLabel.font = look.badgeFont
        badgeLabel.textColor = look.badgeTextColor
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let hasImage = item.image != nil
        let title = look?.titleOffset ?? .zero, badgeOffset = look?.badgeOffset ?? .zero
        let badgeTitle = look?.badgeTitleOffset ?? .zero
        imageView.frame = CGRect(x: 0, y: 4, width: bounds.width, height: hasImage ? 26 : 0).inset(by: item.imageInsets)
        titleLabel.frame = CGRect(x: title.horizontal, y: (hasImage ? 31 : 0) + title.vertical,
                                  width: bounds.width, height: hasImage ? 14 : bounds.height)
        let size = badgeLabel.sizeThatFits(bounds.size)
        badge.frame = CGRect(x: bounds.midX + 6 + badgeOffset.horizontal, y: 2 + badgeOffset.vertical,
                             width: max(16, size.width + 8), height: 16)
        badgeLabel.frame = CGRect(origin: CGPoint(x: badgeTitle.horizontal, y: badgeTitle.vertical), size: badge.bounds.size)
    }
}
