import Foundation

/// The share sheet: the activities that fit the items, listed in an action sheet at the bottom of the window, with
/// the sheet's own Copy and the app's activities; choosing one dismisses the sheet, then performs it (or presents
/// its controller), and the completion handler hears how it ended.
///
/// Difference from Apple: the system's share services (Messages, Mail, AirDrop…) do not exist on a desktop; the sheet
/// offers Copy and the app's own activities, as a list without item previews.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// How an activity ended: its type (nil when the sheet was cancelled), whether it completed, items it returned and
    /// its error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
    /// The older form of the completion handler, without returned items or an error.
    public typealias CompletionHandler = (UIActivity.ActivityType?, Bool) -> Void

    private let activityItems: [Any]
    private let applicationActivities: [UIActivity]
    /// Called once when the chosen activity finishes or the sheet is cancelled.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    @available(*, deprecated, renamed: "completionWithItemsHandler")
    open var completionHandler: CompletionHandler?
    /// System activities not to offer (`.copyToPasteboard` removes Copy).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Whether the most likely activity is shown first and larger (the list here has no such place).
    open var allowsProminentActivity = true

    /// The action sheet listing the activities, the sheet's only child.
    private let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    /// The activity chosen, until it finishes.
    private var running: UIActivity?
    /// The controller that presented the sheet, which presents an activity's controller after the sheet has gone.
    private weak var presenter: UIViewController?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The activities offered for the items, in the order the sheet lists them: the app's share activities, Copy,
    /// then the app's other actions.
    var offeredActivities: [UIActivity] {
        let placeholders = activityItems.map { item in (item as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item }
        let excluded = Set(excludedActivityTypes ?? [])
        let system: [UIActivity] = [CopyActivity()].filter { $0.activityType.map { !excluded.contains($0) } ?? true }
        let app = applicationActivities.filter { $0.canPerform(withActivityItems: placeholders) }
        let shares = app.filter { type(of: $0).activityCategory == .share }
        return shares + system.filter { $0.canPerform(withActivityItems: placeholders) } + app.filter { type(of: $0).activityCategory != .share }
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        for activity in offeredActivities {
            let action = UIAlertAction(title: activity.activityTitle ?? "", style: .default) { [weak self] _ in self?.choose(activity) }
            sheet.addAction(action)
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.finish(nil, completed: false) })
        addChild(sheet)
        sheet.view.frame = view.bounds
        sheet.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(sheet.view)
        sheet.didMove(toParent: self)
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter = presentingViewController
    }

    /// The items for `activity`: each item source asked for its item for the activity's type.
    private func items(for activity: UIActivity) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: activity.activityType)
        }
    }

    /// Runs the chosen activity once the sheet has gone: its controller presented from the sheet's presenter, or
    /// `perform()`.
    private func choose(_ activity: UIActivity) {
        running = activity
        activity.sheet = self
        activity.prepare(withActivityItems: items(for: activity))
        if let controller = activity.activityViewController, let presenter {
            presenter.present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// The running activity finished: its controller is dismissed and the handlers hear the outcome.
    func activity(_ activity: UIActivity, didFinish completed: Bool) {
        guard running === activity else { return }
        running = nil
        activity.sheet = nil
        if let controller = activity.activityViewController, controller.presentingViewController != nil {
            controller.dismiss(animated: true)
        }
        finish(activity.activityType, completed: completed)
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        completionWithItemsHandler?(type, completed, nil, nil)
        (self as DeprecatedCompletion).callCompletionHandler(type, completed)
    }

    // MARK: Presentation

    /// The sheet in which the activities are listed (presented as an action sheet is), filled when the view loads.
    var hostedAlert: UIAlertController {
        loadViewIfNeeded()
        return sheet
    }

    override func ownPresentationController(presenting: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: self, presenting: presenting)
    }

    override func ownTransitionAnimator(presenting: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertTransitionAnimator(style: .actionSheet, presenting: presenting)
    }
}

/// Calls the deprecated completion handler without a deprecation warning inside the framework.
@MainActor
private protocol DeprecatedCompletion {
    func callCompletionHandler(_ type: UIActivity.ActivityType?, _ completed: Bool)
}

extension UIActivityViewController: DeprecatedCompletion {
    @available(*, deprecated)
    fileprivate func callCompletionHandler(_ type: UIActivity.ActivityType?, _ completed: Bool) {
        completionHandler?(type, completed)
    }
}
