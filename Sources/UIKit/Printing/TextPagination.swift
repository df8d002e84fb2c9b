import CoreText
import Foundation
import QuartzCore

/// Text set across pages: the characters that fit in each page's area, found by setting the text in one area after
/// another, and a page's characters drawn from the top of its area.
struct TextPagination {
    private(set) var pageRanges: [NSRange] = []
    private var text = NSAttributedString()

    /// Sets `text` in the areas `area(page)` gives until it runs out; how many pages it takes.
    mutating func layOut(_ text: NSAttributedString, in area: (Int) -> CGRect) -> Int {
        self.text = text
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        var ranges: [NSRange] = []
        var start = 0
        while start < text.length, ranges.count < 10_000 {
            let size = area(ranges.count).size
            guard size.width > 0, size.height > 0 else { break }
            var fit = CFRange(location: start, length: 0)
            _ = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(location: start, length: 0), nil, size, &fit)
            // A line taller than the page still goes on it, alone.
            var length = fit.length > 0 ? fit.length : CTTypesetterSuggestLineBreak(CTFramesetterGetTypesetter(framesetter), start, Double(size.width))
            // The line break ending the page's last line stays on it, so the next page starts with text.
            if start + length < text.length, (text.string as NSString).character(at: start + length) == 0x0A { length += 1 }
            ranges.append(NSRange(location: start, length: length))
            start += length
        }
        pageRanges = ranges
        return ranges.count
    }

    /// Draws page `index`'s characters in `rect` of the current context.
    @MainActor
    func draw(page index: Int, in rect: CGRect) {
        guard pageRanges.indices.contains(index) else { return }
        text.attributedSubstring(from: pageRanges[index]).draw(with: rect, options: [.usesLineFragmentOrigin], context: nil)
    }
}
