import Foundation
import QuartzCore

/// A drag in progress, from lift to drop: it lifts the previews, moves them with the touch, finds the drop target
/// under it (asking each target's delegate in turn), and on release drops on the target or flies the previews home.
///
/// The delegates hear, in order: `itemsForBeginning`, `previewForLifting`, `willAnimateLiftWith`; on the first move
/// `sessionWillBegin`; on each move `sessionDidMove` and the targets' `canHandle` (once each), `sessionDidEnter`,
/// `sessionDidUpdate`, `sessionDidExit`; on a drop `willEndWith`, `performDrop`, `previewForDropping`,
/// `willAnimateDropWith`, then after the animation `concludeDrop`, `didEndWith` and `sessionDidEnd`; on a cancel
/// `willEndWith(.cancel)`, `previewForCancelling`, `willAnimateCancelWith`, then `didEndWith` and `sessionDidEnd`.
@MainActor
final class ActiveDrag {
    /// How long the lift, the drop and the flight home take.
    static let liftDuration: TimeInterval = 0.25
    static let dropDuration: TimeInterval = 0.3

    let source: UIDragInteraction
    let window: UIWindow
    let session: DragSession
    let dropSession: DropSession
    /// The view above the window's content that holds the previews.
    let overlay = UIView()
    private(set) var previews: [FloatingDragPreview] = []
    private let liftAnimator = DragAnimator()
    /// Whether the touch moved after the lift (`sessionWillBegin` was told).
    private(set) var hasBegun = false
    /// The drop target under the touch, and its last proposal.
    private(set) var target: UIDropInteraction?
    private(set) var proposal: UIDropProposal?
    /// The targets asked, with their answer, in the order they were asked.
    private var handles: [(interaction: UIDropInteraction, canHandle: Bool)] = []
    /// The spring-loaded view the drag hovers over.
    private let springLoading = SpringLoadedDwell()

    private init(source: UIDragInteraction, window: UIWindow, session: DragSession) {
        self.source = source
        self.window = window
        self.session = session
        dropSession = DropSession(drag: session)
    }

    /// Lifts the source delegate's items at `location` (window coordinates); nil when it gives none.
    static func lift(from source: UIDragInteraction, at location: CGPoint, in window: UIWindow) -> ActiveDrag? {
        guard let delegate = source.delegate else { return nil }
        let session = DragSession(window: window, location: location)
        let items = delegate.dragInteraction(source, itemsForBeginning: session)
        guard !items.isEmpty else { return nil }
        session.items = items
        session.allowsMoveOperation = delegate.dragInteraction(source, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.dragInteraction(source, sessionIsRestrictedToDraggingApplication: session)
        let drag = ActiveDrag(source: source, window: window, session: session)
        for item in items {
            guard let preview = delegate.dragInteraction(source, previewForLifting: item, session: session) else { continue }
            drag.previews.append(FloatingDragPreview(item: item, preview: preview, touch: location, in: window))
        }
        drag.showLift()
        return drag
    }

    private func showLift() {
        UIView.performWithoutAnimation {
            overlay.isUserInteractionEnabled = false
            overlay.frame = window.bounds
            window.addSubview(overlay)
            for preview in previews { overlay.addSubview(preview.view) }
        }
        source.delegate?.dragInteraction(source, willAnimateLiftWith: liftAnimator, session: session)
        let animator = liftAnimator
        UIView.animate(withDuration: Self.liftDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
            for preview in self.previews { preview.lift() }
            animator.runAnimations()
        }, completion: { _ in animator.complete(at: .end) })
    }

    /// The touch moved to `location` (window coordinates).
    func move(to location: CGPoint) {
        session.windowLocation = location
        if !hasBegun {
            hasBegun = true
            source.delegate?.dragInteraction(source, sessionWillBegin: session)
            for preview in previews {
                if let custom = preview.item.previewProvider?() { UIView.performWithoutAnimation { preview.show(custom.view) } }
            }
        }
        for preview in previews { preview.follow(location) }
        source.delegate?.dragInteraction(source, sessionDidMove: session)
        updateTarget()
        springLoading.update(at: location, in: window)
    }

    /// The drop interaction under the touch whose delegate takes the drag: the nearest to the view hit.
    private func targetUnderTouch() -> UIDropInteraction? {
        var view = window.hitTest(session.windowLocation, with: nil)
        while let candidate = view {
            for case let interaction as UIDropInteraction in candidate.interactions where canHandle(interaction) { return interaction }
            view = candidate.superview
        }
        return nil
    }

