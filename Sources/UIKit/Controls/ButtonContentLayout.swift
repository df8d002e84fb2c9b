import Foundation

/// Where a configured button's parts go: the image (or activity indicator) beside, above or below the title and
/// subtitle, the whole centred inside the content insets, a pop-up indicator on the trailing edge; and the size that
/// holds them, the button's intrinsic size.
struct ButtonContentLayout {
    var imageSize: CGSize = .zero
    var titleSize: CGSize = .zero
    var subtitleSize: CGSize = .zero
    var indicatorSize: CGSize = .zero
    var insets = NSDirectionalEdgeInsets.zero
    var imagePlacement: NSDirectionalRectEdge = .leading
    var imagePadding: CGFloat = 0
    var titlePadding: CGFloat = 0
    var titleAlignment: UIButton.Configuration.TitleAlignment = .automatic
    var isRightToLeft = false
    /// Where the content sits across the space inside the insets, leading and trailing as the layout direction has
    /// them (the control's `contentHorizontalAlignment`).
    var horizontalPlacement: Placement = .center
    /// Where the content sits down the space inside the insets.
    var verticalPlacement: Placement = .center

    /// Where content sits along one axis: at the start (leading or top), centred, at the end, or stretched (across,
    /// the text takes the width left; down, the content is centred).
    enum Placement {
        case start, center, end, fill
    }

    /// The space between the content and a pop-up indicator.
    static let indicatorPadding: CGFloat = 6

    struct Frames: Equatable {
        var image: CGRect = .zero
        var title: CGRect = .zero
        var subtitle: CGRect = .zero
        var indicator: CGRect = .zero
    }

    private var hasImage: Bool { imageSize.width > 0 || imageSize.height > 0 }
    private var hasTitle: Bool { titleSize.width > 0 || titleSize.height > 0 }
    private var hasSubtitle: Bool { subtitleSize.width > 0 || subtitleSize.height > 0 }
    private var hasIndicator: Bool { indicatorSize.width > 0 }
    private var isBeside: Bool { !imagePlacement.contains(.top) && !imagePlacement.contains(.bottom) }

    /// The title and subtitle stacked.
    private var textSize: CGSize {
        let padding = hasTitle && hasSubtitle ? titlePadding : 0
        return CGSize(width: max(titleSize.width, subtitleSize.width), height: titleSize.height + padding + subtitleSize.height)
    }

    /// The image and the text together.
    private var contentSize: CGSize {
        contentSize(text: textSize)
    }

    /// The image and `text` together.
    private func contentSize(text: CGSize) -> CGSize {
        let hasText = hasTitle || hasSubtitle
        let padding = hasImage && hasText ? imagePadding : 0
        if isBeside {
            return CGSize(width: imageSize.width + padding + text.width, height: max(imageSize.height, text.height))
        }
        return CGSize(width: max(imageSize.width, text.width), height: imageSize.height + padding + text.height)
    }

    /// The size that holds everything with the insets around it.
    var fittingSize: CGSize {
        let content = contentSize
        let indicator = hasIndicator ? indicatorSize.width + Self.indicatorPadding : 0
        return CGSize(width: ceil(insets.leading + content.width + indicator + insets.trailing),
                      height: ceil(insets.top + max(content.height, indicatorSize.height) + insets.bottom))
    }

