import Foundation

/// System symbols (SF Symbols' names) drawn from the desktop's symbolic icons of the Adwaita theme.
extension UIImage {
    /// The symbol named `name`, drawn at the body size as a template image the view's tint colours.
    ///
    /// Difference from Apple: SF Symbols are Apple's; a name is drawn with the Adwaita theme's symbolic icon for the
    /// same idea, and a name without one gives an empty image of the symbol's size (not nil), so code that unwraps it
    /// runs.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    /// The symbol drawn with `configuration` (point size, text style, scale).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard !name.isEmpty else { return nil }
        let symbol = SymbolConfiguration.unspecified.applying(configuration)
        let scale = UIScreen.main.scale
        let side = symbol.side
        let pixels = max(1, Int((side * scale).rounded()))
        let image = UIImage.symbolFile(for: name).flatMap { try? CGImage.load(svgAt: $0, size: CGSize(width: side, height: side), scale: scale) }
            ?? CGImage(width: pixels, height: pixels, premultipliedARGB32: [UInt32](repeating: 0, count: pixels * pixels))
        guard let image else { return nil }
        self.init(cgImage: image, scale: scale, renderingMode: .alwaysTemplate, vectorSource: nil)
        symbolName = name
        symbolConfiguration = symbol
    }

    /// A variable symbol at `variableValue` (0…1); drawn as the plain symbol.
    public convenience init?(systemName name: String, variableValue: Double, configuration: Configuration? = nil) {
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// Whether this is a system symbol.
    public var isSymbolImage: Bool { symbolName != nil }

    /// The configuration the image was made with (a symbol's), nil for other images.
    public var configuration: Configuration? { symbolConfiguration }

    /// This image drawn with `configuration` applied to its own (a symbol at another size); other images as they are.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbolName, let made = UIImage(systemName: symbolName, withConfiguration: (symbolConfiguration ?? .unspecified).applying(configuration))
        else { return self }
        return renderingMode == .alwaysTemplate ? made : made.withRenderingMode(renderingMode)
    }

    /// This symbol with `configuration` applied; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }

    /// The symbolic SVG icon standing for an SF Symbols name: its base name (without `.fill`, `.circle` and the
    /// like) looked up in `symbolIcons`, in the Adwaita theme of each data directory.
    static func symbolFile(for name: String) -> URL? {
        var candidates = [name]
        var trimmed = name
        for suffix in [".fill", ".circle", ".square", ".slash", ".badge.plus"] where trimmed.hasSuffix(suffix) {
            trimmed.removeLast(suffix.count)
            candidates.append(trimmed)
        }
        guard let icon = candidates.lazy.compactMap({ symbolIcons[$0] }).first else { return nil }
        let directories = (ProcessInfo.processInfo.environment["XDG_DATA_DIRS"].map { $0.split(separator: ":").map(String.init) } ?? [])
            + ["/usr/local/share", "/usr/share"]
        let categories = ["actions", "status", "places", "devices", "emblems", "categories", "apps", "mimetypes", "emotes", "legacy"]
        for directory in directories {
            for category in categories {
                let file = URL(fileURLWithPath: "\(directory)/icons/Adwaita/scalable/\(category)/\(icon).svg")
                if FileManager.default.fileExists(atPath: file.path) { return file }
            }
        }
        return nil
    }

    /// SF Symbols names and the freedesktop symbolic icons that mean the same.
    static let symbolIcons: [String: String] = [
        "star": "starred-symbolic", "heart": "emblem-favorite-symbolic", "trash": "user-trash-symbolic",
        "plus": "list-add-symbolic", "minus": "list-remove-symbolic", "xmark": "window-close-symbolic",
        "checkmark": "object-select-symbolic", "gear": "emblem-system-symbolic", "gearshape": "emblem-system-symbolic",
        "magnifyingglass": "system-search-symbolic", "house": "go-home-symbolic", "person": "avatar-default-symbolic",
        "person.crop": "avatar-default-symbolic", "chevron.right": "go-next-symbolic", "chevron.left": "go-previous-symbolic",
        "chevron.up": "go-up-symbolic", "chevron.down": "go-down-symbolic", "arrow.right": "go-next-symbolic",
        "arrow.left": "go-previous-symbolic", "arrow.up": "go-up-symbolic", "arrow.down": "go-down-symbolic",
        "square.and.arrow.up": "send-to-symbolic", "square.and.arrow.down": "document-save-symbolic",
        "square.and.pencil": "document-edit-symbolic", "pencil": "document-edit-symbolic", "folder": "folder-symbolic",
        "doc": "text-x-generic-symbolic", "doc.text": "text-x-generic-symbolic", "bell": "preferences-system-notifications-symbolic",
        "envelope": "mail-unread-symbolic", "info": "dialog-information-symbolic", "exclamationmark.triangle": "dialog-warning-symbolic",
        "questionmark": "help-about-symbolic", "calendar": "x-office-calendar-symbolic", "clock": "alarm-symbolic",
        "camera": "camera-photo-symbolic", "photo": "image-x-generic-symbolic", "lock": "system-lock-screen-symbolic",
        "play": "media-playback-start-symbolic", "pause": "media-playback-pause-symbolic", "stop": "media-playback-stop-symbolic",
        "forward": "media-seek-forward-symbolic", "backward": "media-seek-backward-symbolic",
        "speaker.wave.2": "audio-volume-high-symbolic", "speaker.slash": "audio-volume-muted-symbolic",
        "arrow.clockwise": "view-refresh-symbolic", "arrow.counterclockwise": "edit-undo-symbolic",
        "arrow.uturn.backward": "edit-undo-symbolic", "arrow.uturn.forward": "edit-redo-symbolic",
        "ellipsis": "view-more-symbolic", "list.bullet": "view-list-symbolic", "line.3.horizontal": "open-menu-symbolic",
        "sidebar.left": "sidebar-show-symbolic", "square.grid.2x2": "view-grid-symbolic", "bookmark": "user-bookmarks-symbolic",
        "map": "mark-location-symbolic", "location": "mark-location-symbolic", "globe": "web-browser-symbolic",
        "link": "insert-link-symbolic", "paperplane": "mail-send-symbolic", "printer": "printer-symbolic",
        "wifi": "network-wireless-symbolic", "battery.100": "battery-full-symbolic",
        "eye": "view-reveal-symbolic", "flag": "emoji-flags-symbolic", "bubble.left": "chat-message-new-symbolic", "phone": "call-start-symbolic",
        "mic": "audio-input-microphone-symbolic", "music.note": "audio-x-generic-symbolic", "video": "camera-video-symbolic",
        "sun.max": "weather-clear-symbolic", "moon": "weather-clear-night-symbolic", "cloud": "weather-overcast-symbolic",
        "keyboard": "input-keyboard-symbolic", "desktopcomputer": "computer-symbolic", "iphone": "phone-symbolic",
        "doc.on.doc": "edit-copy-symbolic", "doc.on.clipboard": "edit-paste-symbolic", "scissors": "edit-cut-symbolic",
    ]
}
