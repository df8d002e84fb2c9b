import QuartzCore

/// Shows the tooltip of the view under the pointer once the pointer has rested half a second (on the context's clock,
/// through a display link while it waits), in the window above everything else; hides it as the pointer leaves the
/// tooltip's rectangle or presses, and shows none again until the pointer has left that rectangle.
@MainActor
final class ToolTipPresenter {
    static let restDelay: TimeInterval = 0.5

    /// A tooltip that could show: its interaction, configuration and rectangle in window coordinates.
    private struct Candidate {
        let interaction: UIToolTipInteraction
        let configuration: UIToolTipConfiguration
        let rect: CGRect

        func covers(_ other: Candidate?, at point: CGPoint) -> Bool {
            other?.interaction === interaction && rect.contains(point)
        }
    }

    private weak var window: UIWindow?
    private var candidate: Candidate?
    private var restingSince: TimeInterval = 0
    private var pointer = CGPoint.zero
    private var link: CADisplayLink?
    /// The tooltip a press put away: none shows again until the pointer leaves its rectangle.
    private var dismissed: Candidate?
    /// The tooltip on screen.
    private(set) var shown: ToolTipView?

    init(window: UIWindow?) {
        self.window = window
    }

    /// The pointer moved to `point` (window coordinates) at `time`, over `chain` (the hit view, then its ancestors).
    func pointerMoved(to point: CGPoint, over chain: [UIView], at time: TimeInterval) {
        pointer = point
        let found = Self.candidate(at: point, in: chain)
        if let dismissed, !dismissed.covers(found, at: point) { self.dismissed = nil }
        if shown != nil, let candidate, candidate.covers(found, at: point) { return }
        hide()
        guard dismissed == nil, let found else {
            candidate = nil
            return stopWaiting()
        }
        candidate = found
        restingSince = time
        if link == nil {
            let link = CADisplayLink { [weak self] _ in self?.showIfRested(at: CACurrentMediaTime()) }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }

    /// A press: the tooltip goes, and stays away while the pointer is in its rectangle.
    func pointerPressed() {
        if let candidate { dismissed = candidate }
        candidate = nil
        hide()
        stopWaiting()
    }

    /// The pointer left the window.
    func pointerLeft() {
        dismissed = nil
        candidate = nil
        hide()
        stopWaiting()
    }

    private func showIfRested(at now: TimeInterval) {
        guard let candidate, let window, now - restingSince >= Self.restDelay - 1e-9 else { return }
        stopWaiting()
        let view = ToolTipView(configuration: candidate.configuration)
        view.place(below: pointer, in: window.bounds)
        window.addSubview(view)
        shown = view
    }

    private func hide() {
        shown?.removeFromSuperview()
        shown = nil
    }

    private func stopWaiting() {
        link?.invalidate()
        link = nil
    }

    /// The tooltip of the innermost view in `chain` that has one at `point`.
    private static func candidate(at point: CGPoint, in chain: [UIView]) -> Candidate? {
        for view in chain {
            for case let interaction as UIToolTipInteraction in view.interactionStorage.reversed() where interaction.isEnabled {
                let local = view.convert(point, from: nil)
                guard let configuration = interaction.configuration(at: local) else { continue }
                let rect = configuration.sourceRect ?? view.bounds
                guard rect.contains(local) else { continue }
                return Candidate(interaction: interaction, configuration: configuration, rect: view.convert(rect, to: nil))
            }
        }
        return nil
    }
}
