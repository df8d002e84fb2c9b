import QuartzCore

/// How a button without a configuration shows its per-state titles and images: the state's values (or
/// `.normal`'s), a system button's title in the tint, dimmed while pressed, and laid out image then title, centred.
extension UIButton {
    /// How much a pressed system button's title and image show.
    static let pressedAlpha: CGFloat = 0.2
    /// How long a released button takes to fade back.
    static let releaseFadeDuration: TimeInterval = 0.2

    /// The title or image changed: the look, the size and the layout follow.
    func stateContentDidChange() {
        updateStateContent()
        contentGeometryChanged()
    }

    /// The title colour for the state: set, else white (custom) or the tint (system).
    var shownTitleColor: UIColor {
        if let color = titleColor(for: state) { return color }
        return buttonType == .custom ? .white : (tintColor ?? .systemBlue)
    }

    /// Shows the state's title, colours and images; after a press, fades the title and image back in. A configured
    /// button shows its configuration instead, with these values in place of its own.
    func updateStateContent() {
        if configuration != nil { return showConfiguration() }
        guard let titleLabel, let imageView else { return }
        let current = state
        UIView.performWithoutAnimation {
            if let attributed = attributedTitle(for: current) {
                titleLabel.attributedText = attributed
            } else {
                titleLabel.text = selectedMenuActionTitle ?? title(for: current)
                titleLabel.textColor = shownTitleColor
            }
            titleLabel.shadowColor = titleShadowColor(for: current)
            imageView.preferredSymbolConfiguration = preferredSymbolConfigurationForImage(in: current)
            imageView.image = shownStateImage(for: current)
            imageView.tintColor = buttonType == .close ? .secondaryLabel : tintColor
            backgroundView.image = backgroundImage(for: current)
            show(backgroundView, if: backgroundView.image != nil, below: true)
            show(imageView, if: imageView.image != nil)
            show(titleLabel, if: titleLabel.text?.isEmpty == false)
            setNeedsLayout()
        }
        let pressed = buttonType != .custom && current.contains(.highlighted)
        let titleAlpha: CGFloat = !isEnabled && buttonType != .custom ? 0.35 : pressed ? Self.pressedAlpha : 1
        let imageAlpha: CGFloat = !isEnabled && adjustsImageWhenDisabled ? 0.35 : pressed ? Self.pressedAlpha : 1
        let dim = {
            titleLabel.alpha = titleAlpha
            imageView.alpha = imageAlpha
        }
        if animatesNextLookUpdate { UIView.animate(withDuration: Self.releaseFadeDuration, animations: dim) } else { UIView.performWithoutAnimation(dim) }
    }

    /// The state's image; a custom button's darkens while pressed unless a highlighted image was set, and the other
    /// types draw an automatic image as a template in their tint, as iOS does.
    private func shownStateImage(for state: State) -> UIImage? {
        guard let image = image(for: state) else { return nil }
        if buttonType != .custom && image.renderingMode == .automatic { return image.withRenderingMode(.alwaysTemplate) }
        let darkens = buttonType == .custom && state.contains(.highlighted) && adjustsImageWhenHighlighted
            && stateContent.images[State.highlighted.rawValue] == nil
        return darkens ? image.darkenedForPress() : image
    }

    /// Adds `part` (under everything when `below`) the first time it has content.
    private func show(_ part: UIView, if hasContent: Bool, below: Bool = false) {
        guard hasContent, part.superview !== self else { return }
        if below { insertSubview(part, at: 0) } else { addSubview(part) }
    }

    func layOutStateContent() {
        backgroundView.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        imageView?.frame = imageRect(forContentRect: content)
        titleLabel?.frame = titleRect(forContentRect: content)
    }

    /// The image before the title, placed in `rect` by the content alignments (centred by default, the title then as
    /// tall as `rect`; a horizontal fill stretches the title).
    func stateContentFrames(in rect: CGRect) -> (image: CGRect, title: CGRect) {
        let imageSize = imageView?.image?.size ?? .zero
        var titleSize = titleLabel?.sizeThatFits(rect.size) ?? .zero
        let spacing: CGFloat = imageSize.width > 0 && titleSize.width > 0 ? 4 : 0
        let horizontal = effectiveContentHorizontalAlignment
        if horizontal == .fill { titleSize.width = max(titleSize.width, rect.width - imageSize.width - spacing) }
        let total = imageSize.width + spacing + titleSize.width
        let x = horizontal == .left ? rect.minX : horizontal == .right ? rect.maxX - total : rect.midX - total / 2
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: rect.minY
            case .bottom: rect.maxY - height
            default: rect.midY - height / 2
            }
        }
        let image = CGRect(x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height)
        let centred = contentVerticalAlignment == .center || contentVerticalAlignment == .fill
        let title = CGRect(x: x + imageSize.width + spacing, y: centred ? rect.minY : y(titleSize.height), width: titleSize.width,
                           height: centred ? rect.height : titleSize.height)
        return (image, title)
    }

    /// The title and image side by side with `contentEdgeInsets` around them (8 and 6 points when none are set).
    func stateContentFittingSize(in size: CGSize) -> CGSize {
        let imageSize = imageView?.image?.size ?? .zero
        let titleSize = titleLabel?.sizeThatFits(size) ?? .zero
        let insets = contentEdgeInsets == .zero ? UIEdgeInsets(top: 6, left: 8, bottom: 6, right: 8) : contentEdgeInsets
        return CGSize(width: imageSize.width + titleSize.width + insets.left + insets.right,
                      height: max(imageSize.height, titleSize.height) + insets.top + insets.bottom)
    }
}

extension UIImage {
    /// The image with its colours darkened, as a custom button's image shows while pressed.
    func darkenedForPress() -> UIImage {
        guard let cgImage else { return self }
        var words = [UInt32](repeating: 0, count: cgImage.width * cgImage.height)
        for y in 0..<cgImage.height {
            for x in 0..<cgImage.width {
                let pixel = cgImage.pixel(x: x, y: y)
                func darker(_ shift: UInt32) -> UInt32 { ((pixel >> shift & 0xFF) * 6 / 10) << shift }
                words[y * cgImage.width + x] = pixel & 0xFF00_0000 | darker(16) | darker(8) | darker(0)
            }
        }
        guard let darkened = CGImage(width: cgImage.width, height: cgImage.height, premultipliedARGB32: words) else { return self }
        return UIImage(cgImage: darkened, scale: scale, renderingMode: renderingMode)
    }
}
