import Foundation
@testable import UIKit
import XCTest

/// UIPrintInteractionController on the desktop: the job sent to CUPS's `lp` (here a stand-in script on `PATH` that
/// keeps its arguments and the file) with the print information as options and the delegate's paper; files, data
/// and images as items; no `lp`, no content; the print information, paper and printer values.
final class PrintInteractionControllerTests: XCTestCase {
    private var savedPath: String?
    private var folder: URL!

    override func setUp() {
        super.setUp()
        savedPath = ProcessInfo.processInfo.environment["PATH"]
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("PrintInteractionControllerTests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let savedPath { setenv("PATH", savedPath, 1) }
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    /// Puts a stand-in `lp` first on `PATH`: it writes its arguments, one a line, and copies the file it was given.
    private func installFakeLP() {
        let script = """
        #!/bin/sh
        n=$(ls "\(folder.path)" | grep -c '^args-')
        printf '%s\\n' "$@" > "\(folder.path)/args-$n"
        for a in "$@"; do last="$a"; done
        cp "$last" "\(folder.path)/file-$n"
        """
        let lp = folder.appendingPathComponent("lp")
        try! script.write(to: lp, atomically: true, encoding: .utf8)
        chmod(lp.path, 0o755)
        setenv("PATH", "\(folder.path):/usr/bin:/bin", 1)
    }

    private static func job(_ index: Int, in folder: URL) -> (arguments: [String], file: Data?) {
        let arguments = (try? String(contentsOf: folder.appendingPathComponent("args-\(index)"), encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return (arguments, try? Data(contentsOf: folder.appendingPathComponent("file-\(index)")))
    }

    @MainActor
    private final class Delegate: UIPrintInteractionControllerDelegate {
        var events: [String] = []
        var offered: [String] = []
        func printInteractionController(_ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper {
            offered = paperList.map { "\(Int($0.paperSize.width))x\(Int($0.paperSize.height))" }
            return paperList.first { abs($0.paperSize.width - 595.28) < 1 } ?? paperList[0]
        }
        func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) { events.append("start") }
        func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) { events.append("finish") }
    }

    /// Presents `controller` and runs the main run loop until its completion (ten seconds at most); what it answered.
    @MainActor
    private static func present(_ controller: UIPrintInteractionController) -> (presented: Bool, completed: Bool, error: UIPrintError?) {
        var outcome: (Bool, UIPrintError?)?
        let presented = controller.present(animated: true) { _, completed, error in
            outcome = (completed, error as? UIPrintError)
        }
        let deadline = Date().addingTimeInterval(10)
        while outcome == nil, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
        return (presented, outcome?.0 ?? false, outcome?.1)
    }

    func testAFormattersPagesGoToLPWithThePrintInformation() {
        installFakeLP()
        let folder: URL = folder
        onMainActor {
            XCTAssertTrue(UIPrintInteractionController.isPrintingAvailable)
            let controller = UIPrintInteractionController()
            let delegate = Delegate()
            controller.delegate = delegate
            let info = UIPrintInfo.printInfo()
            info.jobName = "Invoice 7"
            info.duplex = .longEdge
            info.outputType = .grayscale
            info.printerID = "Office"
            controller.printInfo = info
            controller.printFormatter = UISimpleTextPrintFormatter(text: "Invoice 7\nTotal: 42")
            let outcome = Self.present(controller)
            XCTAssertTrue(outcome.presented)
            XCTAssertTrue(outcome.completed)
            XCTAssertNil(outcome.error)
            XCTAssertEqual(delegate.events, ["start", "finish"])
            XCTAssertEqual(delegate.offered, ["612x792", "612x1008", "595x841"])
            XCTAssertEqual(controller.printPaper?.paperSize.width ?? 0, 595.28, accuracy: 0.01)
            let sent = Self.job(0, in: folder)
            XCTAssertEqual(Array(sent.arguments.dropLast()), ["-d", "Office", "-t", "Invoice 7", "-o", "sides=two-sided-long-edge",
                                                              "-o", "print-color-mode=monochrome", "-o", "media=A4", "--"])
            XCTAssertTrue(sent.arguments.last?.hasSuffix(".pdf") == true)
            XCTAssertEqual(sent.file.map { String(decoding: $0.prefix(5), as: UTF8.self) }, "%PDF-")
            XCTAssertFalse(FileManager.default.fileExists(atPath: sent.arguments.last ?? ""), "the temporary PDF is gone")
        }
    }

    func testItemsPrintAsTheyAreTurnedForLandscape() {
        installFakeLP()
        let folder: URL = folder
        onMainActor {
            let controller = UIPrintInteractionController()
            let info = UIPrintInfo(dictionary: nil)
            info.orientation = .landscape
            controller.printInfo = info
            let text = folder.appendingPathComponent("notes.txt")
            try! "notes".write(to: text, atomically: true, encoding: .utf8)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
            controller.printPageRenderer = UIPrintPageRenderer()
            controller.printingItems = [text, image]
            XCTAssertNil(controller.printPageRenderer, "the items replace the renderer")
            let outcome = Self.present(controller)
            XCTAssertTrue(outcome.completed)
            XCTAssertEqual(controller.printPaper.map { $0.paperSize.width > $0.paperSize.height }, true, "a paper on its side")
            XCTAssertTrue(Self.job(0, in: folder).arguments.contains("landscape"))
            XCTAssertEqual(Self.job(0, in: folder).arguments.last, text.path)
            XCTAssertEqual(Self.job(1, in: folder).file.map { Array($0.prefix(4)) }, [0x89, 0x50, 0x4E, 0x47], "the image as a PNG")
            XCTAssertTrue(UIPrintInteractionController.canPrint(text))
            XCTAssertTrue(UIPrintInteractionController.canPrint(image.pngData()!))
            XCTAssertFalse(UIPrintInteractionController.canPrint(Data("plain".utf8)))
        }
    }

    func testWithoutLPOrContentNothingPrints() {
        setenv("PATH", folder.path, 1)
        onMainActor {
            XCTAssertFalse(UIPrintInteractionController.isPrintingAvailable)
            let controller = UIPrintInteractionController()
            controller.printingItem = Data("%PDF-1.4".utf8)
            var answers: [(Bool, UIPrintError.Code?)] = []
            XCTAssertFalse(controller.present(animated: true) { _, completed, error in answers.append((completed, (error as? UIPrintError)?.code)) })
            XCTAssertEqual(answers.count, 1)
            XCTAssertEqual(answers.first?.0, false)
            XCTAssertEqual(answers.first?.1, .notAvailable)
        }
        installFakeLP()
        onMainActor {
            let controller = UIPrintInteractionController()
            var codes: [UIPrintError.Code?] = []
            XCTAssertFalse(controller.present(animated: false) { _, _, error in codes.append((error as? UIPrintError)?.code) })
            controller.printingItem = "not printable"
            XCTAssertFalse(controller.present(animated: false) { _, _, error in codes.append((error as? UIPrintError)?.code) })
            XCTAssertEqual(codes, [.noContent, .noContent])
            XCTAssertEqual(UIPrintError(.jobFailed).errorCode, 4)
            XCTAssertEqual(UIPrintError.errorDomain, UIPrintErrorDomain)
        }
    }

    func testPrintInformationPaperAndPrinterValues() {
        onMainActor {
            let info = UIPrintInfo.printInfo()
            info.jobName = "Boarding pass"
            info.outputType = .photo
            info.orientation = .landscape
            info.duplex = .shortEdge
            info.printerID = "Lobby"
            let copy = UIPrintInfo(dictionary: info.dictionaryRepresentation)
            XCTAssertEqual(copy.jobName, "Boarding pass")
            XCTAssertEqual(copy.outputType, .photo)
            XCTAssertEqual(copy.orientation, .landscape)
            XCTAssertEqual(copy.duplex, .shortEdge)
            XCTAssertEqual(copy.printerID, "Lobby")
            XCTAssertEqual(UIPrintInfo(dictionary: nil).jobName, ProcessInfo.processInfo.processName)

            let papers = UIPrintPaper.standardPapers
            XCTAssertEqual(UIPrintPaper.bestPaper(forPageSize: CGSize(width: 500, height: 700), withPapersFrom: papers).mediaName, "Letter")
            XCTAssertEqual(UIPrintPaper.bestPaper(forPageSize: CGSize(width: 500, height: 900), withPapersFrom: papers).mediaName, "Legal")
            XCTAssertEqual(UIPrintPaper.bestPaper(forPageSize: CGSize(width: 2000, height: 2000), withPapersFrom: papers).mediaName, "Legal", "the largest when none fits")
            XCTAssertEqual(papers[0].printableRect, CGRect(x: 18, y: 18, width: 576, height: 756))

            let printer = UIPrinter(url: URL(string: "ipp://printhost.local/printers/Lobby")!)
            XCTAssertEqual(printer.displayName, "Lobby")
            XCTAssertEqual(printer.supportedJobTypes, .document)
        }
    }
}
