import XCTest
import CCompositeKernels

/// The AVX2 spans, and the AVX-512 affine and translate spans where the processor has it, give the very bits of the SSE2 ones they
/// stand in for (the SSE2 spans match pixman, which `CompositeKernelTests` checks): the translate span for every kind
/// of weight (both axes, one, either entry point), and the affine span for lines through the source at any angle and
/// scale (magnifying, as a HiDPI display draws an image of scale 1, included); every width 1…40, replacing, blending
/// and faded.
final class WideSpanTests: XCTestCase {
    /// `draw` run on a copy of `background` with every width allowed, with AVX2 at most, and with SSE2 alone.
    private func allWays(_ background: [UInt32], _ draw: (UnsafeMutablePointer<UInt32>) -> Void) -> (widest: [UInt32], avx2: [UInt32], narrow: [UInt32]) {
        var images: [[UInt32]] = []
        for (wide, avx512) in [(Int32(1), Int32(1)), (1, 0), (0, 0)] {
            ck_allow_wide_kernels(wide)
            ck_allow_avx512_kernels(avx512)
            defer {
                ck_allow_wide_kernels(1)
                ck_allow_avx512_kernels(1)
            }
            var target = background
            target.withUnsafeMutableBufferPointer { draw($0.baseAddress!) }
            images.append(target)
        }
        return (images[0], images[1], images[2])
    }

    func testTranslateSpanIsTheSameWithAVX2ForEveryKindOfWeight() {
        var random = KernelRandom()
        let width = 48, rows = 4
        for index in 0..<1_200 {
            let source = (0..<(rows + 1) * (width + 1)).map { _ in random.pixel() }
            let background = (0..<rows * width).map { _ in random.pixel() }
            // Both weights, only across (wy 0), only down (wx 0).
            let kind = index % 3
            let wx = kind == 2 ? 0 : UInt32(1 + random.below(127)), wy = kind == 1 ? 0 : UInt32(1 + random.below(127))
            let count = 1 + index % 40, mask = random.mask(), asRect = index % 2 == 0
            let (widest, wide, narrow) = source.withUnsafeBufferPointer { words in
                allWays(background) { target in
                    if asRect {
                        ck_translate_bilinear_rect(words.baseAddress!, width + 1, target, width, Int32(rows), Int32(count), wx, wy, mask)
                    } else {
                        for y in 0..<rows {
                            ck_translate_bilinear_span(words.baseAddress! + y * (width + 1), words.baseAddress! + (y + 1) * (width + 1),
                                                       target + y * width, Int32(count), wx, wy, mask)
                        }
                    }
                }
            }
            XCTAssertEqual(wide, narrow, "case \(index): wx \(wx), wy \(wy), \(count) pixels, mask \(mask), rect \(asRect)")
            XCTAssertEqual(widest, narrow, "AVX-512, case \(index): wx \(wx), wy \(wy), \(count) pixels, mask \(mask), rect \(asRect)")
        }
    }

    /// Both weights non-zero, the AVX2 rectangle goes column by column of eight (AVX-512: sixteen, from sixteen pixels
    /// a row), each source row mixed across once for the two target rows under it, and a width that is not a multiple
    /// of the column ends in a column that stores only its new words: the same bits as the SSE2 span row by row, for
    /// any number of rows and any width.
    func testTranslateRectangleColumnByColumnIsTheSameForAnyRowsAndWidth() {
        var random = KernelRandom()
        let width = 80
        for index in 0..<600 {
            let rows = 1 + index % 37, count = 8 + random.below(73)
            let source = (0..<(rows + 1) * (width + 1)).map { _ in random.pixel() }
            let background = (0..<rows * width).map { _ in random.pixel() }
            let wx = UInt32(1 + random.below(127)), wy = UInt32(1 + random.below(127))
            let mask = [UInt32(255), CK_REPLACE, random.mask()][index % 3]
            let (widest, wide, narrow) = source.withUnsafeBufferPointer { words in
                allWays(background) { target in
                    ck_translate_bilinear_rect(words.baseAddress!, width + 1, target, width, Int32(rows), Int32(count), wx, wy, mask)
                }
            }
            XCTAssertEqual(wide, narrow, "case \(index): wx \(wx), wy \(wy), \(rows) rows of \(count) pixels, mask \(mask)")
            XCTAssertEqual(widest, narrow, "AVX-512, case \(index): wx \(wx), wy \(wy), \(rows) rows of \(count) pixels, mask \(mask)")
        }
    }

    /// A fill writes the word over exactly the rectangle, whatever its width and however its rows lie against the
    /// 64-byte lines the AVX-512 fill stores whole: every width 1…80 at every start 0…15 words, over a background.
    func testFillCoversExactlyItsRectangleAtAnyWidthAndAlignment() {
        var random = KernelRandom()
        let width = 112, rows = 3
        for count in 1...80 {
            for start in 0..<16 {
                let background = (0..<rows * width).map { _ in random.pixel() }
                let word = random.pixel()
                let (widest, wide, narrow) = allWays(background) { target in
                    ck_fill_rect(target + start, width, Int32(rows), Int32(count), word)
                }
                var expected = background
                for y in 0..<rows { for x in start..<start + count { expected[y * width + x] = word } }
                XCTAssertEqual(narrow, expected, "\(count) words from \(start)")
                XCTAssertEqual(wide, expected, "AVX2, \(count) words from \(start)")
                XCTAssertEqual(widest, expected, "AVX-512, \(count) words from \(start)")
            }
        }
    }

    func testAffineSpanIsTheSameWithAVX2AndAVX512AtAnyAngle() {
        var random = KernelRandom()
        let width = 40, height = 30
        for index in 0..<2_000 {
            let source = (0..<width * height).map { _ in random.pixel() }
            let background = (0..<40).map { _ in random.pixel() }
            let count = 1 + index % 40, mask = random.mask()
            // A line from one random position to another, all taps inside: 16.16, half a pixel already taken off.
            // Every fourth is magnified: at most half a source pixel a step, turned (a card on a HiDPI display).
            let limitU = (width - 1) << 16, limitV = (height - 1) << 16
            let u0 = random.below(limitU), v0 = random.below(limitV)
            let reach = index % 4 == 3 ? (1 << 15) * count : limitU + limitV
            let u1 = index % 10 == 0 ? u0 : min(random.below(limitU), u0 + reach), v1 = index % 7 == 0 ? v0 : min(random.below(limitV), v0 + reach)
            let steps = max(count - 1, 1)
            let du = Int32((u1 - u0) / steps), dv = Int32((v1 - v0) / steps)
            let (widest, wide, narrow) = source.withUnsafeBufferPointer { words in
                allWays(background) { target in
                    ck_affine_bilinear_span(words.baseAddress!, width, target, Int32(count), Int32(u0), Int32(v0), du, dv, mask)
                }
            }
            XCTAssertEqual(wide, narrow, "case \(index): from \(u0),\(v0) by \(du),\(dv), \(count) pixels, mask \(mask)")
            XCTAssertEqual(widest, narrow, "AVX-512, case \(index): from \(u0),\(v0) by \(du),\(dv), \(count) pixels, mask \(mask)")
        }
    }
}

private extension KernelRandom {
    /// A mask for the spans: replacing, blending, or faded.
    mutating func mask() -> UInt32 { [CK_REPLACE, 255, next() % 255][below(3)] }
}
