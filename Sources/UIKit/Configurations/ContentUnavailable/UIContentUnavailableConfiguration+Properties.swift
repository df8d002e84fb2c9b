import Foundation

extension UIContentUnavailableConfiguration {
    /// Where the image, texts and buttons sit across the view.
    public enum Alignment: Int, Hashable, Sendable {
        /// Each centered in the width.
        case center
        /// At the leading side, texts aligned to it.
        case natural
    }

    /// How a text of the configuration is drawn.
    public struct TextProperties: Hashable, Sendable {
        public var font: UIFont
        public var color: UIColor
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false
        public var adjustsFontForContentSizeCategory = true

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.lineBreakMode == rhs.lineBreakMode && lhs.numberOfLines == rhs.numberOfLines
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth && lhs.minimumScaleFactor == rhs.minimumScaleFactor
                && lhs.allowsDefaultTighteningForTruncation == rhs.allowsDefaultTighteningForTruncation
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(numberOfLines)
            hasher.combine(adjustsFontSizeToFitWidth)
        }
    }

    /// How the image of the configuration (or the loading configuration's activity indicator) is drawn.
    @MainActor @preconcurrency
    public struct ImageProperties: Hashable {
        /// The symbol configuration a symbol image is drawn with.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of a template image or the activity indicator; nil: the view's tint color.
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest the image is drawn (zero in a dimension: no limit).
        public var maximumSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false

        init() {}

        nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
            MainActor.assumeIsolated {
                UIImage.SymbolConfiguration.same(lhs.preferredSymbolConfiguration, rhs.preferredSymbolConfiguration) && lhs.tintColor == rhs.tintColor
                    && lhs.cornerRadius == rhs.cornerRadius && lhs.maximumSize == rhs.maximumSize
                    && lhs.accessibilityIgnoresInvertColors == rhs.accessibilityIgnoresInvertColors
            }
        }

        nonisolated public func hash(into hasher: inout Hasher) {
            hasher.combine(cornerRadius)
        }
    }

    /// What a button of the configuration does, beside its look (`button`, `secondaryButton`).
    @MainActor @preconcurrency
    public struct ButtonProperties: Hashable {
        /// Runs on a tap; its title and image are not shown (the button's configuration gives those).
        public var primaryAction: UIAction?
        /// Shown on a tap when there is no primary action.
        public var menu: UIMenu?
        public var isEnabled = true
        public var role: UIButton.Role = .normal

        init() {}

        nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
            MainActor.assumeIsolated {
                lhs.primaryAction === rhs.primaryAction && lhs.menu === rhs.menu && lhs.isEnabled == rhs.isEnabled && lhs.role == rhs.role
            }
        }

        nonisolated public func hash(into hasher: inout Hasher) {
            MainActor.assumeIsolated {
                hasher.combine(isEnabled)
                hasher.combine(role)
            }
        }
    }
}

extension UIImage.SymbolConfiguration {
    /// Whether two optional symbol configurations ask for the same size, weight, scale and text style.
    static func same(_ lhs: UIImage.SymbolConfiguration?, _ rhs: UIImage.SymbolConfiguration?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs === rhs || (lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale && lhs.textStyle == rhs.textStyle)
    }
}

extension UIImage {
    /// Whether two optional images are one, or the same system symbol drawn alike (each `search()` makes its own).
    static func same(_ lhs: UIImage?, _ rhs: UIImage?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs === rhs || (lhs.symbolName != nil && lhs.symbolName == rhs.symbolName
            && UIImage.SymbolConfiguration.same(lhs.symbolConfiguration, rhs.symbolConfiguration))
    }
}
