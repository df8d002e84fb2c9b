import Foundation

/// The view of a `UIListContentConfiguration`: its image, then its text with the secondary text below it (or at
/// the trailing side in a value cell), inside the configuration's margins; as high as its content needs.
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration shown; one of another type is refused with a report.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                return Diagnostics.report("UIListContentView: a \(type(of: newValue)) is not a UIListContentConfiguration; the configuration is unchanged")
            }
            guard list != listConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrangement(width: size.width).height)
    }

    /// Its labels resize their fonts with the content size category: it measures and lays out again.
    override func contentSizeCategoryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: arrangement(width: bounds.width > 0 ? bounds.width : 320).height)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let placed = arrangement(width: bounds.width)
        UIView.performWithoutAnimation {
            imageView.frame = placed.image
            textLabel.frame = placed.text
            secondaryTextLabel.frame = placed.secondary
        }
    }

    /// The views take the configuration's content and styles.
    private func apply() {
        let configuration = listConfiguration
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = configuration.imageProperties.resolvedTintColor(for: tintColor ?? .systemBlue)
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        style(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
        style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties)
        if configuration.prefersSideBySideTextAndSecondaryText { secondaryTextLabel.textAlignment = .right }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties) {
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = switch properties.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = attributed == nil && text == nil
    }

    /// Where the image and texts go at `width`, and the height that holds them.
    private func arrangement(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        var x = margins.leading
        var imageSize = CGSize.zero
        if var image = configuration.image {
            if let symbol = configuration.imageProperties.preferredSymbolConfiguration, image.isSymbolImage { image = image.withConfiguration(symbol) }
            imageSize = image.size.scaledDown(toFit: configuration.imageProperties.maximumSize)
            let reserved = configuration.imageProperties.reservedLayoutSize.width
            x += max(imageSize.width, reserved > 0 ? reserved : 0) + configuration.imageToTextPadding
        }
        let available = max(0, width - x - margins.trailing)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        func fit(_ label: UILabel, _ width: CGFloat) -> CGSize {
            let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, width), height: size.height)
        }
        var text = CGRect.zero, secondary = CGRect.zero
        let contentHeight: CGFloat
        if configuration.prefersSideBySideTextAndSecondaryText, hasSecondary {
            let secondarySize = fit(secondaryTextLabel, available / 2)
            let textSize = hasText ? fit(textLabel, max(0, available - secondarySize.width - configuration.textToSecondaryTextHorizontalPadding)) : .zero
            contentHeight = max(textSize.height, secondarySize.height, imageSize.height)
            text = CGRect(x: x, y: 0, width: textSize.width, height: textSize.height)
            secondary = CGRect(x: width - margins.trailing - secondarySize.width, y: 0, width: secondarySize.width, height: secondarySize.height)
            text.origin.y = margins.top + (contentHeight - textSize.height) / 2
            secondary.origin.y = margins.top + (contentHeight - secondarySize.height) / 2
        } else {
            let textSize = hasText ? fit(textLabel, available) : .zero
            let secondarySize = hasSecondary ? fit(secondaryTextLabel, available) : .zero
            let gap = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
            let stack = textSize.height + gap + secondarySize.height
            contentHeight = max(stack, imageSize.height)
            let top = margins.top + (contentHeight - stack) / 2
            text = CGRect(x: x, y: top, width: available, height: textSize.height)
            secondary = CGRect(x: x, y: top + textSize.height + gap, width: available, height: secondarySize.height)
        }
        let image = CGRect(x: margins.leading, y: margins.top + (contentHeight - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
        return (image, text, secondary, (margins.top + contentHeight + margins.bottom).rounded(.up))
    }
}

extension CGSize {
    /// This size scaled down, keeping its aspect, to fit `limit` (zero in a dimension: no limit); how content
    /// configurations apply their image's `maximumSize`.
    func scaledDown(toFit limit: CGSize) -> CGSize {
        var size = self
        if limit.width > 0, size.width > limit.width {
            size = CGSize(width: limit.width, height: size.height * limit.width / size.width)
        }
        if limit.height > 0, size.height > limit.height {
            size = CGSize(width: size.width * limit.height / size.height, height: limit.height)
        }
        return size
    }
}
