import Foundation

/// Where a content-unavailable view puts its pieces, worked out as a value: the present ones stacked in their order
/// with the configuration's paddings between them, the stack centered vertically in the margins (or from the top
/// margin when taller), each piece centered or at the leading side.
struct ContentUnavailableLayout {
    /// The pieces, in the order they stack.
    enum Piece: Int, CaseIterable {
        case image, text, secondaryText, button, secondaryButton
    }

    var size: CGSize
    var margins: NSDirectionalEdgeInsets
    var alignment: UIContentUnavailableConfiguration.Alignment
    var isRightToLeft = false
    var imageToTextPadding: CGFloat
    var textToSecondaryTextPadding: CGFloat
    var textToButtonPadding: CGFloat
    var buttonToSecondaryButtonPadding: CGFloat

    /// The width a piece may take.
    var availableWidth: CGFloat { max(0, size.width - margins.leading - margins.trailing) }

    /// The frames of the pieces `sizes` holds (each already fitted to `availableWidth`), and the height of the margins
    /// and stack together.
    func frames(for sizes: [Piece: CGSize]) -> (frames: [Piece: CGRect], height: CGFloat) {
        let present = Piece.allCases.filter { sizes[$0] != nil }
        var stackHeight: CGFloat = 0
        var previous: Piece?
        for piece in present {
            if let previous { stackHeight += gap(from: previous, to: piece) }
            stackHeight += sizes[piece]!.height
            previous = piece
        }
        let available = size.height - margins.top - margins.bottom
        var y = margins.top + max(0, (available - stackHeight) / 2)
        var frames: [Piece: CGRect] = [:]
        previous = nil
        for piece in present {
            if let previous { y += gap(from: previous, to: piece) }
            let pieceSize = CGSize(width: min(sizes[piece]!.width, availableWidth), height: sizes[piece]!.height)
            frames[piece] = CGRect(origin: CGPoint(x: x(for: pieceSize.width), y: y), size: pieceSize)
            y += pieceSize.height
            previous = piece
        }
        return (frames, margins.top + stackHeight + margins.bottom)
    }

    private func x(for width: CGFloat) -> CGFloat {
        switch alignment {
        case .center: margins.leading + (availableWidth - width) / 2
        case .natural: isRightToLeft ? size.width - margins.leading - width : margins.leading
        }
    }

    /// The padding between two pieces that stack one after the other.
    private func gap(from upper: Piece, to lower: Piece) -> CGFloat {
        switch (upper, lower) {
        case (.image, .text), (.image, .secondaryText): imageToTextPadding
        case (.text, .secondaryText): textToSecondaryTextPadding
        case (.button, .secondaryButton): buttonToSecondaryButtonPadding
        default: textToButtonPadding
        }
    }
}
