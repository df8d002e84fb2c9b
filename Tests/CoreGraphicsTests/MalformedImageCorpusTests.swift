import CoreGraphics
import Foundation
import TestSupport
import XCTest

/// Every file of the generated corpus of broken images, through the decoders.
final class MalformedImageCorpusTests: XCTestCase {
    /// The largest resident set the process reached so far, in bytes.
    private func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024
    }

    func testEachBrokenFileIsAOneLineErrorNamingItWithoutAMemoryBlowUp() throws {
        let folder = try makeTemporaryFolder(for: self)
        let corpus = try MalformedImageCorpus.write(into: folder)
        XCTAssertGreaterThanOrEqual(corpus.count, 50)
        print("malformed image corpus: \(corpus.count) files")
        let peakBefore = peakResidentBytes()
        for entry in corpus {
            let load = { entry.url.pathExtension == "svg" ? try CGImage.load(svgAt: entry.url) : try CGImage.load(imageAt: entry.url) }
            if entry.loads {
                XCTAssertNoThrow(try load(), entry.name)
                continue
            }
            XCTAssertThrowsError(try load(), entry.name) { error in
                let text = "\(error)"
                XCTAssertTrue(error is CGImageLoadingError, "\(entry.name): \(type(of: error))")
                XCTAssertTrue(text.hasPrefix(entry.url.path + ": "), "names the file: \(text)")
                XCTAssertFalse(text.contains("\n"), "one line: \(text)")
            }
        }
        // The huge declared sizes are refused before their pixels are allocated.
        let growth = peakResidentBytes() - peakBefore
        XCTAssertLessThan(growth, 64 << 20, "peak resident memory grew by \(growth >> 20) MB")
    }
}
