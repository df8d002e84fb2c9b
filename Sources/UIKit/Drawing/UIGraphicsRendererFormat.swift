import QuartzCore

/// How a graphics renderer draws: the base class of the image renderer's format.
@MainActor @preconcurrency
open class UIGraphicsRendererFormat {
    /// The area drawn, in points; the renderer that uses the format sets it.
    open internal(set) var bounds: CGRect = .zero

    /// A format with the default values for the main screen.
    public required init() {}

    /// The format for the main screen.
    open class func `default`() -> Self {
        Self()
    }
}

/// How an image renderer draws: pixels per point, whether the image has alpha, its colour range.
@MainActor @preconcurrency
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour ranges an image renderer can ask for.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// Pixels per point (the main screen's by default).
    open var scale: CGFloat
    /// Whether the image is opaque: no alpha, black where nothing is drawn.
    open var opaque = false
    /// The colour range asked for.
    ///
    /// Difference from Apple: stored only; images are always 8-bit sRGB (the standard range).
    open var preferredRange: Range = .automatic
    /// Whether an extended range is asked for (`preferredRange == .extended`).
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// A format at the main screen's scale, with alpha.
    public required init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The format with the widest range the main screen shows.
    open class func preferred() -> Self {
        Self()
    }
}
