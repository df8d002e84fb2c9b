import Foundation

/// An empty state as a value: an image (or, loading, a spinning activity indicator), a text, a secondary text and
/// up to two buttons stacked in the middle of a view over a background. A controller shows one through its
/// `contentUnavailableConfiguration`; a `UIContentUnavailableView` shows one anywhere.
@MainActor @preconcurrency
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// Which standard empty state this started from: the loading one shows an activity indicator, the search one
    /// names the search text when updated for a state.
    enum Style: Hashable {
        case empty, loading, search
    }

    let style: Style
    /// The secondary text `updated(for:)` wrote for a search, replaced by the next update unless the app changed it.
    private var searchSecondaryText: String?

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: .boldSystemFont(ofSize: 22), color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
    /// The primary button's look; shown when it has a title or an image.
    public var button: UIButton.Configuration = .borderless()
    public var buttonProperties = ButtonProperties()
    /// The secondary button's look; shown when it has a title or an image.
    public var secondaryButton: UIButton.Configuration = .plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment: Alignment = .center
    /// The axes along which the margins are at least the view's own layout margins (safe area included).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
    public var imageToTextPadding: CGFloat = 12
    public var textToSecondaryTextPadding: CGFloat = 6
    public var textToButtonPadding: CGFloat = 20
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    public var background: UIBackgroundConfiguration = .clear()

    private init(_ style: Style) {
        self.style = style
        imageProperties.tintColor = .secondaryLabel
        imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 48)
        secondaryButton.buttonSize = .small
    }

    /// An empty state with nothing in it yet: the app sets its image, texts and buttons.
    public static func empty() -> Self { Self(.empty) }

    /// Content on its way: a spinning activity indicator over "Loading…" in the secondary text's style.
    public static func loading() -> Self {
        var made = Self(.loading)
        made.text = "Loading…"
        made.textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
        return made
    }

    /// A search that found nothing: the magnifying glass over "No Results"; updated for a state with search text,
    /// the secondary text names it.
    public static func search() -> Self {
        var made = Self(.search)
        made.image = UIImage(systemName: "magnifyingglass")
        made.text = "No Results"
        return made
    }

    public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// The configuration for `state`: the background follows it, and a search configuration's secondary text says
    /// what was searched for (unless the app set a secondary text of its own).
    public func updated(for state: any UIConfigurationState) -> Self {
        var updated = self
        updated.background = background.updated(for: state)
        guard style == .search, let state = state as? UIContentUnavailableConfigurationState,
              secondaryText == nil || secondaryText == searchSecondaryText, secondaryAttributedText == nil else { return updated }
        let query = state.searchText?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        updated.searchSecondaryText = query.isEmpty ? nil : "No results for “\(query)”"
        updated.secondaryText = updated.searchSecondaryText
        return updated
    }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated {
            lhs.style == rhs.style && UIImage.same(lhs.image, rhs.image) && lhs.imageProperties == rhs.imageProperties && lhs.text == rhs.text
                && lhs.attributedText == rhs.attributedText && lhs.textProperties == rhs.textProperties
                && lhs.secondaryText == rhs.secondaryText && lhs.secondaryAttributedText == rhs.secondaryAttributedText
                && lhs.secondaryTextProperties == rhs.secondaryTextProperties && lhs.button == rhs.button
                && lhs.buttonProperties == rhs.buttonProperties && lhs.secondaryButton == rhs.secondaryButton
                && lhs.secondaryButtonProperties == rhs.secondaryButtonProperties && lhs.alignment == rhs.alignment
                && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
                && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins && lhs.imageToTextPadding == rhs.imageToTextPadding
                && lhs.textToSecondaryTextPadding == rhs.textToSecondaryTextPadding && lhs.textToButtonPadding == rhs.textToButtonPadding
                && lhs.buttonToSecondaryButtonPadding == rhs.buttonToSecondaryButtonPadding && lhs.background == rhs.background
        }
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        MainActor.assumeIsolated {
            hasher.combine(style)
            hasher.combine(text)
            hasher.combine(secondaryText)
        }
    }
}
