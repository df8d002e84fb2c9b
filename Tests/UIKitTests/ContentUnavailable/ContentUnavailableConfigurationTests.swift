@testable import UIKit
import XCTest

/// The three standard empty states as values: what each factory starts with, and how `updated(for:)` writes the
/// search text into the search configuration without overwriting the app's own secondary text.
final class ContentUnavailableConfigurationTests: XCTestCase {
    func testEmptyStartsWithNothingShownAndTheStandardStyles() {
        onMainActor {
            let empty = UIContentUnavailableConfiguration.empty()
            XCTAssertNil(empty.image)
            XCTAssertNil(empty.text)
            XCTAssertNil(empty.secondaryText)
            XCTAssertNil(empty.button.title)
            XCTAssertNil(empty.secondaryButton.title)
            XCTAssertEqual(empty.alignment, .center)
            XCTAssertEqual(empty.textProperties.font, .boldSystemFont(ofSize: 22))
            XCTAssertEqual(empty.textProperties.color, .label)
            XCTAssertEqual(empty.secondaryTextProperties.font, .systemFont(ofSize: 17))
            XCTAssertEqual(empty.secondaryTextProperties.color, .secondaryLabel)
            XCTAssertEqual(empty.textProperties.numberOfLines, 0)
            XCTAssertEqual(empty.imageProperties.tintColor, .secondaryLabel)
            XCTAssertEqual(empty.imageProperties.preferredSymbolConfiguration?.pointSize, 48)
            XCTAssertEqual(empty.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16))
            XCTAssertEqual(empty.axesPreservingSuperviewLayoutMargins, [.horizontal, .vertical])
            XCTAssertEqual([empty.imageToTextPadding, empty.textToSecondaryTextPadding, empty.textToButtonPadding, empty.buttonToSecondaryButtonPadding],
                           [12, 6, 20, 8])
            XCTAssertEqual(empty.background, .clear())
            XCTAssertTrue(empty.buttonProperties.isEnabled)
            XCTAssertEqual(empty.buttonProperties.role, .normal)
            XCTAssertNil(empty.buttonProperties.primaryAction)
            XCTAssertNil(empty.secondaryButtonProperties.menu)
            XCTAssertEqual(empty.secondaryButton.buttonSize, .small)
        }
    }

    func testLoadingSaysSoInTheSecondaryStyle() {
        onMainActor {
            let loading = UIContentUnavailableConfiguration.loading()
            XCTAssertEqual(loading.text, "Loading…")
            XCTAssertNil(loading.image)
            XCTAssertEqual(loading.textProperties.font, .systemFont(ofSize: 17))
            XCTAssertEqual(loading.textProperties.color, .secondaryLabel)
            XCTAssertNotEqual(loading, .empty())
        }
    }

    func testSearchShowsTheMagnifyingGlassAndNamesTheSearchTextWhenUpdated() {
        onMainActor {
            let search = UIContentUnavailableConfiguration.search()
            XCTAssertEqual(search.image?.isSymbolImage, true)
            XCTAssertEqual(search.text, "No Results")
            XCTAssertNil(search.secondaryText)
            var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
            state.searchText = "  kiwi "
            let updated = search.updated(for: state)
            XCTAssertEqual(updated.secondaryText, "No results for “kiwi”")
            state.searchText = "plum"
            XCTAssertEqual(updated.updated(for: state).secondaryText, "No results for “plum”", "its own text follows the search")
            state.searchText = ""
            XCTAssertNil(updated.updated(for: state).secondaryText, "no search text, no sentence")
            var own = search
            own.secondaryText = "Try another word."
            state.searchText = "kiwi"
            XCTAssertEqual(own.updated(for: state).secondaryText, "Try another word.", "the app's text stays")
            XCTAssertNil(UIContentUnavailableConfiguration.empty().updated(for: state).secondaryText, "only the search configuration names it")
        }
    }

    func testTheStateHoldsCustomKeysAndComparesByValue() {
        onMainActor {
            let key = UIConfigurationStateCustomKey("com.example.offline")
            var a = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
            var b = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
            a[key] = true
            XCTAssertEqual(a[key], AnyHashable(true))
            XCTAssertNotEqual(a, b)
            b[key] = true
            XCTAssertEqual(a, b)
        }
    }

    func testTheViewMadeIsAContentUnavailableViewThatRefusesOtherConfigurations() {
        onMainActor {
            _ = installManualClock()
            let view = UIContentUnavailableConfiguration.empty().makeContentView()
            XCTAssertTrue(view is UIContentUnavailableView)
            XCTAssertTrue(view.supports(UIContentUnavailableConfiguration.search()))
            XCTAssertFalse(view.supports(UIListContentConfiguration.cell()))
            view.configuration = UIListContentConfiguration.cell()
            XCTAssertTrue(view.configuration is UIContentUnavailableConfiguration)
            XCTAssertTrue(UIKitContextState.current.reportedMessages.contains { $0.hasPrefix("UIContentUnavailableView: a UIListContentConfiguration") })
        }
    }
}
