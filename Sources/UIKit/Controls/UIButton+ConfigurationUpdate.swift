import QuartzCore

/// The configuration a button shows, with what it resolved to for the button's state and traits.
@MainActor
struct ConfiguredButtonLook {
    var configuration: UIButton.Configuration
    var background: UIBackgroundConfiguration
    var foreground: UIColor
    var tint: UIColor
}

/// How a button with a configuration shows it: the update cycle (`updateConfiguration()`, then the handler), the
/// state's colours, the background, labels, image or activity indicator and pop-up indicator, and their layout.
extension UIButton {
    /// The colour a configuration's style builds on: the tint, or red for a destructive button.
    var configurationTint: UIColor {
        role == .destructive ? .systemRed : tintColor ?? .systemBlue
    }

    /// `configuration` was set: shown at once; outside an update, the update handler runs before the next layout.
    func configurationDidChange(from old: Configuration?) {
        if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
        if configuration == nil {
            removeConfiguredParts()
            updateStateContent()
        } else {
            showConfiguration()
        }
        contentGeometryChanged()
    }

    /// Runs `updateConfiguration()` and the update handler if an update was asked for, then shows the result.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        trackingReads(for: .configuration) {
            updateConfiguration()
            configurationUpdateHandler?(self)
        }
        isUpdatingConfiguration = false
        showConfiguration()
    }

    /// Shows the configuration for the current state: colours, text, image and indicators.
    func showConfiguration() {
        guard let configuration, let titleLabel, let imageView else { return }
        var shown = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
        applyStateContent(to: &shown)
        let traits = traitCollection
        let tint = configurationTint
        let foreground = (shown.baseForegroundColor ?? shown.style.foreground(base: nil, tint: tint, state: .normal)).resolvedColor(with: traits)
        var background = shown.background
        background.backgroundColor = (background.backgroundColor ?? shown.style.background(base: shown.baseBackgroundColor, tint: tint, state: .normal))
            .resolvedColor(with: traits)
        if shown.style.isProminentGlass, let glass = background.visualEffect as? UIGlassEffect {
            let tinted = glass.copy() as! UIGlassEffect
            tinted.tintColor = shown.baseBackgroundColor ?? tint
            background.visualEffect = tinted
        }
        let previousBackground = configuredLook?.background.backgroundColor
        configuredLook = ConfiguredButtonLook(configuration: shown, background: background, foreground: foreground, tint: tint)
        let metrics = ButtonMetrics(shown.buttonSize)
        UIView.performWithoutAnimation {
            backgroundView.removeFromSuperview()
            place(configuredBackground, at: 0)
            titleLabel.alpha = 1
            titleLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: metrics.titleSize), compatibleWith: traits)
            titleLabel.attributedText = Self.text(shown.attributedTitle ?? shown.title.map { AttributedString($0) }, font: titleLabel.font,
                                                  color: foreground, transformer: shown.titleTextAttributesTransformer)
            place(titleLabel, if: titleLabel.attributedText.map { $0.length > 0 } ?? false)
            let beside = !shown.imagePlacement.contains(.top) && !shown.imagePlacement.contains(.bottom)
            let alignment = ButtonContentLayout.textAlignment(
                ButtonContentLayout.alignment(shown.titleAlignment, imageBeside: beside && (shown.image != nil || shown.showsActivityIndicator)),
                isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            Self.breakLines(of: titleLabel, by: shown.titleLineBreakMode, alignment: alignment)
            configuredSubtitle.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: metrics.subtitleSize),
                                                                                           compatibleWith: traits)
            configuredSubtitle.attributedText = Self.text(shown.attributedSubtitle ?? shown.subtitle.map { AttributedString($0) },
                                                          font: configuredSubtitle.font, color: foreground, transformer: shown.subtitleTextAttributesTransformer)
            place(configuredSubtitle, if: shown.subtitle?.isEmpty == false)
            Self.breakLines(of: configuredSubtitle, by: shown.subtitleLineBreakMode, alignment: alignment)
            imageView.alpha = 1
            let symbol = shown.preferredSymbolConfigurationForImage
            imageView.image = shown.image.map { image in
                let configured = symbol.flatMap { image.applyingSymbolConfiguration($0) } ?? image
                return configured.renderingMode == .alwaysOriginal ? configured : configured.withRenderingMode(.alwaysTemplate)
            }
            imageView.tintColor = (shown.imageColorTransformer?.transform(foreground) ?? foreground).resolvedColor(with: traits)
            place(imageView, if: shown.image != nil && !shown.showsActivityIndicator)
            showActivityIndicator(shown.showsActivityIndicator, color: shown.activityIndicatorColorTransformer?.transform(foreground) ?? foreground)
            showPopupIndicator(showsPopupIndicator(for: shown), color: shown.indicatorColorTransformer?.transform(foreground) ?? foreground)
        }
        if animatesNextLookUpdate, let previousBackground, previousBackground != background.backgroundColor {
            configuredBackground.backgroundColor = previousBackground
            UIView.animate(withDuration: Self.releaseFadeDuration) { self.configuredBackground.backgroundColor = background.backgroundColor }
        } else {
            UIView.performWithoutAnimation { configuredBackground.backgroundColor = background.backgroundColor }
        }
        contentGeometryChanged()
    }

    /// The values set per state (`setTitle(_:for:)`, `setImage(_:for:)`, `setTitleColor(_:for:)`,
    /// `setBackgroundImage(_:for:)`) and a pop-up button's choice, in place of the configuration's, as iOS shows them.
    private func applyStateContent(to configuration: inout Configuration) {
        let current = state
        if let title = title(for: current) { configuration.title = title }
        if let image = image(for: current) { configuration.image = image }
        if let color = titleColor(for: current) { configuration.baseForegroundColor = color }
        if let image = backgroundImage(for: current) { configuration.background.image = image }
        if let chosen = selectedMenuActionTitle { configuration.title = chosen }
    }

    /// Wrapping modes let `label` take several lines; the others keep it to one, truncated or clipped. Its lines
    /// line up by `alignment`.
    private static func breakLines(of label: UILabel, by mode: NSLineBreakMode, alignment: NSTextAlignment) {
        label.numberOfLines = mode == .byWordWrapping || mode == .byCharWrapping ? 0 : 1
        label.lineBreakMode = mode
        label.textAlignment = alignment
    }

    /// `text` (or nothing) with the configuration's font and colour where it sets none, then the transformer's
    /// changes, run by run.
    static func text(_ text: AttributedString?, font: UIFont, color: UIColor,
                     transformer: UIConfigurationTextAttributesTransformer?) -> NSAttributedString? {
        guard var text else { return nil }
        var defaults = AttributeContainer()
        defaults.font = font
        defaults.foregroundColor = color
        let ranges = text.runs.map { ($0.range, $0.attributes) }
        for (range, attributes) in ranges {
            var container = defaults
            container.merge(attributes)
            text[range].setAttributes(transformer?(container) ?? container)
        }
        return text.uiKitAttributedString
    }

    /// Whether the trailing pop-up mark shows: asked for, or automatic on a pop-up button.
    private func showsPopupIndicator(for configuration: Configuration) -> Bool {
        switch configuration.indicator {
        case .popup: true
        case .none: false
        case .automatic: menu != nil && showsMenuAsPrimaryAction && changesSelectionAsPrimaryAction
        }
    }

    private func showActivityIndicator(_ shows: Bool, color: UIColor) {
        guard shows else {
            activityIndicator?.stopAnimating()
            activityIndicator?.removeFromSuperview()
            return
        }
        let indicator = activityIndicator ?? UIActivityIndicatorView(style: .medium)
        indicator.isUserInteractionEnabled = false
        activityIndicator = indicator
        indicator.color = color
        place(indicator)
        if !indicator.isAnimating { indicator.startAnimating() }
    }

    private func showPopupIndicator(_ shows: Bool, color: UIColor) {
        guard shows else {
            popupIndicator?.removeFromSuperview()
            return
        }
        let indicator = popupIndicator ?? PopupIndicatorView()
        popupIndicator = indicator
        indicator.color = color
        place(indicator)
    }

    /// Adds `part` when `shown` (at `index`, or on top), removes it otherwise.
    private func place(_ part: UIView, at index: Int? = nil, if shown: Bool = true) {
        guard shown else {
            if part.superview === self { part.removeFromSuperview() }
            return
        }
        guard part.superview !== self else { return }
        if let index { insertSubview(part, at: index) } else { addSubview(part) }
    }

    /// The configuration went: its parts leave, the labels return to the per-state content.
    func removeConfiguredParts() {
        configuredLook = nil
        for part in [configuredBackground, configuredSubtitle, activityIndicator, popupIndicator].compactMap({ $0 }) {
            part.removeFromSuperview()
        }
        activityIndicator?.stopAnimating()
        titleLabel?.attributedText = nil
        titleLabel?.numberOfLines = 1
        titleLabel?.lineBreakMode = .byTruncatingTail
        titleLabel?.textAlignment = .center
        titleLabel?.font = .systemFont(ofSize: 17, weight: .regular)
    }

    /// The parts' sizes and the configuration's spacing, for a button `width` wide.
    private func contentLayout(for look: ConfiguredButtonLook, width: CGFloat) -> ButtonContentLayout {
        let configuration = look.configuration
        var layout = ButtonContentLayout()
        layout.insets = configuration.contentInsets
        layout.imagePlacement = configuration.imagePlacement
        layout.imagePadding = configuration.imagePadding
        layout.titlePadding = configuration.titlePadding
        layout.titleAlignment = configuration.titleAlignment
        layout.isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        layout.horizontalPlacement = contentPlacement.horizontal
        layout.verticalPlacement = contentPlacement.vertical
        if configuration.showsActivityIndicator, let activityIndicator {
            layout.imageSize = activityIndicator.intrinsicContentSize
        } else if imageView?.superview === self {
            layout.imageSize = imageView?.image?.size ?? .zero
        }
        if popupIndicator?.superview === self { layout.indicatorSize = PopupIndicatorView.size }
        var available = width - layout.insets.leading - layout.insets.trailing
        if layout.indicatorSize.width > 0 { available -= layout.indicatorSize.width + ButtonContentLayout.indicatorPadding }
        if layout.imageSize.width > 0 && !configuration.imagePlacement.contains(.top) && !configuration.imagePlacement.contains(.bottom) {
            available -= layout.imageSize.width + configuration.imagePadding
        }
        let fitting = CGSize(width: max(1, available), height: .greatestFiniteMagnitude)
        if let titleLabel, titleLabel.superview === self { layout.titleSize = titleLabel.sizeThatFits(fitting) }
        if configuredSubtitle.superview === self { layout.subtitleSize = configuredSubtitle.sizeThatFits(fitting) }
        return layout
    }

    /// The content alignments as placements along each axis, leading first whatever the layout direction.
    private var contentPlacement: (horizontal: ButtonContentLayout.Placement, vertical: ButtonContentLayout.Placement) {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let horizontal: ButtonContentLayout.Placement = switch contentHorizontalAlignment {
        case .center: .center
        case .fill: .fill
        case .leading: .start
        case .trailing: .end
        case .left: rightToLeft ? .end : .start
        case .right: rightToLeft ? .start : .end
        }
        let vertical: ButtonContentLayout.Placement = switch contentVerticalAlignment {
        case .center: .center
        case .fill: .fill
        case .top: .start
        case .bottom: .end
        }
        return (horizontal, vertical)
    }

    func layOutConfiguredContent() {
        guard let look = configuredLook else { return }
        let configuration = look.configuration
        configuredBackground.cornerRadiusOverride = ButtonMetrics.cornerRadius(
            configuration.cornerStyle, backgroundRadius: configuration.background.cornerRadius, height: bounds.height)
        configuredBackground.show(look.background, in: bounds, tint: look.tint)
        let frames = contentLayout(for: look, width: bounds.width).frames(in: bounds)
        UIView.performWithoutAnimation {
            imageView?.frame = frames.image
            activityIndicator?.frame = frames.image
            titleLabel?.frame = frames.title
            configuredSubtitle.frame = frames.subtitle
            popupIndicator?.frame = frames.indicator
        }
    }

    func configuredFittingSize(in size: CGSize) -> CGSize {
        if configuredLook == nil { showConfiguration() }
        guard let look = configuredLook else { return .zero }
        return contentLayout(for: look, width: size.width).fittingSize
    }
}
