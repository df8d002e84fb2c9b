@_spi(FrameUpdates) import QuartzCore

/// A context's update links and the updates in progress: the context (or a window's frame scheduler) runs each
/// update's phases through it, and it runs the actions of the links taking part in them.
@MainActor
final class UpdateLinkRegistry: CAFrameParticipant {
    /// A link the registry does not keep alive: it runs while the app holds it.
    private struct WeakLink {
        weak var link: UIUpdateLink?
    }

    /// An update in progress: the tree it draws, what it tells the links, and the links taking part.
    private final class Update {
        let rootLayer: CALayer?
        let info: UIUpdateInfo
        let links: [UIUpdateLink]

        init(rootLayer: CALayer?, info: UIUpdateInfo, links: [UIUpdateLink]) {
            self.rootLayer = rootLayer
            self.info = info
            self.links = links
        }
    }

    /// The links made in the context, in the order they were made.
    private var links: [WeakLink] = []
    /// The updates in progress, the innermost last.
    private var updates: [Update] = []

    /// The registry of `context`, which the context's frames run from its first use on.
    static func of(_ context: CAContext) -> UpdateLinkRegistry {
        context.attachment(UpdateLinkRegistry.self) {
            let registry = UpdateLinkRegistry()
            context.frameParticipant = registry
            return registry
        }
    }

    /// The current context's registry.
    static var current: UpdateLinkRegistry { of(.current) }

    func add(_ link: UIUpdateLink) {
        links.removeAll { $0.link == nil }
        links.append(WeakLink(link: link))
    }

    /// Whether an enabled link in a visible window asks for continuous updates.
    var wantsFrames: Bool {
        links.contains { $0.link.map { $0.requiresContinuousUpdates && $0.isActive(in: nil) } ?? false }
    }

    func run(_ phase: CAFramePhase, of frame: CAFrameUpdate) {
        switch phase {
        case .displayLinksWillFire:
            begin(frame)
            runActions(in: [.afterUpdateScheduled, .beforeEventDispatch, .afterEventDispatch, .beforeCADisplayLinkDispatch])
        case .displayLinksDidFire:
            runActions(in: [.afterCADisplayLinkDispatch, .beforeCATransactionCommit])
        case .transactionDidCommit:
            runActions(in: [.afterCATransactionCommit])
            runLowLatencyPhases(committingWith: frame.commit)
        case .updateDidComplete:
            runActions(in: [.afterUpdateComplete])
            if !updates.isEmpty { updates.removeLast() }
        }
    }

    /// Starts an update of the tree `frame` draws: the links active in it take part, but for a link with continuous
    /// updates whose rate skips this frame.
    private func begin(_ frame: CAFrameUpdate) {
        let taking = links.compactMap(\.link).filter { link in
            guard link.isActive(in: frame.rootLayer) else { return false }
            guard link.requiresContinuousUpdates else { return true }
            return link.pacer.allows(
                frame.targetTime, frameDuration: frame.frameDuration, range: link.preferredFrameRateRange)
        }
        for link in taking { link.pacer.take(frame.targetTime) }
        let info = UIUpdateInfo(
            modelTime: frame.targetTime, frameDuration: frame.frameDuration,
            runsLowLatencyPhases: taking.contains { $0.wantsLowLatencyEventDispatch })
        updates.append(Update(rootLayer: frame.rootLayer, info: info, links: taking))
    }

    /// Runs the actions of `phases`, phase by phase, of the links still active in the update, in the order the links
    /// were made and their actions added.
    private func runActions(in phases: [UIUpdateActionPhase]) {
        guard let update = updates.last else { return }
        for phase in phases {
            for link in update.links where link.isActive(in: update.rootLayer) {
                for action in link.actions where action.phase == phase {
                    action.handler(link, update.info)
                }
            }
        }
    }

    /// The low-latency group, when a link in the update asked for it: its phases, with the commit between the last two.
    private func runLowLatencyPhases(committingWith commit: @MainActor () -> Void) {
        guard let info = updates.last?.info, info.isLowLatencyEventDispatchConfirmed else { return }
        info.isPerformingLowLatencyPhases = true
        runActions(in: [.beforeLowLatencyEventDispatch, .afterLowLatencyEventDispatch, .beforeLowLatencyCATransactionCommit])
        commit()
        runActions(in: [.afterLowLatencyCATransactionCommit])
        info.isPerformingLowLatencyPhases = false
    }

    /// The update `link` is taking part in now.
    func updateInfo(for link: UIUpdateLink) -> UIUpdateInfo? {
        updates.last { $0.links.contains { $0 === link } }?.info
    }

    /// The update in progress for the window `view` is in.
    func updateInfo(forWindowOf view: UIView) -> UIUpdateInfo? {
        guard let window = view.window else { return nil }
        return updates.last { $0.rootLayer.map { $0 === window.layer } ?? true }?.info
    }

    /// The update in progress for one of `scene`'s windows.
    func updateInfo(for scene: UIWindowScene) -> UIUpdateInfo? {
        updates.last { update in
            scene.windows.contains { window in update.rootLayer.map { $0 === window.layer } ?? true }
        }?.info
    }
}
