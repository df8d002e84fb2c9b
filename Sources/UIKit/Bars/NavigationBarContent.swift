import Foundation
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
    /// The title of the item the back button goes back to.
    private var backTitle = ""
    /// How far the title sits from its place, while it slides in or out.
    var titleOffset: CGFloat = 0 { didSet { setNeedsLayout(); layoutIfNeeded() } }
    /// The item shown, whose title menu and rename this content runs.
    private(set) weak var item: UINavigationItem?
    /// Whether the title sits on the leading side (the browser and editor styles) rather than centred.
    private let leadingTitle: Bool
    /// The transparent button over the title that opens the item's title menu, when it has one.
    var titleMenuTrigger: UIButton?
    /// The title menu while it is open.
    var titleMenuPresentation: ContextMenuPresentation?
    /// The field the title is renamed in, while it is.
    var renameField: UITextField?

    static let margin: CGFloat = 8
    static let spacing: CGFloat = 8

    init(item: UINavigationItem?, backItem: UINavigationItem?, bar: UINavigationBar) {
        titleView = item?.titleView
        self.item = item
        leadingTitle = item?.style == .browser || item?.style == .editor
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth]
        let tint: UIColor = bar.tintColor
        titleLabel.textAlignment = leadingTitle ? .natural : .center
        if let title = item?.title {
            titleLabel.attributedText = NSAttributedString(string: title, attributes: Self.titleAttributes(of: bar))
        }
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
            let back = UIButton(type: .system, primaryAction: UIAction { [weak bar, weak item] action in
                if let backAction = item?.backAction { backAction.perform(sender: action.sender) } else { bar?.onBack?() }
            })
            backTitle = backItem.backTitle
            back.setTitle(backButtonTitle(rightToLeft: bar.effectiveUserInterfaceLayoutDirection == .rightToLeft), for: .normal)
            let backAttributes = bar.shownAppearance.backButtonAppearance.normal.titleTextAttributes
            back.setTitleColor(backAttributes[.foregroundColor] as? UIColor ?? tint, for: .normal)
            if let font = backAttributes[.font] as? UIFont { back.titleLabel?.font = font }
            back.sizeToFit()
            backButton = back
            addSubview(back)
        }
        let appearance = bar.shownAppearance
        let look = { (item: UIBarButtonItem) in item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance }
        leftViews = (item?.shownLeadingItems ?? []).map { Self.view(for: $0, in: bar, tint: tint, appearance: look($0)) }
        rightViews = (item?.shownTrailingItems ?? []).map { Self.view(for: $0, in: bar, tint: tint, appearance: look($0)) }
        for view in leftViews + rightViews { addSubview(view) }
        if let item, item.titleMenuProvider != nil || item.renameDelegate != nil { addTitleMenuTrigger() }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The title's attributes: the shown appearance's `titleTextAttributes` over UIKit's (17-point semibold, black).
    static func titleAttributes(of bar: UINavigationBar) -> [NSAttributedString.Key: Any] {
        let standard: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold), .foregroundColor: UIColor.black]
        return standard.merging(bar.shownAppearance.titleTextAttributes) { $1 }
    }

    /// The view a bar button item shows in `bar`: its custom view, or a button with its title (in the item's title
    /// text attributes for its state) or image; the item first takes the appearance proxies' values for that bar.
    static func view(for item: UIBarButtonItem, in bar: UIView, tint: UIColor, appearance: UIBarButtonItemAppearance? = nil) -> UIView {
        AppearanceRules.apply(to: item, startingAt: bar, traits: bar.traitCollection)
        if let custom = item.customView {
            item.shownView = custom
            return custom
        }
        let button = UIButton(type: .system, primaryAction: UIAction { [weak item] _ in item?.performPrimaryAction() })
        if let image = item.image {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(item.title, for: .normal)
        }
        let state: UIControl.State = item.isEnabled ? .normal : .disabled
        let look = appearance ?? UIBarButtonItemAppearance(style: item.style)
        // The item's own attributes over the appearance's for its style.
        let attributes = look.attributes(enabled: item.isEnabled)
            .merging(item.titleTextAttributes(for: state) ?? item.titleTextAttributes(for: .normal) ?? [:]) { $1 }
        let standardColor = item.isEnabled ? (item.tintColor ?? tint) : UIColor.gray
        button.setTitleColor(attributes[.foregroundColor] as? UIColor ?? standardColor, for: .normal)
        if let font = attributes[.font] as? UIFont { button.titleLabel?.font = font }
        button.isEnabled = item.isEnabled
        button.isSpringLoaded = item.isSpringLoaded
        button.menu = item.menu
        button.showsMenuAsPrimaryAction = item.menu != nil && item.primaryAction == nil
        button.preferredMenuElementOrder = item.preferredMenuElementOrder
        button.sizeToFit()
        if item.width > 0 { button.frame.size.width = item.width }
        if item.isSpace { button.isHidden = true }
        item.shownView = button
        return button
    }

    /// The back button's title with its chevron pointing back: to the left, or right to left, to the right.
    private func backButtonTitle(rightToLeft: Bool) -> String {
        if backTitle.isEmpty { return rightToLeft ? "›" : "‹" }
        return rightToLeft ? backTitle + " ›" : "‹ " + backTitle
    }

    /// Lays out left to right, then mirrors the frames when the bar is right to left (the back button and the left
    /// items on the right).
    override func layoutSubviews() {
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let backButton, backButton.title(for: .normal) != backButtonTitle(rightToLeft: isRightToLeft) {
            backButton.setTitle(backButtonTitle(rightToLeft: isRightToLeft), for: .normal)
            backButton.sizeToFit()
        }
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
        var x = leadingTitle ? leading : ((bounds.width - width) / 2).rounded()
        x = min(max(x, leading), max(leading, trailing - width))
        title.frame = CGRect(x: x + titleOffset, y: top + ((height - size.height) / 2).rounded(), width: width, height: size.height)
        titleMenuTrigger?.frame = title.frame
        renameField?.frame = CGRect(x: leading, y: top + 6, width: max(0, trailing - leading), height: max(0, height - 12))
        if isRightToLeft {
            for view in subviews where view !== promptLabel {
                view.frame.origin.x = bounds.width - view.frame.maxX
            }
        }
    }
}
