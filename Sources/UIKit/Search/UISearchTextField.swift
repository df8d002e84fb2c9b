import Foundation

/// The field of a search bar: a rounded, filled text field with a magnifying glass before the text, a clear button
/// while editing, and tokens ahead of the text.
///
/// Difference from Apple: tokens are kept (`tokens`, `insertToken`, `removeToken`) but not drawn in the field.
@MainActor @preconcurrency
open class UISearchTextField: UITextField {
    /// The tokens ahead of the text, in order.
    open var tokens: [UISearchToken] = []
    /// The colour behind the tokens (the tint by default).
    open var tokenBackgroundColor: UIColor?
    /// Whether deleting at the start of the text removes tokens.
    open var allowsDeletingTokens = true
    /// Whether copying selected tokens copies their represented objects.
    open var allowsCopyingTokens = true
    /// The search bar the field belongs to (Escape cancels through it).
    weak var searchBar: UISearchBar?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clipsToBounds = true
        clearButtonMode = .whileEditing
        returnKeyType = .search
        leftView = SearchGlyphView(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        leftViewMode = .always
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(0, tokenIndex), tokens.count))
    }

    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else { return }
        tokens.remove(at: tokenIndex)
    }

    /// The text sits a few points from the glass and the rounded ends.
    override open func textRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.textRect(forBounds: bounds)
        return CGRect(x: rect.minX, y: rect.minY, width: max(0, rect.width - 6), height: rect.height)
    }

    override open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX + 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Escape cancels the search (as the Cancel button does) when the bar shows one or a search controller is active.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if isEditing, let searchBar, presses.contains(where: { $0.key?.keysymName == "Escape" }), searchBar.cancelByEscape() { return }
        super.pressesBegan(presses, with: event)
    }
}

/// One token of a search field: an icon and a text, standing for an object of the app's.
@MainActor @preconcurrency
open class UISearchToken: NSObject {
    /// The app's object the token stands for.
    open var representedObject: Any?

    let icon: UIImage?
    let text: String

    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}

/// The magnifying glass at the start of a search field.
final class SearchGlyphView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let radius: CGFloat = 5.5
        let center = CGPoint(x: bounds.midX - 1.5, y: bounds.midY - 1.5)
        context.setStrokeColor(UIColor.secondaryLabel.resolvedColor(with: traitCollection).cgColor)
        context.setLineWidth(1.8)
        context.strokeEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        let reach = radius * 0.707
        context.move(to: CGPoint(x: center.x + reach, y: center.y + reach))
        context.addLine(to: CGPoint(x: center.x + reach + 4, y: center.y + reach + 4))
        context.strokePath()
    }
}
