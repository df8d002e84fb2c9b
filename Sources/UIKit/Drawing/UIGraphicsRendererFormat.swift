import CSwiftRuntime
import QuartzCore

/// How a graphics renderer draws: the base class of the image renderer's format.
@MainActor @preconcurrency
open class UIGraphicsRendererFormat {
    /// The area drawn, in points; the renderer that uses the format sets it.
    open internal(set) var bounds: CGRect = .zero

    /// A format with the default values for the main screen.
    public init() {}

    /// The format for the main screen, made by this class's own `init()` (a subclass's `override init()` runs, as
    /// on iOS).
    open class func `default`() -> Self {
        makeWithInit()
    }

    /// A new format of this class made by its `init()`, found at run time as Objective-C sends `-init` to `self`.
    static func makeWithInit() -> Self {
        let initializer = DynamicInitializer<UIGraphicsRendererFormat, Void>(
            method: csr_UIGraphicsRendererFormat_init(), owner: csr_UIGraphicsRendererFormat())
        return unsafeDowncast(initializer.make(self), to: self)
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
    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// A format for the display scale of `traitCollection` (the main screen's when it has none).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The format with the widest range the main screen shows.
    open class func preferred() -> Self {
        makeWithInit()
    }
}
