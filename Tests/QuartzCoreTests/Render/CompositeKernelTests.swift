import Foundation
import XCTest
@testable import QuartzCore
import CCompositeKernels
import TestSupport

/// The own kernels against pixman's output (the reference they replace) on random maps,
/// opacities, clips and sizes, within ±2 per channel; and the maps nothing must be drawn for.
final class CompositeKernelTests: XCTestCase {
    private typealias Random = SplitMix

    private let targetWidth = 320, targetHeight = 240

    /// A surface of random premultiplied pixels; `opaque` makes every alpha 255.
    private func randomSurface(width: Int, height: Int, opaque: Bool, random: inout Random) -> PixelSurface {
        let surface = PixelSurface(width: width, height: height)!
        for y in 0..<height {
            let row = (surface.pixels + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let a = opaque ? 255 : UInt32(random.int(0, 255))
                let r = UInt32(random.int(0, Int(a))), g = UInt32(random.int(0, Int(a))), b = UInt32(random.int(0, Int(a)))
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        surface.isKnownOpaque = opaque
        return surface
    }

    private func copy(_ surface: PixelSurface) -> PixelSurface {
        let result = PixelSurface(width: surface.width, height: surface.height)!
        memcpy(result.pixels, surface.pixels, surface.stride * surface.height)
        return result
    }

    /// The largest difference of one channel between two surfaces of equal size, and where.
    private func largestDifference(
        _ a: PixelSurface, _ b: PixelSurface, where counts: (Int, Int) -> Bool = { _, _ in true }
    ) -> (difference: Int, x: Int, y: Int) {
        var worst = (difference: 0, x: 0, y: 0)
        for y in 0..<a.height {
            for x in 0..<a.width where counts(x, y) {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                guard p != q else { continue }
                for shift in stride(from: 0, to: 32, by: 8) {
                    let d = abs(Int((p >> UInt32(shift)) & 0xff) - Int((q >> UInt32(shift)) & 0xff))
                    if d > worst.difference { worst = (d, x, y) }
                }
            }
        }
        return worst
    }

    /// Draws one case with both kernels over the same random background and compares.
    private func compare(
        source: PixelSurface, map: Homography, opacity: Float, clip: DamageRect, random: inout Random,
        reference draw: ((PixelSurface, DamageRect) -> Void)? = nil, where counts: (Int, Int) -> Bool = { _, _ in true },
        tolerance: Int = 2, _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let background = randomSurface(width: targetWidth, height: targetHeight, opaque: random.unit() < 0.5, random: &random)
        let own = copy(background), reference = copy(background)
        CompositeKernel.draw(source, through: map, opacity: opacity, clip: clip, into: own)
        let area = clip.intersection(reference.bounds)
        if !area.isEmpty {
            if let draw {
                draw(reference, area)
            } else {
                PixmanKernel.draw(source, through: map, transformClass: map.transformClass, opacity: opacity, area: area, into: reference)
            }
        }
        let worst = largestDifference(own, reference, where: counts)
        XCTAssertLessThanOrEqual(
            worst.difference, tolerance,
            "\(label): source \(source.width)×\(source.height), opacity \(opacity), clip \(clip), map \(map), worst at \(worst.x),\(worst.y)",
            file: file, line: line)
    }

    private func randomSource(_ random: inout Random) -> PixelSurface {
        let tiny = random.unit() < 0.15
        let width = tiny ? random.int(1, 3) : random.int(1, 300), height = tiny ? random.int(1, 3) : random.int(1, 200)
        return randomSurface(width: width, height: height, opaque: random.unit() < 0.4, random: &random)
    }

    private func randomOpacity(_ random: inout Random) -> Float {
        random.unit() < 0.3 ? 1 : Float(random.range(0.02, 1))
    }

    /// The whole target half the time, else a random rectangle that may cut the layer.
    private func randomClip(_ random: inout Random) -> DamageRect {
        guard random.unit() < 0.5 else { return DamageRect(x: 0, y: 0, width: targetWidth, height: targetHeight) }
        let x = random.int(-20, targetWidth - 1), y = random.int(-20, targetHeight - 1)
        return DamageRect(x: x, y: y, width: random.int(1, targetWidth), height: random.int(1, targetHeight))
    }

    /// With AVX2 and with SSE2 alone.
    func testWholePixelBlendMatchesPixmanExactly() {
        var random = Random(seed: 7)
        for wide in [Int32(1), 0] {
            ck_allow_wide_kernels(wide)
            defer { ck_allow_wide_kernels(1) }
            for index in 0..<40 {
                let source = randomSource(&random)
                source.isKnownOpaque = false
                let map = Homography.translation(x: Double(random.int(-40, 300)), y: Double(random.int(-40, 220)))
                compare(source: source, map: map, opacity: randomOpacity(&random), clip: randomClip(&random), random: &random,
                        tolerance: 0, "whole-pixel move #\(index), wide \(wide)")
            }
        }
    }

    /// Every row width up to five steps of eight, so each short-row and overlapping-tail path of
    /// the OVER kernel is met, at full opacity and faded, with AVX2 and with SSE2 alone.
    func testWholePixelBlendOfEveryNarrowWidthMatchesPixmanExactly() {
        var random = Random(seed: 11)
        for wide in [Int32(1), 0] {
            ck_allow_wide_kernels(wide)
            defer { ck_allow_wide_kernels(1) }
            for width in 1...40 {
                let source = randomSurface(width: width, height: 3, opaque: false, random: &random)
                for opacity in [Float(1), 0.6] {
                    compare(source: source, map: .translation(x: 5, y: 7), opacity: opacity, clip: DamageRect(x: 0, y: 0, width: targetWidth, height: targetHeight),
                            random: &random, tolerance: 0, "width \(width), opacity \(opacity), wide \(wide)")
                }
            }
        }
    }

    func testFractionalTranslationMatchesPixman() {
        var random = Random(seed: 1)
        for index in 0..<60 {
            let source = randomSource(&random)
            let map = Homography.translation(x: random.range(-40, 300), y: random.range(-40, 220))
            compare(source: source, map: map, opacity: randomOpacity(&random), clip: randomClip(&random), random: &random, "translation #\(index)")
        }
    }

    /// Moves by a fraction of a pixel along one axis only (whole along the other), which the AVX2
    /// span mixes from two taps, not four.
    func testOneAxisFractionalMovesMatchPixman() {
        var random = Random(seed: 11)
        for index in 0..<40 {
            let source = randomSource(&random)
            let fraction = random.range(0.01, 0.99), whole = Double(random.int(-30, 200))
            let map = index % 2 == 0 ? Homography.translation(x: whole + fraction, y: Double(random.int(-30, 200)))
                : Homography.translation(x: whole, y: Double(random.int(-30, 200)) + fraction)
            compare(source: source, map: map, opacity: randomOpacity(&random), clip: randomClip(&random), random: &random, "one-axis move #\(index)")
        }
    }

    func testAxisAlignedScaleMatchesPixman() {
        var random = Random(seed: 2)
        for index in 0..<40 {
            let source = randomSource(&random)
            let map = Homography.scale(x: random.range(0.3, 3), y: random.range(0.3, 3))
                .concatenating(.translation(x: random.range(-40, 250), y: random.range(-40, 180)))
            compare(source: source, map: map, opacity: randomOpacity(&random), clip: randomClip(&random), random: &random, "scale #\(index)")
        }
    }

    func testRotationAndShearMatchPixman() {
        var random = Random(seed: 3)
        for index in 0..<60 {
            let source = randomSource(&random)
            let angle = random.range(-.pi, .pi), c = cos(angle), s = sin(angle)
            let scale = random.range(0.5, 2), shear = random.unit() < 0.3 ? random.range(-0.5, 0.5) : 0
            let map = Homography(SIMD3(c * scale, s * scale, 0), SIMD3(-s * scale + shear, c * scale, 0), SIMD3(0, 0, 1))
                .concatenating(.translation(x: random.range(0, 320), y: random.range(0, 240)))
            compare(source: source, map: map, opacity: randomOpacity(&random), clip: randomClip(&random), random: &random, "affine #\(index)")
        }
    }

    /// Random perspective maps (a turn about the source's vertical centre line under a random
    /// depth, placed on the target) that keep the whole target in front of the eye, and whose
    /// inverse pixman holds exactly in 16.16, so both kernels sample the same positions.
    private func randomPerspective(for source: PixelSurface, random: inout Random) -> (map: Homography, inverse: Homography)? {
        let angle = random.range(-1.1, 1.1), c = cos(angle), s = sin(angle), depth = -1 / random.range(300, 1200)
        let turn = Homography(SIMD3(c, 0, -s * depth), SIMD3(0, 1, 0), SIMD3(0, 0, 1))
        let wanted = Homography.translation(x: -Double(source.width) / 2, y: -Double(source.height) / 2).concatenating(turn)
            .concatenating(.translation(x: random.range(40, 280), y: random.range(40, 200)))
        guard let inverse = wanted.inverted(), abs(inverse.r2.z) > 1e-9 else { return nil }
        func quantized(_ v: SIMD3<Double>) -> SIMD3<Double> { (v / inverse.r2.z * 65536).rounded(.toNearestOrEven) / 65536 }
        let exact = Homography(quantized(inverse.r0), quantized(inverse.r1), quantized(inverse.r2))
        let corners = [(0.0, 0.0), (Double(targetWidth), 0.0), (0.0, Double(targetHeight)), (Double(targetWidth), Double(targetHeight))]
        guard corners.allSatisfy({ exact.applyHomogeneous($0.0, $0.1).z > 0.05 }), let map = exact.inverted() else { return nil }
        return (map, exact)
    }

    /// The source position (half-pixel shifted, as the kernels sample) of target pixel (x, y).
    private func sourcePosition(_ inverse: Homography, _ x: Int, _ y: Int) -> (u: Double, v: Double) {
        let p = inverse.applyHomogeneous(Double(x) + 0.5, Double(y) + 0.5)
        return (p.x / p.z - 0.5, p.y / p.z - 0.5)
    }

    /// Inside the source pixman's projective path agrees with the own kernel, within one more
    /// level: it divides rounded 16.16 coordinates, so on noise (neighbours 255 apart) a weight
    /// can land one 7-bit step away. At the edges it does not soften (it drops taps left of or
    /// above the source), so they are compared with exact sampling below.
    func testPerspectiveMatchesPixmanInsideTheSource() {
        var random = Random(seed: 4)
        var tested = 0
        while tested < 40 {
            let source = randomSource(&random)
            guard let (map, inverse) = randomPerspective(for: source, random: &random) else { continue }
            tested += 1
            let w = Double(source.width), h = Double(source.height)
            compare(source: source, map: map, opacity: randomOpacity(&random), clip: randomClip(&random), random: &random, where: { x, y in
                let (u, v) = self.sourcePosition(inverse, x, y)
                return u > 0.02 && u < w - 1.02 && v > 0.02 && v < h - 1.02
            }, tolerance: 3, "projective #\(tested)")
        }
    }

    /// Everywhere, soft edges included, the own kernel matches bilinear sampling at the exact
    /// (double-precision) position of every pixel, one pixel at a time through the checked
    /// sampler (which the affine tests hold to pixman).
    func testPerspectiveMatchesExactSampling() {
        var random = Random(seed: 7)
        var tested = 0
        while tested < 40 {
            let source = randomSource(&random)
            guard let (map, inverse) = randomPerspective(for: source, random: &random) else { continue }
            tested += 1
            let opacity = randomOpacity(&random)
            let sampler = BilinearSource(source, mask: PixmanKernel.maskAlpha(opacity))
            let exact = { (target: PixelSurface, area: DamageRect) in
                for y in area.y..<area.maxY {
                    let row = (target.pixels + y * target.stride).assumingMemoryBound(to: UInt32.self)
                    for x in area.x..<area.maxX {
                        let (u, v) = self.sourcePosition(inverse, x, y)
                        guard abs(u) < 1e6, abs(v) < 1e6 else { continue }
                        sampler.blendChecked(
                            u: Int64((u * 65536).rounded(.down)), v: Int64((v * 65536).rounded(.down)), du: 0, dv: 0,
                            mask: PixmanKernel.maskAlpha(opacity), into: row + x, count: 1)
                    }
                }
            }
            compare(source: source, map: map, opacity: opacity, clip: randomClip(&random), random: &random, reference: exact,
                    "projective (exact) #\(tested)")
        }
    }

    func testNothingIsDrawnOutsideTheClipOrForDegenerateInput() {
        var random = Random(seed: 5)
        let source = randomSurface(width: 64, height: 48, opaque: false, random: &random)
        let background = randomSurface(width: targetWidth, height: targetHeight, opaque: true, random: &random)
        let rotation = Homography(SIMD3(0.8, 0.6, 0), SIMD3(-0.6, 0.8, 0), SIMD3(100, 100, 1))
        let cases: [(String, Homography, Float, DamageRect)] = [
            ("mapped outside the clip", rotation.concatenating(.translation(x: 500, y: 0)), 1, background.bounds),
            ("clip beside the layer", rotation, 1, DamageRect(x: 0, y: 0, width: 40, height: 40)),
            ("zero opacity", rotation, 0, background.bounds),
            ("NaN entry", Homography(SIMD3(.nan, 0, 0), SIMD3(0, 1, 0), SIMD3(3.5, 2, 1)), 1, background.bounds),
            ("infinite entry", Homography(SIMD3(1, 0, 0), SIMD3(0, .infinity, 0), SIMD3(3.5, 2, 1)), 1, background.bounds),
            ("singular", Homography.scale(x: 0, y: 1), 1, background.bounds),
            ("perspective behind the eye", Homography(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, -1)), 1, background.bounds),
            ("empty clip", rotation, 1, DamageRect(x: 10, y: 10, width: 0, height: 5)),
        ]
        for (label, map, opacity, clip) in cases {
            let target = copy(background)
            CompositeKernel.draw(source, through: map, opacity: opacity, clip: clip, into: target)
            XCTAssertEqual(largestDifference(target, background).difference, 0, label)
        }
    }

    func testClippedDrawingTouchesOnlyTheClip() {
        var random = Random(seed: 6)
        let source = randomSurface(width: 200, height: 150, opaque: true, random: &random)
        let background = randomSurface(width: targetWidth, height: targetHeight, opaque: true, random: &random)
        let clip = DamageRect(x: 90, y: 70, width: 60, height: 50)
        let maps = [
            Homography.translation(x: 40.3, y: 30.7),
            Homography(SIMD3(0.8, 0.6, 0), SIMD3(-0.6, 0.8, 0), SIMD3(150, 20, 1)),
            Homography(SIMD3(1, 0, 0.0008), SIMD3(0, 1, 0), SIMD3(40, 40, 1)),
        ]
        for map in maps {
            let target = copy(background)
            CompositeKernel.draw(source, through: map, opacity: 0.7, clip: clip, into: target)
            for y in 0..<targetHeight {
                for x in 0..<targetWidth where !clip.contains(DamageRect(x: x, y: y, width: 1, height: 1)) {
                    XCTAssertEqual(target.pixel(x: x, y: y), background.pixel(x: x, y: y), "\(map) at \(x),\(y)")
                    if target.pixel(x: x, y: y) != background.pixel(x: x, y: y) { return }
                }
            }
            XCTAssertGreaterThan(largestDifference(target, background).difference, 0, "\(map) drew inside the clip")
        }
    }
}

/// The fast paths of the fractional-move kernel give the very bits of the plain one: the AVX2
/// span those of the SSE2 one, a source drawn from its transparently bordered copy those of the
/// source itself.
final class WideKernelTests: XCTestCase {
    private func source() throws -> PixelSurface {
        let source = try XCTUnwrap(PixelSurface(width: 67, height: 41))
        for y in 0..<source.height {
            for x in 0..<source.width {
                let a = UInt32((x * 37 + y * 11) % 256), c = a * UInt32((x + y) % 7) / 6
                (source.pixels + y * source.stride).assumingMemoryBound(to: UInt32.self)[x] = a << 24 | c << 16 | (a - c) << 8 | c / 2
            }
        }
        return source
    }

