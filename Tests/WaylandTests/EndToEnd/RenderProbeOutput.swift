import Foundation

/// The lines `wayland-probe --render-thread` prints (see Sources/WaylandProbe/RenderProbe.swift), parsed.
enum RenderProbeOutput {
    /// `render-frame STEP NS CALLBACK_MS W H BW BH`: a frame the render thread presented.
    struct RenderFrame: Equatable {
        var step: Int, time: Int64, width: Int, height: Int, bufferWidth: Int, bufferHeight: Int
    }

    static func renderFrame(_ line: String) -> RenderFrame? {
        let words = line.split(separator: " ")
        guard words.count == 8, words[0] == "render-frame" else { return nil }
        let numbers = words.dropFirst().compactMap { Int64($0) }
        guard numbers.count == 7 else { return nil }
        return RenderFrame(step: Int(numbers[0]), time: numbers[1], width: Int(numbers[3]), height: Int(numbers[4]),
                           bufferWidth: Int(numbers[5]), bufferHeight: Int(numbers[6]))
    }

    /// Where the probe draws the bar of `step` in a window `width` pixels wide (BarPainter).
    static func barX(step: Int, width: Int) -> Int {
        (step * 8) % width
    }

    /// `presented NS REFRESH_NS`: the time a frame turned visible.
    static func presented(_ line: String) -> Int64? {
        let words = line.split(separator: " ")
        guard words.count == 3, words[0] == "presented" else { return nil }
        return Int64(words[1])
    }

    /// `block begin NS` / `block end NS`.
    static func block(_ line: String, _ edge: String) -> Int64? {
        let words = line.split(separator: " ")
        guard words.count == 3, words[0] == "block", words[1] == edge else { return nil }
        return Int64(words[2])
    }

    /// `answered STEP W H`: the main thread drew and acknowledged a configure at step STEP.
    static func answered(_ line: String) -> (step: Int, width: Int, height: Int)? {
        let words = line.split(separator: " ")
        guard words.count == 4, words[0] == "answered", let step = Int(words[1]),
              let width = Int(words[2]), let height = Int(words[3]) else { return nil }
        return (step, width, height)
    }
}

/// CLOCK_MONOTONIC in ns, the clock of the probe's times (one clock for every process).
func monotonicNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}
