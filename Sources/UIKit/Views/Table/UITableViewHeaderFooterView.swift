import Foundation

/// A reusable view above or below a table section: a text label (and a detail label) inside a content view, or a
/// content configuration shown there, over an optional background view.
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
    open internal(set) var reuseIdentifier: String?
    /// Where subclasses add their views.
    public let contentView = UIView()
    /// The section title; the table styles it for its style (bold in plain tables, small capitals' grey in grouped).
    open private(set) lazy var textLabel: UILabel? = makeLabel(size: 17)
    open private(set) lazy var detailTextLabel: UILabel? = makeLabel(size: 13)
    /// A view behind the content view, sized to the whole header.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The header's content as a value, shown by the view it makes inside `contentView` in place of the labels.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }

    private var configuredContentView: (any UIView & UIContentView)?
    /// Whether the table styles the header as a grouped one (and a footer as a footer).
    var isGroupedStyle = false
    var isFooter = false

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    override public convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view without a reuse identifier; the table makes registered classes through this, which runs the
    /// subclass's `init(reuseIdentifier:)` (Swift cannot call a non-required initializer through a class value).
    public required convenience init() {
        self.init(reuseIdentifier: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A header (`.plainHeader()`, `.groupedHeader()`) or footer configuration for the table style the view is shown in.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (isGroupedStyle, isFooter) {
        case (false, false): .plainHeader()
        case (true, false): .groupedHeader()
        case (false, true): .plainFooter()
        case (true, true): .groupedFooter()
        }
    }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    /// Styles the text label as UIKit does for the table's style: a bold title in plain tables, a small grey one in
    /// grouped tables and footers.
    func style(grouped: Bool, footer: Bool) {
        isGroupedStyle = grouped
        isFooter = footer
        guard let label = textLabel else { return }
        label.font = footer || grouped ? .systemFont(ofSize: 13) : .boldSystemFont(ofSize: 17)
        label.textColor = footer || grouped ? .secondaryLabel : .label
        label.numberOfLines = footer ? 0 : 1
        if !grouped, !footer, backgroundView == nil, backgroundColor == nil { backgroundColor = .systemGroupedBackground }
    }

    private func makeLabel(size: CGFloat) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        contentView.addSubview(label)
        return label
    }

    private func showContentConfiguration() {
        configuredContentView?.removeFromSuperview()
        configuredContentView = nil
        guard let configuration = contentConfiguration else { return }
        let view = configuration.makeContentView()
        contentView.addSubview(view)
        configuredContentView = view
        setNeedsLayout()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation {
            backgroundView?.frame = bounds
            contentView.frame = bounds
            configuredContentView?.frame = contentView.bounds
            let inset: CGFloat = isGroupedStyle ? 20 : 16
            let width = max(0, bounds.width - 2 * inset)
            if isFooter || !isGroupedStyle {
                textLabel?.frame = CGRect(x: inset, y: isFooter ? 6 : 0, width: width, height: bounds.height - (isFooter ? 6 : 0))
            } else {
                textLabel?.frame = CGRect(x: inset, y: max(0, bounds.height - 24), width: width, height: 20)
            }
            detailTextLabel?.frame = CGRect(x: inset, y: bounds.height - 18, width: width, height: 16)
        }
    }
}