    private func pixels(_ target: PixelSurface) -> [UInt32] {
        (0..<target.height * target.width).map { target.pixel(x: $0 % target.width, y: $0 / target.width) }
    }

    private func background() throws -> PixelSurface {
        let target = try XCTUnwrap(PixelSurface(width: 120, height: 80))
        target.fill(target.bounds, with: PremultipliedColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.9))
        return target
    }

    func testBorderedSourceDrawsTheSameBits() throws {
        let source = try source()
        let bordered = try XCTUnwrap(source.withTransparentBorder())
        XCTAssertTrue(bordered.hasTransparentBorder)
        for (x, y) in [(10.3, 7.71), (-20.6, -3.2), (70.01, 50.99)] {
            for clip in [DamageRect(x: 0, y: 0, width: 120, height: 80), DamageRect(x: 12, y: 9, width: 30, height: 20)] {
                let map = Homography.translation(x: x, y: y)
                XCTAssertTrue(TranslateKernel.wantsBorder(source, through: map))
                let plain = try background(), fast = try background()
                CompositeKernel.draw(source, through: map, opacity: 0.8, clip: clip, into: plain)
                CompositeKernel.draw(bordered, through: Homography.translation(x: -1, y: -1).concatenating(map), opacity: 0.8, clip: clip, into: fast)
                XCTAssertTrue(pixels(plain) == pixels(fast), "at \(x), \(y) in \(clip)")
            }
        }
    }

