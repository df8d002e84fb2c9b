import Foundation
import QuartzCore

/// The PDF context the `UIGraphicsBeginPDFContext…` functions opened: its Core Graphics context, its default page
/// bounds and the page being drawn.
@MainActor
final class UIGraphicsPDFContextState {
    /// US Letter, the page Apple uses for empty bounds.
    nonisolated static let letter = CGRect(x: 0, y: 0, width: 612, height: 792)

    let context: CGContext
    let bounds: CGRect
    var pageBounds: CGRect = .zero

    init(context: CGContext, bounds: CGRect) {
        self.context = context
        self.bounds = bounds
    }

    /// Opens a PDF context writing to `consumer` with pages of `bounds` (empty: US Letter) and makes it current;
    /// false (with one report) when one is open already or none could be made.
    static func open(_ consumer: CGDataConsumer?, bounds: CGRect, documentInfo: [AnyHashable: Any]?) -> Bool {
        let state = UIKitContextState.current
        guard state.pdfContext == nil else {
            Diagnostics.report("UIGraphicsBeginPDFContext: a PDF context is open already; end it with UIGraphicsEndPDFContext()")
            return false
        }
        var box = bounds.standardized.isEmpty ? letter : bounds.standardized
        var info: [String: Any] = [:]
        for (key, value) in documentInfo ?? [:] { if let key = key as? String { info[key] = value } }
        guard let consumer, let context = CGContext(consumer: consumer, mediaBox: &box, info) else {
            Diagnostics.report("UIGraphicsBeginPDFContext: no PDF context could be made for bounds \(bounds)")
            return false
        }
        state.pdfContext = UIGraphicsPDFContextState(context: context, bounds: box)
        state.graphicsContexts.append(context)
        return true
    }
}

/// Opens a PDF context writing the file at `path`, pages `bounds` large (empty: 612×792 points), and makes it the
/// current context; `documentInfo` may hold `kCGPDFContextTitle`, `Author`, `Subject`, `Keywords`, `Creator`.
/// False when the file cannot be created.
@MainActor @preconcurrency @discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    UIGraphicsPDFContextState.open(CGDataConsumer(url: URL(fileURLWithPath: path)), bounds: bounds, documentInfo: documentInfo)
}

/// Opens a PDF context appending the document to `data` (complete after `UIGraphicsEndPDFContext()`); see
/// `UIGraphicsBeginPDFContextToFile`.
@MainActor @preconcurrency
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    _ = UIGraphicsPDFContextState.open(CGDataConsumer(data: data), bounds: bounds, documentInfo: documentInfo)
}

/// Starts a page of the context's bounds, ending the one before.
@MainActor @preconcurrency
public func UIGraphicsBeginPDFPage() {
    UIGraphicsBeginPDFPageWithInfo(.zero, nil)
}

/// Starts a page of `bounds` (empty: the context's), ending the one before; `pageInfo` is Core Graphics' page dictionary.
@MainActor @preconcurrency
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let pdf = UIKitContextState.current.pdfContext else {
        return Diagnostics.report("UIGraphicsBeginPDFPage() without a PDF context; ignored")
    }
    var box = bounds.standardized.isEmpty ? pdf.bounds : bounds.standardized
    pdf.pageBounds = box
    pdf.context.beginPage(mediaBox: &box)
}

/// Ends the page, writes the rest of the document and pops the PDF context off the context stack.
@MainActor @preconcurrency
public func UIGraphicsEndPDFContext() {
    let state = UIKitContextState.current
    guard let pdf = state.pdfContext else { return }
    pdf.context.closePDF()
    state.pdfContext = nil
    if let index = state.graphicsContexts.lastIndex(where: { $0 === pdf.context }) {
        state.graphicsContexts.remove(at: index)
    }
}

/// The bounds of the page being drawn; `.zero` without an open page.
@MainActor @preconcurrency
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    UIKitContextState.current.pdfContext?.pageBounds ?? .zero
}

/// Makes `rect` of the page a link to `url`.
@MainActor @preconcurrency
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    UIKitContextState.current.pdfContext?.context.setURL(url, for: rect)
}

/// Names `point` of the page as a destination links can go to.
@MainActor @preconcurrency
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
    UIKitContextState.current.pdfContext?.context.addDestination(name, at: point)
}

/// Makes `rect` of the page a link to the destination `name`.
@MainActor @preconcurrency
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
    UIKitContextState.current.pdfContext?.context.setDestination(name, for: rect)
}
