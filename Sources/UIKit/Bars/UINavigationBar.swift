import Foundation
import QuartzCore

/// Hears a navigation bar's items being pushed and popped, and may refuse.
@MainActor @preconcurrency
public protocol UINavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// A bar showing a stack of navigation items: the top item's title (or title view), its bar button items, and a
/// back button titled after the item below. Changing the top item cross-fades the old content out and the new in,
/// the title sliding in from the trailing side on a push and from the leading side on a pop.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    /// The bar's height, without a prompt.
    static let height: CGFloat = 44
    static let promptHeight: CGFloat = 30

    open weak var delegate: (any UINavigationBarDelegate)?
    /// The bar's background colour (the standard appearance's, which it sets).
    open var barTintColor: UIColor? {
        didSet {
            ownStandardAppearance.backgroundColor = barTintColor ?? UIBarAppearance.defaultBackground
            appearanceDidChange()
            appearanceDidSet(\UINavigationBar.barTintColor, barTintColor)
        }
    }
    /// Difference from Apple: stored only; the bar is opaque and the content starts below it.
    open var isTranslucent = true {
        didSet { appearanceDidSet(\UINavigationBar.isTranslucent, isTranslucent) }
    }
    /// Difference from Apple: stored only; titles are always the standard size.
    open var prefersLargeTitles = false {
        didSet { appearanceDidSet(\UINavigationBar.prefersLargeTitles, prefersLargeTitles) }
    }
    open private(set) var items: [UINavigationItem]?
    /// The attributes of the title (font, foreground colour, shadow…), over the standard 17-point semibold black
    /// (the standard appearance's, which it sets).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            ownStandardAppearance.titleTextAttributes = titleTextAttributes ?? [:]
            appearanceDidChange()
            appearanceDidSet(\UINavigationBar.titleTextAttributes, titleTextAttributes)
        }
    }
    /// The bar's look: background, shadow line, title and buttons (a copy of what is set); the top item's own
    /// `standardAppearance` takes its place while the item is on top.
    open var standardAppearance: UINavigationBarAppearance {
        get { ownStandardAppearance }
        set {
            ownStandardAppearance = newValue.copy()
            appearanceDidChange()
            appearanceDidSet(\UINavigationBar.standardAppearance, newValue)
        }
    }
    /// The look in compact heights.
    ///
    /// Difference from Apple: stored only; a desktop bar shows its standard appearance.
    @CopiedAppearance open var compactAppearance: UINavigationBarAppearance? = nil {
        didSet { appearanceDidSet(\UINavigationBar.compactAppearance, compactAppearance) }
    }
    /// The look while the content is scrolled to its top edge; nil: the standard look with a transparent background.
    @CopiedAppearance open var scrollEdgeAppearance: UINavigationBarAppearance? = nil {
        didSet {
            appearanceDidSet(\UINavigationBar.scrollEdgeAppearance, scrollEdgeAppearance)
            appearanceDidChange()
        }
    }
    /// The look in compact heights while the content is scrolled to its top edge.
    ///
    /// Difference from Apple: stored only; a desktop bar shows its standard appearance.
    @CopiedAppearance open var compactScrollEdgeAppearance: UINavigationBarAppearance? = nil {
        didSet { appearanceDidSet(\UINavigationBar.compactScrollEdgeAppearance, compactScrollEdgeAppearance) }
    }
    private var ownStandardAppearance = UINavigationBarAppearance()

    /// Whether the content under the bar is scrolled to its top edge (its navigation controller says).
    var isAtScrollEdge = false {
        didSet {
            guard isAtScrollEdge != oldValue else { return }
            let folded = searchCollapse
            appearanceDidChange()
            searchCollapse = folded
            layoutSearchBar()
        }
    }

    /// The appearance shown now: the top item's, else the bar's; at the scroll edge their scroll-edge
    /// appearances, else the standard one with a transparent background.
    var shownAppearance: UINavigationBarAppearance {
        let standard = topItem?.standardAppearance ?? ownStandardAppearance
        guard isAtScrollEdge else { return standard }
        return topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.withTransparentBackground()
    }
    /// The attributes of large titles.
    ///
    /// Difference from Apple: stored only; titles are always the standard size (see `prefersLargeTitles`).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { appearanceDidSet(\UINavigationBar.largeTitleTextAttributes, largeTitleTextAttributes) }
    }

    /// The content showing the top item now.
    private(set) var content: NavigationBarContent?
    /// Called when the back button is tapped (a navigation controller pops; a bar alone pops its item).
    var onBack: (() -> Void)?
    private let separator = UIImageView()
    private let backgroundImageView = UIImageView()
    /// The images set with `setBackgroundImage(_:for:barMetrics:)`, by position and metrics.
    private var backgroundImages: [Int: UIImage] = [:]
    /// The shadow line's image, over the appearance's shadow (an empty image hides the line).
    open var shadowImage: UIImage? { didSet { updateBackground() } }
    /// Whether an active search hides the title row (UINavigationBar+Search.swift).
    var isSearchActive = false
    /// How much of the search bar the content's scrolling has folded away (UINavigationBar+Search.swift).
    var searchCollapse: CGFloat = 0

    static let defaultColor = UIColor(white: 0.97, alpha: 1)

    override public init(frame: CGRect) {
        super.init(frame: frame)
        separator.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        backgroundImageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(backgroundImageView)
        addSubview(separator)
        updateBackground()
        onBack = { [unowned self] in popItem(animated: true) }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one (whose title the back button shows).
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((items ?? []) + [item], animated: animated, push: true)
        delegate?.navigationBar(self, didPush: item)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = topItem, (items?.count ?? 0) > 0 else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array((items ?? []).dropLast()), animated: animated, push: false)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let wasTop = topItem
        let isPush = items?.contains { $0 === wasTop } ?? false
        setItems(items, animated: animated, push: isPush || wasTop == nil)
    }

    /// Shows `newItems` as a navigation controller's transition changes its stack, animating alongside it.
    func show(_ newItems: [UINavigationItem], push: Bool, animated: Bool, coordinator: any UIViewControllerTransitionCoordinator) {
        setItems(newItems, animated: animated, push: push, coordinator: coordinator)
    }

    /// The items change; the content follows, animated alongside a running transition or on its own.
    func setItems(_ newItems: [UINavigationItem]?, animated: Bool, push: Bool,
                  coordinator: (any UIViewControllerTransitionCoordinator)? = nil) {
        let previous = items
        observe(newItems)
        transition(push: push, animated: animated, coordinator: coordinator, previousItems: previous)
    }

    /// Makes `newItems` the items, following their changes.
    private func observe(_ newItems: [UINavigationItem]?) {
        for item in items ?? [] where !(newItems?.contains { $0 === item } ?? false) {
            item.observers[ObjectIdentifier(self)] = nil
        }
        items = newItems
        for item in newItems ?? [] {
            item.observers[ObjectIdentifier(self)] = { [unowned self] animated in rebuildContent(animated: animated) }
        }
    }

    /// Moves to the current top item's content: cross-fading and sliding, with `coordinator`'s transition when given.
    /// A cancelled transition puts `previousItems` back.
    private func transition(push: Bool, animated: Bool, coordinator: (any UIViewControllerTransitionCoordinator)?,
                            previousItems: [UINavigationItem]?) {
        let (old, new) = replaceContent(hidden: false)
        guard animated, let old else {
            UIView.performWithoutAnimation { old?.removeFromSuperview() }
            return
        }
        let shift = bounds.width / 3
        UIView.performWithoutAnimation {
            new.alpha = 0
            new.titleOffset = push ? shift : -shift
        }
        let change = {
            new.alpha = 1
            new.titleOffset = 0
            old.alpha = 0
            old.titleOffset = push ? -shift : shift
        }
        let finish: (Bool) -> Void = { [weak self] cancelled in
            UIView.performWithoutAnimation {
                if cancelled, let self {
                    self.observe(previousItems)
                    new.removeFromSuperview()
                    old.alpha = 1
                    old.titleOffset = 0
                    self.content = old
                } else {
                    old.removeFromSuperview()
                }
            }
        }
        if let coordinator {
            coordinator.animate(alongsideTransition: { _ in change() }, completion: { context in finish(context.isCancelled) })
        } else {
            UIView.animate(withDuration: UINavigationController.hideShowBarDuration, animations: change) { _ in finish(false) }
        }
    }

    /// Adds the content of the current top item (transparent when `hidden`), returning it with the one it replaces.
    private func replaceContent(hidden: Bool) -> (old: NavigationBarContent?, new: NavigationBarContent) {
        updateBackground()
        showSearchBar(of: topItem)
        let old = content
        let new = NavigationBarContent(item: topItem, backItem: backItem, bar: self)
        content = new
        UIView.performWithoutAnimation {
            new.frame = contentFrame
            addSubview(new)
            new.layoutIfNeeded()
            if hidden { new.alpha = 0 }
        }
        return (old, new)
    }

    /// Rebuilds the content after the top item changed.
    private func rebuildContent(animated: Bool) {
        let (old, new) = replaceContent(hidden: animated)
        guard animated, let old else {
            UIView.performWithoutAnimation { old?.removeFromSuperview() }
            return
        }
        UIView.animate(withDuration: 0.25, animations: {
            new.alpha = 1
            old.alpha = 0
        }, completion: { _ in old.removeFromSuperview() })
    }

    /// The title row: the top of the bar (above the bounds while an active search hides it).
    var contentFrame: CGRect {
        let row = titleRowHeight
        return CGRect(x: 0, y: isSearchActive ? -row : 0, width: bounds.width, height: row)
    }

    /// The look changed: the background and the content follow.
    func appearanceDidChange() {
        updateBackground()
        rebuildContent(animated: false)
    }

    /// Shows the shown appearance's background colour or image and its shadow line; an image set for the default
    /// metrics replaces the background (an empty one leaves the bar transparent) and `shadowImage` the line.
    func updateBackground() {
        shownAppearance.showBackground(on: self, image: backgroundImageView, shadow: separator)
        if let legacy = backgroundImages[Self.imageKey(.topAttached, .default)] ?? backgroundImages[Self.imageKey(.any, .default)] {
            backgroundColor = .clear
            backgroundImageView.image = legacy
            backgroundImageView.contentMode = .scaleToFill
        }
        if let shadowImage {
            separator.image = shadowImage
            separator.backgroundColor = .clear
            separator.isHidden = false
        }
    }

    /// Sets the image the bar's background shows at `barPosition` for `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[Self.imageKey(barPosition, barMetrics)] = backgroundImage
        updateBackground()
    }

    /// Sets the image the bar's background shows for `barMetrics`, at any position.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[Self.imageKey(barPosition, barMetrics)]
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    private static func imageKey(_ position: UIBarPosition, _ metrics: UIBarMetrics) -> Int {
        position.rawValue * 1000 + metrics.rawValue
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: (isSearchActive ? 0 : titleRowHeight) + max(0, (shownSearchBar?.barHeight ?? 0) - searchCollapse))
    }

    /// The height of the title row, with the prompt above it.
    var titleRowHeight: CGFloat { Self.height + (topItem?.prompt == nil ? 0 : Self.promptHeight) }

    override open func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation {
            backgroundImageView.frame = bounds
            sendSubviewToBack(backgroundImageView)
            separator.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
            for case let view as NavigationBarContent in subviews { view.frame = contentFrame }
            layoutSearchBar()
            bringSubviewToFront(separator)
        }
    }
}
