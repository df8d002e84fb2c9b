import Foundation
import QuartzCore
import Wayland

/// The running app: its delegate, its windows, the connection to the desktop, and the run loop
/// that commits transactions and dispatches input.
@MainActor
open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    nonisolated(unsafe) private static var current: UIApplication?
    static var firstResponder: UIResponder?

    /// The app; created by `UIApplicationMain`.
    public static var shared: UIApplication {
        if let current { return current }
        let app = UIApplication()
        current = app
        return app
    }

    /// The app's delegate (held strongly here: Swift has no `UIApplicationMain` owning it for us).
    public var delegate: (any UIApplicationDelegate)?
    /// The windows on screen or offscreen, in the order they were made visible.
    public internal(set) var windows: [UIWindow] = []
    /// The window receiving key input.
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    /// The connection to the Wayland compositor, opened when the first window is shown.
    var desktop: DesktopConnection?

    public required init() {
        super.init()
    }

    /// What an app suggests when there is no compositor, appended to the one-line error
    /// (e.g. an offscreen mode). A Linux addition: iOS always has a screen.
    public static var noDesktopHint: String?

    /// Connects to the compositor if not yet connected; a failure ends the app with one line.
    func connectedDesktop() -> DesktopConnection {
        if let desktop { return desktop }
        do {
            let connection = try DesktopConnection()
            desktop = connection
            return connection
        } catch {
            UIApplication.fail(["\(error)", UIApplication.noDesktopHint].compactMap { $0 }.joined(separator: "; "))
        }
    }

    /// Ends the app with a one-line message naming the cause, and status 1.
    static func fail(_ message: String) -> Never {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
        exit(1)
    }

    /// Ends the app normally, as when its last window closes.
    func terminate() -> Never {
        delegate?.applicationWillTerminate(self)
        exit(0)
    }
}

/// Starts an app whose delegate is an instance of `delegateType`, and never returns: the main
/// run loop runs until the app ends. The class is given as a type, since Swift on Linux cannot
/// make one from its name as `UIApplicationMain(argc, argv, nil, "AppDelegate")` does.
@MainActor
public func UIApplicationMain(delegateType: (UIResponder & UIApplicationDelegate).Type) -> Never {
    signal(SIGPIPE, SIG_IGN)
    let app = UIApplication.shared
    CATransaction.implicitTransactionOpened = {
        // Commit at the end of this run-loop turn, after the work queued so far.
        DispatchQueue.main.async { MainActor.assumeIsolated { CATransaction.flush() } }
    }
    let delegate = delegateType.init()
    app.delegate = delegate
    DispatchQueue.main.async {
        if !delegate.application(app, didFinishLaunchingWithOptions: nil) {
            UIApplication.fail("the app delegate reported a failed launch")
        }
    }
    while true {
        RunLoop.main.run()
    }
}
