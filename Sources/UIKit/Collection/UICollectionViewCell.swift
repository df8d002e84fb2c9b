import Foundation
import QuartzCore

/// An item of a collection view: subclasses put their views in `contentView`; `backgroundView` is behind it and
/// `selectedBackgroundView` shows over that while the cell is selected or highlighted.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
    /// Where subclasses add their views; it fills the cell.
    open private(set) var contentView = UIView()

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    open var isSelected = false { didSet { if isSelected != oldValue { updateSelectedBackground() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateSelectedBackground() } } }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation {
            contentView.frame = bounds
            backgroundView?.frame = bounds
            selectedBackgroundView?.frame = bounds
        }
    }

    /// A cell sizes itself by its content view's constraints.
    override func fittingSize(for size: CGSize) -> CGSize {
        let usesConstraints = contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints } || !contentView.constraints.isEmpty
        guard usesConstraints else { return size }
        return contentView.systemLayoutSizeFitting(size, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Puts the selected background just under the content view while selected or highlighted, and takes it out
    /// otherwise.
    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            UIView.performWithoutAnimation { selectedBackgroundView.frame = bounds }
            if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, belowSubview: contentView) }
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }
}
