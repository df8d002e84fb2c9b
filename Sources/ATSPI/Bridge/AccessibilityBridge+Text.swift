import Foundation

/// The answers to `org.a11y.atspi.Text` (reading text by character, word, sentence, line and paragraph, the caret,
/// selections, where characters are) and `org.a11y.atspi.EditableText` (changing it as a user would).
extension AccessibilityBridge {
    func text(_ member: String, _ text: AccessibleText, node: AccessibleNode, id: AccessibleObjectID,
              int: (Int) -> Int?) -> [DBusValue]? {
        let characters = text.characters
        let count = characters.count
        func clamp(_ offset: Int) -> Int { min(max(offset, 0), count) }
        func piece(_ range: Range<Int>) -> [DBusValue] {
            [.string(Self.string(characters[range])), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))]
        }
        func box(_ rect: CGRect?) -> [DBusValue] {
            let rect = rect ?? .zero
            return [.int32(Self.pixel(rect.minX)), .int32(Self.pixel(rect.minY)),
                    .int32(Self.pixel(rect.width)), .int32(Self.pixel(rect.height))]
        }
        let boundaries = TextBoundaries(text)
        switch member {
        case "GetText":
            let start = clamp(int(0) ?? 0)
            let requestedEnd = int(1) ?? -1
            let end = requestedEnd < 0 ? count : max(start, clamp(requestedEnd))
            return [.string(Self.string(characters[start..<end]))]
        case "GetCharacterAtOffset":
            let offset = int(0) ?? -1
            return [.int32(characters.indices.contains(offset) ? Int32(characters[offset].value) : 0)]
        case "GetStringAtOffset":
            let granularity = TextBoundaries.Granularity(rawValue: int(1) ?? 0) ?? .character
            return piece(boundaries.range(at: int(0) ?? 0, granularity: granularity))
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let boundary = TextBoundaries.Boundary(rawValue: int(1) ?? 0) ?? .character
            let offset = int(0) ?? 0
            let range = member == "GetTextAtOffset" ? boundaries.range(at: offset, boundary: boundary)
                : member == "GetTextBeforeOffset" ? boundaries.range(before: offset, boundary: boundary)
                : boundaries.range(after: offset, boundary: boundary)
            return piece(range)
        case "GetNSelections":
            return [.int32(text.selection == nil ? 0 : 1)]
        case "GetSelection":
            guard int(0) == 0, let selection = text.selection else { return [.int32(0), .int32(0)] }
            return [.int32(Int32(selection.lowerBound)), .int32(Int32(selection.upperBound))]
        case "SetCaretOffset":
            return [.bool(tree.editText(.setCaret(clamp(int(0) ?? 0)), on: id))]
        case "AddSelection", "SetSelection":
            let first = member == "SetSelection" ? 1 : 0
            guard member == "AddSelection" ? text.selection == nil : int(0) == 0 else { return [.bool(false)] }
            let start = clamp(int(first) ?? 0), end = clamp(int(first + 1) ?? 0)
            return [.bool(tree.editText(.select(min(start, end)..<max(start, end)), on: id))]
        case "RemoveSelection":
            guard int(0) == 0, text.selection != nil else { return [.bool(false)] }
            return [.bool(tree.editText(.setCaret(clamp(text.caret)), on: id))]
        case "GetAttributes", "GetAttributeRun":
            return [.stringDictionary([]), .int32(0), .int32(Int32(count))]
        case "GetAttributeValue":
            return [.string("")]
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return [.stringDictionary([])]
        case "GetCharacterExtents":
            let offset = int(0) ?? -1
            guard characters.indices.contains(offset) else { return box(nil) }
            return box(tree.textBounds(of: offset..<(offset + 1), on: id) ?? node.extents)
        case "GetRangeExtents":
            let start = clamp(int(0) ?? 0), end = clamp(int(1) ?? 0)
            return box(tree.textBounds(of: min(start, end)..<max(start, end), on: id) ?? node.extents)
        case "GetOffsetAtPoint":
            let point = CGPoint(x: int(0) ?? 0, y: int(1) ?? 0)
            return [.int32(Int32(tree.textOffset(at: point, on: id) ?? -1))]
        case "ScrollSubstringTo", "ScrollSubstringToPoint":
            return [.bool(false)]
        default:
            return nil
        }
    }

    func editableText(_ member: String, _ text: AccessibleText, id: AccessibleObjectID, arguments: [DBusValue],
                      int: (Int) -> Int?) -> [DBusValue]? {
        let count = text.count
        func clamp(_ offset: Int) -> Int { min(max(offset, 0), count) }
        func range() -> Range<Int> {
            let start = clamp(int(0) ?? 0), end = clamp(int(1) ?? 0)
            return min(start, end)..<max(start, end)
        }
        func string(_ index: Int) -> String? { arguments.indices.contains(index) ? arguments[index].stringValue : nil }
        switch member {
        case "SetTextContents":
            return [.bool(tree.editText(.setContents(string(0) ?? ""), on: id))]
        case "InsertText":
            // The length counts the characters of the string to insert (GTK's and ATK's reading).
            var inserted = string(1) ?? ""
            if let length = int(2), length >= 0, length < inserted.unicodeScalars.count {
                inserted = Self.string(Array(inserted.unicodeScalars)[0..<length])
            }
            return [.bool(tree.editText(.insert(inserted, at: clamp(int(0) ?? 0)), on: id))]
        case "DeleteText":
            return [.bool(tree.editText(.delete(range()), on: id))]
        case "CopyText":
            _ = tree.editText(.copy(range()), on: id)
            return []
        case "CutText":
            return [.bool(tree.editText(.cut(range()), on: id))]
        case "PasteText":
            return [.bool(tree.editText(.paste(at: clamp(int(0) ?? 0)), on: id))]
        default:
            return nil
        }
    }

    static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var string = String.UnicodeScalarView()
        string.append(contentsOf: scalars)
        return String(string)
    }
}
