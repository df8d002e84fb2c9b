import Foundation
import TestSupport
import UIKit
import XCTest

/// A notes screen as an iOS 16 app writes find: the text view's own navigator, and a custom view of cards that
/// adopts UITextSearching with a find interaction of its own (Swift 5, no annotations).
final class NoteCardsView: UIView, UITextSearching, UIFindInteractionDelegate {
    var cards: [String] = []
    var decorated: [Int: UITextSearchFoundTextStyle] = [:]
    lazy var cardsFindInteraction = UIFindInteraction(sessionDelegate: self)

    /// A card's whole text is one "range".
    final class CardRange: UITextRange {
        let index: Int
        init(index: Int) { self.index = index }
    }

    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        let session = UITextSearchingFindSession(searchableObject: self)
        session.searchResultDisplayStyle = .total
        return session
    }

    var selectedTextRange: UITextRange? { nil }

    func compare(_ foundRange: UITextRange, toRange: UITextRange, document: AnyHashable?) -> ComparisonResult {
        let a = (foundRange as? CardRange)?.index ?? 0, b = (toRange as? CardRange)?.index ?? 0
        return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
    }

    func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator: UITextSearchAggregator<AnyHashable>) {
        for (index, card) in cards.enumerated() where card.range(of: queryString, options: options.stringCompareOptions) != nil {
            resultAggregator.foundRange(CardRange(index: index), searchString: queryString, document: nil)
        }
        resultAggregator.finishedSearching()
    }

    func decorate(foundTextRange: UITextRange, document: AnyHashable?, usingStyle: UITextSearchFoundTextStyle) {
        if let range = foundTextRange as? CardRange { decorated[range.index] = usingStyle }
    }

    func clearAllDecoratedFoundText() {
        decorated = [:]
    }
}

final class FindInteractionPortabilityTests: XCTestCase {
    func testTheTextViewsFindAndACustomSearchableView() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let textView = UITextView(frame: window.bounds)
            textView.text = "Buy milk. Buy eggs."
            textView.isFindInteractionEnabled = true
            window.addSubview(textView)
            XCTAssertNotNil(textView.findInteraction)
            textView.findInteraction?.searchText = "buy"
            textView.findInteraction?.presentFindNavigator(showingReplace: false)
            XCTAssertEqual(textView.findInteraction?.isFindNavigatorVisible, true)
            XCTAssertEqual(textView.findInteraction?.activeFindSession?.resultCount, 2)
            textView.findInteraction?.dismissFindNavigator()

            let cards = NoteCardsView(frame: window.bounds)
            cards.cards = ["Groceries", "Gym", "Garden groceries"]
            cards.addInteraction(cards.cardsFindInteraction)
            window.addSubview(cards)
            cards.cardsFindInteraction.searchText = "groceries"
            cards.cardsFindInteraction.presentFindNavigator(showingReplace: false)
            XCTAssertEqual(cards.cardsFindInteraction.activeFindSession?.resultCount, 2)
            XCTAssertEqual(cards.decorated, [0: .highlighted, 2: .found])
            cards.cardsFindInteraction.findNext()
            XCTAssertEqual(cards.decorated, [0: .found, 2: .highlighted])
        }
    }
}
