@testable import UIKit
import XCTest

/// The haptic feedback generators: every call is accepted and nothing plays on a desktop; each remembers what it was
/// asked for, an intensity is kept within 0…1, and one that is not a number is refused.
final class FeedbackGeneratorTests: XCTestCase {
    func testImpactsAreRememberedWithTheirStyleAndIntensity() {
        onMainActor {
            _ = installManualClock()
            let generator = UIImpactFeedbackGenerator(style: .rigid)
            generator.prepare()
            XCTAssertTrue(generator.isPrepared)
            generator.impactOccurred()
            XCTAssertEqual(generator.lastFeedback, FeedbackRecord(kind: "impact.rigid", intensity: 1))
            XCTAssertFalse(generator.isPrepared, "feedback uses up the preparation")
            generator.impactOccurred(intensity: 0.4)
            XCTAssertEqual(generator.lastFeedback?.intensity, 0.4)
            generator.impactOccurred(intensity: 7)
            XCTAssertEqual(generator.lastFeedback?.intensity, 1, "kept within 0…1")
            generator.impactOccurred(intensity: .nan)
            XCTAssertEqual(generator.lastFeedback?.intensity, 1, "not a number: refused, the last feedback stays")
            generator.impactOccurred(at: CGPoint(x: 3, y: 4))
            XCTAssertEqual(generator.lastFeedback?.location, CGPoint(x: 3, y: 4))
            XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
            XCTAssertEqual(UIImpactFeedbackGenerator(style: .soft).style, .soft)
        }
    }

    func testSelectionAndNotificationFeedback() {
        onMainActor {
            let selection = UISelectionFeedbackGenerator()
            selection.selectionChanged()
            XCTAssertEqual(selection.lastFeedback?.kind, "selection")
            let notification = UINotificationFeedbackGenerator()
            notification.notificationOccurred(.warning)
            XCTAssertEqual(notification.lastFeedback?.kind, "notification.warning")
            notification.notificationOccurred(.error, at: .zero)
            XCTAssertEqual(notification.lastFeedback?.kind, "notification.error")
        }
    }

    func testAGeneratorMadeForAViewIsOneOfItsInteractions() {
        onMainActor {
            let view = UIView()
            let generator = UIImpactFeedbackGenerator(style: .heavy, view: view)
            XCTAssertTrue(generator.view === view)
            XCTAssertTrue(view.interactions.contains { $0 === generator })
            view.removeInteraction(generator)
            XCTAssertNil(generator.view)
            let plain = UISelectionFeedbackGenerator(view: view)
            XCTAssertTrue(plain.view === view)
        }
    }
}
