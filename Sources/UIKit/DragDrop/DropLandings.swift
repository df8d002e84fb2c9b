import Foundation

/// Where a table or collection view's drop delegate sent a dropped item's preview.
enum DropLanding {
    /// Onto the row or item at the index path.
    case element(IndexPath)
    /// Into a rectangle of the row's or item's cell.
    case into(IndexPath, CGRect)
    case target(UIDragPreviewTarget)
}

/// The landings a drop coordinator recorded, each with the animator the delegate was given, and the previews they
/// become once the delegate's updates are laid out. A cell a preview lands on stays hidden until it has landed.
@MainActor
final class DropLandings {
    private var landings: [ObjectIdentifier: (DropLanding, DragAnimator)] = [:]
    /// The cells hidden under landing previews, by drag item.
    private var covered: [ObjectIdentifier: UIView] = [:]

    /// Records `item`'s landing; returns the animator that runs beside it.
    @discardableResult
    func land(_ item: UIDragItem, _ landing: DropLanding, animator: DragAnimator = DragAnimator()) -> DragAnimator {
        landings[ObjectIdentifier(item)] = (landing, animator)
        return animator
    }

    /// The preview `item` lands as in `container` (a table or collection view): the element's frame there, a
    /// rectangle of its cell, or the delegate's target; nil when the delegate named no landing (it fades out).
    func preview(for item: UIDragItem, in container: UIView, frame: (IndexPath) -> CGRect?, cell: (IndexPath) -> UIView?) -> UITargetedDragPreview? {
        guard let (landing, _) = landings[ObjectIdentifier(item)] else { return nil }
        let target: UIDragPreviewTarget
        var size: CGSize?
        switch landing {
        case .element(let indexPath):
            guard let frame = frame(indexPath) else { return nil }
            target = UIDragPreviewTarget(container: container, center: CGPoint(x: frame.midX, y: frame.midY))
            size = frame.size
            if let landed = cell(indexPath) {
                covered[ObjectIdentifier(item)] = landed
                UIView.performWithoutAnimation { landed.isHidden = true }
            }
        case .into(let indexPath, let rect):
            guard let cell = cell(indexPath) else { return nil }
            target = UIDragPreviewTarget(container: cell, center: CGPoint(x: rect.midX, y: rect.midY))
            size = rect.size
        case .target(let given):
            target = UIDragPreviewTarget(container: given.container, center: given.center, transform: given.transform)
        }
        let view = UIView(frame: CGRect(origin: .zero, size: size ?? .zero))
        return UITargetedDragPreview(view: view, parameters: UIDragPreviewParameters(), target: target)
    }

    /// Runs the delegate's animations and completions for `item` beside the drop's own `animator`.
    func attach(_ item: UIDragItem, to animator: UIDragAnimating) {
        guard let (_, given) = landings[ObjectIdentifier(item)] else { return }
        let landed = covered.removeValue(forKey: ObjectIdentifier(item))
        animator.addAnimations { given.runAnimations() }
        animator.addCompletion { position in
            landed?.isHidden = false
            given.complete(at: position)
        }
    }
}
