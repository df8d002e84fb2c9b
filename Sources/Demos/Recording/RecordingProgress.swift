import Foundation

/// What a long recording says while it runs, on stderr: on a terminal a bar redrawn in place (frames done, rate,
/// time left); otherwise a plain line at each tenth of the frames, so a log keeps a few lines, not thousands.
final class RecordingProgress {
    let total: Int
    let isTerminal: Bool
    private let now: () -> Double
    private let output: (String) -> Void
    private let start: Double
    private var lastDrawn = -Double.infinity
    private var lastTenth = 0

    /// `now` reads seconds of wall time; `output` takes each piece of text as it is to appear.
    init(total: Int, isTerminal: Bool, now: @escaping () -> Double, output: @escaping (String) -> Void) {
        self.total = total
        self.isTerminal = isTerminal
        self.now = now
        self.output = output
        start = now()
    }

    /// Progress on stderr, a bar when stderr is a terminal.
    static func standardError(total: Int) -> RecordingProgress {
        RecordingProgress(
            total: total, isTerminal: isatty(STDERR_FILENO) != 0, now: { ProcessInfo.processInfo.systemUptime },
            output: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Notes that `done` frames of the total are written.
    func framesDone(_ done: Int) {
        let time = now()
        if isTerminal {
            // At most ten redraws a second, and always the last.
            guard done == total || time - lastDrawn >= 0.1 else { return }
            lastDrawn = time
            output("\r\u{1B}[K" + bar(done: done, time: time) + (done == total ? "\n" : ""))
        } else {
            let tenth = done * 10 / max(1, total)
            guard tenth > lastTenth else { return }
            lastTenth = tenth
            output("demo: " + summary(done: done, time: time) + "\n")
        }
    }

    /// Clears an unfinished bar before an error line.
    func abandon() {
        if isTerminal, lastDrawn > -Double.infinity { output("\r\u{1B}[K") }
    }

    /// `[#######-----] 120/300 frames, 45.2 frames/s, 4 s left`
    func bar(done: Int, time: Double) -> String {
        let width = 24, filled = done * width / max(1, total)
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
            + summary(done: done, time: time)
    }

    /// `120/300 frames (40%), 45.2 frames/s, 4 s left`
    func summary(done: Int, time: Double) -> String {
        let elapsed = max(time - start, 1e-6), rate = Double(done) / elapsed
        var text = "\(done)/\(total) frames (\(done * 100 / max(1, total))%), " + String(format: "%.1f frames/s", rate)
        if done < total, rate > 0 {
            text += ", \(Int((Double(total - done) / rate).rounded(.up))) s left"
        }
        return text
    }
}
