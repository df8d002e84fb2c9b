import Foundation

/// A message with buttons the user must answer: an alert in the middle of the window or an action sheet at its
/// bottom, presented with `present(_:animated:completion:)`. Choosing a button dismisses it, then runs the action's
/// handler; Return chooses the preferred action, Escape the cancel action.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    /// Where the controller shows and how its buttons are arranged.
    public enum Style: Int, Sendable {
        /// Buttons stacked in a sheet that slides up from the bottom.
        case actionSheet = 0
        /// A card in the middle that fades in over a dimmed window.
        case alert = 1
    }

    /// How serious an alert is (Mac Catalyst draws critical alerts with a caution symbol).
    public enum Severity: Int, Sendable {
        case `default` = 0
        case critical = 1
    }

    /// The message under the title.
    open var message: String? {
        didSet { if isViewLoaded { alertView.update() } }
    }

    override open var title: String? {
        didSet { if isViewLoaded { alertView.update() } }
    }

    open private(set) var preferredStyle: Style = .alert
    /// Difference from Apple: critical alerts look as default ones (Mac Catalyst's caution symbol is not drawn).
    open var severity: Severity = .default
    open private(set) var actions: [UIAlertAction] = []
    private var fields: [UITextField] = []

    /// The action Return chooses, drawn in bold; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        get { preferred }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                Diagnostics.report("UIAlertController preferredAction refused: the action is not one of the alert's actions")
                return
            }
            preferred = newValue
            if isViewLoaded { alertView.update() }
        }
    }
    private var preferred: UIAlertAction?

    /// The text fields added with `addTextField(configurationHandler:)`, nil when there are none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// The action chosen, while the alert is dismissed before its handler runs.
    private var chosen: UIAlertAction?
    /// The popover made when `popoverPresentationController` was first asked for.
    private var sheetPopover: UIPopoverPresentationController?

    /// An alert or action sheet with `title` and `message`; add its buttons with `addAction(_:)`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds a button; a second cancel action is refused, as UIKit refuses it.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            Diagnostics.report("UIAlertController addAction refused: an alert can only have one action with the cancel style")
            return
        }
        actions.append(action)
        action.onChange = { [weak self] in if self?.isViewLoaded == true { self?.alertView.update() } }
        if isViewLoaded { alertView.update() }
    }

    /// Adds a text field under the message (alerts only), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Diagnostics.report("UIAlertController addTextField refused: text fields can only be added to an alert, not an action sheet")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.addAction(UIAction { [weak self] _ in self?.chooseByReturn() }, for: .primaryActionTriggered)
        fields.append(field)
        configurationHandler?(field)
        if isViewLoaded { alertView.update() }
    }

    // MARK: View

    /// The alert's view: the card (an alert) or the sheet with its groups (an action sheet).
    var alertView: AlertView { view as! AlertView }

    override open func loadView() {
        view = AlertView(controller: self)
    }

    /// The first text field takes the keys as the alert appears.
    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = fields.first?.becomeFirstResponder()
    }

    /// The size the view wants inside a container of `containerSize`.
    func alertSize(in containerSize: CGSize) -> CGSize {
        alertView.fittingSize(in: containerSize)
    }

    // MARK: Choosing

    /// Dismisses the alert, then runs the action's handler, as a tap on its button does.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosen == nil, actions.contains(where: { $0 === action }) else { return }
        chosen = action
        guard presentingViewController != nil else {
            action.handler?(action)
            chosen = nil
            return
        }
        dismiss(animated: true) { [weak self] in
            self?.chosen = nil
            action.handler?(action)
        }
    }

    /// The action Return chooses: the preferred action, else the only default-styled one.
    var returnAction: UIAlertAction? {
        if let preferred { return preferred }
        let defaults = actions.filter { $0.style == .default }
        return defaults.count == 1 ? defaults[0] : nil
    }

    /// The action Escape chooses: the cancel action.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    private func chooseByReturn() {
        if let action = returnAction { choose(action) }
    }

    /// Return chooses the preferred (or only default) action, Escape the cancel action; other presses go on.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        for press in presses {
            switch press.key?.keysymName {
            case "Return", "KP_Enter":
                if let action = returnAction, action.isEnabled { choose(action) } else { rest.insert(press) }
            case "Escape":
                if let action = cancelAction, action.isEnabled { choose(action) } else { rest.insert(press) }
            default:
                rest.insert(press)
            }
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Dismisses the action sheet shown in a popover as a tap outside it does, then runs the cancel action's
    /// handler (if it has one) and `completion`.
    func cancelFromPopover(completion: @escaping () -> Void) {
        guard chosen == nil else { return }
        let cancel = cancelAction
        chosen = cancel
        dismiss(animated: true) { [weak self] in
            self?.chosen = nil
            if let cancel { cancel.handler?(cancel) }
            completion()
        }
    }

    // MARK: Presentation

    /// An action sheet's popover (as on iPad): it shows in it when a source is set; an alert has none.
    override open var popoverPresentationController: UIPopoverPresentationController? {
        guard preferredStyle == .actionSheet else { return nil }
        if let popover = relations.presentation as? UIPopoverPresentationController ?? sheetPopover { return popover }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        popover.waitForPresentation()
        sheetPopover = popover
        return popover
    }

    /// Whether the action sheet shows in its popover: one with a source set.
    var showsInPopover: Bool { preferredStyle == .actionSheet && sheetPopover?.hasSource == true }

    override func ownPresentationController(presenting: UIViewController) -> UIPresentationController? {
        if isViewLoaded { alertView.update() }
        if showsInPopover, let sheetPopover { return sheetPopover }
        return AlertPresentationController(presentedViewController: self, presenting: presenting)
    }

    override func ownTransitionAnimator(presenting: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        // A popover's action sheet fades as popovers do.
        if relations.presentation is UIPopoverPresentationController { return nil }
        return AlertTransitionAnimator(style: preferredStyle, presenting: presenting)
    }
}
