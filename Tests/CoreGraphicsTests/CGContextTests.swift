import CoreGraphics
import TestSupport
import XCTest

final class CGContextTests: XCTestCase {
    func testFillRectHitsExactPixelsWithOriginTopLeft() {
        let context = makeContext(8, 8)
        context.setFillColor(.testRed)
        context.fill(CGRect(x: 2, y: 1, width: 3, height: 2))
        let image = context.makeImage()!
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (2..<5).contains(x) && (1..<3).contains(y)
                XCTAssertEqual(hex(image.pixel(x: x, y: y)), hex(inside ? ARGB.red : ARGB.clear), "(\(x), \(y))")
            }
        }
    }

    func testFillRulesOnNestedSquares() {
        for (rule, centre) in [(CGPathFillRule.winding, ARGB.blue), (.evenOdd, ARGB.clear)] {
            let context = makeContext(10, 10)
            context.setFillColor(.testBlue)
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
            context.fillPath(using: rule)
            XCTAssertTrue(context.isPathEmpty, "filling consumes the path")
            let image = context.makeImage()!
            XCTAssertEqual(hex(image.pixel(x: 5, y: 5)), hex(centre), "\(rule)")
            XCTAssertEqual(hex(image.pixel(x: 1, y: 1)), hex(ARGB.blue), "\(rule)")
        }
    }

    func testSaveAndRestoreGState() {
        let context = makeContext(4, 4)
        context.setFillColor(.testRed)
        context.saveGState()
        context.setFillColor(.testGreen)
        context.translateBy(x: 2, y: 2)
        context.setAlpha(0.5)
        context.restoreGState()
        context.restoreGState()  // unbalanced: ignored
        XCTAssertTrue(context.ctm.isIdentity)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(hex(context.makeImage()!.pixel(x: 0, y: 0)), hex(ARGB.red))
    }

    func testTransformsMapUserSpace() {
        let context = makeContext(10, 10)
        context.translateBy(x: 4, y: 2)
        context.scaleBy(x: 2, y: 3)
        XCTAssertEqual(context.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 4, ty: 2))
        context.setFillColor(.testGreen)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // device (4, 2)…(6, 5)
        context.rotate(by: .pi / 2)
        context.concatenate(CGAffineTransform(translationX: 1, y: 0))
        XCTAssertEqual(context.convertToDeviceSpace(.zero), CGPoint(x: 4, y: 5))
        let image = context.makeImage()!
        XCTAssertEqual(hex(image.pixel(x: 4, y: 2)), hex(ARGB.green))
        XCTAssertEqual(hex(image.pixel(x: 5, y: 4)), hex(ARGB.green))
        XCTAssertEqual(hex(image.pixel(x: 6, y: 4)), hex(ARGB.clear))
        XCTAssertEqual(hex(image.pixel(x: 4, y: 5)), hex(ARGB.clear))
    }

    func testScaledContextDrawsInPoints() {
        let context = CGContext(pixelWidth: 8, pixelHeight: 8, scale: 2)!
        context.setFillColor(.testBlue)
        context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        let image = context.makeImage()!
        XCTAssertEqual(hex(image.pixel(x: 2, y: 2)), hex(ARGB.blue))
        XCTAssertEqual(hex(image.pixel(x: 3, y: 3)), hex(ARGB.blue))
        XCTAssertEqual(hex(image.pixel(x: 4, y: 4)), hex(ARGB.clear))
        XCTAssertEqual(hex(image.pixel(x: 1, y: 1)), hex(ARGB.clear))
    }

    func testClipToRectAndPath() {
        let context = makeContext(10, 10)
        context.move(to: CGPoint(x: 9, y: 9))  // the pending path survives clip(to:)
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        XCTAssertEqual(context.currentPointOfPath, CGPoint(x: 9, y: 9))
        context.beginPath()
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 5))
        context.clip()
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 5, height: 5))
        context.setFillColor(.testRed)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = context.makeImage()!
        XCTAssertEqual(hex(image.pixel(x: 4, y: 4)), hex(ARGB.red))
        XCTAssertEqual(hex(image.pixel(x: 5, y: 4)), hex(ARGB.clear))
        XCTAssertEqual(hex(image.pixel(x: 4, y: 5)), hex(ARGB.clear))
    }

    func testAlphaBlendModesAndClear() {
        let context = makeContext(4, 1)
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.setBlendMode(.multiply)
        context.setFillColor(.testRed)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.copy)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        context.setBlendMode(.normal)
        context.setAlpha(0.5)
        context.setFillColor(.black)
        context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        context.clear(CGRect(x: 3, y: 0, width: 1, height: 1))
        let image = context.makeImage()!
        XCTAssertEqual(hex(image.pixel(x: 0, y: 0)), hex(ARGB.red))
        XCTAssertEqual(hex(image.pixel(x: 1, y: 0)), hex(0x8000_0080))
        XCTAssertEqual(Double(image.pixel(x: 2, y: 0) & 0xFF), 127.5, accuracy: 1, "half black over white")
        XCTAssertEqual(hex(image.pixel(x: 3, y: 0)), hex(ARGB.clear))
    }

    func testCallerMemoryAndFormats() {
        let bytesPerRow = 16
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * 2, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * 2)
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = CGContext(
            data: memory, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        XCTAssertEqual(context.bytesPerRow, 16)
        XCTAssertEqual(context.data, memory)
        context.setFillColor(.testGreen)
        context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        context.flush()
        XCTAssertEqual(hex(memory.load(fromByteOffset: bytesPerRow + 4, as: UInt32.self)), hex(ARGB.green))
        XCTAssertEqual(context.makeImage()!.bytesPerRow, 12)

        let rgba = CGImageAlphaInfo.premultipliedLast.rawValue
        XCTAssertNil(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgba))
        XCTAssertNil(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 10, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        XCTAssertNil(CGContext(data: nil, width: 0, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        XCTAssertNil(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceGray(), bitmapInfo: info))

        let opaque = CGContext(
            data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpace(name: CGColorSpace.sRGB)!,
            bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue)!
        let image = opaque.makeImage()!
        XCTAssertEqual(image.alphaInfo, .noneSkipFirst)
        XCTAssertEqual(hex(image.pixel(x: 0, y: 0)), hex(ARGB.black))
    }

    func testDrawImageIsFlippedLikeAppleAndNearestUpscaleIsExact() {
        let source = CGImage(width: 2, height: 2, premultipliedARGB32: [ARGB.red, ARGB.green, ARGB.blue, ARGB.white])!
        let context = makeContext(4, 4)
        context.interpolationQuality = .none
        context.draw(source, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = context.makeImage()!
        // The image's first row (red, green) lands at the rect's maxY: the bottom of this y-down bitmap.
        XCTAssertEqual(hex(image.pixel(x: 0, y: 3)), hex(ARGB.red))
        XCTAssertEqual(hex(image.pixel(x: 3, y: 2)), hex(ARGB.green))
        XCTAssertEqual(hex(image.pixel(x: 1, y: 0)), hex(ARGB.blue))
        XCTAssertEqual(hex(image.pixel(x: 2, y: 1)), hex(ARGB.white))
    }

    func testImageDrawnWithAlphaAndCropping() {
        let source = CGImage(width: 2, height: 2, premultipliedARGB32: [ARGB.red, ARGB.green, ARGB.blue, ARGB.white])!
        let cropped = source.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 2))!
        XCTAssertEqual(cropped.width, 1)
        XCTAssertEqual([cropped.pixel(x: 0, y: 0), cropped.pixel(x: 0, y: 1)], [ARGB.green, ARGB.white])
        XCTAssertNil(source.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)))
        let context = makeContext(1, 1)
        context.setAlpha(0.5)
        context.draw(cropped.cropping(to: CGRect(x: 0, y: 0, width: 1, height: 1))!, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(hex(context.makeImage()!.pixel(x: 0, y: 0)), hex(0x8000_8000))
    }

    func testLinearGradientStopsAtItsEndsWithoutOptions() {
        let gradient = CGGradient(colorsSpace: nil, colors: [.black, .white], locations: [0, 1])!
        let bare = makeContext(12, 1)
        bare.drawLinearGradient(gradient, start: CGPoint(x: 1, y: 0), end: CGPoint(x: 11, y: 0), options: [])
        let image = bare.makeImage()!
        XCTAssertEqual(hex(image.pixel(x: 0, y: 0)), hex(ARGB.clear))
        XCTAssertEqual(hex(image.pixel(x: 11, y: 0)), hex(ARGB.clear))
        let middle = image.pixel(x: 6, y: 0)  // pixel centre 6.5: 55 % of the way
        XCTAssertEqual(middle >> 24, 0xFF)
        XCTAssertEqual(Double(middle & 0xFF), 0.55 * 255, accuracy: 3)

        let extended = makeContext(12, 1)
        extended.drawLinearGradient(
            gradient, start: CGPoint(x: 1, y: 0), end: CGPoint(x: 11, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertEqual(hex(extended.makeImage()!.pixel(x: 0, y: 0)), hex(ARGB.black))
        XCTAssertEqual(hex(extended.makeImage()!.pixel(x: 11, y: 0)), hex(ARGB.white))

        let afterOnly = makeContext(12, 1)
        afterOnly.drawLinearGradient(gradient, start: CGPoint(x: 1, y: 0), end: CGPoint(x: 11, y: 0), options: [.drawsAfterEndLocation])
        XCTAssertEqual(hex(afterOnly.makeImage()!.pixel(x: 0, y: 0)), hex(ARGB.clear))
        XCTAssertEqual(hex(afterOnly.makeImage()!.pixel(x: 11, y: 0)), hex(ARGB.white))
    }

    func testShadowWithoutBlurIsAnOffsetCopy() {
        let context = makeContext(10, 10)
        context.setShadow(offset: CGSize(width: 3, height: 2), blur: 0, color: .testBlue)
        context.setFillColor(.testRed)
        context.fill(CGRect(x: 1, y: 1, width: 4, height: 4))
        let image = context.makeImage()!
        XCTAssertEqual(hex(image.pixel(x: 2, y: 2)), hex(ARGB.red))
        XCTAssertEqual(hex(image.pixel(x: 6, y: 5)), hex(ARGB.blue), "positive height moves the shadow down")
        XCTAssertEqual(hex(image.pixel(x: 8, y: 1)), hex(ARGB.clear))
        XCTAssertEqual(hex(image.pixel(x: 8, y: 7)), hex(ARGB.clear))
    }

    func testShadowBlurSpreadsSymmetrically() {
        let context = makeContext(41, 41)
        context.setShadow(offset: .zero, blur: 8, color: .black)
        context.setFillColor(.white)
        context.fill(CGRect(x: 15, y: 15, width: 11, height: 11))
        let image = context.makeImage()!
        XCTAssertEqual(hex(image.pixel(x: 20, y: 20)), hex(ARGB.white))
        let left = image.pixel(x: 12, y: 20) >> 24, right = image.pixel(x: 28, y: 20) >> 24
        let top = image.pixel(x: 20, y: 12) >> 24, bottom = image.pixel(x: 20, y: 28) >> 24
        XCTAssertGreaterThan(left, 40)
        XCTAssertLessThan(left, 200)
        XCTAssertEqual(Double(left), Double(right), accuracy: 16)
        XCTAssertEqual(Double(top), Double(bottom), accuracy: 16)
        XCTAssertEqual(Double(top), Double(left), accuracy: 2)
        XCTAssertEqual(image.pixel(x: 0, y: 0), ARGB.clear)
    }

    func testBlendModesOnGrey() {
        let cases: [(CGBlendMode, UInt32)] = [
            (.normal, 0xFF80_8080), (.multiply, 0xFF40_4040), (.screen, 0xFFBF_BFBF), (.plusLighter, 0xFFFF_FFFF),
            (.destinationOut, 0x0000_0000), (.lighten, 0xFF80_8080), (.difference, 0xFF00_0000),
        ]
        for (mode, expected) in cases {
            let context = makeContext(1, 1)
            context.setFillColor(gray: 128.0 / 255.0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.setBlendMode(mode)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            let p = context.makeImage()!.pixel(x: 0, y: 0)
            for shift: UInt32 in [0, 8, 16, 24] {
                XCTAssertEqual(Double((p >> shift) & 0xFF), Double((expected >> shift) & 0xFF), accuracy: 1, "\(mode): \(hex(p))")
            }
        }
    }

    func testShadowIsClippedWithItsShape() {
        let context = makeContext(12, 4)
        context.clip(to: CGRect(x: 0, y: 0, width: 6, height: 4))
        context.setShadow(offset: CGSize(width: 4, height: 0), blur: 0, color: .testBlue)
        context.setFillColor(.testRed)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = context.makeImage()!
        XCTAssertEqual(hex(image.pixel(x: 1, y: 1)), hex(ARGB.red))
        XCTAssertEqual(hex(image.pixel(x: 5, y: 1)), hex(ARGB.blue))
        XCTAssertEqual(hex(image.pixel(x: 6, y: 1)), hex(ARGB.clear), "the clip cuts the shadow too")
        // A translucent shape casts a proportionally lighter shadow; alpha applies to both.
        let faint = makeContext(8, 1)
        faint.setAlpha(0.5)
        faint.setShadow(offset: CGSize(width: 4, height: 0), blur: 0, color: .black)
        faint.setFillColor(.white)
        faint.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        XCTAssertEqual(Double(faint.makeImage()!.pixel(x: 5, y: 0) >> 24), 127.5, accuracy: 1)
    }

    func testHugeShadowValuesDoNotCrash() {
        let context = makeContext(8, 8)
        context.setShadow(offset: CGSize(width: 1e12, height: -1e12), blur: 1e9, color: .black)
        context.fill(CGRect(x: 2, y: 2, width: 2, height: 2))
        context.setShadow(offset: CGSize(width: CGFloat.nan, height: 0), blur: .nan, color: .black)
        context.fill(CGRect(x: 2, y: 2, width: 2, height: 2))
        XCTAssertEqual(hex(context.makeImage()!.pixel(x: 3, y: 3)), hex(ARGB.black))
    }

    func testPathQueries() {
        let context = makeContext(10, 10)
        XCTAssertTrue(context.isPathEmpty)
        XCTAssertNil(context.path)
        context.translateBy(x: 5, y: 0)
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 3, y: 1))
        context.addQuadCurve(to: CGPoint(x: 3, y: 5), control: CGPoint(x: 5, y: 3))
        context.closePath()
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertFalse(context.isPathEmpty)
        XCTAssertEqual(context.path?.elements.filter { $0 == .closeSubpath }.count, 2)
        XCTAssertEqual(context.path?.elements.first, .moveTo(CGPoint(x: 1, y: 1)), "the path is in user space")
        let box = context.boundingBoxOfPath
        XCTAssertEqual(box.minX, 0, accuracy: 0.01)  // cairo keeps paths in 24.8 fixed point
        XCTAssertEqual(box.maxX, 4, accuracy: 0.01)
        XCTAssertEqual(box.maxY, 5, accuracy: 0.01)
        context.beginPath()
        XCTAssertTrue(context.isPathEmpty)
    }

    func testStrokeStyles() {
        let context = makeContext(120, 80)
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
        context.setLineWidth(8)
        context.setStrokeColor(CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1))
        for (i, (cap, join)) in [(CGLineCap.butt, CGLineJoin.miter), (.round, .round), (.square, .bevel)].enumerated() {
            context.setLineCap(cap)
            context.setLineJoin(join)
            let x = CGFloat(15 + i * 35)
            context.addLines(between: [CGPoint(x: x, y: 40), CGPoint(x: x + 12, y: 12), CGPoint(x: x + 24, y: 40)])
            context.strokePath()
        }
        context.setLineCap(.butt)
        context.setLineWidth(3)
        context.setLineDash(phase: 0, lengths: [10, 5])
        context.setStrokeColor(.testRed)
        context.addArc(center: CGPoint(x: 60, y: 62), radius: 12, startAngle: 0, endAngle: .pi * 1.5, clockwise: false)
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])
        context.setStrokeColor(.black)
        context.setLineWidth(1)
        context.stroke(CGRect(x: 0.5, y: 0.5, width: 119, height: 79))
        assertSnapshot(context.makeImage()!)
    }

    func testShapesGradientsAndShadow() {
        let context = CGContext(pixelWidth: 160, pixelHeight: 120, scale: 2)!
        let sky = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1), CGColor(red: 0.8, green: 0.9, blue: 1, alpha: 1)],
            locations: nil)!
        context.drawLinearGradient(sky, start: .zero, end: CGPoint(x: 0, y: 60), options: [.drawsAfterEndLocation])
        context.saveGState()
        context.setShadow(offset: CGSize(width: 2, height: 3), blur: 4, color: CGColor(gray: 0, alpha: 0.5))
        context.setFillColor(.white)
        context.addPath(CGPath(roundedRect: CGRect(x: 10, y: 10, width: 30, height: 20), cornerWidth: 6, cornerHeight: 6, transform: nil))
        context.fillPath()
        context.restoreGState()
        let sun = CGGradient(
            colorsSpace: nil, colors: [CGColor(red: 1, green: 0.9, blue: 0.2, alpha: 1), CGColor(red: 1, green: 0.5, blue: 0, alpha: 0)],
            locations: [0.3, 1])!
        context.drawRadialGradient(
            sun, startCenter: CGPoint(x: 60, y: 20), startRadius: 0, endCenter: CGPoint(x: 60, y: 20), endRadius: 15, options: [])
        context.setFillColor(CGColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.8))
        context.fillEllipse(in: CGRect(x: 45, y: 35, width: 30, height: 20))
        context.setStrokeColor(.black)
        context.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: .zero, radius: 1)
        context.move(to: CGPoint(x: 10, y: 50))
        context.addQuadCurve(to: CGPoint(x: 40, y: 50), control: CGPoint(x: 25, y: 35))
        context.addCurve(to: CGPoint(x: 40, y: 58), control1: CGPoint(x: 45, y: 52), control2: CGPoint(x: 45, y: 56))
        context.strokePath()
        assertSnapshot(context.makeImage()!)
    }
}

