import Foundation

/// The animation life cycle the render side drives once per frame: it starts and ends animations at exact media
/// times, delivers delegate calls and transaction completions on the main actor, then drops finished animations.
///
/// Difference from Apple: not in Core Animation, whose render server does this privately; the host calls it once per
/// frame.
@MainActor
public enum CAAnimationEngine {
    /// The current context's animation bookkeeping.
    private static var state: AnimationEngineState { CAContext.current.animationEngine }

    static func layerDidAddAnimation(_ layer: CALayer, _ animation: CAAnimation) {
        let state = Self.state
        let handle = layer.objectHandle
        let reference = state.layers.first { $0.handle === handle } ?? {
            let reference = AnimationEngineState.WeakLayer(layer)
            state.layers.append(reference)
            return reference
        }()
        reference.unfinished.append(animation)
    }

    static func entryWasRemoved(_ entry: CALayerAnimationEntry) {
        if !entry.didFinish {
            Log.animation.debug("stop \"\(entry.key)\" (removed before its end)")
            state.removedEarly.append(entry.animation)
            forget(entry.animation)
        }
    }

    /// Stops tracking an animation that ended.
    private static func forget(_ animation: CAAnimation) {
        for reference in state.layers {
            reference.unfinished.removeAll { $0 === animation }
        }
    }

    /// Advances every animation of the current context to `time` (its media time by default): starts, stops with
    /// `finished` true, stops of removed animations with `finished` false, completion blocks, removal of finished
    /// animations that are `isRemovedOnCompletion`, then the context's timers that are due. Returns whether any started animation still changes with time
    /// (paused ones do not; a kept finished one does again when a repeating or autoreversing layer takes its time
    /// back), so the render side asks for another frame only then; `nextEventTime` says when to wake up next.
    @discardableResult
    public static func update(atMediaTime time: CFTimeInterval = CACurrentMediaTime()) -> Bool {
        var started: [CAAnimation] = []
        var finished: [(CALayer, CALayerAnimationEntry)] = []
        var running = false
        let state = Self.state
        for reference in state.layers where reference.layer == nil {
            state.removedEarly += reference.unfinished
            reference.unfinished.removeAll()
        }
        state.layers.removeAll { $0.layer?.animationEntries.isEmpty ?? true }
        // Each layer's timing chain is read once for the pass (siblings share their ancestors'), so a pass over
        // many animated layers costs arithmetic, not walks up the tree.
        var chains = TimingChainCache()
        for reference in state.layers {
            guard let layer = reference.layer else { continue }
            let chain = chains.chain(of: layer)
            let layerTime = chain.localTime(fromGlobal: time)
            // Replicated copies run behind: the animation ends when the last copy's does.
            let lag = chains.replicatorLag(of: layer)
            // Paused layers, and layers held by a fill, keep their time; two probes, since a repeating or
            // autoreversing layer comes back to the same time at some later instants.
            let layerTimeAdvances = chain.localTime(fromGlobal: time + 1e-3) != layerTime || chain.localTime(fromGlobal: time + 1) != layerTime
            for entry in layer.animationEntries where !entry.didFinish {
                let animation = entry.animation
                if !entry.didStart, layerTime >= animation.beginTime {
                    entry.didStart = true
                    started.append(animation)
                    Log.animation.debug("start \"\(entry.key)\": \(type(of: animation)) on \(type(of: layer))")
                }
                if entry.didStart, layerTime - lag >= animation.activeEndTime {
                    entry.didFinish = true
                    Log.animation.debug("stop \"\(entry.key)\" (finished)")
                    finished.append((layer, entry))
                    reference.unfinished.removeAll { $0 === animation }
                } else if entry.didStart, layerTimeAdvances, animation.speed != 0 {
                    running = true
                }
            }
            guard layerTimeAdvances, layer.animationEntries.contains(where: \.didFinish) else { continue }
            let timeComesBack = chain.comesBack && chain.activeLocalTime(fromGlobal: time) != nil
            if layer.animationEntries.contains(where: { $0.didFinish && (timeComesBack || layerTime < $0.animation.activeEndTime) }) {
                running = true
            }
        }
        let stoppedEarly = state.removedEarly
        state.removedEarly.removeAll()
        for animation in started {
            animation.delegate?.animationDidStart(animation)
        }
        for animation in stoppedEarly {
            animation.delegate?.animationDidStop(animation, finished: false)
            CATransaction.animationDidEnd(animation)
        }
        for (_, entry) in finished {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
            CATransaction.animationDidEnd(entry.animation)
        }
        CATransaction.runDueCompletions()
        for (layer, entry) in finished where entry.animation.isRemovedOnCompletion {
            layer.animationEntries.removeAll { $0 === entry }
        }
        CAContext.current.timers.fireDue(at: time)
        return running
    }

    /// The earliest media time after `time` at which an animation of the current context starts or ends, or one of
    /// its timers is due (`CAContext.schedule(at:_:)`, run by `update(atMediaTime:)`), for scheduling the next frame.
    public static func nextEventTime(after time: CFTimeInterval = CACurrentMediaTime()) -> CFTimeInterval? {
        var next = CAContext.current.timers.nextTime(after: time)
        var chains = TimingChainCache()
        for reference in state.layers {
            guard let layer = reference.layer, layer.animationEntries.contains(where: { !$0.didFinish }) else { continue }
            let chain = chains.chain(of: layer)
            let cycles = chain.cycles
            let lag = chains.replicatorLag(of: layer)
            for entry in layer.animationEntries where !entry.didFinish {
                let begin = entry.animation.beginTime, end = entry.animation.activeEndTime + lag
                if cycles {
                    if let global = nextPhaseChange(in: chain, begin: begin, end: end, after: time), global < (next ?? .infinity) {
                        next = global
                    }
                    continue
                }
                for local in [begin, end] where local.isFinite {
                    let global = chain.globalTime(fromLocal: local)
                    if global > time, global < (next ?? .infinity) { next = global }
                }
            }
        }
        return next
    }
}
