import QuartzCore
import Symbols

/// The effects whose motion depends on the symbol's layers or size: variable colour and wiggle.
extension SymbolEffectTimeline {
    private typealias T = SymbolEffectTimings
    private typealias Track = SymbolEffectTrack

    /// Variable colour on the whole symbol: the share of lit layers as opacity, rising a layer a step (cumulative,
    /// staying lit) or flashing once a layer (iterative), then back down when it reverses.
    ///
    /// Difference from Apple: the desktop's symbols are single drawings without layers, so the whole symbol shows
    /// how many of three layers are lit, rather than each layer lighting in its place.
    static func variableColor(_ configuration: SymbolEffectConfiguration) -> SymbolEffectTimeline {
        let layers = T.variableColorLayers
        let dim = configuration.hidesInactiveLayers ? 0 : T.variableColorDim
        let forward = Array(0...layers)
        let lit = configuration.reverses == true ? forward + forward.dropFirst().dropLast().reversed() : forward
        let steps = Double(lit.count)
        let inactive = dim - 1
        var values: [CGFloat] = []
        var times: [Double] = []
        for (index, count) in lit.enumerated() {
            let start = Double(index) / steps, end = Double(index + 1) / steps
            switch configuration.fill {
            case .cumulative:
                let level = inactive + (1 - dim) * CGFloat(count) / CGFloat(layers)
                values += [level, level]
                times += [start, end]
            case .iterative:
                values += [inactive, count == 0 ? inactive : 0, inactive]
                times += [start, (start + end) / 2, end]
            }
        }
        return SymbolEffectTimeline(tracks: [Track(property: .opacity, values: values, keyTimes: times)],
                                    duration: steps * T.variableColorStep)
    }

    /// A shake that moves out, across, and settles in smaller swings: a turn for `clockwise` and
    /// `counterClockwise`, else a shift along the direction (forward by default, which is right, or left right to
    /// left) of an eighth of the symbol's width.
    static func wiggle(_ configuration: SymbolEffectConfiguration, size: CGSize, rightToLeft: Bool) -> SymbolEffectTimeline {
        let swings: [CGFloat] = [0, 1, -1, 0.6, -0.3, 0]
        let times = swings.indices.map { Double($0) / Double(swings.count - 1) }
        let direction = configuration.direction ?? .forward
        let turn: CGFloat? = switch direction {
        case .clockwise: 1
        case .counterClockwise: -1
        default: nil
        }
        if let turn {
            let angle = turn * CGFloat(T.wiggleDegrees * .pi / 180)
            return SymbolEffectTimeline(tracks: [Track(property: .rotation, values: swings.map { $0 * angle }, keyTimes: times)],
                                        duration: T.wiggle)
        }
        let reading: CGFloat = rightToLeft ? -1 : 1
        let (dx, dy): (CGFloat, CGFloat) = switch direction {
        case .up: (0, -1)
        case .down: (0, 1)
        case .left: (-1, 0)
        case .right: (1, 0)
        case .backward: (-reading, 0)
        case .angle(let degrees): (CGFloat(cos(degrees * .pi / 180)), CGFloat(sin(degrees * .pi / 180)))
        default: (reading, 0)
        }
        let shift = T.wiggleShift * size.width
        var tracks: [Track] = []
        if abs(dx) > 1e-9 { tracks.append(Track(property: .translationX, values: swings.map { $0 * dx * shift }, keyTimes: times)) }
        if abs(dy) > 1e-9 { tracks.append(Track(property: .translationY, values: swings.map { $0 * dy * shift }, keyTimes: times)) }
        return SymbolEffectTimeline(tracks: tracks, duration: T.wiggle)
    }
}
