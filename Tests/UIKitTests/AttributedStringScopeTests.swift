@testable import UIKit
import XCTest

/// Swift's `AttributedString` and `AttributeContainer` take UIKit's attributes by name (`string.font = …`), and
/// convert to `NSAttributedString` with them, for labels and configurations.
final class AttributedStringScopeTests: XCTestCase {
    func testUIKitAttributesSetByNameConvertRunByRun() {
        onMainActor {
            var text = AttributedString("Hello ")
            text.font = UIFont.boldSystemFont(ofSize: 20)
            text.foregroundColor = .systemRed
            var world = AttributedString("world")
            world.underlineStyle = .single
            world.kern = 2
            text.append(world)
            let converted = NSAttributedString(text)
            XCTAssertEqual(converted.string, "Hello world")
            XCTAssertEqual((converted.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize, 20)
            XCTAssertEqual(converted.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .systemRed)
            XCTAssertNil(converted.attribute(.font, at: 7, effectiveRange: nil))
            XCTAssertEqual(converted.attribute(.underlineStyle, at: 7, effectiveRange: nil) as? Int, NSUnderlineStyle.single.rawValue)
            XCTAssertEqual(converted.attribute(.kern, at: 7, effectiveRange: nil) as? CGFloat, 2)

            var container = AttributeContainer()
            container.foregroundColor = .systemBlue
            container.paragraphStyle = NSParagraphStyle.default
            XCTAssertEqual(container.uiKitAttributes.count, 2)
            let label = UILabel()
            label.attributedText = NSAttributedString(AttributedString("Label", attributes: container))
            XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .systemBlue)
        }
    }

    func testAnNSAttributedStringConvertsBackWithItsUIKitAttributes() {
        onMainActor {
            let source = NSMutableAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
            source.append(NSAttributedString(string: " red", attributes: [.foregroundColor: UIColor.systemRed, .underlineStyle: 1]))
            let converted = AttributedString(source)
            XCTAssertEqual(String(converted.characters), "Bold red")
            XCTAssertEqual(converted.runs.count, 2)
            XCTAssertEqual(converted.runs.first?.font?.pointSize, 18)
            XCTAssertEqual(converted.runs.last?.foregroundColor, .systemRed)
            XCTAssertEqual(converted.runs.last?.underlineStyle, .single)
            let scoped = try? AttributedString(source, including: \.uiKit)
            XCTAssertEqual(scoped, converted)
            XCTAssertEqual(NSAttributedString(converted).attribute(.font, at: 0, effectiveRange: nil) as? UIFont, UIFont.boldSystemFont(ofSize: 18))
        }
    }
}
