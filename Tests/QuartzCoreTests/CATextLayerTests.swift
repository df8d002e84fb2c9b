import XCTest
@testable import QuartzCore

final class CATextLayerTests: XCTestCase {
    func testDefaults() { onMainActor {
        let layer = CATextLayer()
        XCTAssertNil(layer.string)
        XCTAssertEqual(layer.font as? String, "Helvetica")
        XCTAssertEqual(layer.fontSize, 36)
        XCTAssertEqual(layer.foregroundColor, CGColor.white)
        XCTAssertFalse(layer.isWrapped)
        XCTAssertEqual(layer.truncationMode, .none)
        XCTAssertEqual(layer.alignmentMode, .natural)
        XCTAssertEqual(CATextLayerAlignmentMode.center.rawValue, "center")
        XCTAssertEqual(CATextLayerTruncationMode.end.rawValue, "end")
    } }

    func testFontSizeAndForegroundColorAnimate() { onMainActor {
        let clock = installManualClock()
        let layer = CATextLayer()
        layer.string = "Hi"
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 10
        grow.toValue = 30
        grow.duration = 2
        layer.add(grow, forKey: "grow")
        let tint = CABasicAnimation(keyPath: "foregroundColor")
        tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        tint.duration = 2
        layer.add(tint, forKey: "tint")
        clock.advance(by: 0.5)
        let presentation = layer.presentation()!
        XCTAssertEqual(presentation.fontSize, 15, accuracy: 1e-9)
        let color = presentation.foregroundColor?.components ?? []
        XCTAssertEqual(color[0], 0.75, accuracy: 1e-9)
        XCTAssertEqual(color[2], 0.25, accuracy: 1e-9)
        XCTAssertEqual(presentation.string as? String, "Hi")
        XCTAssertTrue(layer.needsDisplayForRunningAnimations, "the text is drawn again while its size animates")
    } }

    func testTextPropertiesAskForDisplayButGeometryDoesNot() { onMainActor {
        _ = installManualClock()
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        CATransaction.flush()
        for change in [{ layer.string = "A" }, { layer.fontSize = 12 }, { layer.alignmentMode = .center },
                       { layer.truncationMode = .end }, { layer.isWrapped = true }, { layer.foregroundColor = CGColor.black },
                       { layer.font = "DejaVu Serif" }, { layer.contentsScale = 2 },
                       { layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 40) }] {
            change()
            XCTAssertTrue(layer.needsDisplay())
            CATransaction.flush()
            XCTAssertFalse(layer.needsDisplay())
        }
        layer.position = CGPoint(x: 50, y: 50)
        layer.opacity = 0.5
        layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        XCTAssertFalse(layer.needsDisplay(), "moving, fading or turning the layer keeps its drawn text")
        CATransaction.flush()
    } }

    func testDrawsIntoContentsAtContentsScale() throws { try onMainActor {
        _ = installManualClock()
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        layer.contentsScale = 2
        layer.string = "Hi"
        CATransaction.flush()
        let image = try XCTUnwrap(layer.contents as? CGImage)
        XCTAssertEqual(image.width, 100)
        XCTAssertEqual(image.height, 40)
    } }

    func testAttributedStringsAndNSStringsDrawTheirCharacters() throws { try onMainActor {
        _ = installManualClock()
        @MainActor func drawn(_ string: Any) throws -> CGImage {
            let layer = CATextLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
            layer.string = string
            CATransaction.flush()
            return try XCTUnwrap(layer.contents as? CGImage)
        }
        let plain = try drawn("Hi")
        // An attributed string draws in its own attributes (the layer's font and colour are for plain text).
        let attributes: [NSAttributedString.Key: Any] = [.font: TextLayout.Font(name: "Helvetica", size: 36), .foregroundColor: CGColor.white]
        let bare = try drawn(NSAttributedString(string: "Hi"))
        XCTAssertFalse((0..<40).allSatisfy { y in (0..<60).allSatisfy { bare.pixel(x: $0, y: y) == plain.pixel(x: $0, y: y) } })
        for other in [try drawn(NSAttributedString(string: "Hi", attributes: attributes)), try drawn(NSString(string: "Hi"))] {
            XCTAssertTrue((0..<40).allSatisfy { y in (0..<60).allSatisfy { other.pixel(x: $0, y: y) == plain.pixel(x: $0, y: y) } })
        }
        XCTAssertTrue((0..<40).contains { y in (0..<60).contains { plain.pixel(x: $0, y: y) != 0 } })
    } }

    func testPostScriptNamesPickFamilyAndStyle() {
        let bold = TextLayout.Font(name: "Helvetica-BoldOblique", size: 12)
        XCTAssertEqual(bold.family, "Helvetica")
        XCTAssertEqual(bold.weight, 700)
        XCTAssertTrue(bold.italic)
        let plain = TextLayout.Font(name: "DejaVu Sans", size: 12)
        XCTAssertEqual(plain.family, "DejaVu Sans")
        XCTAssertEqual(plain.weight, 400)
        XCTAssertEqual(TextLayout.Font(name: "Foo-Bar", size: 12).family, "Foo-Bar", "an unknown style stays part of the name")
    }

    func testTextOfTheWrongTypeIsReportedAndNotDrawn() { onMainActor {
        _ = installManualClock()
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        layer.string = 42
        CATransaction.flush()
        XCTAssertTrue(CADiagnostics.messages.contains { $0.contains("CATextLayer string must be a String") && $0.contains("Int") })
        let image = layer.contents as? CGImage
        XCTAssertTrue(image.map { img in (0..<img.height).allSatisfy { y in (0..<img.width).allSatisfy { img.pixel(x: $0, y: y) == 0 } } } ?? true)
    } }
}
