import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A card view colored the iOS 13+ way: semantic colors, integer-literal divisions, alpha copies for layers.
class StatusCardView: UIView {
    let titleLabel = UILabel()
    let badge = UIView()
    static let success = UIColor(red: 52/255, green: 199/255, blue: 89/255, alpha: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.textColor = .label
        titleLabel.backgroundColor = .clear
        badge.backgroundColor = StatusCardView.success
        badge.frame = CGRect(x: 4, y: 4, width: 8, height: 8)
        layer.borderColor = UIColor.systemGray5.cgColor
        layer.borderWidth = 1
        layer.shadowColor = UIColor.black.withAlphaComponent(0.5).cgColor
        addSubview(titleLabel)
        addSubview(badge)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

final class ColorUsageTests: XCTestCase {
    func testSemanticColorsInAView() {
        MainActor.assumeIsolated { checkSemanticColorsInAView() }
    }

    @MainActor
    private func checkSemanticColorsInAView() {
        let card = StatusCardView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(card.layer.borderColor, CGColor(red: 229/255, green: 229/255, blue: 234/255, alpha: 1))
        XCTAssertEqual(card.layer.shadowColor?.alpha, 0.5)
        let color: UIColor = .systemGreen
        XCTAssertEqual(StatusCardView.success, color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertEqual(card.backgroundColor?.cgColor, UIColor.secondarySystemBackground.cgColor)
        XCTAssertEqual(card.titleLabel.textColor.cgColor, UIColor.label.cgColor)

        let image = renderOffscreen(card, scale: 1)!
        XCTAssertEqual(image.pixel(x: 30, y: 10) & 0xFFFFFF, 0xF2F2F7, "secondarySystemBackground, light (242 242 247)")
        XCTAssertEqual(image.pixel(x: 6, y: 6) & 0xFFFFFF, 0x34C759, "the badge's green (52 199 89)")
    }
}