    /// A fractional move prepared once a frame (`TranslateStep`) and drawn band piece by band piece gives the bits
    /// of the general kernel drawing each piece through the map; it is found only for translations it draws.
    func testPreparedTranslateStepDrawsTheSameBits() throws {
        let source = try source()
        for opaque in [false, true] {
            source.isKnownOpaque = opaque
            let bordered = try XCTUnwrap(source.withTransparentBorder())
            for (x, y, opacity) in [(10.3, 7.71, Float(1)), (-20.6, -3.2, 0.55), (70.01, 50.99, 1), (33.5, 12, 0.8), (4, 9.25, 1)] {
                let map = Homography.translation(x: -1, y: -1).concatenating(.translation(x: x, y: y))
                let step = try XCTUnwrap(TranslateStep(bordered, through: map, opacity: opacity), "at \(x), \(y)")
                let general = try background(), prepared = try background()
                for band in stride(from: -8, to: 90, by: 32) {
                    for clip in [DamageRect(x: -5, y: band, width: 130, height: 32), DamageRect(x: 17, y: band + 3, width: 41, height: 9)] {
                        CompositeKernel.draw(bordered, through: map, opacity: opacity, clip: clip, into: general)
                        step.draw(in: clip.intersection(prepared.bounds), into: prepared)
                    }
                }
                XCTAssertTrue(pixels(general) == pixels(prepared), "at \(x), \(y), opacity \(opacity), opaque \(opaque)")
            }
            XCTAssertNil(TranslateStep(bordered, through: .translation(x: 3, y: 4), opacity: 1), "a whole-pixel move")
            XCTAssertNil(TranslateStep(bordered, through: .scale(x: 1.5, y: 1).concatenating(.translation(x: 0.5, y: 0)), opacity: 1), "a scale")
            XCTAssertNil(TranslateStep(bordered, through: .translation(x: 3.5, y: 4), opacity: 0), "nothing shows")
            XCTAssertNil(TranslateStep(source, through: .translation(x: 3.5, y: 4), opacity: 1), "a source without a border")
        }
    }

    func testWideTranslateSpanMatchesTheNarrowOne() throws {
        let source = try source()
        for (index, opacity) in [Float(1), 0.6].enumerated() {
            for opaque in [false, true] {
                source.isKnownOpaque = opaque
                var images: [[UInt32]] = []
                for wide in [Int32(1), 0] {
                    ck_allow_wide_kernels(wide)
                    defer { ck_allow_wide_kernels(1) }
                    let target = try background()
                    CompositeKernel.draw(source, through: .translation(x: 10.3 + Double(index), y: 7.71), opacity: opacity,
                                         clip: target.bounds, into: target)
                    images.append(pixels(target))
                }
                XCTAssertTrue(images[0] == images[1], "opacity \(opacity), opaque \(opaque)")
            }
        }
    }
}
