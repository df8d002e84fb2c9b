import UIKit
import XCTest

/// A format subclass as iOS code writes one: `override init()` setting its own defaults, reached through the
/// class methods that make formats (`default()`, `preferred()`), as UIKit reaches it through `-init`.
final class OpaqueIconFormat: UIGraphicsImageRendererFormat {
    var madeByOwnInit = false

    override init() {
        super.init()
        opaque = true
        scale = 3
        madeByOwnInit = true
    }
}

final class RendererFormatSubclassTests: XCTestCase {
    func testDefaultAndPreferredRunTheSubclassesOwnInit() {
        MainActor.assumeIsolated {
            for format in [OpaqueIconFormat.default(), OpaqueIconFormat.preferred()] {
                XCTAssertTrue(format.madeByOwnInit)
                XCTAssertTrue(format.opaque)
                XCTAssertEqual(format.scale, 3)
            }
            XCTAssertTrue(type(of: UIGraphicsImageRendererFormat.default()) == UIGraphicsImageRendererFormat.self)
        }
    }

    func testARendererDrawsWithTheSubclassesFormat() {
        MainActor.assumeIsolated {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: OpaqueIconFormat.default())
            let image = renderer.image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            XCTAssertEqual(image.scale, 3)
            XCTAssertEqual(image.cgImage?.width, 12)
        }
    }

    func testAFormatForATraitCollectionTakesItsScale() {
        MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2))
            XCTAssertEqual(format.scale, 2)
        }
    }
}
