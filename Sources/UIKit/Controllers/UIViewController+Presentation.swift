import QuartzCore

/// Presentation: a presented controller's view goes into a container over the presenting context, moved by the
/// animator the transitioning delegate hands out (or UIKit's for `modalTransitionStyle`), arranged by the
/// presentation controller for `modalPresentationStyle`.
extension UIViewController {
    func presentController(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationContext(for: presented.modalPresentationStyle)
        guard presenter.relations.presented == nil else {
            Diagnostics.report("present refused: \(type(of: presenter)) is already presenting \(type(of: presenter.relations.presented!))")
            return
        }
        guard presented.relations.presenting == nil, presented.parent == nil else {
            Diagnostics.report("present refused: \(type(of: presented)) is already presented or a child")
            return
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            Diagnostics.report("present refused: \(type(of: presenter))'s view is not in a window")
            return
        }
        let delegate = presented.transitioningDelegate
        var presentation = presentationController(for: presented, presenting: presenter, source: self, delegate: delegate)
        presentation.adopt(presenting: presenter)
        if let popover = presentation as? UIPopoverPresentationController, let adapted = popover.adaptedPresentation() {
            adapted.adopt(presenting: presenter)
            presented.relations.adaptedPopover = popover
            presentation = adapted
        }
        let focusBefore = window.focusSystem.liveFocusedItem
        let container = PresentationContainerView(frame: presenterView.convert(presenterView.bounds, to: window))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentation = presentation
        presentation.containerView = container
        UIView.performWithoutAnimation { window.addSubview(container) }
        presentation.presentationWillStart()

        presenter.relations.presented = presented
        presented.relations.presenting = presenter
        presented.relations.presentation = presentation
        presented.relations.pendingPresentation = nil

        let animator = delegate?.animationController(forPresented: presented, presenting: presenter, source: self)
            ?? presented.ownTransitionAnimator(presenting: true)
            ?? presented.preferredTransitionAnimator(presenting: true, source: self)
            ?? PopoverTransitionAnimator.for(presentation, presenting: true)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: true)
        let interactor = delegate?.interactionControllerForPresentation(using: animator)
        let context = ViewControllerTransitionContext(
            container: container, animated: animated, style: presented.modalPresentationStyle, animator: animator, interactor: interactor)
        if let builtIn = animator as? any SystemTransitionAnimator { context.timingFunction = builtIn.timingFunction }
        context.set(presenter, for: .from, showsView: presentation.shouldRemovePresentersView,
                    initialFrame: presenterView.frame, finalFrame: presenterView.frame)
        context.set(presented, for: .to, initialFrame: .zero, finalFrame: presentation.frameOfPresentedViewInContainerView)
        let removesPresenter = presentation.shouldRemovePresentersView
        context.onComplete = { completed in
            if completed {
                if removesPresenter, let superview = presenterView.superview {
                    presentation.presentersViewPlace = (superview, superview.subviews.firstIndex { $0 === presenterView } ?? 0)
                    UIView.performWithoutAnimation { presenterView.removeFromSuperview() }
                }
            } else {
                UIView.performWithoutAnimation { container.removeFromSuperview() }
                presenter.relations.presented = nil
                presented.relations.presenting = nil
                presented.relations.presentation = nil
                presented.relations.adaptedPopover = nil
                presented.beginAppearanceTransition(false, animated: false)
                if removesPresenter { presenter.beginAppearanceTransition(true, animated: false) }
            }
            if removesPresenter { presenter.endAppearanceTransition() }
            presented.endAppearanceTransition()
            presentation.presentationTransitionDidEnd(completed)
            if completed { window.focusSystem.presentationDidShow(presented, focusedBefore: focusBefore) }
            if completed { completion?() }
        }
        presented.appearance.beingPresented = true
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        presented.relations.coordinator = context
        presentation.presentationTransitionWillBegin()
        context.start()
    }

    func dismissController(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if relations.presented != nil {
            presenter = self
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else if let presented = presentedViewController, let presenting = presented.relations.presenting {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.relations.presented, let presentation = presented.relations.presentation,
              let container = presentation.containerView else {
            completion?()
            return
        }
        if presented.reverseRunningZoom(completion: completion) { return }
        guard presented.relations.coordinator == nil else {
            Diagnostics.report("dismiss refused: \(type(of: presented)) is in a transition")
            return
        }
        if presented.relations.presented != nil {
            // The controllers above go at once; only the one asked for animates.
            presented.dismissController(animated: false, completion: nil)
        }
        let delegate = presented.transitioningDelegate
        let animator = delegate?.animationController(forDismissed: presented)
            ?? presented.ownTransitionAnimator(presenting: false)
            ?? presented.preferredTransitionAnimator(presenting: false, source: presenter)
            ?? PopoverTransitionAnimator.for(presentation, presenting: false)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: false)
        let interactor = delegate?.interactionControllerForDismissal(using: animator)
            ?? (animator as? ZoomTransitionAnimator)?.interaction
        let context = ViewControllerTransitionContext(
            container: container, animated: animated, style: presented.modalPresentationStyle, animator: animator, interactor: interactor)
        if let builtIn = animator as? any SystemTransitionAnimator { context.timingFunction = builtIn.timingFunction }
        let removedPresenter = presentation.presentersViewPlace
        let presenterView = presenter.view!
        context.set(presented, for: .from, initialFrame: presented.view.frame, finalFrame: presented.view.frame)
        context.set(presenter, for: .to, showsView: removedPresenter != nil, initialFrame: container.bounds, finalFrame: container.bounds)
        context.onComplete = { completed in
            if completed {
                UIView.performWithoutAnimation { container.removeFromSuperview() }
                presenter.relations.presented = nil
                presented.relations.presenting = nil
                presented.relations.presentation = nil
                presented.relations.adaptedPopover = nil
                presentation.presentersViewPlace = nil
            } else {
                if removedPresenter != nil { UIView.performWithoutAnimation { presenterView.removeFromSuperview() } }
                presented.beginAppearanceTransition(true, animated: false)
                if removedPresenter != nil { presenter.beginAppearanceTransition(false, animated: false) }
            }
            presented.endAppearanceTransition()
            if removedPresenter != nil { presenter.endAppearanceTransition() }
            presentation.dismissalTransitionDidEnd(completed)
            if completed { presenterView.window?.focusSystem.presentationDidDismiss(presented) }
            if completed { completion?() }
        }
        presented.appearance.beingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if let place = removedPresenter {
            presenter.beginAppearanceTransition(true, animated: animated)
            UIView.performWithoutAnimation {
                presenterView.frame = place.superview.convert(container.frame, from: container.superview)
                place.superview.insertSubview(presenterView, at: min(place.index, place.superview.subviews.count))
            }
        }
        presented.relations.coordinator = context
        presentation.dismissalTransitionWillBegin()
        context.start()
    }

    /// The controller a presentation of `style` covers: the nearest one defining a context for the current-context
    /// styles, else the outermost ancestor (the window's root, or a presented controller).
    private func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var controller: UIViewController? = self
            while let current = controller {
                if current.definesPresentationContext { return current }
                controller = current.parent
            }
        }
        var outer = self
        while let parent = outer.parent { outer = parent }
        return outer
    }

    private func presentationController(
        for presented: UIViewController, presenting: UIViewController, source: UIViewController,
        delegate: (any UIViewControllerTransitioningDelegate)?
    ) -> UIPresentationController {
        if presented.modalPresentationStyle == .custom {
            return delegate?.presentationController(forPresented: presented, presenting: presenting, source: source)
                ?? presented.ownPresentationController(presenting: presenting)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
        return presented.pendingPresentationController(presenting: presenting) ?? UIPresentationController(
            presentedViewController: presented, presenting: presenting)
    }

    /// The presentation controller of the style UIKit lays out this controller in (nil for `.custom`): the one
    /// made when it was asked for before, while the style is the same, else a new one kept until presenting.
    func pendingPresentationController(presenting: UIViewController? = nil) -> UIPresentationController? {
        guard relations.presenting == nil else { return nil }
        let style = modalPresentationStyle
        // A zoom fills the window, as on iOS, where the style would otherwise make a sheet.
        let isSheet = style == .pageSheet || style == .formSheet || (style == .automatic && zoomTransition == nil)
        guard style != .custom else { return nil }
        if let pending = relations.pendingPresentation, (pending is UISheetPresentationController) == isSheet,
           (pending is UIPopoverPresentationController) == (style == .popover) {
            if let presenting { pending.adopt(presenting: presenting) }
            return pending
        }
        let made: UIPresentationController = style == .popover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
            : isSheet
            ? UISheetPresentationController(presentedViewController: self, presenting: presenting)
            : FullScreenPresentationController(presentedViewController: self, presenting: presenting)
        if presenting == nil { made.waitForPresentation() }
        relations.pendingPresentation = made
        return made
    }

    /// Escape on a sheet or popover: the innermost one this controller belongs to is dismissed as by the user (a
    /// modal one stays, and its delegate hears of the attempt).
    func dismissSheetByEscape() -> Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if current.relations.presenting != nil {
                guard let presentation = current.relations.presentation, current.relations.coordinator == nil,
                      presentation is UISheetPresentationController || presentation is UIPopoverPresentationController
                else { return false }
                _ = presentation.dismissByUser()
                return true
            }
            controller = current.parent
        }
        return false
    }
}
