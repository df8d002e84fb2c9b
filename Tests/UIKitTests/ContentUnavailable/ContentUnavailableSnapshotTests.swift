@testable import UIKit
import XCTest

/// Empty states as they look, against reference pictures: an empty folder with a button, and a search that found
/// nothing naming what was searched for.
final class ContentUnavailableSnapshotTests: XCTestCase {
    @MainActor
    private static func render(_ configuration: UIContentUnavailableConfiguration) -> CGImage? {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.backgroundColor = .systemBackground
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = window.bounds
        window.addSubview(view)
        window.layoutIfNeeded()
        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        defer { UIApplication.shared.windows.removeAll { $0 === window } }
        return renderer.image
    }

    func testAnEmptyFolderWithAButton() throws {
        let image: CGImage? = MainActor.assumeIsolated {
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.image = UIImage(systemName: "folder")
            configuration.text = "No Documents"
            configuration.secondaryText = "Documents you create appear here."
            configuration.button = .filled()
            configuration.button.title = "New Document"
            configuration.secondaryButton.title = "Import"
            return Self.render(configuration)
        }
        assertSnapshot(try XCTUnwrap(image))
    }

    func testASearchWithNoResults() throws {
        let image: CGImage? = MainActor.assumeIsolated {
            var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
            state.searchText = "kiwi"
            return Self.render(UIContentUnavailableConfiguration.search().updated(for: state))
        }
        assertSnapshot(try XCTUnwrap(image))
    }
}
