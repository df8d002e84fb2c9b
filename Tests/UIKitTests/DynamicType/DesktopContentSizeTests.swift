import TestSupport
@testable import UIKit
import XCTest

/// The desktop's text scaling becomes the app's content size category: windows' traits change, views hear of it as
/// on iOS, and the change notification carries the new category.
final class DesktopContentSizeTests: XCTestCase {
    /// The desktop's category lives in the current context: a fresh one leaves later tests at large.
    override func tearDown() {
        onMainActor { _ = installManualClock() }
        super.tearDown()
    }

    /// The notifications an observer heard.
    final class Posts: @unchecked Sendable {
        private(set) var items: [Notification] = []
        func append(_ notification: Notification) { items.append(notification) }
    }

    final class RecordingView: UIView {
        var previousCategories: [UIContentSizeCategory] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
                previousCategories.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
            }
        }
    }

    func testTheScalingFactorMapsToTheNearestCategory() {
        onMainActor {
            XCTAssertEqual(DesktopContentSize.category(forScalingFactor: 1), .large)
            XCTAssertEqual(DesktopContentSize.category(forScalingFactor: 1.25), .extraExtraLarge, "GNOME's Large Text")
            XCTAssertEqual(DesktopContentSize.category(forScalingFactor: 1.1), .extraLarge)
            XCTAssertEqual(DesktopContentSize.category(forScalingFactor: 0.8), .extraSmall)
            XCTAssertEqual(DesktopContentSize.category(forScalingFactor: 0.9), .small)
            XCTAssertEqual(DesktopContentSize.category(forScalingFactor: 1.6), .accessibilityMedium)
            XCTAssertEqual(DesktopContentSize.category(forScalingFactor: 2), .accessibilityLarge)
            XCTAssertEqual(DesktopContentSize.category(forScalingFactor: 3), .accessibilityExtraExtraExtraLarge, "GNOME's largest")
            XCTAssertEqual(DesktopContentSize.category(forScalingFactor: 0), .large)
            XCTAssertEqual(DesktopContentSize.category(forScalingFactor: .nan), .large)
        }
    }

    func testTheEnvironmentNamesTheCategory() {
        onMainActor {
            XCTAssertEqual(DesktopContentSize.environmentCategory(["UIKIT_CONTENT_SIZE_CATEGORY": "accessibilityLarge"]), .accessibilityLarge)
            XCTAssertEqual(DesktopContentSize.environmentCategory(["UIKIT_CONTENT_SIZE_CATEGORY": "ExtraSmall"]), .extraSmall)
            XCTAssertEqual(DesktopContentSize.environmentCategory(["UIKIT_CONTENT_SIZE_CATEGORY": "UICTContentSizeCategoryXXL"]), .extraExtraLarge)
            XCTAssertNil(DesktopContentSize.environmentCategory([:]))
            XCTAssertNil(DesktopContentSize.environmentCategory(["UIKIT_CONTENT_SIZE_CATEGORY": "huge"]), "said once, then the desktop decides")
        }
    }

    func testAChangeReachesWindowsViewsAndTheNotification() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            _ = OffscreenRenderer(window: window)
            defer { UIApplication.shared.windows.removeAll { $0 === window } }
            let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            var registered: [UIContentSizeCategory] = []
            view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (view: RecordingView, _: UITraitCollection) in
                registered.append(view.traitCollection.preferredContentSizeCategory)
            }
            let posts = Posts()
            let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil,
                                                                  queue: nil) { posts.append($0) }
            defer { NotificationCenter.default.removeObserver(observer) }
            XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .large)
            XCTAssertEqual(view.traitCollection.preferredContentSizeCategory, .large)

            UIApplication.shared.desktopContentSizeCategoryChanged(to: .accessibilityLarge)
            XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .accessibilityLarge)
            XCTAssertEqual(window.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
            XCTAssertEqual(UIScreen.main.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
            XCTAssertEqual(view.previousCategories, [.large])
            XCTAssertEqual(registered, [.accessibilityLarge])
            XCTAssertEqual(posts.items.count, 1)
            XCTAssertTrue(posts.items.first?.object as AnyObject? === UIApplication.shared)
            XCTAssertEqual(posts.items.first?.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory, .accessibilityLarge)

            UIApplication.shared.desktopContentSizeCategoryChanged(to: .accessibilityLarge)
            XCTAssertEqual(posts.items.count, 1, "no change, no notification")
            XCTAssertEqual(view.previousCategories, [.large])
        }
    }

    func testPreferredFontsAndMetricsFollowTheDesktop() {
        onMainActor {
            _ = installManualClock()
            UIApplication.shared.desktopContentSizeCategoryChanged(to: .extraExtraLarge)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 21)
            XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 17), 21, accuracy: 1e-9)
            XCTAssertEqual(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34)).pointSize, 42, accuracy: 1e-9)
            let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: small).pointSize, 14, "the traits win")
            XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: small), 14, accuracy: 1e-9)
            small.performAsCurrent {
                XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 14, "the current traits")
            }
        }
    }
}
