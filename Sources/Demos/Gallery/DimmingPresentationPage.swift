import UIKit

/// An app's own presentation controller: a card rises over the lower part of the presenter's panel while a dimming
/// view fades in behind it alongside the transition (`transitionCoordinator.animate(alongsideTransition:)`); a tap
/// on the dimming view dismisses it, the button presents it again.
final class DimmingPresentationPage: GalleryPage {
    override class var name: String { "Custom presentation controller" }
    override class var api: String { "UIPresentationController · frameOfPresentedViewInContainerView · dimming view" }
    override class var hint: String { "Tap the dimmed area to dismiss the card; Present shows it again." }

    /// The presenting controller's panel, on the stage.
    static let panel = CGRect(x: 200, y: 20, width: 360, height: 340)
    static let cardColor = UIColor(red: 0.3, green: 0.75, blue: 0.55, alpha: 1)

    private(set) var presenter: UIViewController!
    private let transitions = DimmingTransitioningDelegate()

    override func build() {
        presenter = UIViewController()
        presenter.view.backgroundColor = GalleryPalette.panel
        presenter.view.frame = Self.panel
        presenter.view.layer.cornerRadius = 12
        presenter.view.clipsToBounds = true
        stage.addSubview(presenter.view)
        for (index, line) in ["Inbox", "Drafts", "Archive", "Trash"].enumerated() {
            let row = UILabel(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 44, width: 200, height: 32))
            row.text = line
            row.font = .systemFont(ofSize: 18)
            row.textColor = GalleryPalette.text
            presenter.view.addSubview(row)
        }
        let button = UIButton(type: .system, primaryAction: UIAction { [unowned self] _ in present() })
        button.setTitle("Present", for: .normal)
        button.tintColor = GalleryPalette.api
        button.frame = CGRect(x: 240, y: 20, width: 100, height: 32)
        presenter.view.addSubview(button)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let window, presenter.presentedViewController == nil else { return }
        // The container is placed over the presenter's panel where it is in the window: lay the stage out first.
        window.layoutIfNeeded()
        present()
    }

    /// The card's container (in the window) follows the panel when the stage moves or shrinks with the window.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let window, let container = presenter.presentedViewController?.presentationController?.containerView else { return }
        UIView.performWithoutAnimation {
            container.frame = presenter.view.convert(presenter.view.bounds, to: window)
        }
    }

    /// The card leaves with the page (its container lives in the window, over the presenter's panel).
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, presenter.presentedViewController != nil { presenter.dismiss(animated: false) }
    }

    private func present() {
        guard presenter.presentedViewController == nil, presenter.view.window != nil else { return }
        let card = UIViewController()
        card.view.backgroundColor = Self.cardColor
        let label = UILabel(frame: CGRect(x: 20, y: 16, width: 300, height: 30))
        label.text = "A presented card"
        label.font = .systemFont(ofSize: 20, weight: .bold)
        label.textColor = .white
        card.view.addSubview(label)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        presenter.present(card, animated: true)
    }
}

/// Hands out the dimming presentation controller.
@MainActor
final class DimmingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    private(set) var controller: DimmingPresentationController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let made = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
        controller = made
        return made
    }
}

/// Lays the presented view out as a card over the lower 55 % of the container, rounded, above a dimming view that
/// fades with the transition and dismisses the card when tapped.
@MainActor
final class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()
    /// How dark the dimming gets.
    static let dimming: CGFloat = 0.55

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * 0.55).rounded()
        return CGRect(x: 12, y: bounds.height - height - 12, width: bounds.width - 24, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        UIView.performWithoutAnimation {
            dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimming)
            dimmingView.frame = containerView.bounds
            dimmingView.alpha = 0
            containerView.insertSubview(dimmingView, at: 0)
            presentedView?.layer.cornerRadius = 14
            presentedView?.clipsToBounds = true
        }
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in
            presentedViewController.dismiss(animated: true)
        })
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
        }, completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        if !presentedViewController.isBeingDismissed { presentedView?.frame = frameOfPresentedViewInContainerView }
    }
}
