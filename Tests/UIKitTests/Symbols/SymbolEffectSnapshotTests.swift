import QuartzCore
@testable import UIKit
import XCTest

/// Symbol effects as drawn, against a reference picture: three hearts, at rest, at a bounce's peak, and turned by a
/// clockwise wiggle, beside a pulse at its dimmest.
final class SymbolEffectSnapshotTests: XCTestCase {
    func testABounceAWiggleAndAPulseMidway() throws {
        let image: CGImage? = MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            window.backgroundColor = .white
            let symbols = (0..<4).map { index in
                let view = UIImageView(image: UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 32)))
                view.frame = CGRect(x: 10 + CGFloat(index) * 48, y: 14, width: 32, height: 32)
                window.addSubview(view)
                return view
            }
            let renderer = OffscreenRenderer(window: window)
            defer { UIApplication.shared.windows.removeAll { $0 === window } }
            renderer.renderFrame()
            symbols[1].addSymbolEffect(.bounce)
            symbols[2].addSymbolEffect(.wiggle.clockwise, options: .speed(0.5))
            symbols[3].addSymbolEffect(.pulse, options: .speed(1 / 0.3))
            CAContext.current.advance(by: 0.15)
            XCTAssertEqual(symbols[1].layer.presentation()?.transform.m11 ?? 0, 1.18, accuracy: 1e-6)
            renderer.renderFrame()
            return renderer.image
        }
        assertSnapshot(try XCTUnwrap(image))
    }
}
