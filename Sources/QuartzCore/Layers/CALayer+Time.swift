import Foundation

/// Converting times between the layer tree's local time spaces. Each layer maps its superlayer's time by the
/// `CAMediaTiming` rules animations follow (`CAMediaTimingValues.layerTime(fromParent:)`): `(t - beginTime) * speed +
/// timeOffset`, then, when the layer has a duration, repetition, autoreversing and fill.
extension CALayer {
    /// `t`, given in `layer`'s time (global media time when nil), in this layer's time. Where a layer's fill mode
    /// shows nothing, the linear map `(t - beginTime) * speed + timeOffset` stands in for its time.
    func timeConverted(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromGlobal: layer.map { $0.globalTime(fromLocal: t) } ?? t)
    }

    /// `t`, given in this layer's time, in `layer`'s time (global media time when nil). A repeating layer's time
    /// comes back each cycle, so the way up gives the time within its first, forward cycle.
    func timeConverted(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return layer.map { $0.localTime(fromGlobal: global) } ?? global
    }

    /// The layers from the root down to this one (a mask's come through the layer it masks).
    var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var current: CALayer? = self
        while let layer = current {
            chain.append(layer)
            current = layer.superlayer ?? layer.maskHost
        }
        return chain.reversed()
    }

    /// This layer's time at global time `t`, or nil when this layer or an ancestor is outside its active interval
    /// and not filled: then the layer's animations (and its sublayers') do not apply.
    func activeLocalTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval? {
        timingChain.activeLocalTime(fromGlobal: t)
    }

    func localTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval {
        timingChain.localTime(fromGlobal: t)
    }

    func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        timingChain.globalTime(fromLocal: t)
    }
}