final class CGContextMaskClipTests: XCTestCase {
    func testAlphaMaskClipsLikeTinting() {
        // An icon with alpha: opaque left column, half-transparent middle, clear right.
        let icon = CGImage(width: 3, height: 1, premultipliedARGB32: [ARGB.black, 0x8000_0000, ARGB.clear])!
        let context = makeContext(3, 2)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 3, height: 1), mask: icon)
        context.setFillColor(.testRed)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        context.restoreGState()
        context.setFillColor(.testBlue)
        context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        let image = context.makeImage()!
        XCTAssertEqual(hex(image.pixel(x: 0, y: 0)), hex(ARGB.red))
        XCTAssertEqual(Double(image.pixel(x: 1, y: 0) >> 24), 128, accuracy: 1)
        XCTAssertEqual(hex(image.pixel(x: 2, y: 0)), hex(ARGB.clear))
        XCTAssertEqual(hex(image.pixel(x: 1, y: 1)), hex(ARGB.clear), "outside the rect nothing is drawn")
        XCTAssertEqual(hex(image.pixel(x: 0, y: 1)), hex(ARGB.blue), "restoring the state removes the mask")
    }

    func testOpaqueMaskUsesLuminanceAndMasksIntersect() {
        let stripes = CGImage(width: 2, height: 1, premultipliedARGB32: [ARGB.white, ARGB.black])!
        let context = makeContext(2, 1)
        context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: stripes)
        context.setFillColor(.testGreen)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        XCTAssertEqual([context.makeImage()!.pixel(x: 0, y: 0), context.makeImage()!.pixel(x: 1, y: 0)].map(hex), [hex(ARGB.green), hex(ARGB.clear)])
        context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: CGImage(width: 2, height: 1, premultipliedARGB32: [ARGB.black, ARGB.white])!)
        context.setFillColor(.testBlue)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        XCTAssertEqual(hex(context.makeImage()!.pixel(x: 0, y: 0)), hex(ARGB.green), "the second mask intersects the first")
        context.resetClip()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        XCTAssertEqual(hex(context.makeImage()!.pixel(x: 1, y: 0)), hex(ARGB.blue))
    }

    /// The mask lands where the CTM puts its rectangle: moved, and stretched by a scale.
    func testMaskFollowsATranslatedAndScaledCTM() {
        let icon = CGImage(width: 2, height: 1, premultipliedARGB32: [ARGB.black, ARGB.clear])!
        let moved = makeContext(6, 3)
        moved.translateBy(x: 3, y: 1)
        moved.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: icon)
        moved.setFillColor(.testRed)
        moved.fill(CGRect(x: -3, y: -1, width: 6, height: 3))
        let movedImage = moved.makeImage()!
        XCTAssertEqual(hex(movedImage.pixel(x: 3, y: 1)), hex(ARGB.red), "the mask's opaque pixel, moved by (3, 1)")
        XCTAssertEqual(hex(movedImage.pixel(x: 4, y: 1)), hex(ARGB.clear), "its clear pixel")
        XCTAssertEqual(hex(movedImage.pixel(x: 0, y: 0)), hex(ARGB.clear), "outside the moved rectangle")

        let scaled = makeContext(8, 4)
        scaled.translateBy(x: 2, y: 0)
        scaled.scaleBy(x: 2, y: 2)
        scaled.interpolationQuality = .none  // whole mask pixels, not blended across the stretch
        scaled.clip(to: CGRect(x: 0, y: 1, width: 2, height: 1), mask: icon)
        scaled.setFillColor(.testRed)
        scaled.fill(CGRect(x: -1, y: 0, width: 4, height: 2))
        let scaledImage = scaled.makeImage()!
        for (x, y) in [(2, 2), (3, 2), (2, 3), (3, 3)] {
            XCTAssertEqual(hex(scaledImage.pixel(x: x, y: y)), hex(ARGB.red), "the opaque mask pixel covers 2×2 device pixels at (\(x), \(y))")
        }
        for (x, y) in [(4, 2), (5, 3), (2, 1), (1, 2)] {
            XCTAssertEqual(hex(scaledImage.pixel(x: x, y: y)), hex(ARGB.clear), "masked out at (\(x), \(y))")
        }
    }
}

