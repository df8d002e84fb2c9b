/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole window; the presenter's view leaves it once covered.
    case fullScreen = 0
    /// A card over the dimmed presenter (here a centered card over a dimmed window, as on an iPad, or a sheet
    /// attached to the bottom edge when its `sheetPresentationController` has detents other than large).
    case pageSheet = 1
    /// A smaller centered card over the dimmed presenter.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context.
    case currentContext = 3
    /// Laid out by the presentation controller the transitioning delegate hands out.
    case custom = 4
    /// Covers the whole window; the presenter's view stays under it.
    case overFullScreen = 5
    /// Covers the presentation context's view; the view under it stays.
    case overCurrentContext = 6
    /// A card with an arrow pointing at a source (see `UIPopoverPresentationController`).
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
}

/// How the built-in presentation animations move.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom edge, and back down on dismissal.
    case coverVertical = 0
    /// Turns the window over about its vertical axis.
    case flipHorizontal = 1
    /// Fades in, and out on dismissal.
    case crossDissolve = 2
    /// Difference from Apple: slides up as `coverVertical`; the page curl is not drawn.
    case partialCurl = 3
}
