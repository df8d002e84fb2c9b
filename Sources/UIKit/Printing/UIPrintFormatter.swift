import QuartzCore

/// Lays content out across the pages of a print page renderer from `startPage` on, within each page's content area
/// (the renderer's printable rectangle less its header and footer, inset by `perPageContentInsets`), and draws a page
/// of it; subclasses format text and views.
@MainActor @preconcurrency
open class UIPrintFormatter {
    /// The renderer the formatter was added to.
    open internal(set) weak var printPageRenderer: UIPrintPageRenderer?
    /// The greatest height the content takes on a page (0: the page's).
    open var maximumContentHeight: CGFloat = 0
    /// The greatest width the content takes on a page (0: the page's).
    open var maximumContentWidth: CGFloat = 0
    /// The content's insets on its first page; only the top one counts.
    @available(*, deprecated, renamed: "perPageContentInsets")
    open var contentInsets: UIEdgeInsets {
        get { firstPageInsets }
        set { firstPageInsets = newValue }
    }
    /// The content's insets on every page.
    open var perPageContentInsets: UIEdgeInsets = .zero
    /// The page the content starts on.
    open var startPage = 0
    private var firstPageInsets: UIEdgeInsets = .zero

    public init() {}

    /// How many pages the content takes in its renderer (0 outside one).
    open var pageCount: Int {
        printPageRenderer == nil ? 0 : layOutPages()
    }

    /// Takes the formatter from its renderer.
    open func removeFromPrintPageRenderer() {
        printPageRenderer?.remove(self)
    }

    /// Where the content goes on page `pageIndex` of the renderer, in the paper's coordinates; empty on a page it is not on.
    open func rectForPage(at pageIndex: Int) -> CGRect {
        let index = pageIndex - startPage
        guard index >= 0, index < pageCount else { return .zero }
        return contentRect(forPage: index)
    }

    /// Draws the content of renderer page `pageIndex` in `rect` of the current context.
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        let index = pageIndex - startPage
        guard index >= 0, index < pageCount else { return }
        drawPage(index, in: rect)
    }

    /// The content area of the formatter's page `index` (0: its first).
    func contentRect(forPage index: Int) -> CGRect {
        guard let renderer = printPageRenderer else { return .zero }
        let printable = renderer.printableRect
        var area = CGRect(x: printable.minX, y: printable.minY + renderer.headerHeight, width: printable.width,
                          height: printable.height - renderer.headerHeight - renderer.footerHeight)
        area = area.inset(by: perPageContentInsets)
        if index == 0 { area = area.inset(by: UIEdgeInsets(top: firstPageInsets.top, left: 0, bottom: 0, right: 0)) }
        if maximumContentWidth > 0 { area.size.width = min(area.width, maximumContentWidth) }
        if maximumContentHeight > 0 { area.size.height = min(area.height, maximumContentHeight) }
        area.size.width = max(area.width, 0)
        area.size.height = max(area.height, 0)
        return area
    }

    /// Lays the content out in the pages' content areas; how many pages it takes. Subclasses lay their content out.
    func layOutPages() -> Int { 0 }

    /// Draws the formatter's page `index` in `rect`. Subclasses draw their content.
    func drawPage(_ index: Int, in rect: CGRect) {}
}
