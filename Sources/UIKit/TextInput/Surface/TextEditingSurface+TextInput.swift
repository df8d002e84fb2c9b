import Foundation

/// `UITextInput` over a surface's editor, in offset positions, for the views that adopt the protocol to forward to.
extension TextEditingSurface {
    func position(_ offset: Int) -> UITextPosition { UITextPosition(offset: min(max(offset, 0), editor.length)) }

    func range(_ range: NSRange) -> UITextRange { OffsetTextRange(range) }

    func nsRange(_ range: UITextRange) -> NSRange {
        let found = OffsetTextRange.range(of: range) ?? NSRange(location: 0, length: 0)
        let start = min(max(found.location, 0), editor.length)
        return NSRange(location: start, length: min(max(found.length, 0), editor.length - start))
    }

    func text(in range: UITextRange) -> String? {
        (editor.text as NSString).substring(with: nsRange(range))
    }

    var selectedTextRange: UITextRange? {
        get { range(editor.selectedRange) }
        set { if let newValue { editor.closeTypingGroup(); editor.select(nsRange(newValue)) } }
    }

    var markedTextRange: UITextRange? { editor.markedRange.map(range) }

    func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        OffsetTextRange(NSRange(location: min(from.offset, to.offset), length: abs(to.offset - from.offset)))
    }

    /// `offset` positions (UTF-16 units) from `position`; nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...editor.length).contains(target) ? self.position(target) : nil
    }

    /// `offset` characters (grapheme clusters) left, right, or lines up, down; nil past the text's ends.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        var at = position.offset
        for _ in 0..<max(offset, 0) {
            let motion: TextEditor.Motion
            switch direction {
            case .left: motion = .character(forward: layout.isRightToLeft)
            case .right: motion = .character(forward: !layout.isRightToLeft)
            case .up: motion = .line(forward: false)
            case .down: motion = .line(forward: true)
            }
            let next = editor.destination(of: motion, from: at)
            if next == at { return offset == 0 ? position : nil }
            at = next
        }
        return self.position(at)
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }

    func offset(from: UITextPosition, to: UITextPosition) -> Int { to.offset - from.offset }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        let found = nsRange(range)
        switch direction {
        case .left, .up: return position(found.location)
        case .right, .down: return position(found.location + found.length)
        }
    }

    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        let other: Int
        switch direction {
        case .left, .up: other = editor.navigation.previousCharacter(before: position.offset)
        case .right, .down: other = editor.navigation.nextCharacter(after: position.offset)
        }
        return range(NSRange(location: min(other, position.offset), length: abs(other - position.offset)))
    }

    func baseWritingDirection(for position: UITextPosition) -> NSWritingDirection {
        layout.isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Rectangles in the canvas, moved into `view`'s coordinates (laid out first, so a field that has just begun
    /// editing answers with its editing rectangle).
    func firstRect(for range: UITextRange, in view: UIView) -> CGRect {
        view.layoutIfNeeded()
        let found = nsRange(range)
        guard let first = rects(for: found).first else { return caretRect(for: position(found.location), in: view) }
        return canvas.convert(first, to: view)
    }

    func caretRect(for position: UITextPosition, in view: UIView) -> CGRect {
        view.layoutIfNeeded()
        var rect = caretRect(at: position.offset)
        rect.size.width = CaretLayer.width
        rect.origin.x -= CaretLayer.width / 2
        return canvas.convert(rect, to: view)
    }

    func selectionRects(for range: UITextRange, in view: UIView) -> [UITextSelectionRect] {
        view.layoutIfNeeded()
        let pieces = rects(for: nsRange(range))
        let direction: NSWritingDirection = layout.isRightToLeft ? .rightToLeft : .leftToRight
        return pieces.enumerated().map { index, rect in
            UITextSelectionRect(rect: canvas.convert(rect, to: view), writingDirection: direction, containsStart: index == 0, containsEnd: index == pieces.count - 1)
        }
    }

    func closestPosition(to point: CGPoint, in view: UIView) -> UITextPosition? {
        view.layoutIfNeeded()
        return position(offset(at: view.convert(point, to: canvas)))
    }

    func closestPosition(to point: CGPoint, within range: UITextRange, in view: UIView) -> UITextPosition? {
        view.layoutIfNeeded()
        let found = nsRange(range)
        let at = offset(at: view.convert(point, to: canvas))
        return position(min(max(at, found.location), found.location + found.length))
    }

    func characterRange(at point: CGPoint, in view: UIView) -> UITextRange? {
        view.layoutIfNeeded()
        let at = offset(at: view.convert(point, to: canvas))
        let end = editor.navigation.nextCharacter(after: at)
        return range(NSRange(location: at, length: end - at))
    }
}
