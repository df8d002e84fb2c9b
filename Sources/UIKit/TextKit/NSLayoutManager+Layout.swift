import Foundation

extension NSLayoutManager {
    /// One laid-out line (or, beside an exclusion path, one piece of a line) in a container.
    struct LineFragment {
        /// The line's rectangle (the container's width, the line's height) and the part its text uses, padding
        /// included, in the container's coordinates.
        var rect: CGRect
        var usedRect: CGRect
        /// The characters on the line.
        var range: NSRange
        var container: NSTextContainer
        /// The pango layout the line belongs to, where its top-left corner stands in the container, and the
        /// storage offset of its text's start.
        var layout: TextLayout
        var layoutOrigin: CGPoint
        var layoutStart: Int
    }

    /// The line fragments of every container, laid out now if the text or a container changed since last time.
    var fragments: [LineFragment] {
        if let laidOut { return laidOut }
        let made = layOut()
        laidOut = made
        for (index, container) in textContainers.enumerated() {
            delegate?.layoutManager(self, didCompleteLayoutFor: container, atEnd: index == textContainers.count - 1)
        }
        return made
    }

    /// Lays the storage's text out through the containers in turn; what one cannot hold flows into the next.
    private func layOut() -> [LineFragment] {
        extraFragment = nil
        guard let storage = textStorage, !textContainers.isEmpty else { return [] }
        let text = storage.contents
        var start = 0
        var made: [LineFragment] = []
        for container in textContainers where start < text.length || made.isEmpty {
            let (lines, end) = container.isSimpleRectangularTextContainer ? layOutRectangle(text, from: start, in: container) : layOutAround(text, from: start, in: container)
            made += lines
            start = end
        }
        if text.length == 0 || text.string.utf16.last.map({ $0 == 0x0A || $0 == 0x0D || $0 == 0x2029 }) == true {
            let container = made.last?.container ?? textContainers[0]
            let top = made.last(where: { $0.container === container })?.rect.maxY ?? 0
            let font = (text.length > 0 ? text.attribute(.font, at: text.length - 1, effectiveRange: nil) as? UIFont : nil) ?? UIFont(name: "Helvetica", size: 12)
            let height = font?.lineHeight ?? 14
            let width = container.size.width < 1e6 ? container.size.width : 2 * container.lineFragmentPadding
            extraFragment = (CGRect(x: 0, y: top, width: width, height: height), CGRect(x: 0, y: top, width: 2 * container.lineFragmentPadding, height: height), container)
        }
        return made
    }

    /// The layout of `text` from `start` in a container without exclusion paths: one pango layout in its width
    /// (less the padding), cut at its height and line limit. Returns the lines and where the text left over starts.
    private func layOutRectangle(_ text: NSAttributedString, from start: Int, in container: NSTextContainer) -> ([LineFragment], Int) {
        let padding = container.lineFragmentPadding
        let width = container.size.width < 1e6 ? max(container.size.width - 2 * padding, 1) : nil
        let height = container.size.height < 1e6 ? container.size.height : nil
        let rest = start == 0 ? text : text.attributedSubstring(from: NSRange(location: start, length: text.length - start))
        let layout = TextLayout(
            attributedString: rest, font: TextLayout.defaultFont, color: .black, alignment: .natural, width: width, height: height,
            maximumLines: container.maximumNumberOfLines, truncation: container.lineBreakMode.layoutTruncation, lineBreaks: .paragraphStyles)
        let lineWidth = width.map { $0 + 2 * padding } ?? layout.size.width + 2 * padding
        var lines: [LineFragment] = []
        var end = start
        for line in layout.lines where !(line.range.length == 0 && line.range.location + start == text.length) {
            let rect = CGRect(x: 0, y: line.top, width: lineWidth, height: line.bottom - line.top)
            let used = CGRect(x: line.usedRect.minX, y: line.top, width: line.usedRect.width + 2 * padding, height: rect.height)
            let range = NSRange(location: line.range.location + start, length: line.range.length)
            lines.append(LineFragment(rect: rect, usedRect: used, range: range, container: container, layout: layout, layoutOrigin: CGPoint(x: padding, y: 0), layoutStart: start))
            end = NSMaxRange(range)
        }
        if layout.isTruncated, container.lineBreakMode.layoutTruncation != .none { end = text.length }
        return (lines, max(end, start))
    }

