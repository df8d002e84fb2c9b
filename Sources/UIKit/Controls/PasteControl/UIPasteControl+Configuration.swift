import Foundation

extension UIPasteControl {
    /// What a paste button shows: an icon, the word "Paste", or both.
    public enum DisplayMode: UInt, Sendable {
        case iconAndLabel = 0, iconOnly = 1, labelOnly = 2, arrowAndLabel = 3
    }

    /// How a paste button looks: what it shows, its corners and its colours. The control takes a copy when it is made.
    @MainActor @preconcurrency
    open class Configuration: @preconcurrency NSCopying {
        open var displayMode: DisplayMode = .iconAndLabel
        /// The corners' shape, as a button configuration's.
        open var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
        /// The corners' radius when `cornerStyle` is `.fixed`.
        open var cornerRadius: CGFloat = 0
        /// The colour of the icon and label (white when nil).
        open var baseForegroundColor: UIColor?
        /// The button's colour (the tint when nil).
        open var baseBackgroundColor: UIColor?

        public init() {}

        public required init?(coder: NSCoder) {
            return nil
        }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.displayMode = displayMode
            copy.cornerStyle = cornerStyle
            copy.cornerRadius = cornerRadius
            copy.baseForegroundColor = baseForegroundColor
            copy.baseBackgroundColor = baseBackgroundColor
            return copy
        }

        /// The filled button configuration that draws a paste button of this look.
        func buttonConfiguration() -> UIButton.Configuration {
            var button = UIButton.Configuration.filled()
            button.cornerStyle = cornerStyle
            if cornerStyle == .fixed { button.background.cornerRadius = cornerRadius }
            button.baseForegroundColor = baseForegroundColor
            button.baseBackgroundColor = baseBackgroundColor
            button.imagePadding = 6
            switch displayMode {
            case .iconAndLabel:
                button.image = UIImage(systemName: "doc.on.clipboard")
                button.title = "Paste"
            case .iconOnly:
                button.image = UIImage(systemName: "doc.on.clipboard")
            case .labelOnly:
                button.title = "Paste"
            case .arrowAndLabel:
                button.image = UIImage(systemName: "arrow.right")
                button.imagePlacement = .trailing
                button.title = "Paste"
            }
            return button
        }
    }
}
