import QuartzCore

/// Places an alert in the middle of the container and an action sheet at its bottom, over a dimming view that fades
/// with the transitions; a tap on the dimming view around an action sheet chooses its cancel action.
final class AlertPresentationController: UIPresentationController {
    let dimmingView = UIView()
    /// Room kept between an alert and the container's edges, and under an action sheet.
    static let margin: CGFloat = 8
    /// How dark the dimming view makes what lies under an alert and under an action sheet.
    static let alertDimming: CGFloat = 0.2
    static let sheetDimming: CGFloat = 0.4

    private var alert: UIAlertController { (presentedViewController as! AlertHosting).hostedAlert }

    override var shouldPresentInFullscreen: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return Self.frame(of: alert.alertSize(in: bounds.size), style: alert.preferredStyle, in: bounds)
    }

    /// The alert's frame of `size` in `bounds`: centered, or at the bottom for an action sheet.
    static func frame(of size: CGSize, style: UIAlertController.Style, in bounds: CGRect) -> CGRect {
        let x = ((bounds.width - size.width) / 2).rounded()
        switch style {
        case .alert:
            return CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        case .actionSheet:
            return CGRect(x: x, y: bounds.height - margin - size.height, width: size.width, height: size.height)
        }
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        UIView.performWithoutAnimation {
            dimmingView.backgroundColor = UIColor(white: 0, alpha: alert.preferredStyle == .alert ? Self.alertDimming : Self.sheetDimming)
            dimmingView.frame = containerView.bounds
            dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimmingView.alpha = 0
            containerView.insertSubview(dimmingView, at: 0)
            // Assistive technologies keep to the alert while it shows.
            containerView.accessibilityViewIsModal = true
        }
        if alert.preferredStyle == .actionSheet {
            let tap = UITapGestureRecognizer()
            tap.addAction { [weak self] _ in
                guard let alert = self?.alert, let cancel = alert.cancelAction else { return }
                alert.choose(cancel)
            }
            dimmingView.addGestureRecognizer(tap)
        }
        fadeDimming(to: 1)
    }

    override func dismissalTransitionWillBegin() {
        fadeDimming(to: 0)
    }

    private func fadeDimming(to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha }, completion: nil)
        } else {
            dimmingView.alpha = alpha
        }
    }

    /// A resize places the alert again (its content may wrap anew); while it leaves it keeps its frame.
    override func containerViewWillLayoutSubviews() {
        guard !presentedViewController.isBeingDismissed, !presentedViewController.isBeingPresented else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// A controller presented as an alert or an action sheet: an alert controller, or one showing an alert controller as
/// its content (the share sheet).
@MainActor
protocol AlertHosting: UIViewController {
    var hostedAlert: UIAlertController { get }
}

extension UIAlertController: AlertHosting {
    var hostedAlert: UIAlertController { self }
}

extension UIActivityViewController: AlertHosting {}
