import Foundation
import UIKit

/// Writes a window's frame statistics to a file once a second, one JSON object a line, for the desktop benchmark
/// (`demo sprites --frame-stats FILE`): counts since the window opened, and the input latencies seen since the line
/// before, in milliseconds.
@MainActor
final class FrameStatisticsFile {
    private let handle: FileHandle
    private weak var window: UIWindow?
    private var timer: Timer?
    private var latenciesWritten = 0

    /// Starts writing `window`'s statistics to `path` (replacing it), or reports in one line why it cannot.
    init?(path: String, window: UIWindow) {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            FileHandle.standardError.write(Data("demo: cannot write frame statistics to \(path)\n".utf8))
            return nil
        }
        self.handle = handle
        self.window = window
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.writeLine() }
        }
    }

    private func writeLine() {
        guard let window else { return }
        let statistics = window.frameStatistics
        let latencies = statistics.inputLatencies
        let fresh = latencies.suffix(min(latencies.count, statistics.framesAfterInput - latenciesWritten))
        latenciesWritten = statistics.framesAfterInput
        let milliseconds = fresh.map { String(format: "%.2f", $0 * 1000) }.joined(separator: ",")
        let first = statistics.firstCommitTime.map { String(format: "%.4f", $0) } ?? "null"
        let line = "{\"time\":\(String(format: "%.3f", CACurrentMediaTime())),\"first\":\(first),"
            + "\"committed\":\(statistics.framesCommitted),\"presented\":\(statistics.framesPresented),"
            + "\"discarded\":\(statistics.framesDiscarded),\"damage\":\(statistics.damagedPixels),"
            + "\"late\":\(statistics.framesDrawnLate),\"afterInput\":\(statistics.framesAfterInput),"
            + "\"afterInputLate\":\(statistics.framesAfterInputDrawnLate),"
            + "\"render\":\(String(format: "%.6f", statistics.renderTime)),\"latencies\":[\(milliseconds)]}\n"
        do {
            try handle.write(contentsOf: Data(line.utf8))
        } catch {
            FileHandle.standardError.write(Data("demo: cannot write frame statistics: \(error)\n".utf8))
            timer?.invalidate()
        }
    }
}