    /// The layout of `text` from `start` in a container with exclusion paths: line by line, each line set by pango
    /// in the free pieces of its band, left to right. Returns the lines and where the text left over starts.
    private func layOutAround(_ text: NSAttributedString, from start: Int, in container: NSTextContainer) -> ([LineFragment], Int) {
        let padding = container.lineFragmentPadding
        let pathsRight = container.exclusionPaths.map(\.bounds.maxX).max() ?? 0
        let width = container.size.width < 1e6 ? container.size.width : max(pathsRight, 0) + 10_000
        let height = container.size.height < 1e6 ? container.size.height : .infinity
        let limit = container.maximumNumberOfLines > 0 ? container.maximumNumberOfLines : Int.max
        let string = text.string as NSString
        var lines: [LineFragment] = []
        var position = start, y: CGFloat = 0
        func line(of piece: NSAttributedString, width: CGFloat) -> (TextLayout, TextLayout.Line)? {
            let layout = TextLayout(
                attributedString: piece, font: TextLayout.defaultFont, color: .black, alignment: .natural, width: max(width, 1),
                maximumLines: 1, lineBreaks: .paragraphStyles)
            return layout.lines.first.map { (layout, $0) }
        }
        while position < text.length, lines.count < limit, y < 1e6 {
            let paragraphEnd = NSMaxRange(string.paragraphRange(for: NSRange(location: position, length: 0)))
            let whole = NSRange(location: position, length: paragraphEnd - position)
            guard let (_, probe) = line(of: text.attributedSubstring(from: whole), width: width - 2 * padding) else { break }
            let bandHeight = max(probe.bottom - probe.top, 1)
            if y + bandHeight > height + 0.01 { break }
            var advance = bandHeight
            for span in container.freeSpans(in: CGRect(x: 0, y: y, width: width, height: bandHeight)) where position < paragraphEnd && lines.count < limit {
                let piece = NSRange(location: position, length: paragraphEnd - position)
                let rest = continuing(text.attributedSubstring(from: piece), isParagraphStart: position == string.paragraphRange(for: NSRange(location: position, length: 0)).location)
                guard let (layout, first) = line(of: rest, width: span.width - 2 * padding), first.range.length > 0 else { break }
                let rect = CGRect(x: span.minX, y: y, width: span.width, height: first.bottom - first.top)
                let used = CGRect(x: span.minX + first.usedRect.minX, y: y, width: first.usedRect.width + 2 * padding, height: rect.height)
                lines.append(LineFragment(
                    rect: rect, usedRect: used, range: NSRange(location: position, length: first.range.length), container: container,
                    layout: layout, layoutOrigin: CGPoint(x: span.minX + padding, y: y), layoutStart: position))
                position += first.range.length
                advance = rect.height
            }
            y += advance
        }
        return (lines, position)
    }

    /// The rest of a paragraph set from one of its later lines: its first line indented by the head indent, not the
    /// first-line one (which belongs to the paragraph's first line only).
    private func continuing(_ rest: NSAttributedString, isParagraphStart: Bool) -> NSAttributedString {
        guard !isParagraphStart, rest.length > 0, let style = rest.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle,
              style.firstLineHeadIndent != style.headIndent, let adjusted = style.mutableCopy() as? NSMutableParagraphStyle else { return rest }
        adjusted.firstLineHeadIndent = style.headIndent
        let copy = NSMutableAttributedString(attributedString: rest)
        copy.addAttribute(.paragraphStyle, value: adjusted, range: NSRange(location: 0, length: copy.length))
        return copy
    }
}
