import QuartzCore

/// UIKit's part of a `CAContext`: the open animation blocks and the graphics context stack live as long as the
/// context, so a fresh context (a test's, an offscreen recording's) starts with none open. The animation state every
/// property change reads skips Swift's run-time exclusivity checks (no method holds two accesses to one field).
@MainActor
final class UIKitContextState {
    /// Open animation blocks, innermost last.
    @exclusivity(unchecked) var animationBlocks: [AnimationBlock] = []
    /// `beginAnimations` blocks, innermost last.
    var legacyBlocks: [AnimationBlock] = []
    /// Property animators capturing the changes their closures make, innermost last.
    @exclusivity(unchecked) var animatorCaptures: [AnimatorCapture] = []
    /// The keyframe block being collected, if any.
    @exclusivity(unchecked) var keyframeCollector: KeyframeCollector?
    /// `performWithoutAnimation` depth.
    @exclusivity(unchecked) var animationsSuppressed = 0
    /// Whether blocks animate at all (`setAnimationsEnabled`).
    @exclusivity(unchecked) var areAnimationsEnabled = true
    /// The graphics contexts `draw(_:)` implementations draw into, innermost last.
    var graphicsContexts: [CGContext] = []
    /// The image contexts `UIGraphicsBeginImageContext` opened, innermost last, with their scales.
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []
    /// The PDF context `UIGraphicsBeginPDFContextToData`/`ToFile` opened, if one is open.
    var pdfContext: UIGraphicsPDFContextState?
    /// Whether `UIView.draw(_:)`'s own (empty) implementation ran during the display under way.
    var reachedBaseDraw = false
    /// View classes found not to draw: their `draw(_:)` reached UIView's and left the bitmap empty.
    var nonDrawingViewClasses: Set<ObjectIdentifier> = []
    /// Whether `endEditing(true)` is making the first responder resign without asking its delegate.
    var forcesEndEditing = false
    /// The pasteboards made so far, by name.
    var pasteboards: [UIPasteboard.Name: UIPasteboard] = [:]
    /// What backs the general pasteboard: memory, until the desktop's clipboard replaces it.
    var generalPasteboardStore: any PasteboardStore = InProcessPasteboardStore()
    /// Assets `UIImage(named:)` decoded, as iOS's image cache keeps them: the same name loads from disk once.
    var namedImages: [NamedImageKey: (CGImage, CGFloat, URL?)] = [:]
    /// The appearance proxies made and the rules they recorded.
    var appearance = AppearanceStore()
    /// The keyboard: whether it shows, its notifications and the layout guides that follow it.
    lazy var keyboard = DesktopKeyboard()
    /// The spell checker's dictionaries and learned words.
    lazy var spelling = SpellingState()
    /// UIKit's one-line reports said so far.
    var reportedMessages: Set<String> = []
    /// `UITraitCollection.current` while UIKit or the app set one.
    var currentTraits: UITraitCollection?
    /// Light or dark, as the desktop's colour scheme says.
    var desktopStyle = UIUserInterfaceStyle.light
    /// The text size the desktop's text scaling (or `UIKIT_CONTENT_SIZE_CATEGORY`) asks for.
    var desktopContentSizeCategory = UIContentSizeCategory.large
    /// Whether a collection or table view ever asked for cells sized again when their constraints change: until one
    /// does, a constraint change needs no walk up its views to find a cell.
    @exclusivity(unchecked) var constraintsResizeCells = false
    /// Moves on whenever traits may have changed, making every view's cached trait collection stale.
    var traitGeneration = 0
    /// The views owed `updateProperties()` before the next layout (iOS 26's update pass).
    let propertiesQueue = PropertiesUpdateQueue()

    /// Runs `body` as the run loop's own layout pass runs: outside whatever animation block, property animator,
    /// keyframe block or `performWithoutAnimation` the caller is in, so the animation blocks that layout opens
    /// animate on their own terms. UIKit lays out after the caller's turn; a window laid out in the same turn
    /// (its resize) must not lend its caller's animation context to `layoutSubviews`.
    func outsideCallersAnimations<Result>(_ body: () -> Result) -> Result {
        let saved = (animationBlocks, legacyBlocks, animatorCaptures, keyframeCollector, animationsSuppressed)
        animationBlocks = []
        legacyBlocks = []
        animatorCaptures = []
        keyframeCollector = nil
        animationsSuppressed = 0
        defer {
            (animationBlocks, legacyBlocks, animatorCaptures, keyframeCollector, animationsSuppressed) = saved
        }
        return body()
    }

    /// The current context's UIKit state.
    static var current: UIKitContextState {
        CAContext.current.attachment { UIKitContextState() }
    }
}
