import Foundation
import UIKit
import XCTest

/// Ad-click attribution compiles as iOS code writes it and is kept, with no report endpoint on the desktop.
final class EventAttributionTests: XCTestCase {
    func testAnAttributionKeepsItsFieldsAndRidesWithTheOpenOptions() {
        onMainActor {
            let url = URL(string: "https://shop.example/sale")!
            let attribution = UIEventAttribution(sourceIdentifier: 7, destinationURL: url, sourceDescription: "Banner", purchaser: "Shop")
            XCTAssertEqual(attribution.sourceIdentifier, 7)
            XCTAssertEqual(attribution.destinationURL, url)
            XCTAssertEqual(attribution.sourceDescription, "Banner")
            XCTAssertEqual(attribution.purchaser, "Shop")
            XCTAssertNil(attribution.reportEndpoint)
            let options: [UIApplication.OpenExternalURLOptionsKey: Any] = [.eventAttribution: attribution]
            XCTAssertTrue(options[.eventAttribution] as? UIEventAttribution === attribution)
            let overlay = UIEventAttributionView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            XCTAssertEqual(overlay.frame.width, 100)
        }
    }
}
