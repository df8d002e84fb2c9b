import UIKit
import XCTest

/// The C names `import UIKit` brings on iOS, used as iOS code of every era uses them.
final class DarwinNamesTests: XCTestCase {
    @available(*, deprecated, message: "M_PI and its family are deprecated for .pi on Darwin as here")
    func testMathConstantsAndDispatchTimeArithmetic() {
        let angle = CGFloat(M_PI) / 2
        XCTAssertEqual(angle, CGFloat.pi / 2)
        XCTAssertEqual(M_PI_2, Double.pi / 2)
        XCTAssertEqual(M_PI_4, Double.pi / 4)
        XCTAssertEqual(M_E, exp(1.0))
        XCTAssertEqual(M_SQRT2, 2.0.squareRoot())
        XCTAssertEqual(M_1_PI, 1 / Double.pi)
        XCTAssertEqual(M_2_PI, 2 / Double.pi)
        XCTAssertEqual(M_LN2, log(2.0))
        XCTAssertGreaterThan(Double(HUGE), 1e38)
        let rotation = CGAffineTransform(rotationAngle: CGFloat(M_PI_4))
        XCTAssertEqual(rotation.b, sin(CGFloat.pi / 4), accuracy: 1e-12)

        let perSecond: UInt64 = NSEC_PER_SEC
        XCTAssertEqual(perSecond, 1_000_000_000)
        XCTAssertEqual(NSEC_PER_MSEC, 1_000_000)
        XCTAssertEqual(USEC_PER_SEC, 1_000_000)
        XCTAssertEqual(NSEC_PER_USEC, 1_000)
        let start = DispatchTime.now()
        let later = DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        XCTAssertGreaterThanOrEqual(later.uptimeNanoseconds - start.uptimeNanoseconds, 500_000_000)
        let inOldSpelling = DispatchTime.now() + .milliseconds(Int(NSEC_PER_MSEC / NSEC_PER_USEC))
        XCTAssertGreaterThan(inOldSpelling, start)
    }
}
