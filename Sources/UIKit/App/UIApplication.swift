import Foundation
import QuartzCore
import Wayland

/// The running app: its delegate, its windows, the connection to the desktop, and the run loop
/// that commits transactions and dispatches input.
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    nonisolated(unsafe) private static var current: UIApplication?
    static var firstResponder: UIResponder? = nil {
        didSet {
            guard firstResponder !== oldValue else { return }
            DesktopKeyboard.current.firstResponderChanged()
            if let view = firstResponder as? UIView, let window = view.window { window.focusSystem.follow(firstResponder: view) }
            guard let current else { return }
            for window in current.windows { window.screenWindow?.textInput.firstResponderChanged() }
            current.accessibility.firstResponderChanged(to: firstResponder)
        }
    }

    /// The app if one was made, without making one.
    static var existing: UIApplication? { current }

    /// The app; created by `UIApplicationMain`.
    public static var shared: UIApplication {
        if let current { return current }
        let app = UIApplication()
        current = app
        return app
    }

    /// Makes the shared app an instance of `type` (the principal class) unless one exists.
    static func makeShared(_ type: UIApplication.Type) -> UIApplication {
        if let current {
            if Swift.type(of: current) != type {
                fail("the principal class \(type) comes after UIApplication.shared was made as \(Swift.type(of: current))")
            }
            return current
        }
        let app = type.instantiate()
        current = app
        return app
    }

    /// The app's delegate (held strongly here: Swift has no `UIApplicationMain` owning it for us).
    public var delegate: (any UIApplicationDelegate)?
    /// The app delegate, when it is a responder: what the app passes on what it does not handle (`buildMenu(with:)`).
    override open var next: UIResponder? { delegate as? UIResponder }
    /// The windows on screen or offscreen, in the order they were made visible.
    public internal(set) var windows: [UIWindow] = []
    /// Whether the app is in front: active while one of its windows is activated (focused), else inactive, and in
    /// the background once its last window has closed.
    public internal(set) var applicationState: State = .inactive
    /// The scenes connected: the one the app launched with.
    public internal(set) var connectedScenes: Set<UIScene> = []
    /// The sessions of the app's scenes.
    public internal(set) var openSessions: Set<UISceneSession> = []
    /// The app's Home Screen quick actions set at run time (with those its Info.plist declares).
    ///
    /// Difference from Apple: kept only; a desktop has no Home Screen to show them on.
    open var shortcutItems: [UIApplicationShortcutItem]?
    /// The window receiving key input.
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    /// The connection to the Wayland compositor, opened when the first window is shown.
    var desktop: DesktopConnection?
    /// Keyboard focus, the desktop's accessibility preferences, and the bridge to assistive technology.
    private(set) lazy var accessibility = AccessibilityHost()
    /// Light or dark from the desktop.
    private(set) lazy var appearance = DesktopAppearance()
    /// The text size from the desktop.
    private(set) lazy var contentSize = DesktopContentSize()

    override public init() {
        super.init()
    }

    // MARK: Idle timer, badge and background tasks (UIApplication+SystemServices.swift)

    /// Whether the screen stays awake while the app is in front (a video playing): the compositor is asked not to
    /// blank or lock the screen while the key window shows (Wayland's idle-inhibit protocol).
    open var isIdleTimerDisabled = false {
        didSet { if isIdleTimerDisabled != oldValue { updateIdleInhibition() } }
    }

    /// The number on the app's icon (0 shows none).
    ///
    /// Difference from Apple: stored only; the desktop shows no badge on the app's icon.
    @available(iOS, deprecated: 17.0, message: "Use UNUserNotificationCenter's setBadgeCount(_:withCompletionHandler:) instead")
    open var applicationIconBadgeNumber = 0

    /// Marks the start of work that should finish even if the app leaves the foreground; `handler` runs if time
    /// runs out. End it with `endBackgroundTask(_:)`.
    ///
    /// Difference from Apple: the desktop does not suspend apps, so the task never expires and `handler` never runs.
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        backgroundTasks.begin(name: nil)
    }

    /// Marks the start of work named `taskName` (for debugging) that should finish in the background.
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        backgroundTasks.begin(name: taskName)
    }

    /// Marks the end of a task `beginBackgroundTask` started.
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        backgroundTasks.end(identifier)
    }

    /// How long the app may still run in the background: without limit, as iOS reports for an app in front.
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// The background tasks begun and not yet ended.
    var backgroundTasks = BackgroundTasks()

    /// What an app suggests when there is no compositor, appended to the one-line error
    /// (e.g. an offscreen mode).
    ///
    /// Difference from Apple: not in UIKit; iOS always has a screen.
    public static var noDesktopHint: String?

    /// Connects to the compositor if not yet connected; a failure ends the app with one line.
    func connectedDesktop() -> DesktopConnection {
        if let desktop { return desktop }
        do {
            let connection = try DesktopConnection()
            desktop = connection
            // Copy and paste go through the desktop's clipboard from now on.
            let state = UIKitContextState.current
            state.generalPasteboardStore = connection.pasteboardStore
            state.pasteboards[.general] = nil
            return connection
        } catch {
            UIApplication.fail(["\(error)", UIApplication.noDesktopHint].compactMap { $0 }.joined(separator: "; "))
        }
    }

    /// Ends the app with a one-line message naming the cause, and status 1. From any thread: when the main and
    /// the render thread both meet the same fault (a compositor that died), the first says it and ends the app,
    /// and the other waits for the end.
    nonisolated static func fail(_ message: String) -> Never {
        guard FailureLatch.shared.claim() else {
            while true { pause() }
        }
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
        exit(1)
    }

    /// Ends the app normally, as when its last window closes.
    func terminate() -> Never {
        disconnectScenes()
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
        exit(0)
    }
}

