/// The ranges AT-SPI's `Text` calls read at an offset: characters, words, sentences, lines and paragraphs, as ATK
/// defines them (a word from its start to the next word's start, or from the previous word's end to its end …).
public struct TextBoundaries: Sendable {
    public let characters: [Unicode.Scalar]
    public let lineStarts: [Int]

    public init(_ text: AccessibleText) {
        characters = text.characters
        lineStarts = text.lineStarts.isEmpty ? [0] : text.lineStarts
    }

    var count: Int { characters.count }

    /// `AtspiTextBoundaryType`: what `GetTextAtOffset`, `GetTextBeforeOffset` and `GetTextAfterOffset` take.
    public enum Boundary: Int, Sendable {
        case character = 0, wordStart, wordEnd, sentenceStart, sentenceEnd, lineStart, lineEnd
    }

    /// `AtspiTextGranularity`: what `GetStringAtOffset` takes.
    public enum Granularity: Int, Sendable {
        case character = 0, word, sentence, line, paragraph

        var boundary: Boundary {
            switch self {
            case .character: .character
            case .word: .wordStart
            case .sentence: .sentenceStart
            case .line, .paragraph: .lineStart
            }
        }
    }

    /// The range of `granularity` holding `offset`.
    public func range(at offset: Int, granularity: Granularity) -> Range<Int> {
        guard granularity == .paragraph else { return range(at: offset, boundary: granularity.boundary) }
        let breaks = [0] + characters.indices.filter { characters[$0] == "\n" }.map { $0 + 1 }
        return span(at: min(max(offset, 0), count), starts: breaks)
    }

    /// The range of boundary type `boundary` holding `offset`.
    public func range(at offset: Int, boundary: Boundary) -> Range<Int> {
        let offset = min(max(offset, 0), count)
        switch boundary {
        case .character:
            return offset < count ? offset..<(offset + 1) : count..<count
        case .wordStart: return span(at: offset, starts: wordStarts)
        case .wordEnd: return span(endingAfter: offset, ends: wordEnds)
        case .sentenceStart: return span(at: offset, starts: sentenceStarts)
        case .sentenceEnd: return span(endingAfter: offset, ends: sentenceEnds)
        case .lineStart: return span(at: offset, starts: lineStarts)
        case .lineEnd: return span(endingAfter: offset, ends: lineEnds)
        }
    }

    /// The range of `boundary` before the one holding `offset` (empty at the start).
    public func range(before offset: Int, boundary: Boundary) -> Range<Int> {
        let at = range(at: offset, boundary: boundary)
        return at.lowerBound > 0 ? range(at: at.lowerBound - 1, boundary: boundary) : 0..<0
    }

    /// The range of `boundary` after the one holding `offset` (empty at the end).
    public func range(after offset: Int, boundary: Boundary) -> Range<Int> {
        let at = range(at: offset, boundary: boundary)
        guard at.upperBound < count else { return count..<count }
        let next = range(at: at.upperBound, boundary: boundary)
        return next.lowerBound >= at.upperBound ? next : range(at: at.upperBound + 1, boundary: boundary)
    }

    // MARK: Boundaries

    private func isWordCharacter(_ index: Int) -> Bool {
        let scalar = characters[index]
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "'" || scalar == "_"
    }

    private var wordStarts: [Int] {
        characters.indices.filter { isWordCharacter($0) && ($0 == 0 || !isWordCharacter($0 - 1)) }
    }

    private var wordEnds: [Int] {
        (1...max(count, 1)).filter { $0 <= count && isWordCharacter($0 - 1) && ($0 == count || !isWordCharacter($0)) }
    }

    private func endsSentence(_ index: Int) -> Bool { ["." as Unicode.Scalar, "!", "?"].contains(characters[index]) }

    private var sentenceEnds: [Int] {
        characters.indices.filter { endsSentence($0) && ($0 + 1 == count || !endsSentence($0 + 1)) }.map { $0 + 1 }
    }

    private var sentenceStarts: [Int] {
        [0] + sentenceEnds.compactMap { end in
            (end..<count).first { !characters[$0].properties.isWhitespace }
        }
    }

    private var lineEnds: [Int] {
        lineStarts.dropFirst().map { start in start > 0 && characters[start - 1] == "\n" ? start - 1 : start } + [count]
    }

    /// From the last start at or before `offset` to the next start (or the end).
    private func span(at offset: Int, starts: [Int]) -> Range<Int> {
        let start = starts.last { $0 <= offset } ?? 0
        let end = starts.first { $0 > offset } ?? count
        return start..<max(start, end)
    }

    /// From the last end at or before `offset` (the previous unit's end) to the first end after it.
    private func span(endingAfter offset: Int, ends: [Int]) -> Range<Int> {
        let end = ends.first { $0 > offset } ?? count
        let start = ends.last { $0 <= offset && $0 < end } ?? 0
        return min(start, end)..<end
    }
}
