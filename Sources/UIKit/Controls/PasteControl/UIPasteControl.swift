import Foundation

/// The paste button (iOS 16): tapping it pastes the general pasteboard's items into its `target` (a text view, a
/// responder of the app's own) through `paste(itemProviders:)`; it is enabled while the pasteboard holds something the
/// target accepts (its `pasteConfiguration` and `canPaste(_:)`), following the pasteboard's changes.
///
/// Difference from Apple: the button is drawn by the app like any control (iOS draws it out of process so that a tap
/// proves the person asked); a desktop's clipboard needs no such proof.
@MainActor @preconcurrency
open class UIPasteControl: UIControl {
    /// How the button looks, as given when it was made.
    open private(set) var configuration: Configuration
    /// What the button pastes into.
    open weak var target: (any UIPasteConfigurationSupporting)? {
        didSet { updateEnabled() }
    }

    private let face = UIButton(type: .custom)
    private var pasteboardWatch: PasteboardWatch?

    public init(configuration: Configuration) {
        self.configuration = configuration.copy() as? Configuration ?? configuration
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        configuration = Configuration()
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private func setUp() {
        face.configuration = configuration.buttonConfiguration()
        face.isUserInteractionEnabled = false
        face.frame = bounds
        face.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(face)
        pasteboardWatch = PasteboardWatch { [weak self] in self?.updateEnabled() }
        updateEnabled()
    }

    override open var intrinsicContentSize: CGSize { face.intrinsicContentSize }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { face.sizeThatFits(size) }

    override open func stateDidChange() {
        super.stateDidChange()
        face.isEnabled = isEnabled
        face.isHighlighted = isHighlighted
    }

    /// A tap pastes into the target before the app's own actions run.
    override open func sendActions(for controlEvents: UIControl.Event) {
        if controlEvents.contains(.touchUpInside) { pasteIntoTarget() }
        super.sendActions(for: controlEvents)
    }

    /// Hands the target the pasteboard's items when it takes them.
    private func pasteIntoTarget() {
        guard isEnabled, let target else { return }
        let providers = UIPasteboard.general.itemProviders
        guard UIPasteControl.accepts(providers, target) else { return }
        target.paste(itemProviders: providers)
    }

    /// Enabled while the pasteboard holds something the target accepts.
    private func updateEnabled() {
        let providers = UIPasteboard.general.itemProviders
        isEnabled = target.map { UIPasteControl.accepts(providers, $0) } ?? false
    }

    /// Whether `target` takes `providers`: something to paste, of a type its configuration accepts, and its yes.
    private static func accepts(_ providers: [NSItemProvider], _ target: any UIPasteConfigurationSupporting) -> Bool {
        guard !providers.isEmpty else { return false }
        if let configuration = target.pasteConfiguration, !configuration.accepts(providers) { return false }
        return target.canPaste(providers)
    }
}

/// Listens to the pasteboard's changes for as long as it lives (its owner's life).
private final class PasteboardWatch: @unchecked Sendable {
    private let token: NSObjectProtocol

    @MainActor
    init(_ changed: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { changed() }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
