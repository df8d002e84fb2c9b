import QuartzCore
import Symbols

/// The symbol effects running on one image view, each in its slot: its layer's additive animations, started,
/// replaced and removed as UIKit's symbol effect methods ask.
///
/// Difference from Apple: every effect moves the whole symbol (`.byLayer` plays as `.wholeSymbol`), since the
/// desktop's symbols are single drawings without layers.
@MainActor
final class SymbolEffectRunner {
    /// Where an effect runs: one slot an effect kind, appear and disappear sharing the symbol's visibility, content
    /// transitions their own.
    enum Slot: Hashable {
        case effect(SymbolEffectConfiguration.Kind)
        case visibility
        case content

        init(_ kind: SymbolEffectConfiguration.Kind) {
            switch kind {
            case .appear, .disappear: self = .visibility
            case .replace, .magicReplace, .automatic: self = .content
            default: self = .effect(kind)
            }
        }

        var name: String {
            switch self {
            case .effect(let kind): "\(kind)"
            case .visibility: "visibility"
            case .content: "content"
            }
        }
    }

    private unowned let view: UIImageView
    private(set) var running: [Slot: RunningSymbolEffect] = [:]

    init(view: UIImageView) {
        self.view = view
    }

    private var reduceMotion: Bool { UIAccessibility.isReduceMotionEnabled }

    /// Starts `effect`, replacing one of its slot (whose completion is told it did not finish); `animated` false
    /// puts a scale or a disappearance at its end at once.
    func add(_ effect: any SymbolEffect, options: SymbolEffectOptions, animated: Bool, sender: AnyObject?, completion: UISymbolEffectCompletion?) {
        let configuration = effect.configuration
        let slot = Slot(configuration.kind)
        let entry = RunningSymbolEffect(effect: effect, sender: sender, completion: completion)
        if let current = running[slot], current.holdsEnd, current.effect.configuration == configuration {
            entry.complete(finished: true)
            return
        }
        stop(slot)
        let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard var timeline = SymbolEffectTimeline(adding: configuration, options: options, size: view.bounds.size,
                                                  rightToLeft: isRightToLeft, reduceMotion: reduceMotion)
        else {
            entry.complete(finished: true)
            return
        }
        let isTransition = timeline.holdsEnd || configuration.kind == .appear
        if !animated, isTransition {
            guard timeline.holdsEnd else { return entry.complete(finished: true) }
            timeline.tracks = timeline.tracks.map { SymbolEffectTrack(property: $0.property, values: [$0.end, $0.end], keyTimes: [0, 1]) }
            entry.complete(finished: true)
        }
        entry.holdsEnd = timeline.holdsEnd
        start(entry, timeline, in: slot, phase: "")
    }

    /// Removes the effect of `effect`'s kind: a held scale or disappearance animates back (unless `animated` is
    /// false), any other stops where it is; the completion is told when the symbol is back at rest.
    func remove(kindOf effect: any SymbolEffect, options: SymbolEffectOptions, animated: Bool, sender: AnyObject?,
                completion: UISymbolEffectCompletion?) {
        let configuration = effect.configuration
        let slot = Slot(configuration.kind)
        let entry = RunningSymbolEffect(effect: effect, sender: sender, completion: completion)
        guard let current = running[slot], current.effect.configuration.kind == configuration.kind else {
            return entry.complete(finished: true)
        }
        let held = current.holdsEnd ? current.effect.configuration : nil
        stop(slot)
        guard animated, let held, let release = SymbolEffectTimeline.releasing(held, options: options, reduceMotion: reduceMotion) else {
            return entry.complete(finished: true)
        }
        start(entry, release, in: slot, phase: "")
    }

    /// Removes every effect, as `remove(kindOf:)` does one.
    func removeAll(options: SymbolEffectOptions, animated: Bool) {
        for entry in Array(running.values) {
            remove(kindOf: entry.effect, options: options, animated: animated, sender: nil, completion: nil)
        }
    }

    /// Replaces the symbol shown: `oldContents` (the old symbol) leaves as `effect` says, then the view's current
    /// image arrives.
    func transition(from oldContents: Any?, effect: any SymbolEffect, options: SymbolEffectOptions, sender: AnyObject?,
                    completion: UISymbolEffectCompletion?) {
        stop(.content)
        let entry = RunningSymbolEffect(effect: effect, sender: sender, completion: completion)
        let halves = SymbolEffectTimeline.replacing(effect.configuration, reduceMotion: reduceMotion)
        let arrive = { [weak self, weak entry] in
            guard let self, let entry else { return }
            self.view.updateContents()
            self.start(entry, halves.in.faster(options.speedMultiplier), in: .content, phase: "in.")
        }
        guard let leave = halves.out, let oldContents else { return arrive() }
        view.layer.contents = oldContents
        entry.next = arrive
        start(entry, leave.faster(options.speedMultiplier), in: .content, phase: "out.")
    }

    /// Stops the effect in `slot`: its animations removed, its completion told it did not finish.
    private func stop(_ slot: Slot) {
        guard let entry = running.removeValue(forKey: slot) else { return }
        entry.next = nil
        entry.onEnd = nil
        for key in entry.keys { view.layer.removeAnimation(forKey: key) }
        entry.complete(finished: false)
    }

    /// Adds `timeline`'s tracks to the view's layer as additive keyframe animations, the first one telling `entry`.
    private func start(_ entry: RunningSymbolEffect, _ timeline: SymbolEffectTimeline, in slot: Slot, phase: String) {
        running[slot] = entry
        entry.onEnd = { [weak self, weak entry] in
            guard let self, let entry, self.running[slot] === entry else { return }
            self.running[slot] = nil
        }
        let layer = view.layer
        let opacity = CGFloat(layer.opacity)
        entry.keys = timeline.tracks.enumerated().map { index, track in
            let animation = CAKeyframeAnimation(keyPath: track.property.rawValue)
            animation.values = track.values.map { track.property == .opacity ? $0 * opacity : $0 }
            animation.keyTimes = track.keyTimes.map { NSNumber(value: $0) }
            animation.duration = timeline.duration
            animation.repeatCount = timeline.plays
            animation.isAdditive = true
            if let timing = timeline.timing {
                animation.timingFunctions = Array(repeating: CAMediaTimingFunction(name: timing), count: max(1, track.values.count - 1))
            }
            if timeline.holdsEnd {
                animation.fillMode = .forwards
                animation.isRemovedOnCompletion = false
            }
            if index == 0 { animation.delegate = entry }
            let key = "symbolEffect.\(slot.name).\(phase)\(track.property.rawValue)"
            layer.add(animation, forKey: key)
            return key
        }
        if timeline.tracks.isEmpty { entry.animationDidStop(CAAnimation(), finished: true) }
    }
}
