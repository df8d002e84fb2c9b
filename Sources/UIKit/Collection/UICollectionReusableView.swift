import Foundation
import QuartzCore

/// A view a collection view shows for a supplementary element (a header, a footer) and reuses once it scrolls out;
/// the base of `UICollectionViewCell`.
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The collection view's pool the view goes back to.
    var reusePoolName: String?

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called before the collection view hands the view out again.
    open func prepareForReuse() {}

    /// The attributes the view would like, given the layout's: self-sizing layouts ask, and views that size
    /// themselves return attributes with the size their Auto Layout constraints fit.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        let fitted = fittingSize(for: layoutAttributes.size)
        if fitted.width > 0, fitted.height > 0 { preferred.size = fitted }
        return preferred
    }

    /// The size the view's constraints fit near `size`; a view without constraints keeps `size`.
    func fittingSize(for size: CGSize) -> CGSize {
        guard subviews.contains(where: { !$0.constraints.isEmpty || !$0.translatesAutoresizingMaskIntoConstraints }) || !constraints.isEmpty else {
            return size
        }
        return systemLayoutSizeFitting(size, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Its content size changed: shown by a collection view that invalidates self-sizing, it is measured again.
    override open func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        showingCollectionView?.reusableViewNeedsSizing(self, fromConstraints: false)
    }

    /// Takes the layout's custom attributes; the frame, alpha, transform and z order are already set.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The collection view is about to switch from `oldLayout` to `newLayout`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The collection view switched from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Sets the element's geometry, alpha, z order and visibility from `attributes`, then lets the view take the rest
    /// through `apply(_:)`, as UIKit does.
    func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        if bounds.size != attributes.size { bounds = CGRect(origin: bounds.origin, size: attributes.size) }
        if center != attributes.center { center = attributes.center }
        if !CATransform3DEqualToTransform(transform3D, attributes.transform3D) { transform3D = attributes.transform3D }
        if alpha != attributes.alpha { alpha = attributes.alpha }
        layer.zPosition = CGFloat(attributes.zIndex)
        isHidden = attributes.isHidden
        apply(attributes)
    }
}