    private func canHandle(_ interaction: UIDropInteraction) -> Bool {
        if let asked = handles.first(where: { $0.interaction === interaction }) { return asked.canHandle }
        let answer = interaction.delegate?.dropInteraction(interaction, canHandle: dropSession) ?? false
        handles.append((interaction, answer))
        return answer
    }

    /// Tells the targets the touch left and entered, and asks the one under it for a proposal.
    private func updateTarget() {
        let next = targetUnderTouch()
        if next !== target {
            if let target { target.delegate?.dropInteraction(target, sessionDidExit: dropSession) }
            target = next
            if let next { next.delegate?.dropInteraction(next, sessionDidEnter: dropSession) }
        }
        proposal = target.flatMap { $0.delegate?.dropInteraction($0, sessionDidUpdate: dropSession) }
    }

    /// The operation a release now would perform.
    var operation: UIDropOperation {
        guard target != nil, let operation = proposal?.operation else { return .cancel }
        switch operation {
        case .copy: return .copy
        case .move: return session.allowsMoveOperation ? .move : .copy
        case .cancel, .forbidden: return .cancel
        }
    }

    /// The touch lifted: drop on the target, or fly home.
    func release() {
        springLoading.end()
        let operation = self.operation
        guard hasBegun, let target, operation != .cancel else { return cancel() }
        drop(on: target, operation: operation)
    }

    private func drop(on target: UIDropInteraction, operation: UIDropOperation) {
        source.delegate?.dragInteraction(source, session: session, willEndWith: operation)
        target.delegate?.dropInteraction(target, performDrop: dropSession)
        var landings: [(FloatingDragPreview, UITargetedDragPreview?)] = []
        var animators: [DragAnimator] = []
        for preview in previews {
            let standard = UITargetedDragPreview(view: preview.view, parameters: UIDragPreviewParameters(),
                                                 target: UIDragPreviewTarget(container: window, center: preview.view.center))
            let landing = target.delegate?.dropInteraction(target, previewForDropping: preview.item, withDefault: standard) ?? nil
            landings.append((preview, landing === standard ? nil : landing))
            let animator = DragAnimator()
            target.delegate?.dropInteraction(target, item: preview.item, willAnimateDropWith: animator)
            animators.append(animator)
        }
        finish(landings, animators) {
            target.delegate?.dropInteraction(target, concludeDrop: self.dropSession)
            self.source.delegate?.dragInteraction(self.source, session: self.session, didEndWith: operation)
        }
    }

    /// Flies the previews home (or fades them where the source's delegate gives none) and ends with `.cancel`.
    func cancel() {
        springLoading.end()
        if let target {
            self.target = nil
            target.delegate?.dropInteraction(target, sessionDidExit: dropSession)
        }
        // A lift let go before the touch moved ends where it started: the lift's animator hears so at once.
        if hasBegun { source.delegate?.dragInteraction(source, session: session, willEndWith: .cancel) } else { liftAnimator.complete(at: .start) }
        var landings: [(FloatingDragPreview, UITargetedDragPreview?)] = []
        var animators: [DragAnimator] = []
        for preview in previews {
            let landing = hasBegun ? source.delegate?.dragInteraction(source, previewForCancelling: preview.item, withDefault: preview.liftPreview) ?? nil : preview.liftPreview
            landings.append((preview, landing))
            let animator = DragAnimator()
            if hasBegun { source.delegate?.dragInteraction(source, item: preview.item, willAnimateCancelWith: animator) }
            animators.append(animator)
        }
        let begun = hasBegun
        finish(landings, animators) {
            if begun { self.source.delegate?.dragInteraction(self.source, session: self.session, didEndWith: .cancel) }
        }
    }

    /// Animates each preview to its landing with the delegates' animations, then takes the previews away, runs
    /// `then` and tells every target that took the drag that it ended.
    private func finish(_ landings: [(FloatingDragPreview, UITargetedDragPreview?)], _ animators: [DragAnimator], then: @escaping () -> Void) {
        let window = self.window
        UIView.animate(withDuration: Self.dropDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
            for (preview, landing) in landings { preview.land(on: landing, in: window) }
            animators.forEach { $0.runAnimations() }
        }, completion: { _ in
            self.overlay.removeFromSuperview()
            animators.forEach { $0.complete(at: .end) }
            then()
            for (interaction, handled) in self.handles where handled {
                interaction.delegate?.dropInteraction(interaction, sessionDidEnd: self.dropSession)
            }
        })
    }
}
