import QuartzCore

/// The large content viewer on screen: a dark rounded panel in the middle of the window with the item's image (scaled
/// up when the item asks) above its title in large type.
@MainActor
final class LargeContentViewerHUD: UIView {
    static let minimumWidth: CGFloat = 180
    static let imageSide: CGFloat = 96
    static let padding: CGFloat = 20

    /// What the panel shows of an item.
    struct Content {
        var title: String?
        var image: UIImage?
        var scalesImage: Bool
        var imageInsets: UIEdgeInsets

        /// The item's large content; a button's title and image, a label's text or an image view's image where the
        /// item sets none.
        @MainActor
        init(item: UILargeContentViewerItem) {
            title = item.largeContentTitle ?? (item as? UIButton)?.currentTitle ?? (item as? UILabel)?.text
            image = item.largeContentImage ?? (item as? UIButton)?.currentImage ?? (item as? UIImageView)?.image
            scalesImage = item.scalesLargeContentImage
            imageInsets = item.largeContentImageInsets
        }
    }

    var content: Content {
        didSet { update() }
    }
    let imageView = UIImageView()
    let titleLabel = UILabel()

    init(content: Content) {
        self.content = content
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = UIColor(white: 0.12, alpha: 0.9)
        layer.cornerRadius = 20
        imageView.tintColor = .white
        imageView.contentMode = .center
        titleLabel.textColor = .white
        titleLabel.font = .systemFont(ofSize: 28, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2
        addSubview(imageView)
        addSubview(titleLabel)
        update()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func update() {
        imageView.image = content.image
        imageView.contentMode = content.scalesImage ? .scaleAspectFit : .center
        imageView.isHidden = content.image == nil
        titleLabel.text = content.title
        titleLabel.isHidden = content.title == nil
        placeInWindow()
    }

    /// Sizes the panel to its content and centres it in the window.
    func placeInWindow() {
        guard let window = superview else { return }
        let maxWidth = max(Self.minimumWidth, window.bounds.width - 2 * Self.padding)
        let titleSize = content.title == nil ? .zero : titleLabel.sizeThatFits(CGSize(width: maxWidth - 2 * Self.padding, height: .greatestFiniteMagnitude))
        let imageHeight: CGFloat = content.image == nil ? 0 : Self.imageSide
        let gap: CGFloat = content.image != nil && content.title != nil ? 8 : 0
        let width = min(maxWidth, max(Self.minimumWidth, titleSize.width + 2 * Self.padding))
        let height = max(Self.minimumWidth, imageHeight + gap + titleSize.height + 2 * Self.padding)
        frame = CGRect(x: ((window.bounds.width - width) / 2).rounded(), y: ((window.bounds.height - height) / 2).rounded(), width: width, height: height)
        let top = ((height - imageHeight - gap - titleSize.height) / 2).rounded()
        imageView.frame = CGRect(x: (width - Self.imageSide) / 2, y: top, width: Self.imageSide, height: imageHeight).inset(by: content.imageInsets)
        titleLabel.frame = CGRect(x: Self.padding, y: top + imageHeight + gap, width: width - 2 * Self.padding, height: titleSize.height)
    }
}
