import QuartzCore

/// A control showing a title and an image: set per state (`setTitle(_:for:)`…), or described by a
/// `UIButton.Configuration` (iOS 15) with its styles, sizes and colours for each state. A system button dims while
/// pressed and fades back when let go.
@MainActor @preconcurrency
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        /// A button with no background or highlight of its own (tvOS, iOS 13).
        case plain
        /// A close button (iOS 13).
        case close

        @available(*, deprecated, renamed: "system")
        public static var roundedRect: ButtonType { .system }
    }

    /// What the button does, which its look may follow (iOS 14).
    public enum Role: Int, Sendable {
        case normal, primary, cancel, destructive
    }

    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    open private(set) var buttonType: ButtonType = .custom
    open private(set) var titleLabel: UILabel?
    open private(set) var imageView: UIImageView?
    /// The subtitle's label, while the configuration has a subtitle.
    open var subtitleLabel: UILabel? { configuration?.subtitle != nil ? configuredSubtitle : nil }

    /// What the button shows, as a value; nil draws from the per-state titles and images.
    open var configuration: Configuration? {
        didSet { configurationDidChange(from: oldValue) }
    }
    /// Called in each update of the configuration (state changes, `setNeedsUpdateConfiguration()`), after
    /// `updateConfiguration()`: it sets `configuration` for the state.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the button shows `configuration.updated(for:)` (the style's colours for the state) or the
    /// configuration as it is.
    open var automaticallyUpdatesConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// What the button does: a destructive button's configuration builds on red instead of the tint.
    open var role: Role = .normal {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a tap selects and deselects the button, or — with a menu shown as the primary action — picks one of
    /// the menu's actions, whose title the button then shows (a pop-up button).
    open var changesSelectionAsPrimaryAction = false {
        didSet { selectFirstMenuActionIfNeeded() }
    }
    /// The look and behaviour asked for; a button here behaves as on iPadOS whatever is asked.
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    /// The look and behaviour the button has: iPadOS's.
    open var behavioralStyle: UIBehavioralStyle { .pad }
    /// Whether the button reacts to the pointer hovering: its pointer interaction lifts or highlights it, with the
    /// style `pointerStyleProvider` gives.
    open var isPointerInteractionEnabled = false {
        didSet { if isPointerInteractionEnabled != oldValue { pointerInteractionEnabledChanged() } }
    }
    /// Makes the button's pointer style from the effect and shape the button proposes; nil for the proposed ones.
    open var pointerStyleProvider: PointerStyleProvider? {
        didSet { buttonPointerInteraction?.invalidate() }
    }
    /// The order of the menu's elements, from the button down (iOS 16).
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    /// Whether the pointer is over the button.
    open internal(set) var isHovered = false {
        didSet { if isHovered != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether a press on the button is held down.
    open internal(set) var isHeld = false

    /// The menu the button shows: on a long press or right-click, or on a tap with `showsMenuAsPrimaryAction`.
    open var menu: UIMenu? {
        didSet {
            selectFirstMenuActionIfNeeded()
            menuTriggersChanged()
        }
    }
    /// Whether a tap shows `menu` instead of sending the button's actions.
    open var showsMenuAsPrimaryAction = false {
        didSet { menuTriggersChanged() }
    }
    /// Shows the menu when a press is held (a button whose tap sends its actions).
    lazy var menuLongPress = UILongPressGestureRecognizer { [weak self] recognizer in
        guard let self, recognizer.state == .began else { return }
        self.isHighlighted = false
        self.sendActions(for: .menuActionTriggered)
        self.presentMenu()
    }
    /// The menu on screen, while it is.
    var menuPresentation: ContextMenuPresentation?

    /// Space around the title and image together (before configurations; a configuration has `contentInsets`).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentGeometryChanged() } }
    /// Moves the title from its place (its size is measured without it).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves the image from its place (its size is measured without it).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether a custom button's image darkens while pressed.
    open var adjustsImageWhenHighlighted = true { didSet { updateStateContent() } }
    /// Whether the image fades while the button is disabled.
    open var adjustsImageWhenDisabled = true { didSet { updateStateContent() } }
    /// Difference from Apple: kept but not drawn (no glow shows on a press).
    open var showsTouchWhenHighlighted = false
    open var reversesTitleShadowWhenHighlighted = false

    var stateContent = ButtonStateContent()
    let backgroundView = UIImageView()
    let configuredBackground = BackgroundConfigurationView()
    let configuredSubtitle = UILabel()
    var activityIndicator: UIActivityIndicatorView?
    var popupIndicator: PopupIndicatorView?
    var needsConfigurationUpdate = false
    /// The configuration as last shown, with the colours it resolved to.
    var configuredLook: ConfiguredButtonLook?
    var isUpdatingConfiguration = false
    /// Whether the next update of the look animates (the fade back after a press).
    var animatesNextLookUpdate = false
    private var wasHighlighted = false

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let glyph = ButtonTypeGlyph.image(for: buttonType) { stateContent.images[State.normal.rawValue] = glyph }
        updateStateContent()
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A button of `buttonType` running `primaryAction` on tap, titled with the action's title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// A custom button in `frame` running `primaryAction` on tap.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// A system button drawn from `configuration`, running `primaryAction` on tap.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        configurationDidChange(from: nil)
        adopt(primaryAction)
    }

    /// Runs `action` on tap and, as iOS does, shows its title and image when it has them.
    private func adopt(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty {
            if configuration != nil { configuration?.title = action.title } else { setTitle(action.title, for: .normal) }
        }
        if let image = action.image {
            if configuration != nil { configuration?.image = image } else { setImage(image, for: .normal) }
        }
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
        configuredSubtitle.isUserInteractionEnabled = false
        updateStateContent()
    }

    override open func stateDidChange() {
        animatesNextLookUpdate = !isHighlighted && wasHighlighted
        wasHighlighted = isHighlighted
        if configuration != nil {
            setNeedsUpdateConfiguration()
            updateConfigurationIfNeeded()
        } else {
            updateStateContent()
        }
        animatesNextLookUpdate = false
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        if configuration != nil { setNeedsUpdateConfiguration() } else { updateStateContent() }
    }

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if configuration != nil { setNeedsUpdateConfiguration() }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if configuration != nil {
            layOutConfiguredContent()
        } else {
            layOutStateContent()
        }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        configuration != nil ? configuredFittingSize(in: size) : stateContentFittingSize(in: size)
    }

    /// The title, image and padding: from the configuration's sizes and insets, or the per-state content's.
    override open var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The content's size changed: Auto Layout measures again and the parts move.
    func contentGeometryChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHeld = isEnabled
        super.touchesBegan(touches, with: event)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHeld = false
        guard isEnabled, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        if showsMenuAsPrimaryAction, menu != nil {
            isHighlighted = false
            if bounds.contains(touch.location(in: self)) {
                sendActions(for: .menuActionTriggered)
                presentMenu()
            }
            return
        }
        if changesSelectionAsPrimaryAction, bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self)) {
            isSelected.toggle()
        }
        super.touchesEnded(touches, with: event)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHeld = false
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Per-state content

    open func setTitle(_ title: String?, for state: State) {
        stateContent.titles[state.rawValue] = title
        stateContentDidChange()
    }

    open func title(for state: State) -> String? {
        ButtonStateContent.value(stateContent.titles, for: state)
    }

    /// A title with attributes of its own, shown instead of the plain title for `state`.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        stateContent.attributedTitles[state.rawValue] = title
        stateContentDidChange()
    }

    open func attributedTitle(for state: State) -> NSAttributedString? {
        ButtonStateContent.value(stateContent.attributedTitles, for: state)
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        setStateValue(\.titleColors, color, for: state, "setTitleColor") { $0.setTitleColor(color, for: state) }
    }

    open func titleColor(for state: State) -> UIColor? {
        ButtonStateContent.value(stateContent.titleColors, for: state)
    }

    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        setStateValue(\.titleShadowColors, color, for: state, "setTitleShadowColor") { $0.setTitleShadowColor(color, for: state) }
    }

    open func titleShadowColor(for state: State) -> UIColor? {
        ButtonStateContent.value(stateContent.titleShadowColors, for: state)
    }

    open func setImage(_ image: UIImage?, for state: State) {
        setStateValue(\.images, image, for: state, "setImage") { $0.setImage(image, for: state) }
    }

    open func image(for state: State) -> UIImage? {
        ButtonStateContent.value(stateContent.images, for: state)
    }

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        setStateValue(\.backgroundImages, image, for: state, "setBackgroundImage") { $0.setBackgroundImage(image, for: state) }
    }

    /// Keeps a per-state value (an appearance proxy records it), then shows the change: an image can change the
    /// button's size, the others only what it draws.
    private func setStateValue<Value>(_ values: WritableKeyPath<ButtonStateContent, [UInt: Value]>, _ value: Value?, for state: State,
                                      _ name: String, _ apply: @escaping @MainActor (UIButton) -> Void) {
        stateContent[keyPath: values][state.rawValue] = value
        appearanceDidInvoke(AppearanceMethodKey(name: name, argument: state.rawValue)) { button in
            (button as? UIButton).map(apply)
        }
        if values == \ButtonStateContent.images || values == \ButtonStateContent.symbolConfigurations {
            stateContentDidChange()
        } else {
            updateStateContent()
        }
    }

    /// Draws a symbol image shown in `state` with `configuration` (a point size, weight or scale), as the image
    /// view's `preferredSymbolConfiguration` does.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        setStateValue(\.symbolConfigurations, configuration, for: state, "setPreferredSymbolConfiguration") {
            $0.setPreferredSymbolConfiguration(configuration, forImageIn: state)
        }
    }

    /// The symbol configuration set for `state`, else for `.normal`.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        ButtonStateContent.value(stateContent.symbolConfigurations, for: state)
    }

    /// The symbol configuration for the current state.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }

    open func backgroundImage(for state: State) -> UIImage? {
        ButtonStateContent.value(stateContent.backgroundImages, for: state)
    }

    /// The title shown now: the configuration's, a pop-up button's chosen action's, or the state's.
    open var currentTitle: String? {
        selectedMenuActionTitle ?? (configuration.map { $0.title } ?? title(for: state))
    }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour shown now (white on a custom button, the tint on a system button, unless set).
    open var currentTitleColor: UIColor { shownTitleColor }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open var currentImage: UIImage? { configuration.map { $0.image } ?? image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// Where the title and image go together: the bounds inside `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// The title's frame: beside the image, the two centred in `contentRect`, moved by `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        stateContentFrames(in: contentRect).title.inset(by: titleEdgeInsets)
    }

    /// The image's frame: before the title, the two centred in `contentRect`, moved by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        stateContentFrames(in: contentRect).image.inset(by: imageEdgeInsets)
    }

    // MARK: Configuration updates

    /// Asks for `updateConfiguration()` and the update handler before the next layout (not from inside them: a
    /// state they change is already seen).
    open func setNeedsUpdateConfiguration() {
        guard configuration != nil || configurationUpdateHandler != nil, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Brings the configuration up to date with the button's state; subclasses override it to change
    /// `configuration` for the state (calling super is not needed).
    open func updateConfiguration() {}
}
