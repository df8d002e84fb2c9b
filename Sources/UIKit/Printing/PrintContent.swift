import Foundation
import QuartzCore

/// What a print job sends to the printing system: the renderer's or formatter's pages as a PDF on the paper, or the
/// items as files (data and images written to temporary files first).
@MainActor
struct PrintContent {
    /// Which of the controller's content properties prints.
    enum Source {
        case renderer, formatter, item, items
    }

    let urls: [URL]
    /// Whether the files were drawn here on the paper (a renderer's or formatter's pages), rather than given.
    let rendered: Bool
    private let temporary: [URL]

    /// The files for the content, nil when there is none (or an item is of a kind that cannot print).
    static func files(renderer: UIPrintPageRenderer?, formatter: UIPrintFormatter?, items: [Any]?, paper: UIPrintPaper) -> PrintContent? {
        let pageRenderer = renderer ?? formatter.map { formatter -> UIPrintPageRenderer in
            let wrapper = UIPrintPageRenderer()
            wrapper.addPrintFormatter(formatter, startingAtPageAt: 0)
            return wrapper
        }
        if let pageRenderer {
            let paperRect = CGRect(origin: .zero, size: paper.paperSize)
            // The pages are laid out first: a renderer's page count depends on the paper.
            pageRenderer.paperRect = paperRect
            pageRenderer.printableRect = paper.printableRect
            guard pageRenderer.numberOfPages > 0 else { return nil }
            let data = pageRenderer.pdfData(paperRect: paperRect, printableRect: paper.printableRect)
            guard let url = write(data, extension: "pdf") else { return nil }
            return PrintContent(urls: [url], rendered: true, temporary: [url])
        }
        guard let items, !items.isEmpty else { return nil }
        var urls: [URL] = [], temporary: [URL] = []
        for item in items {
            switch item {
            case let url as URL where url.isFileURL:
                urls.append(url)
            case let data as Data:
                guard let ext = fileExtension(of: data), let url = write(data, extension: ext) else { return nil }
                urls.append(url)
                temporary.append(url)
            case let image as UIImage:
                guard let data = image.pngData(), let url = write(data, extension: "png") else { return nil }
                urls.append(url)
                temporary.append(url)
            default:
                return nil
            }
        }
        return PrintContent(urls: urls, rendered: false, temporary: temporary)
    }

    /// The extension of a PDF or image in `data`; nil for anything else.
    nonisolated static func fileExtension(of data: Data) -> String? {
        let signatures: [(bytes: [UInt8], ext: String)] = [
            ([0x25, 0x50, 0x44, 0x46], "pdf"), ([0x89, 0x50, 0x4E, 0x47], "png"), ([0xFF, 0xD8, 0xFF], "jpg"),
            ([0x47, 0x49, 0x46, 0x38], "gif"), ([0x49, 0x49, 0x2A, 0x00], "tiff"), ([0x4D, 0x4D, 0x00, 0x2A], "tiff"),
        ]
        return signatures.first { data.starts(with: $0.bytes) }?.ext
    }

    /// The papers a printer holds, turned for the orientation.
    static func papers(for orientation: UIPrintInfo.Orientation) -> [UIPrintPaper] {
        UIPrintPaper.standardPapers.map { orient($0, orientation) }
    }

    /// `paper` on its side for landscape.
    static func orient(_ paper: UIPrintPaper, _ orientation: UIPrintInfo.Orientation) -> UIPrintPaper {
        guard orientation == .landscape else { return paper }
        return UIPrintPaper(size: CGSize(width: paper.paperSize.height, height: paper.paperSize.width), mediaName: paper.mediaName)
    }

    private static func write(_ data: Data, extension ext: String) -> URL? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("print-\(UUID().uuidString).\(ext)")
        return (try? data.write(to: url)) == nil ? nil : url
    }

    /// Deletes the files written for the job.
    func removeTemporaryFiles() {
        for url in temporary { try? FileManager.default.removeItem(at: url) }
    }
}
