import QuartzCore
import Symbols

/// Each effect's motion: the whole symbol scaled, moved, turned or faded.
extension SymbolEffectTimeline {
    private typealias T = SymbolEffectTimings
    private typealias Track = SymbolEffectTrack

    /// The timeline for adding `configuration` to a symbol `size` points large, repeated as `options` ask; with
    /// `reduceMotion`, bounces, wiggles, turns and breaths become fades and transitions lose their scale, as on iOS.
    /// Nil for content transitions (`replacing(_:reduceMotion:)`).
    init?(adding configuration: SymbolEffectConfiguration, options: SymbolEffectOptions, size: CGSize, rightToLeft: Bool = false,
          reduceMotion: Bool) {
        guard let motion = Self.motion(configuration, size: size, rightToLeft: rightToLeft, reduceMotion: reduceMotion) else { return nil }
        self = motion
        if !holdsEnd {
            plays = Self.plays(configuration.kind, options)
            self = pausing(options.repetition?.delay ?? 0)
        }
        self = faster(options.speedMultiplier)
    }

    /// How many times an effect plays: as the options ask, else until removed for the effects that repeat on their
    /// own (pulse, variable colour, rotate, breathe) and once for the others.
    static func plays(_ kind: SymbolEffectConfiguration.Kind, _ options: SymbolEffectOptions) -> Float {
        if options.playsOnce { return 1 }
        if let repetition = options.repetition { return repetition.count.map(Float.init) ?? .infinity }
        return [.pulse, .variableColor, .rotate, .breathe].contains(kind) ? .infinity : 1
    }

    /// The timeline that takes a held effect away again: a scale back to size, a disappearance back into view.
    static func releasing(_ configuration: SymbolEffectConfiguration, options: SymbolEffectOptions, reduceMotion: Bool) -> SymbolEffectTimeline? {
        switch configuration.kind {
        case .scale:
            let held = scaleAmount(configuration)
            return SymbolEffectTimeline(tracks: [Track(property: .scale, values: [held, 0], keyTimes: [0, 1])],
                                        duration: T.scale, timing: .easeInEaseOut).faster(options.speedMultiplier)
        case .disappear:
            var appear = configuration
            appear.kind = .appear
            appear.direction = configuration.direction == .up ? .down : .up
            return appearing(appear, reduceMotion: reduceMotion).faster(options.speedMultiplier)
        default:
            return nil
        }
    }

    /// The two halves of replacing a symbol: the old one leaving (nil when it goes at once) and the new one arriving.
    static func replacing(_ configuration: SymbolEffectConfiguration, reduceMotion: Bool) -> (out: SymbolEffectTimeline?, in: SymbolEffectTimeline) {
        let fadeOut = Track(property: .opacity, values: [0, -1], keyTimes: [0, 1])
        let fadeIn = Track(property: .opacity, values: [-1, 0], keyTimes: [0, 1])
        let grow = reduceMotion ? [] : [Track(property: .scale, values: [-0.5, 0], keyTimes: [0, 1])]
        let arriving = SymbolEffectTimeline(tracks: grow + [fadeIn], duration: T.replaceIn, timing: .easeOut)
        let leave: [Track]
        switch configuration.replaceStyle {
        case .offUp: return (nil, arriving)
        case .downUp: leave = [Track(property: .scale, values: [0, -0.5], keyTimes: [0, 1])]
        case .upUp: leave = [Track(property: .scale, values: [0, 0.3], keyTimes: [0, 1])]
        }
        let leaving = SymbolEffectTimeline(tracks: (reduceMotion ? [] : leave) + [fadeOut], duration: T.replaceOut, timing: .easeIn)
        return (leaving, arriving)
    }

    private static func motion(_ configuration: SymbolEffectConfiguration, size: CGSize, rightToLeft: Bool, reduceMotion: Bool) -> SymbolEffectTimeline? {
        switch configuration.kind {
        case .bounce:
            if reduceMotion { return fade(T.bounce) }
            let amount = configuration.direction == .down ? -T.bounceScale : T.bounceScale
            return SymbolEffectTimeline(tracks: [Track(property: .scale, values: [0, amount, -amount / 3, amount / 9, 0], keyTimes: [0, 0.3, 0.6, 0.8, 1])],
                                        duration: T.bounce)
        case .pulse:
            return SymbolEffectTimeline(tracks: [Track(property: .opacity, values: [0, -T.pulseDim, 0], keyTimes: [0, 0.5, 1])],
                                        duration: T.pulse, timing: .easeInEaseOut)
        case .variableColor:
            return variableColor(configuration)
        case .scale:
            return SymbolEffectTimeline(tracks: [Track(property: .scale, values: [0, scaleAmount(configuration)], keyTimes: [0, 1])],
                                        duration: T.scale, holdsEnd: true, timing: .easeInEaseOut)
        case .appear:
            return appearing(configuration, reduceMotion: reduceMotion)
        case .disappear:
            let scale = configuration.direction == .up ? 0.3 : -0.5 as CGFloat
            let shrink = reduceMotion ? [] : [Track(property: .scale, values: [0, scale], keyTimes: [0, 1])]
            return SymbolEffectTimeline(tracks: shrink + [Track(property: .opacity, values: [0, -1], keyTimes: [0, 1])],
                                        duration: T.transition, holdsEnd: true, timing: .easeIn)
        case .wiggle:
            return reduceMotion ? fade(T.wiggle) : wiggle(configuration, size: size, rightToLeft: rightToLeft)
        case .rotate:
            if reduceMotion { return fade(T.rotate) }
            let turn = configuration.direction == .counterClockwise ? -2 * CGFloat.pi : 2 * CGFloat.pi
            return SymbolEffectTimeline(tracks: [Track(property: .rotation, values: [0, turn], keyTimes: [0, 1])],
                                        duration: T.rotate, timing: .easeInEaseOut)
        case .breathe:
            let dim = Track(property: .opacity, values: [0, -T.breatheDim, 0], keyTimes: [0, 0.5, 1])
            let swell = Track(property: .scale, values: [0, T.breatheScale, 0], keyTimes: [0, 0.5, 1])
            let tracks = reduceMotion ? [dim] : configuration.breathePulses ? [swell, dim] : [swell]
            return SymbolEffectTimeline(tracks: tracks, duration: T.breathe, timing: .easeInEaseOut)
        case .replace, .magicReplace, .automatic:
            return nil
        }
    }

    /// What Reduce Motion plays instead of a motion: a fade and back over the same time.
    private static func fade(_ duration: Double) -> SymbolEffectTimeline {
        SymbolEffectTimeline(tracks: [Track(property: .opacity, values: [0, -T.reducedMotionDim, 0], keyTimes: [0, 0.5, 1])],
                             duration: duration, timing: .easeInEaseOut)
    }

    private static func scaleAmount(_ configuration: SymbolEffectConfiguration) -> CGFloat {
        configuration.direction == .down ? -T.scaleAmount : T.scaleAmount
    }

    /// Fading in while growing from half size (`up`, the default) or shrinking from larger (`down`).
    private static func appearing(_ configuration: SymbolEffectConfiguration, reduceMotion: Bool) -> SymbolEffectTimeline {
        let scale = configuration.direction == .down ? 0.3 : -0.5 as CGFloat
        let grow = reduceMotion ? [] : [Track(property: .scale, values: [scale, 0], keyTimes: [0, 1])]
        return SymbolEffectTimeline(tracks: grow + [Track(property: .opacity, values: [-1, 0], keyTimes: [0, 1])],
                                    duration: T.transition, timing: .easeOut)
    }
}
