import QuartzCore

extension UISheetPresentationController {
    /// A drag came to rest at `identifier`: the sheet springs there from where it was let go, carrying the
    /// finger's `velocity`, and the delegate hears of a new detent.
    func restAfterDrag(at identifier: Detent.Identifier, velocity: CGFloat, changed: Bool) {
        if changed {
            selectingFromDrag = true
            selectedDetentIdentifier = identifier
            selectingFromDrag = false
        }
        settle(animated: true, velocity: velocity)
        if changed, let delegate = delegate as? any UISheetPresentationControllerDelegate {
            delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }
}

extension UIPresentationController {
    /// The user asked to dismiss the presentation (a drag away, a tap on the dimming, Escape): it goes unless the
    /// presented controller is modal in presentation or the delegate says no, in which case the delegate hears of
    /// the attempt. Returns whether it goes.
    func dismissByUser() -> Bool {
        let presented = presentedViewController
        guard presented.relations.coordinator == nil else { return false }
        if presented.isModalInPresentation || !userMayDismiss() || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        dismissForUser { [weak self] in
            guard let self else { return }
            self.userDidDismiss()
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }
}
