import QuartzCore
import TestSupport
import UIKit
import XCTest

/// Smaller idioms of drawing and animation code, as tutorials and production code write them: a spring tuned by
/// its iOS 17 parameters, a layer-backed badge sized by `preferredFrameSize()`, hit-testing a drawn path, geometry
/// logged with `NSStringFromCGRect`, a colour literal, chevrons mirrored for right-to-left layouts, and a score label
/// shrinking its text on its baseline.
final class DrawingIdiomsPortabilityTests: XCTestCase {
    func testSpringMadeFromPerceptualParametersReportsThem() {
        MainActor.assumeIsolated {
            let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
            XCTAssertEqual(spring.perceptualDuration, 0.5, accuracy: 1e-9)
            XCTAssertEqual(spring.bounce, 0.3, accuracy: 1e-9)
            let stiff = CASpringAnimation(perceptualDuration: 0.4, bounce: -0.5)
            XCTAssertEqual(stiff.bounce, -0.5, accuracy: 1e-9, "overdamped")

            let classic = CASpringAnimation(keyPath: "position.y")
            classic.damping = 40
            XCTAssertLessThan(classic.bounce, 0)
            let overdamped = classic.springProgress(at: 0.1)
            classic.allowsOverdamping = false
            XCTAssertEqual(classic.bounce, 0, "critical damping at most")
            XCTAssertGreaterThan(classic.springProgress(at: 0.1), overdamped, "critically damped springs arrive sooner")
            let copy = classic.copy() as? CASpringAnimation
            XCTAssertEqual(copy?.allowsOverdamping, false)
        }
    }

