import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A view that writes each `layoutSubviews` into a log, so tests see where layout falls in an update.
@MainActor
final class LayoutLoggingView: UIView {
    var log: CallbackLog?

    override func layoutSubviews() {
        super.layoutSubviews()
        log?.add("layoutSubviews")
    }
}

/// A window of 200×200 points with one view, on a fresh manual clock whose setup is committed: update links on the
/// view, moved through the context's `advance` or drawn offscreen.
@MainActor
final class UpdateLinkRig {
    let clock = installManualClock()
    let context = CAContext.current
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = LayoutLoggingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    let log = CallbackLog()
    lazy var renderer = OffscreenRenderer(window: window)

    /// The phases of an update in the order they run, named as Apple names them.
    static let phases: [(String, UIUpdateActionPhase)] = [
        ("afterUpdateScheduled", .afterUpdateScheduled), ("beforeEventDispatch", .beforeEventDispatch),
        ("afterEventDispatch", .afterEventDispatch), ("beforeCADisplayLinkDispatch", .beforeCADisplayLinkDispatch),
        ("afterCADisplayLinkDispatch", .afterCADisplayLinkDispatch),
        ("beforeCATransactionCommit", .beforeCATransactionCommit), ("afterCATransactionCommit", .afterCATransactionCommit),
        ("beforeLowLatencyEventDispatch", .beforeLowLatencyEventDispatch),
        ("afterLowLatencyEventDispatch", .afterLowLatencyEventDispatch),
        ("beforeLowLatencyCATransactionCommit", .beforeLowLatencyCATransactionCommit),
        ("afterLowLatencyCATransactionCommit", .afterLowLatencyCATransactionCommit),
        ("afterUpdateComplete", .afterUpdateComplete),
    ]

    init() {
        window.addSubview(view)
        view.log = log
        context.advance(by: 0)
        _ = log.take()
    }

    /// An enabled link on the view.
    func link(continuous: Bool) -> UIUpdateLink {
        let link = UIUpdateLink(view: view)
        link.requiresContinuousUpdates = continuous
        link.isEnabled = true
        return link
    }

    /// Counts the updates `link` takes part in.
    func countUpdates(of link: UIUpdateLink) -> UpdateCounter {
        let counter = UpdateCounter()
        link.addAction { _, info in counter.modelTimes.append(info.modelTime) }
        return counter
    }

    /// Moves the context's manual clock, running the updates that fall due.
    func advance(by seconds: CFTimeInterval) {
        context.advance(by: seconds)
    }
}

/// The model times of the updates a link took part in.
@MainActor
final class UpdateCounter {
    var modelTimes: [TimeInterval] = []
    var count: Int { modelTimes.count }
}
