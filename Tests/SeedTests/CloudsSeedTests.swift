import Foundation
import QuartzCore
import UIKit
import XCTest

/// The Clouds seed's view, unchanged, running on the manual media clock.
final class CloudsSeedTests: XCTestCase {
    /// A white cloud shape as the seed's template image.
    static let cloudSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="84" height="54" viewBox="0 0 84 54">
          <path d="M20 50 A16 16 0 0 1 18 18 A20 20 0 0 1 56 14 A16 16 0 0 1 70 50 Z" fill="#000"/>
        </svg>
        """

    override func setUp() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seed-assets-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Self.cloudSVG.write(to: folder.appendingPathComponent("Cloud.svg"), atomically: true, encoding: .utf8)
        setenv("UIKIT_ASSETS", folder.path, 1)
    }

    func testCloudsDriftRightAndAreRemovedWhenTheirAnimationFinishes() {
        MainActor.assumeIsolated {
            let clock = CAManualMediaClock(time: 100)
            CAContext(clock: clock).makeCurrent()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let sky = CloudsView(frame: window.bounds)
            sky.backgroundColor = UIColor(red: 0.3, green: 0.6, blue: 0.95, alpha: 1)
            window.addSubview(sky)
            let renderer = OffscreenRenderer(window: window)
            sky.spawnBunchOfCloudsInTheSky()
            sky.spawnCloudFromTheSide()
            let count = sky.subviews.count
            XCTAssertTrue((3...4).contains(count), "2 or 3 clouds in the sky and one from the side")
            XCTAssertTrue(sky.subviews.allSatisfy { ($0 as? UIImageView)?.image != nil }, "the Cloud asset loaded")
            renderer.renderFrame()
            let start = sky.subviews.map { $0.layer.presentation()?.position.x ?? 0 }
            clock.advance(by: 25)
            renderer.renderFrame()
            let halfway = sky.subviews.map { $0.layer.presentation()?.position.x ?? 0 }
            for (a, b) in zip(start, halfway) {
                XCTAssertEqual(b - a, (400 + 84 + 200) / 2, accuracy: 0.01, "linear: half the way at half the time")
            }
            clock.advance(by: 25.1)
            renderer.renderFrame()
            XCTAssertTrue(sky.subviews.isEmpty, "each completion saw finished == true and removed its cloud")
        }
    }
}
