import Foundation
import QuartzCore

/// Prints plain or attributed text, broken into lines in each page's content area and carried over from page to page.
@MainActor @preconcurrency
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    /// The text, set in `font`, `color` and `textAlignment`.
    open var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The text with its own attributes; `font`, `color` and `textAlignment` fill in what it leaves out.
    open var attributedText: NSAttributedString?
    open var font: UIFont?
    open var color: UIColor?
    open var textAlignment: NSTextAlignment = .natural

    public init(text: String) {
        attributedText = NSAttributedString(string: text)
        super.init()
    }

    public init(attributedText: NSAttributedString?) {
        self.attributedText = attributedText
        super.init()
    }

    /// The text with the formatter's font, colour and alignment where it has none of its own.
    var styledText: NSAttributedString {
        guard let attributedText else { return NSAttributedString() }
        let styled = NSMutableAttributedString(attributedString: attributedText)
        let whole = NSRange(location: 0, length: styled.length)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        let defaults: [NSAttributedString.Key: Any] = [.font: font ?? UIFont.systemFont(ofSize: 12), .foregroundColor: color ?? UIColor.black,
                                                       .paragraphStyle: paragraph]
        for (key, value) in defaults {
            styled.enumerateAttribute(key, in: whole) { existing, range, _ in
                if existing == nil { styled.addAttribute(key, value: value, range: range) }
            }
        }
        return styled
    }

    private var pagination = TextPagination()

    override func layOutPages() -> Int {
        pagination.layOut(styledText) { contentRect(forPage: $0) }
    }

    override func drawPage(_ index: Int, in rect: CGRect) {
        pagination.draw(page: index, in: rect)
    }
}
