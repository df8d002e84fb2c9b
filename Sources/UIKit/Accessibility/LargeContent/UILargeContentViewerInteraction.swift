import Foundation
import QuartzCore

/// An interaction (`UIView.addInteraction`) that shows the large content viewer over its view's items: with an
/// accessibility text size, pressing and holding an item shows its title and image enlarged in the middle of the
/// window, sliding to another item shows that one, and lifting the finger performs the item under it.
@MainActor @preconcurrency
open class UILargeContentViewerInteraction: UIInteraction {
    /// Posted when `isEnabled` changes.
    nonisolated public static let enabledStatusDidChangeNotification = Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    /// Whether the viewer is on: the screen's text size is one of the accessibility sizes.
    ///
    /// Difference from Apple: a desktop reports the default text size, so this is false and the viewer shows only
    /// in a view whose traits (`traitOverrides`) give an accessibility size.
    open class var isEnabled: Bool {
        UIScreen.main.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    }

    open private(set) weak var delegate: UILargeContentViewerInteractionDelegate?
    open private(set) weak var view: UIView?
    /// The press-and-hold that shows the viewer, for other recognizers to require to fail or run beside.
    open var gestureRecognizerForExclusionRelationship: UIGestureRecognizer { pressRecognizer }
    private lazy var pressRecognizer: UIGestureRecognizer = makeRecognizer()
    /// The viewer on screen, while it shows.
    private(set) var hud: LargeContentViewerHUD?

    public init(delegate: UILargeContentViewerInteractionDelegate? = nil) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(gestureRecognizerForExclusionRelationship)
        hideViewer()
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(gestureRecognizerForExclusionRelationship)
    }

    private func makeRecognizer() -> UIGestureRecognizer {
        let recognizer = LargeContentPressRecognizer { [weak self] recognizer in self?.pressChanged(recognizer) }
        recognizer.isAllowed = { [weak self] in
            self?.view?.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ?? false
        }
        return recognizer
    }

    private func pressChanged(_ recognizer: UILongPressGestureRecognizer) {
        guard let view else { return }
        let point = recognizer.location(in: view)
        switch recognizer.state {
        case .began, .changed:
            show(item(at: point))
        case .ended:
            let item = item(at: point)
            hideViewer()
            end(on: item, at: point)
        default:
            hideViewer()
        }
    }

    /// The item under `point` (the view's coordinates): the delegate's, or the deepest view there that shows in the viewer.
    private func item(at point: CGPoint) -> UILargeContentViewerItem? {
        if let delegate, let item = delegate.largeContentViewerInteraction(self, itemAt: point) { return item }
        guard let view else { return nil }
        var hit = view.hitTest(point, with: nil)
        while let candidate = hit, candidate.isDescendant(of: view) {
            if candidate.showsLargeContentViewer { return candidate }
            hit = candidate.superview
        }
        return nil
    }

    private func show(_ item: UILargeContentViewerItem?) {
        guard let item, item.showsLargeContentViewer, let window = view?.window else { return hideViewer() }
        let content = LargeContentViewerHUD.Content(item: item)
        if let hud, hud.window === window {
            hud.content = content
        } else {
            hideViewer()
            let hud = LargeContentViewerHUD(content: content)
            window.addSubview(hud)
            self.hud = hud
        }
        hud?.placeInWindow()
    }

    private func hideViewer() {
        hud?.removeFromSuperview()
        hud = nil
    }

    /// The finger lifted over `item`: the delegate performs it, or a control there hears a touch up inside.
    private func end(on item: UILargeContentViewerItem?, at point: CGPoint) {
        if let delegate {
            delegate.largeContentViewerInteraction(self, didEndOn: item, at: point)
        } else {
            (item as? UIControl)?.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        }
    }
}

/// What customizes a large content viewer interaction: the item at a point, what the end of a press does, and the
/// controller that shows the viewer.
@MainActor @preconcurrency
public protocol UILargeContentViewerInteractionDelegate: AnyObject {
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: UILargeContentViewerItem?, at point: CGPoint)
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> UILargeContentViewerItem?
    func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController
}

extension UILargeContentViewerInteractionDelegate {
    /// Sends a control under the finger a touch up inside, as UIKit does for its standard controls.
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: UILargeContentViewerItem?, at point: CGPoint) {
        (item as? UIControl)?.sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> UILargeContentViewerItem? {
        nil
    }

    /// The controller of the interaction's window.
    public func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController {
        interaction.view?.window?.rootViewController ?? UIViewController()
    }
}

/// The press and hold of the large content viewer: it begins only while the view's text size allows the viewer.
@MainActor
final class LargeContentPressRecognizer: UILongPressGestureRecognizer {
    var isAllowed: () -> Bool = { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard isAllowed() else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
