import Foundation

/// The effect at one edge of a scroll view (iOS 26), where content scrolls away under what floats over it: a soft
/// fade or a hard cut with a dividing line. A scroll view has one per edge (`topEdgeEffect` …).
@MainActor @preconcurrency
open class UIScrollEdgeEffect: NSObject {
    /// The look of an edge effect.
    @MainActor @preconcurrency
    open class Style: NSObject {
        /// Which look.
        enum Kind: Hashable {
            case automatic, soft, hard
        }

        let kind: Kind

        init(kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// The system's choice for the context.
        ///
        /// Difference from Apple: the automatic style draws nothing; set `soft` or `hard` for a visible effect.
        open class var automatic: Style { Style(kind: .automatic) }
        /// A gradual fade of the content into the background.
        open class var soft: Style { Style(kind: .soft) }
        /// A nearly opaque band that ends in a dividing line.
        open class var hard: Style { Style(kind: .hard) }

        open override func isEqual(_ object: Any?) -> Bool {
            (object as? Style)?.kind == kind
        }

        open override var hash: Int { kind.hashValue }
    }

    /// The effect's look.
    open var style: Style = .automatic {
        didSet { owner?.setNeedsLayout() }
    }

    /// Whether the effect is hidden.
    open var isHidden = false {
        didSet { owner?.setNeedsLayout() }
    }

    /// The scroll view whose edge this is.
    weak var owner: UIScrollView?

    init(owner: UIScrollView) {
        self.owner = owner
        super.init()
    }
}
