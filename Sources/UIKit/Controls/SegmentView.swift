import QuartzCore

/// One segment on screen: its title label or image view (a template image takes the title's colour), moved by its
/// content offset, over a background image when the control has them.
@MainActor
final class SegmentView: UIView {
    let backgroundView = UIImageView()
    let label = UILabel()
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.textAlignment = .center
        imageView.contentMode = .center
        for view in [backgroundView, label, imageView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `content` with `attributes` for its title, its image tinted `color`, over `background`, offset by `offset`.
    func show(_ content: SegmentContent, attributes: [NSAttributedString.Key: Any], color: UIColor, background: UIImage?,
              offset: CGSize) {
        backgroundView.image = background
        backgroundView.frame = bounds
        label.attributedText = content.title.map { NSAttributedString(string: $0, attributes: attributes) }
        label.isHidden = content.image != nil || content.title == nil
        imageView.image = content.image
        imageView.tintColor = color
        imageView.isHidden = content.image == nil
        let center = CGPoint(x: bounds.midX + offset.width, y: bounds.midY + offset.height)
        let labelSize = label.sizeThatFits(bounds.size)
        label.frame = CGRect(x: center.x - labelSize.width / 2, y: center.y - labelSize.height / 2,
                             width: labelSize.width, height: labelSize.height).integral
        let imageSize = content.image?.size ?? .zero
        imageView.frame = CGRect(x: center.x - imageSize.width / 2, y: center.y - imageSize.height / 2,
                                 width: imageSize.width, height: imageSize.height)
    }

    /// The width the content needs, before padding.
    static func contentWidth(of content: SegmentContent, attributes: [NSAttributedString.Key: Any]) -> CGFloat {
        if let image = content.image { return image.size.width }
        guard let title = content.title else { return 0 }
        return ceil(NSAttributedString(string: title, attributes: attributes).size().width)
    }
}
