@testable import UIKit
import QuartzCore
import XCTest

/// How glass looks: a rounded glass panel and glass buttons over coloured stripes, the stripes blurred and
/// brightened under the glass, sharp around it, the rim lit.
final class GlassSnapshotTests: XCTestCase {
    func testAGlassPanelAndGlassButtonsOverColour() throws {
        let image = MainActor.assumeIsolated { () -> CGImage? in
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple, .systemPink]
            for (index, color) in colors.enumerated() {
                let stripe = UIView(frame: CGRect(x: CGFloat(index) * 40, y: 0, width: 40, height: 220))
                stripe.backgroundColor = color
                window.addSubview(stripe)
            }
            let panel = UIVisualEffectView(effect: UIGlassEffect())
            panel.frame = CGRect(x: 24, y: 20, width: 272, height: 96)
            panel.cornerConfiguration = .corners(radius: 28)
            window.addSubview(panel)
            let label = UILabel(frame: CGRect(x: 24, y: 20, width: 224, height: 56))
            label.text = "Liquid Glass"
            label.font = .boldSystemFont(ofSize: 24)
            label.textAlignment = .center
            panel.contentView.addSubview(label)

            var glass = UIButton.Configuration.glass()
            glass.title = "Glass"
            let glassButton = UIButton(configuration: glass)
            glassButton.frame = CGRect(x: 24, y: 140, width: 128, height: 48)
            window.addSubview(glassButton)
            var prominent = UIButton.Configuration.prominentGlass()
            prominent.title = "Prominent"
            let prominentButton = UIButton(configuration: prominent)
            prominentButton.frame = CGRect(x: 168, y: 140, width: 128, height: 48)
            window.addSubview(prominentButton)
            window.layoutIfNeeded()

            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            // Far outside the glass the stripes are exact; under the panel's middle the stripe edges blur together.
            XCTAssertEqual(renderer.pixel(x: 20, y: 130), PremultipliedColor(cgColor: UIColor.systemRed.resolvedColor(with: window.traitCollection).cgColor).argb32)
            let left = renderer.pixel(x: 118, y: 100), right = renderer.pixel(x: 121, y: 100)
            XCTAssertLessThan(Self.channelDistance(left, right), 60, "stripes meeting under the glass are blurred together")
            let buttonGlass = glassButton.configuredBackground.subviews.first as? UIVisualEffectView
            XCTAssertEqual(buttonGlass?.layer.cornerRadius, 24, "the button's glass is a capsule")
            return renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "glassPanelAndButtons")
    }

    /// The largest difference of one colour channel between two ARGB words.
    private static func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        [0, 8, 16].map { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) }.max() ?? 0
    }
}
