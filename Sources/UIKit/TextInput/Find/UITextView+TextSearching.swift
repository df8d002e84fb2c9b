import Foundation

/// The text view's built-in find sessions: over the text view itself.
@MainActor
final class TextViewFindSessionProvider: UIFindInteractionDelegate {
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        (view as? UITextView).map { UITextSearchingFindSession(searchableObject: $0) }
    }
}

/// A text view is searched as one document: matches are found in its text, drawn with a yellow background (the
/// highlighted one stronger), scrolled to, and replaced through the editor (undoably) while it is editable.
extension UITextView: UITextSearching {
    public func compare(_ foundRange: UITextRange, toRange: UITextRange, document: AnyHashable?) -> ComparisonResult {
        compare(foundRange.start, to: toRange.start)
    }

    public func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator: UITextSearchAggregator<AnyHashable>) {
        for range in TextMatcher.ranges(of: queryString, in: text ?? "", wordMatch: options.wordMatchMethod, compare: options.stringCompareOptions) {
            resultAggregator.foundRange(OffsetTextRange(range), searchString: queryString, document: nil)
        }
        resultAggregator.finishedSearching()
    }

    public func decorate(foundTextRange: UITextRange, document: AnyHashable?, usingStyle: UITextSearchFoundTextStyle) {
        guard let range = OffsetTextRange.range(of: foundTextRange) else { return }
        foundTextDecorations[range] = usingStyle == .normal ? nil : usingStyle
        surface.relayout()
    }

    public func clearAllDecoratedFoundText() {
        guard !foundTextDecorations.isEmpty else { return }
        foundTextDecorations.removeAll()
        surface.relayout()
    }

    public var supportsTextReplacement: Bool { isEditable }

    public func replace(foundTextRange: UITextRange, document: AnyHashable?, withText: String) {
        guard isEditable, let range = OffsetTextRange.range(of: foundTextRange) else { return }
        _ = surface.editor.replace(range, with: withText, actionName: "Replace")
    }

    public func replaceAll(queryString: String, options: UITextSearchOptions, withText: String) {
        guard isEditable else { return }
        let ranges = TextMatcher.ranges(of: queryString, in: text ?? "", wordMatch: options.wordMatchMethod, compare: options.stringCompareOptions)
        guard !ranges.isEmpty else { return }
        // One undo step; from the last match, so the earlier ranges stay where they were.
        let undo = surface.editor.undoManager
        undo.beginUndoGrouping()
        for range in ranges.reversed() {
            _ = surface.editor.replace(range, with: withText, actionName: "Replace All")
        }
        undo.setActionName("Replace All")
        undo.endUndoGrouping()
    }

    public func scrollRangeToVisible(_ range: UITextRange, inDocument: AnyHashable?) {
        guard let range = OffsetTextRange.range(of: range) else { return }
        scrollRangeToVisible(range)
    }

    /// Shows the matches a find session decorated.
    func decorateFoundText(in shown: NSMutableAttributedString) {
        for (range, style) in foundTextDecorations where NSMaxRange(range) <= shown.length {
            let color: UIColor = style == .highlighted ? .systemYellow : UIColor.systemYellow.withAlphaComponent(0.3)
            shown.addAttribute(.backgroundColor, value: color, range: range)
        }
    }

    /// The text changed under an open find navigator: its results are found again.
    func textChangedForFind() {
        guard let interaction = findInteraction, interaction.isFindNavigatorVisible else { return }
        interaction.searchAgain()
    }
}
