import QuartzCore

/// Prints a view as it draws itself (`draw(_:for:)`), scaled to the page's width where it is wider and carried over
/// from page to page where it is taller.
@MainActor @preconcurrency
open class UIViewPrintFormatter: UIPrintFormatter {
    /// The view printed.
    open private(set) var view: UIView

    init(view: UIView) {
        self.view = view
        super.init()
    }

    /// How much the view is scaled down to fit the page's width.
    private var scale: CGFloat {
        let width = contentRect(forPage: 0).width
        return view.bounds.width > width && view.bounds.width > 0 ? width / view.bounds.width : 1
    }

    override func layOutPages() -> Int {
        let height = view.bounds.height * scale
        guard height > 0 else { return 0 }
        var pages = 0, covered: CGFloat = 0
        while covered < height - 0.5, pages < 10_000 {
            let pageHeight = contentRect(forPage: pages).height
            guard pageHeight > 0 else { break }
            covered += pageHeight
            pages += 1
        }
        return pages
    }

    override func drawPage(_ index: Int, in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let above = (0..<index).reduce(CGFloat(0)) { $0 + contentRect(forPage: $1).height }
        context.saveGState()
        context.clip(to: rect)
        context.translateBy(x: rect.minX, y: rect.minY - above)
        context.scaleBy(x: scale, y: scale)
        view.draw(view.bounds, for: self)
        context.restoreGState()
    }
}

extension UIView {
    /// A formatter that prints the view.
    public func viewPrintFormatter() -> UIViewPrintFormatter {
        UIViewPrintFormatter(view: self)
    }
}
