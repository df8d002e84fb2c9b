import Foundation
import QuartzCore

/// The focus ring: a line of the tint colour around the focused item's shape (its bounds and corner radius, or
/// the shape a `UIFocusHaloEffect` gives), drawn as a layer above the window's content or in the effect's
/// container. It moves from item to item with the focusing animations of the move, on the context's clock.
@MainActor
final class FocusHalo {
    /// The width of the ring's line, in points.
    static let lineWidth: CGFloat = 3

    /// The ring: a bordered layer for rectangles, with a shape sublayer for a path.
    private(set) var ring: CALayer?
    private var pathLayer: CAShapeLayer?

    /// Shows the ring on `item` (nowhere for nil, a text input, which shows its own ring, a table cell whose focus
    /// style is custom, or an item that is not a view); a ring already shown moves there with `coordinator`'s focusing animations.
    func show(on item: (any UIFocusItem)?, in window: UIWindow, with coordinator: UIFocusAnimationCoordinator) {
        guard let view = item as? UIView, !FocusStateChange.isTextInput(view),
              (view as? UITableViewCell)?.focusStyle != .custom,
              let placement = Self.placement(of: view, in: window) else {
            return hide()
        }
        let color = view.tintColor.cgColor
        if let ring, ring.superlayer === placement.container.layer {
            coordinator.addCoordinatedFocusingAnimations { [weak self] context in
                CATransaction.begin()
                CATransaction.setAnimationDuration(context.duration)
                CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
                self?.apply(placement, color: color, to: ring)
                CATransaction.commit()
            }
            return
        }
        ring?.removeFromSuperlayer()
        let ring = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        apply(placement, color: color, to: ring)
        placement.container.layer.addSublayer(ring)
        CATransaction.commit()
        self.ring = ring
    }

    /// Takes the ring away.
    func hide() {
        ring?.removeFromSuperlayer()
        ring = nil
    }

    private func apply(_ placement: Placement, color: CGColor, to ring: CALayer) {
        ring.frame = placement.frame
        ring.cornerRadius = placement.cornerRadius
        ring.cornerCurve = placement.curve
        if let path = placement.path {
            let shape = pathLayer ?? CAShapeLayer()
            shape.frame = ring.bounds
            shape.path = path
            shape.fillColor = nil
            shape.strokeColor = color
            shape.lineWidth = Self.lineWidth
            if shape.superlayer !== ring { ring.addSublayer(shape) }
            pathLayer = shape
            ring.borderWidth = 0
        } else {
            pathLayer?.removeFromSuperlayer()
            pathLayer = nil
            ring.borderWidth = Self.lineWidth
            ring.borderColor = color
        }
    }

    /// Where and how the ring is drawn for `view`.
    struct Placement {
        let container: UIView
        let frame: CGRect
        let cornerRadius: CGFloat
        let curve: CALayerCornerCurve
        /// The path in the ring's own coordinates, for a path halo.
        let path: CGPath?
    }

    static func placement(of view: UIView, in window: UIWindow) -> Placement? {
        let halo = view.focusEffect as? UIFocusHaloEffect
        let container = halo?.containerView ?? window
        let reference = halo?.referenceView ?? view
        let inside = halo?.position == .inside
        let outset = inside ? 0 : lineWidth
        switch halo?.shape {
        case let .path(path)?:
            let box = reference.convert(path.boundingBox, to: container).insetBy(dx: -outset, dy: -outset)
            let origin = reference.convert(CGPoint.zero, to: container)
            let moved = CGMutablePath()
            moved.addPath(path, transform: CGAffineTransform(translationX: origin.x - box.minX, y: origin.y - box.minY))
            return Placement(container: container, frame: box, cornerRadius: 0, curve: .circular, path: moved)
        case let .rect(rect, radius, curve)?:
            let frame = reference.convert(rect, to: container).insetBy(dx: -outset, dy: -outset)
            return Placement(container: container, frame: frame, cornerRadius: radius + outset, curve: curve, path: nil)
        case nil:
            let frame = reference.convert(reference.bounds, to: container).insetBy(dx: -outset, dy: -outset)
            return Placement(container: container, frame: frame, cornerRadius: reference.layer.cornerRadius + outset,
                             curve: reference.layer.cornerCurve, path: nil)
        }
    }
}