    /// The parts' frames in `bounds`.
    func frames(in bounds: CGRect) -> Frames {
        var frames = Frames()
        var area = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                          width: max(0, bounds.width - insets.leading - insets.trailing),
                          height: max(0, bounds.height - insets.top - insets.bottom))
        if hasIndicator {
            frames.indicator = CGRect(x: area.maxX - indicatorSize.width, y: area.midY - indicatorSize.height / 2,
                                      width: indicatorSize.width, height: indicatorSize.height)
            area.size.width = max(0, area.width - indicatorSize.width - Self.indicatorPadding)
        }
        var text = textSize
        if horizontalPlacement == .fill {
            text.width += max(0, area.width - contentSize.width)
        }
        let content = contentSize(text: text)
        let origin = CGPoint(x: Self.start(of: content.width, in: area.minX, area.width, horizontalPlacement),
                             y: Self.start(of: content.height, in: area.minY, area.height, verticalPlacement))
        let padding = hasImage && (hasTitle || hasSubtitle) ? imagePadding : 0
        var textOrigin = origin
        if isBeside {
            let imageFirst = !imagePlacement.contains(.trailing)
            let imageX = imageFirst ? origin.x : origin.x + text.width + padding
            frames.image = CGRect(x: imageX, y: origin.y + (content.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
            textOrigin = CGPoint(x: imageFirst ? origin.x + imageSize.width + padding : origin.x, y: origin.y + (content.height - text.height) / 2)
        } else {
            let imageFirst = imagePlacement.contains(.top)
            let imageY = imageFirst ? origin.y : origin.y + text.height + padding
            frames.image = CGRect(x: origin.x + (content.width - imageSize.width) / 2, y: imageY, width: imageSize.width, height: imageSize.height)
            textOrigin = CGPoint(x: origin.x + (content.width - text.width) / 2, y: imageFirst ? origin.y + imageSize.height + padding : origin.y)
        }
        let textPadding = hasTitle && hasSubtitle ? titlePadding : 0
        frames.title = CGRect(x: textOrigin.x + offset(of: titleSize.width, in: text.width), y: textOrigin.y, width: titleSize.width, height: titleSize.height)
        frames.subtitle = CGRect(x: textOrigin.x + offset(of: subtitleSize.width, in: text.width), y: textOrigin.y + titleSize.height + textPadding,
                                 width: subtitleSize.width, height: subtitleSize.height)
        if !hasImage { frames.image = .zero }
        return isRightToLeft ? frames.mirrored(in: bounds) : frames
    }

    /// Where a length starts in the span from `minimum` `span` long, placed by `placement`.
    private static func start(of length: CGFloat, in minimum: CGFloat, _ span: CGFloat, _ placement: Placement) -> CGFloat {
        switch placement {
        case .start: minimum
        case .end: minimum + span - length
        case .center, .fill: minimum + (span - length) / 2
        }
    }

    /// Where a line `width` wide starts in the text `total` wide, by the title alignment (left to right: the frames
    /// are mirrored afterwards for right-to-left text).
    private func offset(of width: CGFloat, in total: CGFloat) -> CGFloat {
        switch resolvedAlignment {
        case .leading: 0
        case .trailing: total - width
        default: (total - width) / 2
        }
    }

    private var resolvedAlignment: UIButton.Configuration.TitleAlignment {
        Self.alignment(titleAlignment, imageBeside: hasImage && isBeside)
    }

    /// Automatic alignment: leading beside an image, centred otherwise.
    static func alignment(_ alignment: UIButton.Configuration.TitleAlignment, imageBeside: Bool) -> UIButton.Configuration.TitleAlignment {
        guard alignment == .automatic else { return alignment }
        return imageBeside ? .leading : .center
    }

    /// The text alignment of the lines inside each label, for `alignment`.
    static func textAlignment(_ alignment: UIButton.Configuration.TitleAlignment, isRightToLeft: Bool) -> NSTextAlignment {
        switch alignment {
        case .leading: .natural
        case .trailing: isRightToLeft ? .left : .right
        default: .center
        }
    }
}

extension ButtonContentLayout.Frames {
    /// The frames flipped left to right in `bounds`, for right-to-left text.
    func mirrored(in bounds: CGRect) -> Self {
        func flip(_ rect: CGRect) -> CGRect {
            rect == .zero ? rect : CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        return Self(image: flip(image), title: flip(title), subtitle: flip(subtitle), indicator: flip(indicator))
    }
}
