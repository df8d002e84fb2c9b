import Foundation

/// Converting times between the layer tree's local time spaces, each `(t - beginTime) * speed + timeOffset` of its parent.
extension CALayer {
    /// `t`, given in `layer`'s time (global media time when nil), in this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromGlobal: layer.map { $0.globalTime(fromLocal: t) } ?? t)
    }

    /// `t`, given in this layer's time, in `layer`'s time (global media time when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return layer.map { $0.localTime(fromGlobal: global) } ?? global
    }

    /// The layers from the root down to this one.
    var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var current: CALayer? = self
        while let layer = current {
            chain.append(layer)
            current = layer.superlayer
        }
        return chain.reversed()
    }

    func localTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval {
        ancestry.reduce(t) { time, layer in layer.timingValues.localTime(fromParent: time) }
    }

    func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        ancestry.reversed().reduce(t) { time, layer in layer.timingValues.parentTime(fromLocal: time) }
    }
}
