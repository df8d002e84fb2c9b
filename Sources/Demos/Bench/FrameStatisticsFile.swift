import Foundation
import Glibc
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

    /// `value` rounded to `places` decimals, as `%.Nf` writes it, without Foundation's formatting: the line is
    /// written once a second into the app being measured, and `String(format:)` kept 2.5 MB of its code resident.
    nonisolated static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
        guard scaled < 9e18 else { return "null" }
        let units = UInt64(scaled), divisor = UInt64(scale)
        let fraction = String(units % divisor)
        let sign = value < 0 && units > 0 ? "-" : ""
        guard places > 0 else { return sign + String(units) }
        return sign + String(units / divisor) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    private func writeLine() {
        guard let window else { return }
        let statistics = window.frameStatistics
        let latencies = statistics.inputLatencies
        let fresh = latencies.suffix(min(latencies.count, statistics.framesAfterInput - latenciesWritten))
        latenciesWritten = statistics.framesAfterInput
        let milliseconds = fresh.map { Self.decimal($0 * 1000, places: 2) }.joined(separator: ",")
        let first = statistics.firstCommitTime.map { Self.decimal($0, places: 4) } ?? "null"
        var line = "{\"time\":\(Self.decimal(CACurrentMediaTime(), places: 3)),\"first\":\(first),"
            + "\"committed\":\(statistics.framesCommitted),\"presented\":\(statistics.framesPresented),"
            + "\"discarded\":\(statistics.framesDiscarded),\"damage\":\(statistics.damagedPixels),"
            + "\"late\":\(statistics.framesDrawnLate),\"afterInput\":\(statistics.framesAfterInput),"
            + "\"afterInputLate\":\(statistics.framesAfterInputDrawnLate),"
            + "\"render\":\(Self.decimal(statistics.renderTime, places: 6)),\"latencies\":[\(milliseconds)]}\n"
        let (written, count) = line.withUTF8 { (Glibc.write(handle.fileDescriptor, $0.baseAddress, $0.count), $0.count) }
        if written != count {
            FileHandle.standardError.write(Data("demo: cannot write frame statistics: \(String(cString: strerror(errno)))\n".utf8))
            timer?.invalidate()
        }
    }
}
