import Foundation

/// The timing of a layer and of the layers above it, root first, as values: the time arithmetic of a layer's chain
/// done without walking or reading layers again (the animation engine builds each chain once per pass).
struct TimingChain: Sendable, Equatable {
    /// Each layer's timing, from the root down to the layer.
    var timings: [CAMediaTimingValues]

    /// The layer's time at global time `t`; where a layer's fill mode shows nothing, the linear map stands in.
    func localTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval {
        timings.reduce(t) { time, timing in timing.layerTime(fromParent: time) ?? timing.localTime(fromParent: time) }
    }

    /// The layer's time at global time `t`, or nil when it or an ancestor is outside its active interval, unfilled.
    func activeLocalTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval? {
        timings.reduce(t as CFTimeInterval?) { time, timing in time.flatMap(timing.layerTime(fromParent:)) }
    }

    /// The global time of layer time `t`, in the first, forward cycle of repeating layers.
    func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        timings.reversed().reduce(t) { time, timing in timing.parentTime(fromLocal: time) }
    }

    /// Whether a layer of the chain repeats or autoreverses, so its time comes back to earlier values.
    var comesBack: Bool { timings.contains(where: \.comesBack) }

    /// Whether a layer of the chain has a finite duration, so its time cycles or ends.
    var cycles: Bool { timings.contains { $0.duration > 0 && $0.duration.isFinite } }
}

extension CALayer {
    /// This layer's timing chain, read from the layers now.
    var timingChain: TimingChain { TimingChain(timings: ancestry.map(\.timingValues)) }
}

/// The timing chains of many layers, each layer's timing read once: siblings share what is above them. Valid while
/// no layer's timing or place in the tree changes (one pass of the animation engine).
@MainActor
struct TimingChainCache {
    private var chains: [ObjectIdentifier: TimingChain] = [:]
    private var lags: [ObjectIdentifier: CFTimeInterval] = [:]

    /// `layer`'s timing chain (a mask's comes through the layer it masks).
    mutating func chain(of layer: CALayer) -> TimingChain {
        let key = ObjectIdentifier(layer)
        if let chain = chains[key] { return chain }
        var chain = (layer.superlayer ?? layer.maskHost).map { self.chain(of: $0) } ?? TimingChain(timings: [])
        chain.timings.append(layer.timingValues)
        chains[key] = chain
        return chain
    }

    /// `layer.replicatorLag`, from its superlayer's.
    mutating func replicatorLag(of layer: CALayer) -> CFTimeInterval {
        let key = ObjectIdentifier(layer)
        if let lag = lags[key] { return lag }
        let lag = layer.superlayer.map { replicatorLag(of: $0) + (($0 as? CAReplicatorLayer)?.lastInstanceLag ?? 0) } ?? 0
        lags[key] = lag
        return lag
    }
}
