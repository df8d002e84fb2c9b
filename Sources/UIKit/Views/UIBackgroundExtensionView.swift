import QuartzCore

/// A view that fills its bounds with its content (iOS 26): the content view sits inside the safe area and the
/// margins outside it, under a sidebar or an inspector, show the content extended to the edges.
///
/// Difference from Apple: the margins show the content view's background colour, not its edges mirrored and blurred.
@MainActor @preconcurrency
open class UIBackgroundExtensionView: UIView {
    /// The content to extend, a subview placed inside the safe area unless `automaticallyPlacesContentView` is false.
    open var contentView: UIView? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
            setNeedsLayout()
        }
    }

    /// Whether the view keeps `contentView` in its safe area; false leaves its frame or constraints to the app.
    open var automaticallyPlacesContentView = true {
        didSet { setNeedsLayout() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Gives nil, as every view here does (views come from code, not archives).
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if automaticallyPlacesContentView, let contentView {
            contentView.frame = bounds.inset(by: safeAreaInsets)
        }
        extendContentBackground()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Fills the margins around the content with the content's background colour, unless the view has its own.
    private func extendContentBackground() {
        guard backgroundColor == nil else { return }
        let color = contentView?.backgroundColor
        if layer.backgroundColor != color?.cgColor { layer.backgroundColor = color?.cgColor }
    }
}
