import Foundation
import QuartzCore

/// One dragged item's preview above the window's content: a picture of the lifted view that grows a little with a
/// shadow as it lifts, keeps its offset from the touch while it moves, and flies to a drop target or back home.
@MainActor
final class FloatingDragPreview {
    /// How much the lifted preview grows.
    static let liftScale: CGFloat = 1.05
    let item: UIDragItem
    /// The view the window shows; it holds the picture.
    let view = UIView()
    /// The lift preview, and where its centre was (window coordinates) when it lifted.
    let liftPreview: UITargetedDragPreview
    let homeCenter: CGPoint
    /// The preview's centre less the touch, kept as the touch moves.
    let offset: CGPoint

    init(item: UIDragItem, preview: UITargetedDragPreview, touch: CGPoint, in window: UIWindow) {
        self.item = item
        liftPreview = preview
        homeCenter = preview.target.container.convert(preview.target.center, to: window)
        offset = CGPoint(x: homeCenter.x - touch.x, y: homeCenter.y - touch.y)
        view.isUserInteractionEnabled = false
        UIView.performWithoutAnimation {
            view.bounds = CGRect(origin: .zero, size: preview.size)
            view.center = homeCenter
            show(preview.view.snapshotView(afterScreenUpdates: false) ?? UIView(frame: view.bounds))
        }
    }

    /// Shows `content` as the picture, centred.
    func show(_ content: UIView) {
        view.subviews.forEach { $0.removeFromSuperview() }
        view.bounds.size = content.bounds.size
        content.center = CGPoint(x: content.bounds.midX, y: content.bounds.midY)
        view.addSubview(content)
    }

    /// The lifted look (in an animation block, it animates).
    func lift() {
        view.transform = CGAffineTransform(scaleX: Self.liftScale, y: Self.liftScale)
        view.layer.shadowOpacity = 0.3
        view.layer.shadowRadius = 12
        view.layer.shadowOffset = CGSize(width: 0, height: 8)
    }

    /// Follows the touch at once.
    func follow(_ touch: CGPoint) {
        UIView.performWithoutAnimation { view.center = CGPoint(x: touch.x + offset.x, y: touch.y + offset.y) }
    }

    /// Lands where `preview` says (in an animation block, it flies there); nil fades it out where it is.
    func land(on preview: UITargetedDragPreview?, in window: UIWindow) {
        view.layer.shadowOpacity = 0
        guard let preview else {
            view.alpha = 0
            return
        }
        view.center = preview.target.container.convert(preview.target.center, to: window)
        // A preview of no size keeps the floating one's.
        let size = preview.size
        view.transform = size.width > 0 && size.height > 0
            ? preview.target.transform.scaledBy(x: size.width / max(1, view.bounds.width), y: size.height / max(1, view.bounds.height))
            : preview.target.transform
    }
}
