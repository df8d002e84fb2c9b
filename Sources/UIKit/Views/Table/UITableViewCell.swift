import QuartzCore

/// A row of a table: a content view with a text label (and optional detail and image), shown
/// highlighted while selected.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// How a selected cell is shown.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// Difference from Apple: stored only; a selected cell shows `selectedBackgroundColor` whatever the style.
    open var selectionStyle: SelectionStyle = .default

    public internal(set) var reuseIdentifier: String?
    public let style: CellStyle
    /// Where subclasses add their views.
    public let contentView = UIView()
    public private(set) lazy var textLabel: UILabel? = makeLabel(size: 17)
    public private(set) lazy var detailTextLabel: UILabel? = style == .default ? nil : makeLabel(size: 13)
    public private(set) lazy var imageView: UIImageView? = {
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        contentView.addSubview(view)
        return view
    }()

    /// The color behind a selected cell.
    ///
    /// Difference from Apple: not in UIKit, which takes a `selectedBackgroundView`.
    open var selectedBackgroundColor = UIColor(white: 0.85, alpha: 1)
    open var isSelected = false { didSet { updateBackground() } }
    open var isHighlighted = false { didSet { updateBackground() } }

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = .white
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A default-style cell; `register(_:forCellReuseIdentifier:)` makes cells through this,
    /// which runs the subclass's `init(style:reuseIdentifier:)` (Swift cannot call a
    /// non-required initializer through a class value).
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Called before the table hands the cell out again.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    private func makeLabel(size: CGFloat) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        contentView.addSubview(label)
        return label
    }

    private func updateBackground() {
        UIView.performWithoutAnimation {
            contentView.backgroundColor = isSelected || isHighlighted ? selectedBackgroundColor : nil
        }
    }

    /// A cell's size is its content view's: the constraints of the views in it give the height at the target width.
    /// A content view without constraints is as high as a standard row (44).
    override open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard contentView.autoLayoutStorage?.subtreeHasConstraints == true else {
            return CGSize(width: targetSize.width, height: UITableView.standardRowHeight)
        }
        return contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                   verticalFittingPriority: verticalFittingPriority)
    }

    override open func layoutSubviews() {
        contentView.frame = bounds
        var x: CGFloat = 16
        if let image = imageView?.image {
            let side = min(bounds.height - 8, image.size.height)
            imageView?.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
            x += side + 12
        }
        let width = max(0, bounds.width - x - 16)
        if let detail = detailTextLabel, detail.text != nil, style == .subtitle {
            textLabel?.frame = CGRect(x: x, y: 4, width: width, height: bounds.height * 0.55 - 4)
            detail.frame = CGRect(x: x, y: bounds.height * 0.55, width: width, height: bounds.height * 0.45 - 4)
        } else {
            textLabel?.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if let detail = detailTextLabel {
                detail.textAlignment = .right
                detail.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            }
        }
    }
}
