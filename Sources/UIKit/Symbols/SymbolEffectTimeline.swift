import QuartzCore

/// One animated part of a symbol effect: a layer property and the amounts added to it at fractions of one play.
struct SymbolEffectTrack: Equatable {
    /// The layer properties symbol effects move, each added to what the view's layer already shows.
    enum Property: String, CaseIterable {
        case scale = "transform.scale"
        case translationX = "transform.translation.x"
        case translationY = "transform.translation.y"
        case rotation = "transform.rotation.z"
        /// A fraction of the view's opacity (−1 hides it).
        case opacity
    }

    let property: Property
    /// The amounts added at `keyTimes` (a scale of 1.2 adds 0.2).
    let values: [CGFloat]
    /// Fractions of one play, non-decreasing; a repeated time makes a step.
    let keyTimes: [Double]

    /// The amount at `fraction` of a play, linear between keys: what the layer shows with no timing curve.
    func value(at fraction: Double) -> CGFloat {
        guard let first = keyTimes.first, fraction > first else { return values.first ?? 0 }
        for index in 1..<keyTimes.count where fraction <= keyTimes[index] {
            let span = keyTimes[index] - keyTimes[index - 1]
            guard span > 0 else { continue }
            let amount = (fraction - keyTimes[index - 1]) / span
            return values[index - 1] + (values[index] - values[index - 1]) * CGFloat(amount)
        }
        return values.last ?? 0
    }

    /// The amount the track ends at.
    var end: CGFloat { values.last ?? 0 }
}

/// A symbol effect worked out as values: its tracks, the seconds of one play, how many plays, and whether it holds
/// its end until removed (a scale, a disappearance).
struct SymbolEffectTimeline: Equatable {
    var tracks: [SymbolEffectTrack]
    var duration: Double
    /// Plays (`.infinity`: until removed).
    var plays: Float = 1
    var holdsEnd = false
    /// The curve of every segment; nil is linear.
    var timing: CAMediaTimingFunctionName?

    /// The track of `property`, if the effect moves it.
    func track(_ property: SymbolEffectTrack.Property) -> SymbolEffectTrack? {
        tracks.first { $0.property == property }
    }

    /// The same motion with `delay` seconds at rest after each play.
    func pausing(_ delay: Double) -> SymbolEffectTimeline {
        guard delay > 0 else { return self }
        var copy = self
        let share = duration / (duration + delay)
        copy.tracks = tracks.map {
            SymbolEffectTrack(property: $0.property, values: $0.values + [$0.end], keyTimes: $0.keyTimes.map { $0 * share } + [1])
        }
        copy.duration = duration + delay
        return copy
    }

    /// The same motion `speed` times faster.
    func faster(_ speed: Double) -> SymbolEffectTimeline {
        var copy = self
        copy.duration = duration / speed
        return copy
    }
}
