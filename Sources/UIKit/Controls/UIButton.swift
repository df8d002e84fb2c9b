import QuartzCore

/// A control showing a title and an image per state, dimmed while pressed.
@MainActor @preconcurrency
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system
    }

    open private(set) var buttonType: ButtonType = .custom
    open private(set) var titleLabel: UILabel?
    open private(set) var imageView: UIImageView?
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private let backgroundView = UIImageView()
    /// The menu the button shows: on a long press or right-click, or on a tap with `showsMenuAsPrimaryAction`.
    open var menu: UIMenu?
    /// Whether a tap shows `menu` instead of sending the button's actions.
    open var showsMenuAsPrimaryAction = false
    /// The menu on screen, while it is.
    var menuPresentation: ContextMenuPresentation?

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `menu` below the button (at `location`, window coordinates, for a right-click).
    func presentMenu(at location: CGPoint? = nil, serial: UInt32? = nil) {
        guard let menu, menuPresentation == nil, let window else { return }
        let presentation = ContextMenuPresentation(menu: menu, preview: nil, sender: self)
        presentation.onDismiss = { [weak self] _ in self?.menuPresentation = nil }
        menuPresentation = presentation
        presentation.show(in: window, at: location ?? convert(CGPoint(x: 0, y: bounds.height), to: window), serial: serial)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard showsMenuAsPrimaryAction, menu != nil, isEnabled, let touch = touches.first else {
            return super.touchesEnded(touches, with: event)
        }
        isHighlighted = false
        if bounds.contains(touch.location(in: self)) {
            sendActions(for: .menuActionTriggered)
            presentMenu()
        }
    }

    /// A system button running `primaryAction` on tap.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Makes the title label and image view; like iOS's, they join the button's subviews only once
    /// they have something to show, so a bare button's sublayers are the app's own.
    private func setUp() {
        backgroundView.isUserInteractionEnabled = false
        let imageView = UIImageView()
        imageView.isUserInteractionEnabled = false
        imageView.contentMode = .center
        self.imageView = imageView
        let label = UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 17, weight: .regular)
        titleLabel = label
        updateContent()
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
        invalidateIntrinsicContentSize()
    }

    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
        invalidateIntrinsicContentSize()
    }

    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateContent()
    }

    open var currentTitle: String? { title(for: state) }

    override open func stateDidChange() {
        updateContent()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    private func updateContent() {
        UIView.performWithoutAnimation {
            let current = state
            titleLabel?.text = title(for: current)
            let defaultColor: UIColor = buttonType == .system ? (tintColor ?? .systemBlue) : .white
            titleLabel?.textColor = titleColors[current.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultColor
            imageView?.image = image(for: current)
            backgroundView.image = backgroundImages[current.rawValue] ?? backgroundImages[State.normal.rawValue]
            // System buttons dim while pressed.
            let dim: CGFloat = buttonType == .system && current.contains(.highlighted) ? 0.2 : 1
            titleLabel?.alpha = dim
            imageView?.alpha = dim
            if !isEnabled { titleLabel?.alpha = 0.35 }
            show(backgroundView, if: backgroundView.image != nil, below: true)
            if let imageView { show(imageView, if: imageView.image != nil) }
            if let titleLabel { show(titleLabel, if: titleLabel.text?.isEmpty == false) }
            setNeedsLayout()
        }
    }

    /// Adds `part` (under everything when `below`) the first time it has content.
    private func show(_ part: UIView, if hasContent: Bool, below: Bool = false) {
        guard hasContent, part.superview !== self else { return }
        if below { insertSubview(part, at: 0) } else { addSubview(part) }
    }

    override open func layoutSubviews() {
        backgroundView.frame = bounds
        let imageSize = imageView?.image?.size ?? .zero
        let titleSize = titleLabel?.sizeThatFits(bounds.size) ?? .zero
        let spacing: CGFloat = imageSize.width > 0 && titleSize.width > 0 ? 4 : 0
        let total = imageSize.width + spacing + titleSize.width
        var x = bounds.midX - total / 2
        imageView?.frame = CGRect(x: x, y: bounds.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        x += imageSize.width + spacing
        titleLabel?.frame = CGRect(x: x, y: bounds.minY, width: titleSize.width, height: bounds.height)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let imageSize = imageView?.image?.size ?? .zero
        let titleSize = titleLabel?.sizeThatFits(size) ?? .zero
        return CGSize(width: imageSize.width + titleSize.width + 16, height: max(imageSize.height, titleSize.height) + 12)
    }

    /// The title and image with the button's padding.
    override open var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }
}