final class CGContextTransparencyLayerTests: XCTestCase {
    func testLayerAppliesAlphaAndShadowToTheGroup() {
        let context = makeContext(12, 2)
        context.setAlpha(0.5)
        context.setShadow(offset: CGSize(width: 6, height: 0), blur: 0, color: .testBlue)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(.testRed)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        context.fill(CGRect(x: 2, y: 0, width: 4, height: 2))  // overlaps: still one opaque red inside the layer
        context.restoreGState()  // cannot pop the layer's own state
        context.endTransparencyLayer()
        context.endTransparencyLayer()  // unbalanced: ignored
        let image = context.makeImage()!
        XCTAssertEqual(image.pixel(x: 1, y: 0), image.pixel(x: 3, y: 0), "overlap is not darker: group opacity")
        XCTAssertEqual(Double(image.pixel(x: 3, y: 0) >> 24), 127.5, accuracy: 1)
        XCTAssertEqual(Double(image.pixel(x: 9, y: 0) >> 24), 127.5, accuracy: 1, "one shadow for the whole group")
        XCTAssertEqual(image.pixel(x: 9, y: 0) & 0xFF, image.pixel(x: 9, y: 0) >> 24, "the shadow is blue")
        // After the layer, the state is the one from before it.
        context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        XCTAssertEqual(Double(context.makeImage()!.pixel(x: 0, y: 1) >> 24), 191, accuracy: 2)
    }
}

