import Foundation

/// An interaction (`UIView.addInteraction`) that lets the view's content be dragged: a long press (half a second, a
/// finger) or a press and drag (the pointer) lifts the delegate's items, whose previews then follow the touch to a
/// drop target in the app.
///
/// Difference from Apple: drags stay inside the app whatever `sessionIsRestrictedToDraggingApplication` says (no
/// `wl_data_device` drag is offered to other programs), and a second touch does not add items to a drag running.
@MainActor @preconcurrency
open class UIDragInteraction: UIInteraction {
    open private(set) weak var delegate: UIDragInteractionDelegate?
    open private(set) weak var view: UIView?
    /// Whether other gestures of the view may still recognize while the lift runs.
    open var allowsSimultaneousRecognitionDuringLift = true
    /// Whether the interaction lifts items.
    open var isEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { liftRecognizer.isEnabled = isEnabled }
    }

    /// Whether drag interactions are enabled unless set otherwise: true on the desktop, as on iPad.
    open class var isEnabledByDefault: Bool { true }

    /// The gesture that lifts the items, on the interaction's view.
    lazy var liftRecognizer: DragLiftGestureRecognizer = {
        let recognizer = DragLiftGestureRecognizer { [weak self] recognizer in self?.liftRecognizerChanged(recognizer) }
        recognizer.shouldLift = { [weak self] location in self?.lift(at: location) ?? false }
        return recognizer
    }()

    /// The drag this interaction started, while it runs.
    var activeDrag: ActiveDrag?

    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {
        view?.removeGestureRecognizer(liftRecognizer)
        self.view?.removeGestureRecognizer(liftRecognizer)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        liftRecognizer.isEnabled = isEnabled
        view?.addGestureRecognizer(liftRecognizer)
    }

    /// Starts a drag at `location` (window coordinates) when the delegate gives items.
    private func lift(at location: CGPoint) -> Bool {
        guard activeDrag == nil, let window = view?.window else { return false }
        activeDrag = ActiveDrag.lift(from: self, at: location, in: window)
        return activeDrag != nil
    }

    private func liftRecognizerChanged(_ recognizer: DragLiftGestureRecognizer) {
        guard let drag = activeDrag else { return }
        switch recognizer.state {
        case .changed:
            drag.move(to: recognizer.location(in: nil))
        case .ended:
            activeDrag = nil
            drag.release()
        case .cancelled, .failed:
            activeDrag = nil
            drag.cancel()
        default:
            break
        }
    }
}

/// What a drag interaction asks of its owner: the items to lift, their previews, and notice of the drag's course.
@MainActor @preconcurrency
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items a lift at `session.location(in:)` drags; none, and nothing is lifted.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview?
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem]
    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession?
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction)
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating)
}

extension UIDragInteractionDelegate {
    /// The interaction's view where it is, as UIKit's default.
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        interaction.view.map { UITargetedDragPreview(view: $0) }
    }
    public func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem] { [] }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession? { nil }
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction) {}
    public func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { defaultPreview }
    public func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating) {}
}
