import Foundation
@testable import UIKit
import XCTest

/// How an inline icon looks in a label: a coloured square hung by the font's descender after the text, and a
/// symbol in the text's colour (text through the tests' fonts).
final class AttachmentLabelSnapshotTests: XCTestCase {
    func testALabelWithInlineIcons() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 70))
            window.backgroundColor = .white
            let font = UIFont.systemFont(ofSize: 17)
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 50))
            label.numberOfLines = 0
            let icon = NSTextAttachment(image: TextKitSupport.square(.systemBlue))
            icon.bounds = CGRect(x: 0, y: font.descender, width: 16, height: 16)
            let text = NSMutableAttributedString(string: "Inbox ", attributes: [.font: font])
            text.append(NSAttributedString(attachment: icon))
            text.append(NSAttributedString(string: " 3 new\nRated ", attributes: [.font: font]))
            let star = NSTextAttachment(image: try XCTUnwrap(UIImage(systemName: "star.fill")))
            star.bounds = CGRect(x: 0, y: font.descender, width: 18, height: 18)
            text.append(NSAttributedString(attachment: star, attributes: [.foregroundColor: UIColor.systemOrange, .font: font]))
            label.attributedText = text
            window.addSubview(label)
            let renderer = OffscreenRenderer(window: window, background: .white)
            renderer.renderFrame()
            return try XCTUnwrap(renderer.image)
        }
        assertSnapshot(image, named: "labelWithInlineIcons")
    }
}