final class CGConicGradientTests: XCTestCase {
    func testConicGradientSweepsClockwiseOnScreen() {
        let gradient = CGGradient(colorsSpace: nil, colors: [.black, .white], locations: nil)!
        let context = makeContext(21, 21)
        context.drawConicGradient(gradient, center: CGPoint(x: 10.5, y: 10.5), angle: 0)
        let image = context.makeImage()!
        func grey(_ x: Int, _ y: Int) -> Double { Double(image.pixel(x: x, y: y) & 0xFF) }
        XCTAssertEqual(image.pixel(x: 0, y: 0) >> 24, 0xFF)
        XCTAssertEqual(grey(20, 11), 0.0 / 4 * 255, accuracy: 12, "just past the start (+x, a little down)")
        XCTAssertEqual(grey(10, 20), 1.0 / 4 * 255, accuracy: 8, "a quarter turn: straight down")
        XCTAssertEqual(grey(0, 10), 2.0 / 4 * 255, accuracy: 8)
        XCTAssertEqual(grey(10, 0), 3.0 / 4 * 255, accuracy: 8)
        XCTAssertEqual(grey(20, 9), 255, accuracy: 12, "just before the end (+x, a little up)")
        // Under a transform, the angle turns with user space.
        let turned = makeContext(21, 21)
        turned.translateBy(x: 10.5, y: 10.5)
        turned.rotate(by: .pi / 2)
        turned.drawConicGradient(gradient, center: .zero, angle: 0)
        XCTAssertEqual(Double(turned.makeImage()!.pixel(x: 0, y: 10) & 0xFF), 1.0 / 4 * 255, accuracy: 8)
    }
}
