import Foundation

/// When an animation in a layer whose time (or an ancestor's) cycles starts or stops showing next.
extension CAAnimationEngine {
    /// The first global time after `time` at which the animation running from `begin` to `end`
    /// in the time of the layer whose chain is `layerChain` changes between not begun, running and ended (or its layer's time turns
    /// off or on). A cycling layer brings the interval back every cycle, so the one conversion a
    /// plain layer needs is not enough: the layer's time is sampled forward in steps of a quarter
    /// of the shortest cycle or animation, within an hour, and the change found by bisection.
    static func nextPhaseChange(in layerChain: TimingChain, begin: CFTimeInterval, end: CFTimeInterval,
                                after time: CFTimeInterval) -> CFTimeInterval? {
        let chain = layerChain.timings
        let slowness = chain.reduce(1.0) { $0 / max(abs(Double($1.speed)), 1e-9) }
        let lengths = chain.map(\.duration).filter { $0 > 0 && $0.isFinite } + [end - begin].filter { $0 > 0 && $0.isFinite }
        guard let shortest = lengths.min(), chain.allSatisfy({ $0.speed != 0 }) else { return nil }
        let step = max(shortest * slowness / 4, 1e-4)
        func phase(_ t: CFTimeInterval) -> Int {
            guard let local = layerChain.activeLocalTime(fromGlobal: t) else { return -1 }
            return local < begin ? 0 : local < end ? 1 : 2
        }
        let start = phase(time)
        var low = time
        let limit = time + min(3600, step * 20_000)
        while low < limit {
            var high = low + step
            guard phase(high) != start else {
                low = high
                continue
            }
            for _ in 0..<48 where high - low > 1e-9 {
                let middle = (low + high) / 2
                if phase(middle) == start { low = middle } else { high = middle }
            }
            return high
        }
        return nil
    }
}
