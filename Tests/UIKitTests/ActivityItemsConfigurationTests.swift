import Foundation
@testable import UIKit
import XCTest

/// UIActivityItemsConfiguration: item providers from objects, the closures answering metadata, previews and the
/// app's activities, a share sheet made from it, and a responder's configuration.
final class ActivityItemsConfigurationTests: XCTestCase {
    @MainActor
    private final class SaveActivity: UIActivity {
        override var activityType: ActivityType? { ActivityType("org.example.save") }
        override var activityTitle: String? { "Save to Library" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    }

    func testTheConfigurationAnswersThroughItsClosures() {
        onMainActor {
            let url = URL(string: "https://example.com/recipe")!
            let configuration = UIActivityItemsConfiguration(objects: ["Pancakes" as NSString, url as NSURL])
            XCTAssertEqual(configuration.itemProvidersForActivityItemsConfiguration.count, 2)
            XCTAssertTrue(configuration.itemProvidersForActivityItemsConfiguration[0].hasItemConformingToTypeIdentifier("public.plain-text"))
            XCTAssertTrue(configuration.activityItemsConfigurationSupportsInteraction(.share))
            configuration.supportedInteractions = []
            XCTAssertFalse(configuration.activityItemsConfigurationSupportsInteraction(.share))
            XCTAssertNil(configuration.activityItemsConfigurationMetadata(forKey: .title))
            configuration.metadataProvider = { key in key == .title ? "Breakfast" : nil }
            configuration.perItemMetadataProvider = { index, key in key == .messageBody ? "item \(index)" : nil }
            configuration.previewProvider = { index, intent, size in
                intent == .thumbnail ? NSItemProvider(object: "thumb \(index) \(Int(size.width))" as NSString) : nil
            }
            configuration.applicationActivitiesProvider = { [SaveActivity()] }
            configuration.localObject = 42
            XCTAssertEqual(configuration.activityItemsConfigurationMetadata(forKey: .title) as? String, "Breakfast")
            XCTAssertEqual(configuration.activityItemsConfigurationMetadataForItem(at: 1, key: .messageBody) as? String, "item 1")
            XCTAssertNotNil(configuration.activityItemsConfigurationPreviewForItem(at: 0, intent: .thumbnail, suggestedSize: CGSize(width: 64, height: 64)))
            XCTAssertNil(configuration.activityItemsConfigurationPreviewForItem(at: 0, intent: .fullSize, suggestedSize: .zero))
            XCTAssertEqual(configuration.applicationActivitiesForActivityItemsConfiguration?.count, 1)
            XCTAssertEqual(configuration.localObject as? Int, 42)

            let sheet = UIActivityViewController(activityItemsConfiguration: configuration)
            XCTAssertEqual(sheet.offeredActivities.map { $0.activityTitle ?? "" }, ["Copy", "Save to Library"], "the objects as strings and URLs Copy takes")
        }
    }

    func testProvidersAloneAndAResponderOffersItsItems() {
        onMainActor {
            let configuration = UIActivityItemsConfiguration(itemProviders: [NSItemProvider(object: "draft" as NSString)])
            XCTAssertNil(configuration.applicationActivitiesForActivityItemsConfiguration)
            let sheet = UIActivityViewController(activityItemsConfiguration: configuration)
            XCTAssertTrue(sheet.offeredActivities.isEmpty, "Copy takes no bare provider")
            let view = UIView()
            XCTAssertNil(view.activityItemsConfiguration)
            view.activityItemsConfiguration = configuration
            XCTAssertTrue(view.activityItemsConfiguration === configuration)
        }
    }
}
