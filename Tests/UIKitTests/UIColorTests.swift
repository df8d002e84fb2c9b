import QuartzCore
import UIKit
import XCTest

/// UIColor's components, dynamic colors, alpha copies and HSB as iOS gives them.
final class UIColorTests: XCTestCase {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a].map { ($0 * 255).rounded() / 255 }
    }

    private func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> [CGFloat] {
        [r / 255, g / 255, b / 255, a].map { ($0 * 255).rounded() / 255 }
    }

    func testComponentsOfClassAndSystemColors() {
        XCTAssertEqual(rgba(.systemRed), rgb255(255, 59, 48))
        XCTAssertEqual(rgba(.systemGreen), rgb255(52, 199, 89))
        XCTAssertEqual(rgba(.systemBlue), rgb255(0, 122, 255))
        XCTAssertEqual(rgba(.systemGray6), rgb255(242, 242, 247))
        XCTAssertEqual(rgba(.secondaryLabel), rgb255(60, 60, 67, 0.6))
        XCTAssertEqual(rgba(.orange), [1, 0.5, 0, 1].map { ($0 * 255).rounded() / 255 })
        XCTAssertEqual(rgba(.lightText), [1, 1, 1, 0.6].map { ($0 * 255).rounded() / 255 })
        XCTAssertEqual(UIColor.groupTableViewBackground.cgColor, UIColor.systemGray6.cgColor)
        XCTAssertEqual(UIColor.label, UIColor.label, "a class color is one object")
        XCTAssertEqual(UIColor.red.description, "UIExtendedSRGBColorSpace 1 0 0 1")
    }

    func testDynamicColorsResolveForLightAndDark() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(UIColor.systemBackground.resolvedColor(with: light), .white)
        XCTAssertEqual(UIColor.systemBackground.resolvedColor(with: dark), UIColor(white: 0, alpha: 1))
        XCTAssertEqual(rgba(UIColor.systemRed.resolvedColor(with: dark)), rgb255(255, 69, 58))
        XCTAssertEqual(rgba(UIColor.label.resolvedColor(with: dark)), [1, 1, 1, 1])
        XCTAssertEqual(rgba(UIColor.systemGray6.resolvedColor(with: dark)), rgb255(28, 28, 30))
        XCTAssertEqual(UIColor.label.resolvedColor(with: UITraitCollection()), .black, "unspecified resolves as light")
        XCTAssertEqual(UIColor.tintColor.resolvedColor(with: dark), UIColor.systemBlue.resolvedColor(with: dark))

        let custom = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .purple }
        XCTAssertEqual(custom.resolvedColor(with: dark), .yellow)
        XCTAssertEqual(custom.cgColor, UIColor.purple.cgColor, "cgColor is the light-mode color")
        XCTAssertNotEqual(custom, UIColor { _ in .purple }, "dynamic colors are equal only to themselves")
        XCTAssertEqual(UIColor.red.resolvedColor(with: dark), .red, "a fixed color resolves to itself")
    }

    func testAViewKeepsTheDynamicBackgroundColorItWasGiven() {
        MainActor.assumeIsolated {
            let view = UIView()
            let adaptive = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .purple }
            view.backgroundColor = adaptive
            XCTAssertTrue(view.backgroundColor === adaptive, "the same object back, still dynamic")
            XCTAssertEqual(view.layer.backgroundColor, UIColor.purple.cgColor)
            view.layer.backgroundColor = UIColor.green.cgColor
            XCTAssertEqual(view.backgroundColor, .green, "the layer's own colour once it was set directly")
            view.backgroundColor = nil
            XCTAssertNil(view.backgroundColor)
            XCTAssertNil(view.layer.backgroundColor)
        }
    }

    func testWithAlphaComponentKeepsTheColorAndAdaptivity() {
        XCTAssertEqual(rgba(UIColor.systemBlue.withAlphaComponent(0.5)), rgb255(0, 122, 255, 0.5))
        let dimmed = UIColor.systemBackground.withAlphaComponent(0.25)
        XCTAssertEqual(dimmed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), UIColor(white: 0, alpha: 0.25))
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.3).cgColor.alpha, 0.3, accuracy: 1e-12)
    }

    func testHueRoundTripAndWhite() {
        let color = UIColor(hue: 0.6, saturation: 0.7, brightness: 0.8, alpha: 0.9)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        XCTAssertEqual(h, 0.6, accuracy: 1e-9)
        XCTAssertEqual(s, 0.7, accuracy: 1e-9)
        XCTAssertEqual(v, 0.8, accuracy: 1e-9)
        XCTAssertEqual(a, 0.9, accuracy: 1e-9)
        XCTAssertTrue(UIColor.red.getHue(&h, saturation: &s, brightness: &v, alpha: nil))
        XCTAssertEqual([h, s, v], [0, 1, 1])

        var w: CGFloat = -1
        XCTAssertTrue(UIColor.darkGray.getWhite(&w, alpha: &a))
        XCTAssertEqual(w, 1.0 / 3, accuracy: 1e-12)
        w = -1
        XCTAssertFalse(UIColor.red.getWhite(&w, alpha: nil))
        XCTAssertEqual(w, -1, "left alone when not a grey")
    }

    func testDisplayP3IsConvertedToSRGB() {
        XCTAssertEqual(rgba(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)), [1, 1, 1, 1])
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        _ = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: nil)
        XCTAssertEqual([r, g, b].map { ($0 * 1000).rounded() }, [500, 500, 500], "P3 and sRGB share white and curve")
        _ = UIColor(displayP3Red: 0.8, green: 0.3, blue: 0.2, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: nil)
        XCTAssertGreaterThan(r, 0.8, "P3 red is more saturated than sRGB red")
        XCTAssertLessThan(g, 0.3)
    }

    func testNamedColorsAndPatternsReportTheirDifference() {
        MainActor.assumeIsolated {
            XCTAssertNil(UIColor(named: "AccentColor"))
            XCTAssertNil(UIColor(named: "AccentColor", in: nil, compatibleWith: nil))
            XCTAssertEqual(UIColor(patternImage: UIImage()).cgColor, UIColor.clear.cgColor)
        }
    }
}
