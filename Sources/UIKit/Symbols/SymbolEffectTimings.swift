import Foundation

/// The seconds and amounts of each symbol effect.
///
/// Difference from Apple: Apple publishes no timings for SF Symbol effects; these durations and amounts are chosen
/// to look alike (a bounce of half a second, a pulse a second long, a full turn a second).
enum SymbolEffectTimings {
    static let bounce = 0.5
    static let bounceScale: CGFloat = 0.18
    static let pulse = 1.0
    static let pulseDim: CGFloat = 0.65
    /// One layer's step of variable colour; a symbol here counts as `variableColorLayers` layers.
    static let variableColorStep = 0.2
    static let variableColorLayers = 3
    static let variableColorDim: CGFloat = 0.35
    static let scale = 0.3
    static let scaleAmount: CGFloat = 0.2
    static let transition = 0.3
    static let replaceOut = 0.15
    static let replaceIn = 0.25
    static let wiggle = 0.6
    static let wiggleDegrees = 12.0
    /// How far a wiggle moves, as a share of the symbol's width.
    static let wiggleShift: CGFloat = 0.125
    static let rotate = 1.0
    static let breathe = 2.0
    static let breatheScale: CGFloat = 0.12
    static let breatheDim: CGFloat = 0.4
    /// What Reduce Motion turns a motion into: a fade to this share of the opacity and back.
    static let reducedMotionDim: CGFloat = 0.5
}
