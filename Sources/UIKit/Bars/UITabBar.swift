import Foundation
import QuartzCore

/// A bar of tab items along the bottom: each an image over a title, drawn from the appearance in force (the
/// selected item's, else the bar's), the selected one highlighted by an indicator that slides to a newly selected item.
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// How the items share the bar's width.
    public enum ItemPositioning: Int, Sendable {
        /// Filling the bar on narrow bars, centered on wide ones.
        case automatic
        /// Each item an equal share of the width.
        case fill
        /// Items of a fixed width with fixed spacing, centered.
        case centered
    }

    /// The bar's height.
    static let height: CGFloat = 49
    /// The narrowest bar on which automatic positioning centers the items.
    static let centeringWidth: CGFloat = 700
    /// The width and spacing of centered items when neither the bar nor its appearance gives one.
    static let centeredItemWidth: CGFloat = 96
    static let centeredItemSpacing: CGFloat = 16
    /// The highlight under the selected item when the appearance gives no tint.
    static let defaultIndicatorColor = UIColor(white: 0, alpha: 0.06)

    open weak var delegate: (any UITabBarDelegate)?
    open private(set) var items: [UITabBarItem]?
    /// The selected item (one of `items`).
    open weak var selectedItem: UITabBarItem? { didSet { selectionChanged(animated: animatesSelection) } }
    /// Whether the selection changes because of a tap (the indicator slides) rather than from code.
    private var animatesSelection = false
    /// The bar's look: background, shadow line, items and indicator (a copy of what is set).
    open var standardAppearance: UITabBarAppearance {
        get { ownStandardAppearance }
        set {
            ownStandardAppearance = newValue.copy()
            appearanceDidSet(\UITabBar.standardAppearance, newValue)
            appearanceChanged()
        }
    }
    /// The look while the content is scrolled to the bar's edge (a copy of what is set); nil: the standard look
    /// with a transparent background.
    @CopiedAppearance open var scrollEdgeAppearance: UITabBarAppearance? = nil {
        didSet {
            appearanceDidSet(\UITabBar.scrollEdgeAppearance, scrollEdgeAppearance)
            appearanceChanged()
        }
    }
    private var ownStandardAppearance = UITabBarAppearance()
    /// The bar's style: black gives a dark background (the standard appearance's, which it sets).
    open var barStyle: UIBarStyle = .default {
        didSet {
            legacyBackgroundChanged()
            appearanceDidSet(\UITabBar.barStyle, barStyle)
        }
    }
    /// The bar's background colour (the standard appearance's, which it sets).
    open var barTintColor: UIColor? {
        didSet {
            legacyBackgroundChanged()
            appearanceDidSet(\UITabBar.barTintColor, barTintColor)
        }
    }
    /// The colour of the items not selected (the standard appearance's normal icon and title colour, which it sets).
    open var unselectedItemTintColor: UIColor? {
        didSet {
            for layout in ownStandardAppearance.itemAppearances {
                layout.normal.iconColor = unselectedItemTintColor
                layout.normal.titleTextAttributes[.foregroundColor] = unselectedItemTintColor
            }
            appearanceChanged()
            appearanceDidSet(\UITabBar.unselectedItemTintColor, unselectedItemTintColor)
        }
    }
    /// The image behind the items (the standard appearance's, which it sets).
    open var backgroundImage: UIImage? {
        didSet {
            ownStandardAppearance.backgroundImage = backgroundImage
            appearanceChanged()
            appearanceDidSet(\UITabBar.backgroundImage, backgroundImage)
        }
    }
    /// The image of the line along the top (the standard appearance's, which it sets).
    open var shadowImage: UIImage? {
        didSet {
            ownStandardAppearance.shadowImage = shadowImage
            appearanceChanged()
            appearanceDidSet(\UITabBar.shadowImage, shadowImage)
        }
    }
    /// The image under the selected item (the standard appearance's, which it sets).
    open var selectionIndicatorImage: UIImage? {
        didSet {
            ownStandardAppearance.selectionIndicatorImage = selectionIndicatorImage
            appearanceChanged()
            appearanceDidSet(\UITabBar.selectionIndicatorImage, selectionIndicatorImage)
        }
    }
    /// How the items share the width (the standard appearance's, which it sets).
    open var itemPositioning: ItemPositioning = .automatic {
        didSet {
            ownStandardAppearance.stackedItemPositioning = itemPositioning
            appearanceChanged()
            appearanceDidSet(\UITabBar.itemPositioning, itemPositioning)
        }
    }
    /// The width of centered items, 0 for the default (the standard appearance's, which it sets).
    open var itemWidth: CGFloat = 0 {
        didSet {
            ownStandardAppearance.stackedItemWidth = itemWidth
            appearanceChanged()
            appearanceDidSet(\UITabBar.itemWidth, itemWidth)
        }
    }
    /// The room between centered items, 0 for the default (the standard appearance's, which it sets).
    open var itemSpacing: CGFloat = 0 {
        didSet {
            ownStandardAppearance.stackedItemSpacing = itemSpacing
            appearanceChanged()
            appearanceDidSet(\UITabBar.itemSpacing, itemSpacing)
        }
    }
    /// Difference from Apple: stored only; the bar is opaque and the content ends above it.
    open var isTranslucent = true
    /// Whether the items are being customized (between `beginCustomizingItems` and `endCustomizing`).
    ///
    /// Difference from Apple: customizing shows no sheet; it only tells the delegate.
    open private(set) var isCustomizing = false

    private var buttons: [TabBarButton] = []
    /// The highlight under the selected item.
    let selectionIndicator = UIImageView()
    private let backgroundView = UIImageView()
    private let separator = UIImageView()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.contentMode = .scaleToFill
        selectionIndicator.layer.cornerRadius = 8
        for view in [backgroundView, selectionIndicator, separator] { addSubview(view) }
        updateBackground()
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

    /// Starts customizing `items`: the delegate hears it begin.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        delegate?.tabBar(self, willBeginCustomizing: items)
        isCustomizing = true
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Ends customizing (the items unchanged): the delegate hears it end. Returns whether customizing was running.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard isCustomizing else { return false }
        let shown = items ?? []
        delegate?.tabBar(self, willEndCustomizing: shown, changed: false)
        isCustomizing = false
        delegate?.tabBar(self, didEndCustomizing: shown, changed: false)
        return true
    }

    /// Selects `item` as a tap does: the indicator slides, the delegate hears of it.
    func select(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        animatesSelection = true
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
        animatesSelection = false
    }

    /// Whether the content under the bar is scrolled to its bottom edge (its tab bar controller says).
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { appearanceChanged() } }
    }

    /// The appearance drawn now: the selected item's, else the bar's; at the scroll edge their scroll-edge
    /// appearances, else the standard one with a transparent background.
    var shownAppearance: UITabBarAppearance {
        let standard = selectedItem?.standardAppearance ?? ownStandardAppearance
        guard isAtScrollEdge else { return standard }
        return selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.withTransparentBackground()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        selectionChanged(animated: false)
    }

    /// `barTintColor` or `barStyle` changed: the standard appearance's background follows.
    private func legacyBackgroundChanged() {
        ownStandardAppearance.backgroundColor = barTintColor
            ?? (barStyle == .default ? UIBarAppearance.defaultBackground : UIColor(white: 0.1, alpha: 1))
        appearanceChanged()
    }

    /// An appearance changed: the background, the items and their places follow.
    private func appearanceChanged() {
        updateBackground()
        selectionChanged(animated: false)
        setNeedsLayout()
    }

    /// The shown appearance's background colour or image and its shadow line.
    private func updateBackground() {
        let appearance = shownAppearance
        appearance.showBackground(on: self, image: backgroundView, shadow: separator)
        selectionIndicator.image = appearance.selectionIndicatorImage
        selectionIndicator.tintColor = appearance.selectionIndicatorTintColor
        selectionIndicator.backgroundColor = appearance.selectionIndicatorImage != nil
            ? .clear : appearance.selectionIndicatorTintColor ?? Self.defaultIndicatorColor
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
        updateBackground()
        let layout = shownAppearance.stackedLayoutAppearance
        for button in buttons {
            let selected = button.item === selectedItem
            button.show(TabItemLook(item: button.item, selected: selected, layout: layout, tint: tintColor), selected: selected)
        }
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
            backgroundView.frame = bounds
            separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
            let frames = itemFrames()
            for (button, frame) in zip(buttons, frames) { button.frame = frame }
            if selectedItem != nil { selectionIndicator.frame = indicatorFrame }
        }
    }

    /// The items' frames: equal shares of the width, or centered at the item width with the spacing between
    /// (automatic positioning centers on bars at least `centeringWidth` wide); right to left the order is mirrored.
    ///
    /// Difference from Apple: automatic positioning follows the bar's width, not the size class (desktop windows are all regular).
    private func itemFrames() -> [CGRect] {
        guard !buttons.isEmpty else { return [] }
        let appearance = shownAppearance
        let count = CGFloat(buttons.count)
        var positioning = appearance.stackedItemPositioning
        if positioning == .automatic { positioning = bounds.width >= Self.centeringWidth ? .centered : .fill }
        var width = bounds.width / count, spacing: CGFloat = 0
        if positioning == .centered {
            spacing = appearance.stackedItemSpacing > 0 ? appearance.stackedItemSpacing : Self.centeredItemSpacing
            width = appearance.stackedItemWidth > 0 ? appearance.stackedItemWidth : Self.centeredItemWidth
            width = min(width, (bounds.width - spacing * (count - 1)) / count)
        }
        let start = (bounds.width - width * count - spacing * (count - 1)) / 2
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return buttons.indices.map { index in
            var frame = CGRect(x: (start + CGFloat(index) * (width + spacing)).rounded(), y: 0,
                               width: width.rounded(), height: bounds.height)
            if rightToLeft { frame.origin.x = bounds.width - frame.maxX }
            return frame
        }
    }
}
