import QuartzCore

extension UIViewController {
    /// How a controller arrives and leaves (iOS 18), set as its `preferredTransition`: the fluid zoom out of a source
    /// view, for a push or a presentation, or one of the modal transition styles, for a presentation.
    @MainActor @preconcurrency
    public final class Transition {
        public typealias ZoomOptions = UIZoomTransitionOptions
        public typealias ZoomSourceViewProviderContext = UIZoomTransitionSourceViewProviderContext

        let kind: Kind

        enum Kind {
            case zoom(ZoomTransition)
            case modal(UIModalTransitionStyle)
        }

        init(kind: Kind) {
            self.kind = kind
        }

        /// The zoom: the controller's view grows out of the view `sourceViewProvider` returns, asked each time the
        /// transition runs (a push or presentation, and again on the way back), and shrinks back into it.
        public static func zoom(
            options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
        ) -> Self {
            Self(kind: .zoom(ZoomTransition(options: options?.copied() ?? ZoomOptions(), sourceViewProvider: sourceViewProvider)))
        }

        /// The presented view slides up from the bottom edge (`UIModalTransitionStyle.coverVertical`).
        public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
        /// The window turns over about its vertical axis (`UIModalTransitionStyle.flipHorizontal`).
        public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
        /// The presented view fades in (`UIModalTransitionStyle.crossDissolve`).
        public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
        /// A page curl (`UIModalTransitionStyle.partialCurl`, which slides up here).
        public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

        /// The zoom this transition makes, if it is one.
        var zoom: ZoomTransition? {
            if case .zoom(let zoom) = kind { return zoom }
            return nil
        }
    }
}

/// A zoom transition's configuration and what it keeps between the way in and the way back: the controller that
/// showed the zoomed one (asked for the source again on the way back) and the drag that dismisses it.
@MainActor
final class ZoomTransition {
    let options: UIZoomTransitionOptions
    let sourceViewProvider: (UIZoomTransitionSourceViewProviderContext) -> UIView?
    /// The controller the zoomed one was pushed or presented from.
    weak var sourceController: UIViewController?
    /// The gestures that dismiss the zoomed controller, once it is shown.
    var dismissGesture: ZoomDismissGesture?
    /// The interaction a gesture began, picked up by the dismissal it starts.
    var pendingInteraction: ZoomInteractiveDismissal?
    /// The zoom running now, which a finger may catch.
    weak var running: ZoomTransitionAnimator?

    init(options: UIZoomTransitionOptions, sourceViewProvider: @escaping (UIZoomTransitionSourceViewProviderContext) -> UIView?) {
        self.options = options
        self.sourceViewProvider = sourceViewProvider
    }
}
