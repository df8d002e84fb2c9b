import Foundation
import QuartzCore

/// Hears where a toolbar sits.
@MainActor @preconcurrency
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A bar of buttons along the bottom of a view: its items from the leading edge, spaces between them (a flexible
/// space takes the room left), each button running its item's action. Changing the items cross-fades them.
@MainActor @preconcurrency
open class UIToolbar: UIView, UIBarPositioning {
    /// The toolbar's height.
    static let height: CGFloat = 44
    /// The room before the first item and after the last.
    static let margin: CGFloat = 16
    /// The room between two items that have no space between them.
    static let spacing: CGFloat = 8

    open weak var delegate: (any UIToolbarDelegate)?
    /// The bar's style: black gives a dark background (the standard appearance's, which it sets).
    open var barStyle: UIBarStyle = .default { didSet { legacyBackgroundChanged() } }
    /// The bar's background colour (the standard appearance's, which it sets).
    open var barTintColor: UIColor? {
        didSet {
            legacyBackgroundChanged()
            appearanceDidSet(\UIToolbar.barTintColor, barTintColor)
        }
    }
    /// The bar's look: background, shadow line and buttons (a copy of what is set).
    open var standardAppearance: UIToolbarAppearance {
        get { ownStandardAppearance }
        set {
            ownStandardAppearance = newValue.copy()
            appearanceDidSet(\UIToolbar.standardAppearance, newValue)
            updateBackground()
            rebuildItemViews(animated: false)
        }
    }
    /// The look in compact heights.
    ///
    /// Difference from Apple: stored only; a desktop toolbar shows its standard appearance.
    @CopiedAppearance open var compactAppearance: UIToolbarAppearance? = nil {
        didSet { appearanceDidSet(\UIToolbar.compactAppearance, compactAppearance) }
    }
    /// The look while the content is scrolled to the bar's edge; nil: the standard look with a transparent background.
    @CopiedAppearance open var scrollEdgeAppearance: UIToolbarAppearance? = nil {
        didSet {
            appearanceDidSet(\UIToolbar.scrollEdgeAppearance, scrollEdgeAppearance)
            updateBackground()
            rebuildItemViews(animated: false)
        }
    }
    /// The look in compact heights while the content is scrolled to its edge.
    ///
    /// Difference from Apple: stored only; a desktop toolbar shows its standard appearance.
    @CopiedAppearance open var compactScrollEdgeAppearance: UIToolbarAppearance? = nil
    private var ownStandardAppearance = UIToolbarAppearance()
    /// Whether the content above the bar is scrolled to its bottom edge (its navigation controller says).
    var isAtScrollEdge = false {
        didSet {
            guard isAtScrollEdge != oldValue else { return }
            updateBackground()
            rebuildItemViews(animated: false)
        }
    }
    /// The appearance drawn now: at the scroll edge the scroll-edge one, else the standard one with a transparent
    /// background; elsewhere the standard one.
    private var shownAppearance: UIToolbarAppearance {
        guard isAtScrollEdge else { return ownStandardAppearance }
        return scrollEdgeAppearance ?? ownStandardAppearance.withTransparentBackground()
    }
    /// Difference from Apple: stored only; the bar is opaque and the content ends above it.
    open var isTranslucent = true
    /// The items, leading first.
    open var items: [UIBarButtonItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }

    /// Where the bar sits: the delegate's answer, else at the bottom.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .bottom : position
    }

    private var shownItems: [UIBarButtonItem]?
    /// The views showing the items now, with the items they show.
    private var itemViews: [(item: UIBarButtonItem, view: UIView)] = []
    private var backgroundImages: [Int: UIImage] = [:]
    private var shadowImages: [Int: UIImage] = [:]
    private let backgroundView = UIImageView()
    private let separator = UIImageView()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundView.contentMode = .scaleToFill
        addSubview(backgroundView)
        addSubview(separator)
        updateBackground()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `items`, cross-fading from the old ones when `animated`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        observe(items)
        rebuildItemViews(animated: animated)
    }

    /// Makes `items` the items, following their changes.
    private func observe(_ items: [UIBarButtonItem]?) {
        for item in shownItems ?? [] { item.observers[ObjectIdentifier(self)] = nil }
        shownItems = items
        for item in items ?? [] {
            item.observers[ObjectIdentifier(self)] = { [unowned self] in rebuildItemViews(animated: false) }
        }
    }

    /// A view for each item shown (hidden items have none).
    private func makeItemViews() -> [(item: UIBarButtonItem, view: UIView)] {
        let tint: UIColor = tintColor
        let appearance = shownAppearance
        return (shownItems ?? []).filter { !$0.isHidden }.map { item in
            let look = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            return (item, NavigationBarContent.view(for: item, in: self, tint: tint, appearance: look))
        }
    }

    /// Shows `items` as a navigation controller's transition changes its top controller: the new items fade in and
    /// the old ones out alongside it; a cancelled transition puts the old ones back.
    func showItems(_ items: [UIBarButtonItem]?, alongside coordinator: any UIViewControllerTransitionCoordinator) {
        let previous = shownItems
        let old = itemViews.map(\.view)
        let same = (previous ?? []).count == (items ?? []).count && zip(previous ?? [], items ?? []).allSatisfy { $0 === $1 }
        guard !same else { return }
        observe(items)
        let new = makeItemViews()
        UIView.performWithoutAnimation {
            for view in new.map(\.view) {
                addSubview(view)
                view.alpha = 0
            }
            itemViews = new
            layoutItems()
        }
        coordinator.animate(alongsideTransition: { _ in
            for view in new.map(\.view) { view.alpha = 1 }
            for view in old { view.alpha = 0 }
        }, completion: { [weak self] context in
            UIView.performWithoutAnimation {
                for view in old { view.removeFromSuperview() }
                if context.isCancelled, let self {
                    for view in new.map(\.view) { view.removeFromSuperview() }
                    self.itemViews = []
                    self.setItems(previous, animated: false)
                }
            }
        })
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[Self.key(topOrBottom, barMetrics)] = backgroundImage
        updateBackground()
    }

    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[Self.key(topOrBottom, barMetrics)]
    }

    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom.rawValue] = shadowImage
        updateBackground()
    }

    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        shadowImages[topOrBottom.rawValue]
    }

    private static func key(_ position: UIBarPosition, _ metrics: UIBarMetrics) -> Int {
        position.rawValue * 1000 + metrics.rawValue
    }

    /// `barTintColor` or `barStyle` changed: the standard appearance's background follows.
    private func legacyBackgroundChanged() {
        ownStandardAppearance.backgroundColor = barTintColor
            ?? (barStyle == .default ? UIBarAppearance.defaultBackground : UIColor(white: 0.1, alpha: 1))
        updateBackground()
    }

    /// The background: an image set for the bar's position (or any), else the standard appearance's image or
    /// colour; the shadow line likewise.
    private func updateBackground() {
        let appearance = shownAppearance
        let legacyImage = backgroundImages[Self.key(barPosition, .default)] ?? backgroundImages[Self.key(.any, .default)]
        backgroundView.image = legacyImage ?? appearance.backgroundImage
        backgroundView.contentMode = legacyImage != nil ? .scaleToFill : appearance.backgroundImageContentMode
        backgroundColor = legacyImage != nil ? .clear : appearance.backgroundColor ?? .clear
        let shadow = shadowImages[barPosition.rawValue] ?? shadowImages[UIBarPosition.any.rawValue] ?? appearance.shadowImage
        separator.image = shadow
        separator.backgroundColor = shadow != nil ? .clear : appearance.shadowColor
        separator.isHidden = shadow == nil && appearance.shadowColor == nil
    }

    /// Makes the views of the items shown now; the old ones fade out when `animated`.
    private func rebuildItemViews(animated: Bool) {
        let old = itemViews.map(\.view)
        itemViews = makeItemViews()
        UIView.performWithoutAnimation {
            for (_, view) in itemViews {
                addSubview(view)
                if animated { view.alpha = 0 }
            }
            layoutItems()
        }
        guard animated, !old.isEmpty || !itemViews.isEmpty else {
            UIView.performWithoutAnimation { for view in old where view.superview === self { view.removeFromSuperview() } }
            return
        }
        let shown = itemViews.map(\.view)
        UIView.animate(withDuration: 0.25, animations: {
            for view in shown { view.alpha = 1 }
            for view in old { view.alpha = 0 }
        }, completion: { [weak self] _ in
            for view in old where !(self?.itemViews.contains { $0.view === view } ?? false) { view.removeFromSuperview() }
        })
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation {
            backgroundView.frame = bounds
            separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
            layoutItems()
        }
    }

    /// Places the items from the leading edge: fixed spaces by their width, flexible spaces sharing the room left,
    /// buttons at their size, centered vertically; right to left the frames are mirrored.
    private func layoutItems() {
        let widths = itemViews.map { entry -> CGFloat in
            entry.item.isFlexibleSpace ? 0 : entry.item.isSpace ? entry.item.width : entry.view.frame.width
        }
        var gaps = 0
        for index in itemViews.indices.dropFirst() where !itemViews[index].item.isSpace && !itemViews[index - 1].item.isSpace {
            gaps += 1
        }
        let flexibleCount = itemViews.filter { $0.item.isFlexibleSpace }.count
        let used = widths.reduce(0, +) + CGFloat(gaps) * Self.spacing + 2 * Self.margin
        let flexible = flexibleCount > 0 ? max(0, bounds.width - used) / CGFloat(flexibleCount) : 0
        var x = Self.margin
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, entry) in itemViews.enumerated() {
            if index > 0, !entry.item.isSpace, !itemViews[index - 1].item.isSpace { x += Self.spacing }
            let width = entry.item.isFlexibleSpace ? flexible : widths[index]
            var frame = CGRect(x: x.rounded(), y: ((bounds.height - entry.view.frame.height) / 2).rounded(),
                               width: entry.item.isSpace ? width : entry.view.frame.width, height: entry.view.frame.height)
            if rightToLeft { frame.origin.x = bounds.width - frame.maxX }
            entry.view.frame = frame
            x += width
        }
    }
}
