import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A card as iOS apps build one: a rounded, shadowed container with a gradient header, a label-like text layer and
/// a row of replicated dots.
final class ShadowCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 16, width: 140, height: 90))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 14
        card.layer.cornerCurve = .continuous
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 5)
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 14).cgPath
        addSubview(card)

        let header = CAGradientLayer()
        header.frame = CGRect(x: 0, y: 0, width: 140, height: 30)
        header.colors = [UIColor.orange.cgColor, UIColor.red.cgColor]
        header.startPoint = CGPoint(x: 0, y: 0.5)
        header.endPoint = CGPoint(x: 1, y: 0.5)
        let clip = UIView(frame: card.bounds)
        clip.layer.cornerRadius = 14
        clip.layer.cornerCurve = .continuous
        clip.clipsToBounds = true
        clip.layer.addSublayer(header)
        card.addSubview(clip)

        let dots = CAReplicatorLayer()
        dots.frame = CGRect(x: 14, y: 56, width: 112, height: 20)
        dots.instanceCount = 5
        dots.instanceTransform = CATransform3DMakeTranslation(22, 0, 0)
        dots.instanceAlphaOffset = -0.15
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        dot.cornerRadius = 8
        dot.backgroundColor = UIColor.white.cgColor
        dots.addSublayer(dot)
        card.layer.addSublayer(dots)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Snapshots of a view hierarchy with `layer.render(in:)`, as iOS apps share or cache a screen.
final class ViewSnapshotTests: XCTestCase {
    func testRenderInTheCurrentContextDrawsShadowsAndLayers() throws {
        let (snapshot, screen) = try MainActor.assumeIsolated { () throws -> (CGImage, CGImage) in
            let view = ShadowCardView(frame: CGRect(x: 0, y: 0, width: 180, height: 130))
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
                view.layer.render(in: UIGraphicsGetCurrentContext()!)
            }
            let shown = try XCTUnwrap(renderOffscreen(view, scale: 2))
            return (try XCTUnwrap(image.cgImage), shown)
        }
        XCTAssertEqual(snapshot.width, 360)
        XCTAssertLessThan(snapshot.pixel(x: 180, y: 2 * 110) & 0xFF, 0xF0, "the card's shadow under its bottom edge")
        var differing = 0
        for y in 0..<snapshot.height {
            for x in 0..<snapshot.width {
                let a = snapshot.pixel(x: x, y: y), b = screen.pixel(x: x, y: y)
                var worst = 0
                for shift: UInt32 in [0, 8, 16] { worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))) }
                if worst > 40 { differing += 1 }
            }
        }
        XCTAssertLessThan(differing, snapshot.width * snapshot.height / 100, "the snapshot shows what the screen shows")
        assertSnapshot(snapshot)
    }
}
