import Symbols
@testable import UIKit
import XCTest

/// The effects and options as values: builder members make distinct equal-by-value effects, the options keep what
/// was asked, and how often each effect plays by itself.
final class SymbolEffectValueTests: XCTestCase {
    func testBuilderMembersMakeDistinctValues() {
        XCTAssertEqual(BounceSymbolEffect.bounce, .bounce)
        XCTAssertNotEqual(BounceSymbolEffect.bounce.up, .bounce.down)
        XCTAssertNotEqual(BounceSymbolEffect.bounce.byLayer, .bounce.wholeSymbol)
        XCTAssertNotEqual(VariableColorSymbolEffect.variableColor.iterative, .variableColor.cumulative)
        XCTAssertNotEqual(VariableColorSymbolEffect.variableColor.reversing, .variableColor.nonReversing)
        XCTAssertNotEqual(VariableColorSymbolEffect.variableColor.hideInactiveLayers, .variableColor.dimInactiveLayers)
        XCTAssertNotEqual(ReplaceSymbolEffect.replace.downUp, .replace.upUp)
        XCTAssertEqual(ReplaceSymbolEffect.offUp, .replace.offUp)
        XCTAssertNotEqual(WiggleSymbolEffect.wiggle.custom(angle: 30), .wiggle.custom(angle: 45))
        XCTAssertNotEqual(RotateSymbolEffect.rotate.clockwise, .rotate.counterClockwise)
        XCTAssertNotEqual(BreatheSymbolEffect.breathe.plain, .breathe.pulse)
        XCTAssertNotEqual(ScaleSymbolEffect.scale.up, .scale.down)
        XCTAssertNotEqual(AppearSymbolEffect.appear.up.configuration, DisappearSymbolEffect.disappear.up.configuration)
        let effects: [any SymbolEffect] = [PulseSymbolEffect.pulse, AutomaticSymbolEffect.automatic, ReplaceSymbolEffect.replace.magic(fallback: .replace)]
        XCTAssertEqual(effects.count, 3)
    }

    func testOptionsKeepWhatWasAsked() {
        XCTAssertEqual(SymbolEffectOptions.default.speedMultiplier, 1)
        XCTAssertNil(SymbolEffectOptions.default.repetition)
        XCTAssertEqual(SymbolEffectOptions.repeat(3).repetition?.count, 3)
        XCTAssertNil(SymbolEffectOptions.repeating.repetition?.count)
        XCTAssertTrue(SymbolEffectOptions.repeating.nonRepeating.playsOnce)
        XCTAssertEqual(SymbolEffectOptions.speed(2).repeat(2).speedMultiplier, 2)
        XCTAssertEqual(SymbolEffectOptions.speed(0).speedMultiplier, 1, "a speed of 0 is ignored")
        XCTAssertEqual(SymbolEffectOptions.repeat(.periodic(delay: 0.5)).repetition?.delay, 0.5)
        XCTAssertEqual(SymbolEffectOptions.repeat(.continuous).repetition?.isContinuous, true)
        XCTAssertNotEqual(SymbolEffectOptions.repeat(.periodic), .repeat(.continuous))
    }

    func testHowOftenEachEffectPlaysByItself() {
        XCTAssertEqual(SymbolEffectTimeline.plays(.bounce, .default), 1)
        XCTAssertEqual(SymbolEffectTimeline.plays(.wiggle, .default), 1)
        XCTAssertEqual(SymbolEffectTimeline.plays(.pulse, .default), .infinity)
        XCTAssertEqual(SymbolEffectTimeline.plays(.variableColor, .default), .infinity)
        XCTAssertEqual(SymbolEffectTimeline.plays(.pulse, .nonRepeating), 1)
        XCTAssertEqual(SymbolEffectTimeline.plays(.bounce, .repeating), .infinity)
        XCTAssertEqual(SymbolEffectTimeline.plays(.bounce, .repeat(4)), 4)
    }

    func testATrackIsLinearBetweenKeysAndStepsAtRepeatedTimes() {
        let track = SymbolEffectTrack(property: .opacity, values: [0, 1, 1, 2], keyTimes: [0, 0.5, 0.5, 1])
        XCTAssertEqual(track.value(at: 0.25), 0.5, accuracy: 1e-12)
        XCTAssertEqual(track.value(at: 0.75), 1.5, accuracy: 1e-12)
        XCTAssertEqual(track.value(at: 2), 2)
    }
}
