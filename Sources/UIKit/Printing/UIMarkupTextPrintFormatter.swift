import Foundation

/// Prints HTML text.
///
/// Difference from Apple: no web engine lays the HTML out: its text is printed as plain 12-point text, the tags
/// dropped, block elements and `<br>` breaking lines and the common character entities decoded.
@MainActor @preconcurrency
open class UIMarkupTextPrintFormatter: UIPrintFormatter {
    /// The HTML printed.
    open var markupText: String?
    private var pagination = TextPagination()

    public init(markupText: String) {
        self.markupText = markupText
        super.init()
    }

    /// The text printed: the markup's text, in the system font in black.
    var text: String { markupText.map(Self.plainText(of:)) ?? "" }

    override func layOutPages() -> Int {
        let styled = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.black])
        return pagination.layOut(styled) { contentRect(forPage: $0) }
    }

    override func drawPage(_ index: Int, in rect: CGRect) {
        pagination.draw(page: index, in: rect)
    }

    /// The text of `html`: tags dropped, line breaks for blocks and `<br>`, entities decoded, runs of white space
    /// within a line made one space.
    static func plainText(of html: String) -> String {
        var text = ""
        var index = html.startIndex
        while index < html.endIndex {
            if html[index] == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[html.index(after: index)..<close].lowercased()
                let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
                if Self.breakingTags.contains(String(name)), !text.hasSuffix("\n") {
                    text.append("\n")
                }
                index = html.index(after: close)
            } else {
                text.append(html[index])
                index = html.index(after: index)
            }
        }
        let entities = ["&nbsp;": " ", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&apos;": "'", "&amp;": "&"]
        for (entity, character) in entities { text = text.replacingOccurrences(of: entity, with: character) }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ") }
            .joined(separator: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The elements that start a line of their own.
    private static let breakingTags: Set<String> = ["br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "table"]
}
