import Foundation
import QuartzCore

/// The spinner a scroll view shows above its content when pulled down past the top: pulled far enough it begins
/// refreshing and sends `.valueChanged`; the scroll view then keeps it in view (its top inset grows by the control's
/// height) until `endRefreshing()` slides the content back.
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    /// Whether a refresh is under way.
    open private(set) var isRefreshing = false

    /// The text under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    /// The spinner's colour; nil (the default): the spinner's own gray.
    open override var tintColor: UIColor! {
        get { explicitTint ?? super.tintColor }
        set {
            explicitTint = newValue
            super.tintColor = newValue
            spinner.color = newValue
        }
    }

    private var explicitTint: UIColor?
    let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    /// The scroll view the control belongs to.
    weak var scrollView: UIScrollView?

    /// The control's height: what the scroll view's top inset grows by while refreshing.
    static let height: CGFloat = 60
    /// How far past the top a drag pulls the content before a refresh begins.
    static let triggerDistance: CGFloat = 80

    /// A control not yet in a scroll view; give it to `UIScrollView.refreshControl`.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.isHidden = true
        titleLabel.textAlignment = .center
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts refreshing without a pull (the app's own reason); sends no action, and leaves the content where it is
    /// (a scroll to `-adjustedContentInset.top` shows the spinner), as on iOS.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        startRefreshing()
    }

    /// Ends the refresh: the spinner stops and the content slides back up under the top inset.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        accessibilityChanged()
        scrollView?.refreshControlDidEndRefreshing(self)
        UIView.performWithoutAnimation { spinner.alpha = 0 }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let titleHeight: CGFloat = titleLabel.isHidden ? 0 : 18
        let spinnerSide = spinner.intrinsicContentSize.height
        let top = (bounds.height - spinnerSide - titleHeight) / 2
        spinner.frame = CGRect(x: (bounds.width - spinnerSide) / 2, y: top, width: spinnerSide, height: spinnerSide)
        titleLabel.frame = CGRect(x: 0, y: top + spinnerSide + 2, width: bounds.width, height: titleHeight)
    }

    /// A pull past the top by `distance` points: the spinner fades in with it, and past the trigger the refresh
    /// begins and `.valueChanged` is sent.
    func pulled(by distance: CGFloat) {
        guard !isRefreshing, isEnabled else { return }
        UIView.performWithoutAnimation { spinner.alpha = min(max(distance / Self.triggerDistance, 0), 1) }
        guard distance >= Self.triggerDistance else { return }
        startRefreshing()
        sendActions(for: .valueChanged)
    }

    private func startRefreshing() {
        isRefreshing = true
        UIView.performWithoutAnimation { spinner.alpha = 1 }
        spinner.startAnimating()
        accessibilityChanged()
        scrollView?.noteAdjustedContentInset()
    }
}
