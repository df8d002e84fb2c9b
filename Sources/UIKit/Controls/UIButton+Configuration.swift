import Foundation

extension UIButton {
    /// What a button shows and how (iOS 15): a style (`filled()`, `tinted()`…), its title, subtitle and image placed
    /// in its content insets, its colours, its background and corners. A button given one draws from it, and takes
    /// `updated(for:)` of it in each state (pressed, disabled, selected) unless `automaticallyUpdatesConfiguration`
    /// is off.
    @MainActor @preconcurrency
    public struct Configuration: Hashable {
        /// Which standard configuration this started from: its colours in each state follow it.
        let style: ButtonStyle

        public var background: UIBackgroundConfiguration
        public var cornerStyle: CornerStyle = .dynamic
        /// The size of the text and the default content insets and corners.
        public var buttonSize: Size = .medium {
            didSet {
                guard buttonSize != oldValue, background.cornerRadius == ButtonMetrics(oldValue).cornerRadius else { return }
                background.cornerRadius = ButtonMetrics(buttonSize).cornerRadius
            }
        }
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The colour of the title, subtitle and image before the style changes it for the state; nil takes the
        /// style's (the tint, or white on a filled button).
        public var baseForegroundColor: UIColor?
        /// The colour of the background before the style changes it for the state; nil takes the style's.
        public var baseBackgroundColor: UIColor?

        public var image: UIImage?
        /// The symbol configuration a symbol image is drawn with (its size and weight beside the title).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Where the image sits beside the title: leading (the default), trailing, above or below.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Whether an activity indicator shows in place of the image.
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        private var plainTitle: String?
        /// The title; setting it clears `attributedTitle`.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } ?? plainTitle }
            set {
                plainTitle = newValue
                attributedTitle = nil
            }
        }
        /// The title with attributes of its own, drawn instead of `title`.
        public var attributedTitle: AttributedString?
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title breaks: wrapping modes allow several lines, the others keep one.
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping

        private var plainSubtitle: String?
        /// The line below the title, smaller; setting it clears `attributedSubtitle`.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } ?? plainSubtitle }
            set {
                plainSubtitle = newValue
                attributedSubtitle = nil
            }
        }
        public var attributedSubtitle: AttributedString?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic

        private var customContentInsets: NSDirectionalEdgeInsets?
        /// The space around the content, inside the background: the size's default until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? ButtonMetrics(buttonSize).contentInsets }
            set { customContentInsets = newValue }
        }

        /// Whether a selected button takes the style's selected look.
        public var automaticallyUpdateForSelection = true
        /// The pop-up indicator on the trailing edge.
        public var indicator: Indicator = .automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        init(_ style: ButtonStyle) {
            self.style = style
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = nil
            background.cornerRadius = ButtonMetrics(.medium).cornerRadius
            if let glass = style.glassStyle {
                background.visualEffect = UIGlassEffect(style: glass)
                cornerStyle = .capsule
            }
            self.background = background
        }

        /// A transparent background: the title and image in the tint colour.
        public static func plain() -> Self { Self(.plain) }
        /// A background of the tint, faint: the title and image in the tint colour.
        public static func tinted() -> Self { Self(.tinted) }
        /// A gray background: the title and image in the tint colour.
        public static func gray() -> Self { Self(.gray) }
        /// A background of the tint: the title and image in white.
        public static func filled() -> Self { Self(.filled) }
        /// Another name for `plain()` (the styles differ on the Mac).
        public static func borderless() -> Self { Self(.borderless) }
        /// Another name for `gray()`.
        public static func bordered() -> Self { Self(.bordered) }
        /// Another name for `tinted()`.
        public static func borderedTinted() -> Self { Self(.borderedTinted) }
        /// Another name for `filled()`.
        public static func borderedProminent() -> Self { Self(.borderedProminent) }
        /// A capsule of Liquid Glass behind the title and image, in the tint colour (iOS 26).
        public static func glass() -> Self { Self(.glass) }
        /// A capsule of glass tinted with the tint colour, the title and image in white (iOS 26).
        public static func prominentGlass() -> Self { Self(.prominentGlass) }
        /// A capsule of clear glass, for buttons over photos and video (iOS 26).
        public static func clearGlass() -> Self { Self(.clearGlass) }
        /// A capsule of clear glass tinted with the tint colour, the title and image in white (iOS 26).
        public static func prominentClearGlass() -> Self { Self(.prominentClearGlass) }

        /// The content insets of the size, forgetting any set.
        public mutating func setDefaultContentInsets() {
            customContentInsets = nil
        }

        /// The configuration as `button` shows it in its state: the style's colours for pressed, disabled and
        /// selected written into `baseForegroundColor` and the background's colour.
        public func updated(for button: UIButton) -> Self {
            var updated = self
            let state = ButtonColorState(button: button, followsSelection: automaticallyUpdateForSelection)
            let tint = button.configurationTint
            updated.baseForegroundColor = style.foreground(base: baseForegroundColor, tint: tint, state: state)
            updated.background.backgroundColor = style.background(
                base: background.backgroundColor ?? baseBackgroundColor, tint: tint, state: state)
            return updated
        }

        nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
            MainActor.assumeIsolated {
                lhs.style == rhs.style && lhs.background == rhs.background && lhs.cornerStyle == rhs.cornerStyle
                    && lhs.buttonSize == rhs.buttonSize && lhs.macIdiomStyle == rhs.macIdiomStyle
                    && lhs.baseForegroundColor == rhs.baseForegroundColor && lhs.baseBackgroundColor == rhs.baseBackgroundColor
                    && lhs.image === rhs.image && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding
                    && lhs.showsActivityIndicator == rhs.showsActivityIndicator && lhs.plainTitle == rhs.plainTitle
                    && lhs.attributedTitle == rhs.attributedTitle && lhs.plainSubtitle == rhs.plainSubtitle
                    && lhs.attributedSubtitle == rhs.attributedSubtitle && lhs.titlePadding == rhs.titlePadding
                    && lhs.titleAlignment == rhs.titleAlignment && lhs.customContentInsets == rhs.customContentInsets
                    && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection && lhs.indicator == rhs.indicator
                    && lhs.titleLineBreakMode == rhs.titleLineBreakMode && lhs.subtitleLineBreakMode == rhs.subtitleLineBreakMode
            }
        }

        nonisolated public func hash(into hasher: inout Hasher) {
            MainActor.assumeIsolated {
                hasher.combine(style)
                hasher.combine(title)
                hasher.combine(buttonSize)
            }
        }
    }
}
