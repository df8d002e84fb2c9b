import Foundation
import QuartzCore

/// Prints what the app gives (a page renderer, a formatter, files, image data or images) with its print information
/// on the paper the delegate chooses.
///
/// Difference from Apple: no printer options are shown: presenting sends the job at once to CUPS's `lp` (the default
/// printer, or `printInfo.printerID`); without `lp` it prints nothing, says so in one line and fails with `.notAvailable`.
@MainActor @preconcurrency
open class UIPrintInteractionController {
    /// Called once the job was handed to the printer (true) or could not be (false, with the error).
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    /// The app's one print interaction controller.
    public static let shared = UIPrintInteractionController()

    /// Whether the desktop can print: CUPS's `lp` is there.
    open class var isPrintingAvailable: Bool { PrintSpooler.isAvailable }

    /// The types of files and data that print as they are.
    open class var printableUTIs: Set<String> {
        ["com.adobe.pdf", "public.jpeg", "public.png", "public.tiff", "com.compuserve.gif", "public.plain-text", "public.postscript"]
    }

    /// Whether the file at `url` prints as it is (a PDF, an image, text).
    open class func canPrint(_ url: URL) -> Bool {
        ["pdf", "jpg", "jpeg", "png", "tif", "tiff", "gif", "txt", "ps"].contains(url.pathExtension.lowercased())
    }

    /// Whether `data` prints as it is (a PDF or an image).
    open class func canPrint(_ data: Data) -> Bool {
        PrintContent.fileExtension(of: data) != nil
    }

    open var printInfo: UIPrintInfo?
    open weak var delegate: UIPrintInteractionControllerDelegate?
    @available(*, deprecated, message: "Pages can always be chosen")
    open var showsPageRange = false
    open var showsNumberOfCopies = true
    open var showsPaperSelectionForLoadedPapers = false
    open var showsPaperOrientation = true
    /// The paper of the last job.
    open private(set) var printPaper: UIPrintPaper?

    /// The renderer whose pages print; setting it lets go of the other content.
    open var printPageRenderer: UIPrintPageRenderer? { didSet { if printPageRenderer != nil { content = .renderer } } }
    /// The formatter whose pages print.
    open var printFormatter: UIPrintFormatter? { didSet { if printFormatter != nil { content = .formatter } } }
    /// A file URL, PDF or image data, or an image to print.
    open var printingItem: Any? { didSet { if printingItem != nil { content = .item } } }
    /// Several files, data or images to print, one after the other.
    open var printingItems: [Any]? { didSet { if printingItems != nil { content = .items } } }
    /// Which of the content properties was set last (the one that prints).
    private var content: PrintContent.Source? {
        didSet {
            if content != .renderer { printPageRenderer = nil }
            if content != .formatter { printFormatter = nil }
            if content != .item { printingItem = nil }
            if content != .items { printingItems = nil }
        }
    }

    public init() {}

    /// Prints the content; false (the completion told why) when there is nothing to print or no printing system.
    @discardableResult
    open func present(animated: Bool, completionHandler: CompletionHandler? = nil) -> Bool {
        submit(to: nil, completionHandler: completionHandler)
    }

    /// Prints the content (the options panel would point at `rect` of `view`).
    @discardableResult
    open func present(from rect: CGRect, in view: UIView, animated: Bool, completionHandler: CompletionHandler? = nil) -> Bool {
        submit(to: nil, completionHandler: completionHandler)
    }

    /// Prints the content (the options panel would point at `item`).
    @discardableResult
    open func present(from item: UIBarButtonItem, animated: Bool, completionHandler: CompletionHandler? = nil) -> Bool {
        submit(to: nil, completionHandler: completionHandler)
    }

    /// Prints the content on `printer`.
    @discardableResult
    open func print(to printer: UIPrinter, completionHandler: CompletionHandler? = nil) -> Bool {
        submit(to: printer, completionHandler: completionHandler)
    }

    /// Closes the options panel (none is shown on the desktop).
    open func dismiss(animated: Bool) {}

    private func submit(to printer: UIPrinter?, completionHandler: CompletionHandler?) -> Bool {
        let info = printInfo ?? UIPrintInfo.printInfo()
        guard PrintSpooler.isAvailable else {
            Diagnostics.report("printing: CUPS's lp is not installed, so nothing was printed")
            completionHandler?(self, false, UIPrintError(.notAvailable))
            return false
        }
        let papers = PrintContent.papers(for: info.orientation)
        let paper = delegate?.printInteractionController(self, choosePaper: papers) ?? UIPrintPaper.bestPaper(
            forPageSize: PrintContent.orient(UIPrintPaper.regionalPaper, info.orientation).printableRect.size, withPapersFrom: papers)
        printPaper = paper
        guard let files = PrintContent.files(renderer: printPageRenderer, formatter: printFormatter,
                                             items: printingItems ?? printingItem.map { [$0] }, paper: paper) else {
            completionHandler?(self, false, UIPrintError(.noContent))
            return false
        }
        delegate?.printInteractionControllerWillStartJob(self)
        let options = PrintSpooler.options(for: info, paper: paper, printerName: printer?.displayName, rotatesFile: !files.rendered)
        send(files.urls, options: options) { [weak self] taken in
            files.removeTemporaryFiles()
            guard let self else { return }
            self.delegate?.printInteractionControllerDidFinishJob(self)
            completionHandler?(self, taken, taken ? nil : UIPrintError(.jobFailed))
        }
        return true
    }

    /// Sends the files one after another; `completion` hears whether every one was taken.
    private func send(_ urls: [URL], options: [String], completion: @escaping @MainActor (Bool) -> Void) {
        guard let first = urls.first else { return completion(true) }
        PrintSpooler.submit(first, options: options) { [weak self] taken in
            guard taken, let self else { return completion(false) }
            self.send(Array(urls.dropFirst()), options: options, completion: completion)
        }
    }
}