/// Starts an app whose delegate is an instance of `delegateType`, and never returns: the main
/// run loop runs until the app ends. The Swift form of `UIApplicationMain(argc, argv, nil, name)`.
///
/// Difference from Apple: not in UIKit; the Swift form of `UIApplicationMain(_:_:_:_:)`, the delegate class given
/// as a type.
@MainActor
public func UIApplicationMain(delegateType: (UIResponder & UIApplicationDelegate).Type) -> Never {
    startApplication(delegateType: delegateType, applicationType: UIApplication.self)
}

/// Starts an app as iOS's `main.m` does, its classes given by name, and never returns.
/// Names are module-qualified, as `NSStringFromClass(AppDelegate.self)` gives them.
///
/// Difference from Apple: a bare Objective-C class name (`@"AppDelegate"`) finds nothing, since Linux has no
/// Objective-C runtime to look it up in.
@MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    let applicationType: UIApplication.Type
    switch ApplicationClassName.resolve(principalClassName, as: UIApplication.Type.self, kind: "a UIApplication subclass") {
    case .success(let type): applicationType = type ?? UIApplication.self
    case .failure(let error): UIApplication.fail(error.message)
    }
    switch ApplicationClassName.resolve(delegateClassName, as: (UIResponder & UIApplicationDelegate).Type.self, kind: "a UIResponder adopting UIApplicationDelegate") {
    case .success(let type?): startApplication(delegateType: type, applicationType: applicationType)
    case .success(nil): UIApplication.fail("UIApplicationMain needs an app delegate class name, as NSStringFromClass(AppDelegate.self) gives it")
    case .failure(let error): UIApplication.fail(error.message)
    }
}

/// Opens the app of `applicationType` with a delegate of `delegateType` and runs the main run loop.
@MainActor
private func startApplication(delegateType: (UIResponder & UIApplicationDelegate).Type, applicationType: UIApplication.Type) -> Never {
    signal(SIGPIPE, SIG_IGN)
    let app = UIApplication.makeShared(applicationType)
    CATransaction.implicitTransactionOpened = {
        // Until a window's frame scheduler takes this over: commit at the end of this run-loop turn.
        DispatchQueue.main.async { MainActor.assumeIsolated { CATransaction.flush() } }
    }
    // Connect before launching, so `UIScreen.main` describes the output while the app sets up (its
    // scale picks `@2x` images in `viewDidLoad`), as on iOS.
    _ = app.connectedDesktop()
    // Reduce Motion from the desktop, and the AT-SPI bridge once assistive technology asks for the app.
    app.accessibility.startOnDesktop()
    // Light or dark from the desktop's colour scheme.
    app.appearance.startOnDesktop()
    // The text size from the desktop's text scaling.
    app.contentSize.startOnDesktop()
    let delegate = delegateType.instantiate()
    app.delegate = delegate
    DispatchQueue.main.async {
        _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
        if !delegate.application(app, didFinishLaunchingWithOptions: nil) {
            UIApplication.fail("the app delegate reported a failed launch")
        }
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: app)
        app.connectInitialScene()
    }
    while true {
        RunLoop.main.run()
    }
}

/// Lets only the first thread that fails report it.
private final class FailureLatch: @unchecked Sendable {
    static let shared = FailureLatch()
    private let lock = NSLock()
    private var claimed = false

    /// True for the first caller only.
    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}
