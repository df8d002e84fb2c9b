import Foundation

/// The view of a `UIContentUnavailableConfiguration`: its background filling the view, and its image (or spinning
/// activity indicator), texts and buttons stacked in the middle; the stack scrolls when taller than the view.
@MainActor @preconcurrency
open class UIContentUnavailableView: UIView, UIContentView {
    private var unavailableConfiguration: UIContentUnavailableConfiguration
    private let backgroundView = BackgroundConfigurationView(frame: .zero)
    private let scroller = UIScrollView(frame: .zero)
    let imageView = UIImageView()
    let activityIndicator = UIActivityIndicatorView(style: .medium)
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    private var primary = ContentUnavailableButton()
    private var secondary = ContentUnavailableButton()
    var primaryButton: UIButton { primary.button }
    var secondaryButtonView: UIButton { secondary.button }

    public init(configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        addSubview(backgroundView)
        addSubview(scroller)
        scroller.showsVerticalScrollIndicator = false
        scroller.alwaysBounceVertical = false
        for view in [imageView, activityIndicator, textLabel, secondaryTextLabel, primaryButton, secondaryButtonView] as [UIView] {
            scroller.addSubview(view)
        }
        apply()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration shown; one of another type is refused with a report.
    open var configuration: any UIContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let unavailable = newValue as? UIContentUnavailableConfiguration else {
                return Diagnostics.report("UIContentUnavailableView: a \(type(of: newValue)) is not a UIContentUnavailableConfiguration; the configuration is unchanged")
            }
            guard unavailable != unavailableConfiguration else { return }
            unavailableConfiguration = unavailable
            apply()
        }
    }

    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    /// Whether the content scrolls when it is taller than the view.
    open var isScrollEnabled: Bool {
        get { scroller.isScrollEnabled }
        set { scroller.isScrollEnabled = newValue }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let placed = arrangement(in: bounds.size)
        UIView.performWithoutAnimation {
            backgroundView.show(unavailableConfiguration.background, in: bounds, tint: tintColor ?? .systemBlue)
            scroller.frame = bounds
            scroller.contentSize = CGSize(width: bounds.width, height: max(bounds.height, placed.height))
            let views: [ContentUnavailableLayout.Piece: UIView] = [
                .image: unavailableConfiguration.style == .loading ? activityIndicator : imageView, .text: textLabel,
                .secondaryText: secondaryTextLabel, .button: primaryButton, .secondaryButton: secondaryButtonView,
            ]
            for (piece, view) in views { view.frame = placed.frames[piece] ?? .zero }
        }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrangement(in: CGSize(width: size.width, height: 0)).height)
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        applyImageTint()
        setNeedsLayout()
    }

    /// The margins the pieces sit in: the configuration's, at least the superview's along the preserved axes.
    var effectiveMargins: NSDirectionalEdgeInsets {
        var margins = unavailableConfiguration.directionalLayoutMargins
        guard let outer = superview?.directionalLayoutMargins else { return margins }
        let axes = unavailableConfiguration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            margins.leading = max(margins.leading, outer.leading)
            margins.trailing = max(margins.trailing, outer.trailing)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, outer.top)
            margins.bottom = max(margins.bottom, outer.bottom)
        }
        return margins
    }

    /// The frames of the shown pieces in a view of `size`, and the height they need.
    private func arrangement(in size: CGSize) -> (frames: [ContentUnavailableLayout.Piece: CGRect], height: CGFloat) {
        let configuration = unavailableConfiguration
        let layout = ContentUnavailableLayout(
            size: size, margins: effectiveMargins, alignment: configuration.alignment,
            isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
            imageToTextPadding: configuration.imageToTextPadding, textToSecondaryTextPadding: configuration.textToSecondaryTextPadding,
            textToButtonPadding: configuration.textToButtonPadding, buttonToSecondaryButtonPadding: configuration.buttonToSecondaryButtonPadding)
        let width = layout.availableWidth
        var sizes: [ContentUnavailableLayout.Piece: CGSize] = [:]
        if configuration.style == .loading {
            sizes[.image] = activityIndicator.intrinsicContentSize
        } else if let image = imageView.image {
            sizes[.image] = image.size.scaledDown(toFit: configuration.imageProperties.maximumSize)
        }
        func labelSize(_ label: UILabel) -> CGSize? {
            guard !label.isHidden else { return nil }
            let fit = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(ceil(fit.width), width), height: ceil(fit.height))
        }
        sizes[.text] = labelSize(textLabel)
        sizes[.secondaryText] = labelSize(secondaryTextLabel)
        if !primaryButton.isHidden { sizes[.button] = primaryButton.sizeThatFits(CGSize(width: width, height: 0)) }
        if !secondaryButtonView.isHidden { sizes[.secondaryButton] = secondaryButtonView.sizeThatFits(CGSize(width: width, height: 0)) }
        return layout.frames(for: sizes)
    }

    /// The views take the configuration's content and styles.
    private func apply() {
        let configuration = unavailableConfiguration
        let loading = configuration.style == .loading
        var image = configuration.image
        if let symbol = configuration.imageProperties.preferredSymbolConfiguration, let shown = image, shown.isSymbolImage {
            image = shown.withConfiguration(symbol)
        }
        imageView.image = loading ? nil : image
        imageView.isHidden = loading || image == nil
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        activityIndicator.isHidden = !loading
        if loading { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
        applyImageTint()
        style(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
        style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties)
        primary.show(configuration.button, configuration.buttonProperties)
        secondary.show(configuration.secondaryButton, configuration.secondaryButtonProperties)
        setNeedsLayout()
    }

    private func applyImageTint() {
        let tint = unavailableConfiguration.imageProperties.tintColor
        imageView.tintColor = tint ?? tintColor
        activityIndicator.color = tint
    }

    private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ properties: UIContentUnavailableConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = unavailableConfiguration.alignment == .center ? .center : .natural
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text
        }
        label.isHidden = attributed == nil && (text ?? "").isEmpty
    }
}
