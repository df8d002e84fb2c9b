import QuartzCore
import UIKit
import XCTest

/// A controller that writes its appearance and containment callbacks into a shared log.
@MainActor
final class LoggingController: UIViewController {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
        view.backgroundColor = color
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).willAppear\(flags)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).didAppear\(flags)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name).willDisappear\(flags)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).didDisappear\(flags)")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }

    /// The reasons the controller moves, as its callbacks see them.
    private var flags: String {
        var reasons: [String] = []
        if isMovingToParent { reasons.append("toParent") }
        if isMovingFromParent { reasons.append("fromParent") }
        if isBeingPresented { reasons.append("presented") }
        if isBeingDismissed { reasons.append("dismissed") }
        return reasons.isEmpty ? "" : "[\(reasons.joined(separator: ","))]"
    }
}

/// The callbacks in the order they came.
@MainActor
final class CallbackLog {
    private(set) var entries: [String] = []

    func add(_ entry: String) { entries.append(entry) }

    /// The entries so far, emptying the log.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A window of 400×300 points on the manual clock, rendered offscreen.
@MainActor
final class ControllerRig {
    let clock = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    lazy var renderer = OffscreenRenderer(window: window)
    let log = CallbackLog()

    /// Moves the clock by `seconds` and renders the frame there.
    func frame(after seconds: Double) {
        clock.advance(by: seconds)
        window.layoutIfNeeded()
        renderer.renderFrame()
    }

    /// Where `view` shows its left edge in the window now (its presentation).
    func shownMinX(_ view: UIView) -> CGFloat {
        let layer = view.layer.presentation() ?? view.layer
        var x = layer.position.x - layer.bounds.width * layer.anchorPoint.x
        var superlayer = view.layer.superlayer
        while let current = superlayer {
            let shown = current.presentation() ?? current
            x += shown.position.x - shown.bounds.width * shown.anchorPoint.x - shown.bounds.minX
            superlayer = current.superlayer
        }
        return x
    }
}

@MainActor
extension ControllerRig {
    /// Shows a navigation controller whose root controller's view is a scroll view of 1000-point-tall content;
    /// `configure` prepares the controller before the window shows it.
    func showScrollingList(configure: (UIViewController) -> Void = { _ in })
        -> (list: UIViewController, scrollView: UIScrollView, navigation: UINavigationController) {
        let list = UIViewController()
        let scrollView = UIScrollView(frame: .zero)
        scrollView.contentSize = CGSize(width: 400, height: 1000)
        list.view = scrollView
        configure(list)
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        frame(after: 0)
        return (list, scrollView, navigation)
    }
}

/// A navigation controller in the rig's window with A (red) at the root and, when `pushed`, B (blue) on top;
/// the log starts empty.
@MainActor
final class NavigationStack {
    let rig = ControllerRig()
    let a: LoggingController
    let b: LoggingController
    let navigation: UINavigationController

    init(pushed: Bool) {
        a = LoggingController("A", log: rig.log, color: .red)
        b = LoggingController("B", log: rig.log, color: .blue)
        navigation = UINavigationController(rootViewController: a)
        rig.window.rootViewController = navigation
        if pushed { navigation.pushViewController(b, animated: false) }
        rig.frame(after: 0)
        _ = rig.log.take()
    }
}

@MainActor
extension NavigationStack {
    /// Drags from `startX` (the left edge by default) to `x` in `steps` moves one frame apart; the finger stays down.
    func drag(from startX: CGFloat = 4, to x: CGFloat, steps: Int) {
        rig.renderer.pointerDown(at: CGPoint(x: startX, y: 150))
        for step in 1...steps {
            rig.frame(after: 1.0 / 60)
            rig.renderer.pointerMove(to: CGPoint(x: startX + (x - startX) * CGFloat(step) / CGFloat(steps), y: 150))
        }
        rig.frame(after: 0)
    }
}
