import Foundation
import QuartzCore

/// The root of a view tree shown as one desktop window (an xdg toplevel), or rendered offscreen.
///
/// Desktop additions to iOS's window: a `title` and `appID` for the window manager, a minimum
/// size, maximize and fullscreen requests, and the `states` the compositor reports.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController { old.viewIfLoaded?.removeFromSuperview() }
            installRootView()
        }
    }

    open private(set) var isKeyWindow = false

    /// A new size tells the controllers first (`viewWillTransition(to:with:)`), then lays out at it.
    override open var frame: CGRect {
        get { super.frame }
        set { resizingControllers(to: newValue.size) { super.frame = newValue } }
    }

    /// A new size tells the controllers first (`viewWillTransition(to:with:)`), then lays out at it.
    override open var bounds: CGRect {
        get { super.bounds }
        set { resizingControllers(to: newValue.size) { super.bounds = newValue } }
    }

    /// The title the desktop shows (defaults to the app's name).
    ///
    /// Difference from Apple: not in UIKit; the desktop window's title.
    open var title: String = UIWindow.defaultTitle {
        didSet { screenWindow?.setTitle(title) }
    }

    /// The identifier desktops group windows by (defaults to the executable's name).
    ///
    /// Difference from Apple: not in UIKit; the Wayland app id desktops group windows by.
    open var appID: String = UIWindow.defaultAppID

    /// The smallest size the window may be given, in points.
    ///
    /// Difference from Apple: not in UIKit; the smallest size the compositor may give the window.
    open var minimumSize = CGSize(width: 120, height: 80) {
        didSet { screenWindow?.setMinimumSize(minimumSize) }
    }

    /// Surface units per point on the desktop, on top of the output's own scale: 2 shows the
    /// window and everything in it twice as large, as GDK_SCALE does; read when the window
    /// first shows, limited to 0.5…4.
    /// Difference from Apple: an addition; iOS fixes the points of a screen. `UIScreen.main.scale` stays the output's;
    /// views draw at the zoomed scale, image views draw SVG images again at it, bitmaps show stretched.
    open var desktopZoom: CGFloat = 1

    /// Device pixels per point of what shows the window (its output's scale times
    /// `desktopZoom`, or an offscreen renderer's scale): the content scale of its views.
    var pixelScale: CGFloat {
        get { storedPixelScale }
        set {
            guard newValue != storedPixelScale else { return }
            TraitChange.perform(views: [self]) { storedPixelScale = newValue }
            applyContentScale(newValue)
        }
    }
    private var storedPixelScale: CGFloat = 1

    /// The traits the desktop gives the window: its colour scheme, its text size and the window's pixels per point.
    var desktopTraits: UITraitCollection {
        let state = UIKitContextState.current
        return .desktop(scale: pixelScale, style: state.desktopStyle, category: state.desktopContentSizeCategory)
    }

    /// What the compositor says of the window.
    ///
    /// Difference from Apple: not in UIKit; the desktop window's states.
    public internal(set) var states: States = [] {
        didSet {
            if states.contains(.activated) != oldValue.contains(.activated) { UIApplication.shared.windowActivationChanged() }
        }
    }

    /// Called when `states` change (maximized, fullscreen, activated, tiled).
    ///
    /// Difference from Apple: not in UIKit; called when the compositor changes `states`.
    public var onStatesChange: ((States) -> Void)?

    /// The Core Animation instruments drawn over the window; at first those the `CA_…` environment
    /// variables switch on. An addition: iOS has them only in the Simulator and Instruments.
    public var renderDebugOptions: RenderDebugOptions = RenderDebugOptions.launchOptions {
        didSet { if renderDebugOptions != oldValue { screenWindow?.scheduler.setNeedsFlush() } }
    }

    /// Whether F1 to F4 toggle the instruments (`RenderDebugOptions.toggleKeys`) before any
    /// responder sees them; at first whether `CA_INSTRUMENT_KEYS=1`. An addition, off by default so
    /// an app's own use of those keys is never taken: on iOS the toggles live outside the app.
    public var togglesInstrumentsWithKeys = RenderDebugOptions.launchKeys

    /// Whether the window counts its frames for `frameStatistics` and asks the compositor whether each was shown
    /// (presentation feedback); off by default, as counting costs a little on every frame. Set it before the window
    /// becomes visible.
    ///
    /// Difference from Apple: not in UIKit (see `FrameStatistics`).
    public var collectsFrameStatistics = false

    /// The connection of this window to the desktop, once it is visible.
    var screenWindow: WindowRenderer?
    /// Whether the controllers are hearing of a size change now (a resize they ask for waits for none).
    var isTellingControllersOfSize = false

    /// The context menu open over the window: it takes the keys first (Escape, arrows), wherever the desktop sends them.
    weak var openMenu: ContextMenuPresentation?
    /// The main menu's bar across the window's top, made the first time it is asked for.
    var mainMenuBarIfMade: MainMenuBar?
    /// What follows the pointer over the window (hover, pointer regions, tooltips), once input reaches it.
    weak var pointerTracker: PointerTracker?
    /// The window's focus: the focused item, Tab and the arrows' moves, the halo (Focus/UIFocusSystem.swift).
    lazy var focusSystem = UIFocusSystem(window: self)

    /// The desktop's clipboard and primary selection, once the window is on the desktop.
    @_spi(DesktopInput) public var desktopClipboard: DesktopClipboard? { screenWindow?.desktop.clipboard }

    /// The desktop's input method for this window's first responder, once the window is on the desktop.
    @_spi(DesktopInput) public var desktopTextInput: DesktopTextInput? { screenWindow?.textInput }

    public struct States: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let maximized = States(rawValue: 1 << 0)
        public static let fullscreen = States(rawValue: 1 << 1)
        public static let activated = States(rawValue: 1 << 2)
        public static let tiled = States(rawValue: 1 << 3)
        public static let resizing = States(rawValue: 1 << 4)
    }

    /// A window of `frame.size` (800×600 points when empty) in its own coordinate space.
    override public init(frame: CGRect) {
        super.init(frame: CGRect(origin: .zero, size: frame.size == .zero ? CGSize(width: 800, height: 600) : frame.size))
    }

    /// A window of `windowScene` (800×600 points, the size of an empty frame), shown as the scene's.
    public init(windowScene: UIWindowScene) {
        super.init(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        self.windowScene = windowScene
        windowScene.add(self)
    }

    /// The scene the window belongs to.
    weak open var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keys no responder took: first the focus system's (Tab and Shift-Tab between focus groups, the arrows within
    /// one, Return and Space on the focused item), then those that move keyboard focus between accessibility
    /// elements (Tab, Shift-Tab) or use the focused one (Space, Return; Up and Down on an adjustable element), as GTK
    /// windows do; then the scrolling keys scroll the content scroll view of the controller the keys reach.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, focusSystem.handle(key) { return }
        if UIApplication.shared.accessibility.focus.handle(presses, in: self) { return }
        if !(firstResponderHere is UIKeyInput), let scrollView = keyboardScrollView() {
            let rest = scrollView.pressesLeftAfterKeyboardScrolling(presses)
            if !rest.isEmpty { super.pressesBegan(rest, with: event) }
            return
        }
        super.pressesBegan(presses, with: event)
    }

    override open var next: UIResponder? {
        UIApplication.shared
    }

    /// Makes the window the key window and shows it on the desktop.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        show()
    }

    /// Makes the window receive key input first.
    open func makeKey() {
        for window in UIApplication.shared.windows where window !== self {
            window.isKeyWindow = false
        }
        isKeyWindow = true
        if !UIApplication.shared.windows.contains(where: { $0 === self }) {
            UIApplication.shared.windows.append(self)
        }
        UIApplication.shared.updateIdleInhibition()
    }

    /// Asks the desktop to maximize the window (or restore it); asked before the window shows,
    /// the request goes with its first appearance.
    ///
    /// Difference from Apple: not in UIKit; asks the compositor to maximize the window.
    public func setMaximized(_ maximized: Bool) {
        guard let screenWindow else { return pendingRequests.maximized = maximized }
        screenWindow.setMaximized(maximized)
    }

    /// Asks the desktop to show the window fullscreen (or back); asked before the window shows,
    /// the request goes with its first appearance.
    ///
    /// Difference from Apple: not in UIKit; asks the compositor to show the window fullscreen.
    public func setFullscreen(_ fullscreen: Bool) {
        guard let screenWindow else { return pendingRequests.fullscreen = fullscreen }
        screenWindow.setFullscreen(fullscreen)
    }

    /// Requests made before the window had a desktop window to send them to.
    private var pendingRequests: (maximized: Bool?, fullscreen: Bool?)

    /// Closes the desktop window (the desktop asked to): it stops drawing and goes; showing the window again
    /// opens a new one.
    func closeDesktopWindow() {
        screenWindow?.close()
        screenWindow = nil
    }

    private func show() {
        guard screenWindow == nil else { return }
        let renderer = WindowRenderer(window: self, desktop: UIApplication.shared.connectedDesktop())
        screenWindow = renderer
        if let maximized = pendingRequests.maximized { renderer.setMaximized(maximized) }
        if let fullscreen = pendingRequests.fullscreen { renderer.setFullscreen(fullscreen) }
        pendingRequests = (nil, nil)
        UIApplication.shared.updateIdleInhibition()
    }

    private func installRootView() {
        guard let controller = rootViewController else { return }
        controller.loadingWindow = self
        let root = controller.view!
        UIView.performWithoutAnimation {
            root.frame = bounds
        }
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Joining the window makes the controller appear (`viewWillAppear`, `viewDidAppear`).
        if root.superview !== self { insertSubview(root, at: 0) }
    }

    private static var defaultTitle: String {
        ProcessInfo.processInfo.processName
    }

    private static var defaultAppID: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
    }
}
