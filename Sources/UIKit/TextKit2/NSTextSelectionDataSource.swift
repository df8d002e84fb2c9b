import Foundation

/// What selection navigation asks of the layout it moves over: the document, its words and lines, caret positions.
/// A text layout manager is one.
@MainActor @preconcurrency
public protocol NSTextSelectionDataSource: AnyObject {
    var documentRange: NSTextRange { get }
    /// Calls `block` with each substring of the kind `options` names (composed characters, words, paragraphs) from
    /// `location`, its range and enclosing range, until it sets its stop flag.
    func enumerateSubstrings(from location: any NSTextLocation, options: NSString.EnumerationOptions, using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void)
    /// The range of the unit `selectionGranularity` names around `location`.
    func textRange(for selectionGranularity: NSTextSelection.Granularity, enclosing location: any NSTextLocation) -> NSTextRange?
    func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)?
    func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int
    func baseWritingDirection(at location: any NSTextLocation) -> NSTextSelectionNavigation.WritingDirection
    /// Calls `block` with each caret position on the line holding `location`: its x in the container, location, and
    /// whether it is a character's leading edge.
    func enumerateCaretOffsetsInLineFragment(at location: any NSTextLocation, using block: (CGFloat, any NSTextLocation, Bool, UnsafeMutablePointer<ObjCBool>) -> Void)
    /// The range of the line at `point` in the container holding `location`.
    func lineFragmentRange(for point: CGPoint, inContainerAt location: any NSTextLocation) -> NSTextRange?
}

extension NSString.EnumerationOptions {
    /// Enumeration by words (Apple's `.byWords`, which swift-corelibs-foundation marks unavailable), as the
    /// selection data source takes it.
    static let wordUnits = NSString.EnumerationOptions(rawValue: 3)
}

/// A laid-out line placed in the container: its fragment, the line, its origin in the container and its characters
/// as document offsets.
struct PlacedLine {
    var fragment: NSTextLayoutFragment
    var line: NSTextLineFragment
    var origin: CGPoint
    var range: NSRange
}

extension NSTextLayoutManager: NSTextSelectionDataSource {
    /// Every line of the layout, top to bottom.
    var placedLines: [PlacedLine] {
        fragments.flatMap { fragment in
            fragment.textLineFragments.map { line in
                PlacedLine(
                    fragment: fragment, line: line,
                    origin: CGPoint(x: fragment.layoutFragmentFrame.minX + line.typographicBounds.minX, y: fragment.layoutFragmentFrame.minY + line.typographicBounds.minY),
                    range: NSRange(location: fragment.documentOffset + line.characterRange.location, length: line.characterRange.length))
            }
        }
    }

    /// The line holding document offset `offset` (the last line for the end; with `upstream`, a line ending there).
    func placedLine(at offset: Int, upstream: Bool = false, in lines: [PlacedLine]) -> PlacedLine? {
        if upstream, let ending = lines.first(where: { NSMaxRange($0.range) == offset && $0.range.length > 0 }) { return ending }
        return lines.first { NSLocationInRange(offset, $0.range) } ?? lines.last
    }

    /// The caret x of document offset `offset` on `line`, in the container.
    func caretX(_ offset: Int, on line: PlacedLine) -> CGFloat {
        line.origin.x + line.line.locationForCharacter(at: offset - line.fragment.documentOffset).x
    }

    /// The document's text, as its fragments laid it out.
    var documentText: String {
        fragments.map { $0.laidOutText.string }.joined()
    }

    /// A range of the document by offsets.
    func documentTextRange(_ range: NSRange) -> NSTextRange? {
        guard let start = documentLocation(range.location) else { return nil }
        return NSTextRange(location: start, end: documentLocation(NSMaxRange(range)))
    }

    public func enumerateSubstrings(from location: any NSTextLocation, options: NSString.EnumerationOptions, using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let text = documentText
        let navigation = TextNavigation(text)
        let offset = navigation.clamped(documentOffset(location))
        var units: [NSRange] = []
        let kind = options.rawValue & 0xFF
        if kind == NSString.EnumerationOptions.wordUnits.rawValue {
            var start = 0
            while start < navigation.length {
                let word = navigation.wordRange(at: start)
                // At a word's end the word before is given: step past it.
                guard NSMaxRange(word) > start else {
                    start = navigation.nextCharacter(after: start)
                    continue
                }
                if (text as NSString).substring(with: word).contains(where: { $0.isLetter || $0.isNumber }) { units.append(word) }
                start = NSMaxRange(word)
            }
        } else if kind == NSString.EnumerationOptions.byParagraphs.rawValue || kind == NSString.EnumerationOptions.byLines.rawValue {
            let string = text as NSString
            var start = 0
            while start < string.length {
                let paragraph = string.paragraphRange(for: NSRange(location: start, length: 0))
                units.append(paragraph)
                start = NSMaxRange(paragraph)
            }
        } else {
            units = zip(navigation.boundaries, navigation.boundaries.dropFirst()).map { NSRange(location: $0, length: $1 - $0) }
        }
        let reverse = options.contains(.reverse)
        let ordered = reverse ? Array(units.filter { $0.location < offset }.reversed()) : units.filter { NSMaxRange($0) > offset }
        var stop: ObjCBool = false
        let string = text as NSString
        for unit in ordered {
            guard let range = documentTextRange(unit) else { continue }
            block(options.contains(.substringNotRequired) ? nil : string.substring(with: unit), range, range, &stop)
            if stop.boolValue { return }
        }
    }

    public func textRange(for selectionGranularity: NSTextSelection.Granularity, enclosing location: any NSTextLocation) -> NSTextRange? {
        let navigation = TextNavigation(documentText)
        let offset = min(max(documentOffset(location), 0), navigation.length)
        switch selectionGranularity {
        case .character:
            let start = navigation.clamped(offset)
            return documentTextRange(NSRange(location: start, length: navigation.nextCharacter(after: start) - start))
        case .word:
            return documentTextRange(navigation.wordRange(at: offset))
        case .line:
            return placedLine(at: offset, in: placedLines).flatMap { documentTextRange($0.range) }
        case .paragraph, .sentence:
            return documentTextRange(navigation.paragraphRange(at: offset))
        }
    }

    public func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        textContentManager?.location(location, offsetBy: offset)
    }

    public func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        textContentManager?.offset(from: from, to: to) ?? 0
    }

    /// The paragraph's writing direction at `location` (left to right unless its style says right to left).
    public func baseWritingDirection(at location: any NSTextLocation) -> NSTextSelectionNavigation.WritingDirection {
        guard let fragment = textLayoutFragment(for: location), fragment.laidOutText.length > 0,
              let style = fragment.laidOutText.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle else { return .leftToRight }
        return style.baseWritingDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    public func enumerateCaretOffsetsInLineFragment(at location: any NSTextLocation, using block: (CGFloat, any NSTextLocation, Bool, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let line = placedLine(at: documentOffset(location), in: placedLines) else { return }
        var stop: ObjCBool = false
        for offset in line.range.location...NSMaxRange(line.range) {
            guard let caret = documentLocation(offset) else { continue }
            block(caretX(offset, on: line), caret, true, &stop)
            if stop.boolValue { return }
        }
    }

    public func lineFragmentRange(for point: CGPoint, inContainerAt location: any NSTextLocation) -> NSTextRange? {
        let lines = placedLines
        let line = lines.first { point.y >= $0.origin.y && point.y < $0.origin.y + $0.line.typographicBounds.height }
            ?? (point.y < 0 ? lines.first : lines.last)
        return line.flatMap { documentTextRange($0.range) }
    }
}
