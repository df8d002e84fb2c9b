import Foundation
import QuartzCore

/// A sheet of paper a printer holds: its size and the part of it the printer can print on.
///
/// Difference from Apple: the papers offered are US Letter, US Legal and A4, each with quarter-inch margins, whatever
/// the printer holds (CUPS is not asked).
@MainActor @preconcurrency
open class UIPrintPaper {
    /// The paper's size in points.
    open var paperSize: CGSize { size }
    /// Where the printer prints, in the paper's coordinates.
    open var printableRect: CGRect { CGRect(origin: .zero, size: size).insetBy(dx: Self.margin, dy: Self.margin) }
    /// The paper's name as CUPS's `media` option says it.
    let mediaName: String
    private let size: CGSize

    /// A quarter inch.
    static let margin: CGFloat = 18

    init(size: CGSize, mediaName: String) {
        self.size = size
        self.mediaName = mediaName
    }

    static var letter: UIPrintPaper { UIPrintPaper(size: CGSize(width: 612, height: 792), mediaName: "Letter") }
    static var legal: UIPrintPaper { UIPrintPaper(size: CGSize(width: 612, height: 1008), mediaName: "Legal") }
    static var a4: UIPrintPaper { UIPrintPaper(size: CGSize(width: 595.28, height: 841.89), mediaName: "A4") }

    /// The papers a printer holds.
    static var standardPapers: [UIPrintPaper] { [letter, legal, a4] }

    /// The paper of the desktop's region: US Letter where the measurement system is the US one, A4 elsewhere.
    static var regionalPaper: UIPrintPaper {
        Locale.current.usesMetricSystem ? a4 : letter
    }

    /// The paper of `paperList` content of `contentSize` fits best: the smallest whose printable area holds it, the
    /// largest when none does.
    open class func bestPaper(forPageSize contentSize: CGSize, withPapersFrom paperList: [UIPrintPaper]) -> UIPrintPaper {
        let area = { (paper: UIPrintPaper) in paper.printableRect.width * paper.printableRect.height }
        let fitting = paperList.filter { $0.printableRect.width >= contentSize.width - 0.5 && $0.printableRect.height >= contentSize.height - 0.5 }
        return fitting.min { area($0) < area($1) } ?? paperList.max { area($0) < area($1) } ?? regionalPaper
    }

    /// The printable rectangle.
    @available(*, deprecated, renamed: "printableRect")
    open func printRect() -> CGRect { printableRect }
}
