import Foundation
import QuartzCore

/// A view shown as a preview (of a context menu, or a drag), how it is cut out, and where it sits.
@MainActor @preconcurrency
open class UITargetedPreview {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget
    /// The preview's size: its view's bounds, or the visible path's.
    open var size: CGSize { parameters.visiblePath?.bounds.size ?? view.bounds.size }

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// A preview of a view in a window, where it is now.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview at another place.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// How a preview is cut out of its view: the visible part, its shadow's shape, and the colour behind it.
@MainActor @preconcurrency
open class UIPreviewParameters {
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    /// The colour behind the visible part (white by default).
    open var backgroundColor: UIColor! = .white

    public init() {}

    /// Parameters showing the given lines of text.
    ///
    /// Difference from Apple: the whole view shows; the line rectangles are not cut out.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
    }
}

/// Where a preview sits: a point in a container view, and the transform it is shown with.
@MainActor @preconcurrency
open class UIPreviewTarget {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