    func testAnimationAndLayerIdiomsKeepTheirValues() {
        MainActor.assumeIsolated {
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
            let copy = pulse.copy() as? CABasicAnimation
            XCTAssertEqual(copy?.preferredFrameRateRange, CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60))
            XCTAssertTrue(pulse.shouldArchiveValue(forKey: "duration"))

            let badge = CATextLayer()
            badge.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
            XCTAssertEqual(badge.preferredFrameSize(), CGSize(width: 40, height: 20))
            XCTAssertTrue(badge.allowsGroupOpacity)
            badge.allowsEdgeAntialiasing = true
            XCTAssertTrue(badge.allowsEdgeAntialiasing)

            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .preferredFramesPerSecond60], animations: {})
            XCTAssertEqual(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue, 7 << 24)
        }
    }

    func testADrawnPathIsHitTestedInTheContext() throws {
        let context = try XCTUnwrap(CGContext(
            data: nil, width: 100, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        context.translateBy(x: 10, y: 10)
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        context.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertTrue(context.pathContains(CGPoint(x: 20, y: 20), mode: .fill))
        XCTAssertFalse(context.pathContains(CGPoint(x: 20, y: 20), mode: .eoFill), "the hole, by the even-odd rule")
        XCTAssertFalse(context.pathContains(CGPoint(x: 45, y: 45), mode: .fill))
        context.setLineWidth(4)
        XCTAssertTrue(context.pathContains(CGPoint(x: 20, y: 1), mode: .stroke), "on the outer circle's stroke")
        XCTAssertFalse(context.pathContains(CGPoint(x: 20, y: 5), mode: .stroke))
        XCTAssertTrue(context.pathContains(CGPoint(x: 20, y: 5), mode: .fillStroke))
        XCTAssertFalse(context.isPathEmpty, "asking keeps the path")

        XCTAssertEqual(context.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 5, height: 5)), CGRect(x: 10, y: 10, width: 5, height: 5))
        XCTAssertEqual(context.convertToUserSpace(CGSize(width: 3, height: 4)), CGSize(width: 3, height: 4))
        context.synchronize()
    }

    func testGeometryStringsAndColorIdioms() {
        MainActor.assumeIsolated {
            let frame = CGRect(x: 10, y: 20, width: 30.5, height: 40)
            XCTAssertEqual(NSStringFromCGRect(frame), "{{10, 20}, {30.5, 40}}")
            XCTAssertTrue(CGRectFromString(NSStringFromCGRect(frame)).equalTo(frame))
            XCTAssertTrue(CGPointFromString(NSStringFromCGPoint(frame.origin)).equalTo(frame.origin))
            XCTAssertTrue(CGSizeFromString("{3, 4}").equalTo(CGSize(width: 3, height: 4)))
            XCTAssertEqual(UIEdgeInsetsFromString(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))),
                           UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))

            let brand = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            XCTAssertTrue(brand.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
            XCTAssertEqual([red, green, blue, alpha], [1, 0.5, 0, 1])
            XCTAssertEqual(brand.accessibilityName, "orange")
            XCTAssertEqual(UIColor(red: 0, green: 0, blue: 0.3, alpha: 1).accessibilityName, "dark blue")
            XCTAssertEqual(UIColor.lightGray.accessibilityName, "light gray")
            XCTAssertEqual(CGColor(genericGrayGamma2_2Gray: 0.5, alpha: 1), CGColor(gray: 0.5, alpha: 1))
            XCTAssertNil(CGColorSpace(name: CGColorSpace.displayP3), "named, but not a space this renderer draws in")
        }
    }

    func testImageVariantsForLayoutDirectionAndBaselines() {
        MainActor.assumeIsolated {
            let chevron = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
            }
            let back = chevron.imageFlippedForRightToLeftLayoutDirection()
            XCTAssertTrue(back.flipsForRightToLeftLayoutDirection)
            XCTAssertFalse(chevron.flipsForRightToLeftLayoutDirection)
            XCTAssertTrue(back.withRenderingMode(.alwaysTemplate).flipsForRightToLeftLayoutDirection, "variants keep it")

            let mirrored = chevron.withHorizontallyFlippedOrientation()
            XCTAssertEqual(mirrored.imageOrientation, .upMirrored)
            XCTAssertEqual(mirrored.withHorizontallyFlippedOrientation().imageOrientation, .up)
            let drawn = UIGraphicsImageRenderer(size: mirrored.size, format: mirrored.imageRendererFormat).image { _ in
                mirrored.draw(at: .zero)
            }
            XCTAssertEqual(drawn.scale, chevron.scale)

            XCTAssertFalse(chevron.hasBaseline)
            let onText = chevron.withBaselineOffset(fromBottom: 1.5)
            XCTAssertTrue(onText.hasBaseline)
            XCTAssertEqual(onText.baselineOffsetFromBottom, 1.5)
            XCTAssertFalse(onText.imageWithoutBaseline().hasBaseline)
            XCTAssertEqual(chevron.traitCollection.displayScale, chevron.scale)
            XCTAssertNil(chevron.heicData())
            _ = UIImage(named: "missing", in: nil, with: UIImage.SymbolConfiguration(pointSize: 12))
            _ = UIImage(systemName: "speaker.wave.2", variableValue: 0.5)
            _ = [UIImage.add, UIImage.remove, UIImage.actions, UIImage.checkmark, UIImage.strokedCheckmark]
        }
    }

    func testButtonSymbolConfigurationPerState() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "heart"), for: .normal)
            button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30), forImageIn: .normal)
            button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small), forImageIn: .highlighted)
            XCTAssertEqual(button.preferredSymbolConfigurationForImage(in: .normal)?.pointSize, 30)
            XCTAssertEqual(button.currentPreferredSymbolConfiguration?.pointSize, 30)
            button.isHighlighted = true
            XCTAssertEqual(button.currentPreferredSymbolConfiguration?.scale, .small)
            XCTAssertEqual(button.preferredSymbolConfigurationForImage(in: .selected)?.pointSize, 30, "falls back to normal")
            XCTAssertEqual(button.imageView?.preferredSymbolConfiguration?.scale, .small)
        }
    }

    /// A one-line score label shrinking "1,000,000" to fit: where its ink sits for each baseline adjustment.
    func testShrunkLabelSitsOnTheFullSizeBaselineByDefault() {
        MainActor.assumeIsolated {
            @MainActor func inkRows(_ adjustment: UIBaselineAdjustment?) -> (top: Int, bottom: Int) {
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
                label.font = .boldSystemFont(ofSize: 40)
                label.text = "1,000,000"
                label.textColor = .black
                label.adjustsFontSizeToFitWidth = true
                label.minimumScaleFactor = 0.2
                if let adjustment { label.baselineAdjustment = adjustment }
                let renderer = OffscreenRenderer(window: whiteWindow(holding: label))
                renderer.renderFrame()
                var rows: [Int] = []
                for y in 0..<60 where (0..<60).contains(where: { renderer.pixel(x: $0, y: y) & 0xFF < 0x80 }) { rows.append(y) }
                return (rows.first ?? -1, rows.last ?? -1)
            }
            let baseline = inkRows(nil)
            let centered = inkRows(.alignCenters)
            let top = inkRows(UIBaselineAdjustment.none)
            XCTAssertEqual(UILabel().baselineAdjustment, .alignBaselines)
            XCTAssertGreaterThan(baseline.bottom, centered.bottom + 3, "on the baseline the 40-point text would have, below the middle")
            XCTAssertLessThan(top.top, centered.top - 3, "at the top the 40-point text would have")
        }
    }
}
