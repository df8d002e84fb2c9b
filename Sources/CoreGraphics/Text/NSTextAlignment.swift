import Foundation

/// How lines of text align.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3
    /// Left for left-to-right text, right for right-to-left.
    case natural = 4

    /// The alignment the text engine takes.
    public var layoutAlignment: TextLayout.Alignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// How text that does not fit a line is broken or cut.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Where the ellipsis goes, for the truncating modes.
    public var layoutTruncation: TextLayout.Truncation {
        switch self {
        case .byTruncatingHead: return .head
        case .byTruncatingMiddle: return .middle
        case .byTruncatingTail: return .tail
        case .byWordWrapping, .byCharWrapping, .byClipping: return .none
        }
    }
}

/// The direction in which text is written.
public enum NSWritingDirection: Int, Sendable {
    /// The direction the text's first strong character gives.
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
