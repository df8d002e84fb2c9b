import QuartzCore

/// How a printer cuts roll paper between pages, copies or jobs.
public enum UIPrinterCutterBehavior: Int, Sendable {
    case noCut = 0, printerDefault, cutAfterEachPage, cutAfterEachCopy, cutAfterEachJob
}

/// What a print interaction controller asks and tells: the paper, the printer options' showing and going, and the
/// job's start and end.
@MainActor @preconcurrency
public protocol UIPrintInteractionControllerDelegate: AnyObject {
    func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController?
    /// The paper to print on, of those the printer holds.
    func printInteractionController(_ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper
    func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)
    /// How much roll paper one page takes.
    func printInteractionController(_ printInteractionController: UIPrintInteractionController, cutLengthFor paper: UIPrintPaper) -> CGFloat
    func printInteractionController(_ printInteractionController: UIPrintInteractionController, chooseCutterBehavior availableBehaviors: [Any]) -> UIPrinterCutterBehavior
}

extension UIPrintInteractionControllerDelegate {
    public func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController? { nil }
    /// The paper of the desktop's region, or the one of `paperList` nearest it.
    public func printInteractionController(_ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper {
        UIPrintPaper.bestPaper(forPageSize: UIPrintPaper.regionalPaper.printableRect.size, withPapersFrom: paperList)
    }
    public func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionController(_ printInteractionController: UIPrintInteractionController, cutLengthFor paper: UIPrintPaper) -> CGFloat {
        paper.paperSize.height
    }
    public func printInteractionController(_ printInteractionController: UIPrintInteractionController, chooseCutterBehavior availableBehaviors: [Any]) -> UIPrinterCutterBehavior {
        .printerDefault
    }
}
