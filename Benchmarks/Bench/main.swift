// bench: times the compositor on issue 5's scenes at 1920×1080, against the naive way (every
// layer redrawn from scratch every frame) in the same run. Run `swift run -c release bench [frames] [scene]`;
// `swift run -c release bench layout [max views] [--once] [--runs N] [--no-resolve] [--scrolling|--within]` times Auto
// Layout instead (LayoutBench.swift; `--once` runs only the largest tree once and the other two pick one of its trees,
// for callgrind: `--runs N` builds that tree N times, so the difference of two counts is a warm pass, and
// `--no-resolve` leaves out the 20 re-solves after each build); `bench machine` prints only
// the machine-speed line (scripts/bench-desktop.sh shows it beside its table); `bench layers [count] [reads]` makes
// layers and reads a position, for callgrind (LayerBench.swift). `--scale 2` draws the same scenes (in points) into a
// 3840×2160 buffer at content scale 2, as a HiDPI desktop shows them (issue 19).
import CCompositeKernels
import Foundation
import QuartzCore

/// CPU time of this thread, in seconds.
func clockTime(_ clock: clockid_t) -> Double {
    var spec = timespec()
    clock_gettime(clock, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Median, 99th percentile and mean pixels of a run; `times` are wall-clock (what a frame waits
/// for, every render thread included), `cpuTimes` the process's CPU time. `pixels` counts every
/// pixel written (a pixel cleared and then drawn over twice counts three times), `repainted` the
/// pixels of the frame repainted (each once).
struct Measurement {
    var times: [Double] = []
    var cpuTimes: [Double] = []
    var pixels: [Int] = []
    var repainted: [Int] = []

    var median: Double { times.sorted()[times.count / 2] }
    var p99: Double { times.sorted()[min(times.count - 1, times.count * 99 / 100)] }
    var cpuMedian: Double { cpuTimes.isEmpty ? 0 : cpuTimes.sorted()[cpuTimes.count / 2] }
    var meanPixels: Int { pixels.reduce(0, +) / max(1, pixels.count) }
    var meanRepainted: Int { repainted.reduce(0, +) / max(1, repainted.count) }
}

/// Draws `frames` frames of `scene` into two buffers used in turn, as a double-buffered window
/// does: a frame with damage is shown and the other buffer (shown two frames before) drawn next;
/// a frame without damage is not shown, so the same buffer, as old as before, is drawn next.
/// `scale` is the device pixels per point: the buffers are that many times the scene's size.
func measure(_ scene: BenchScene, frames: Int, incremental: Bool, threads: Int, scale: Int = 1) -> Measurement {
    let width = Int(Scenes.size.width) * scale, height = Int(Scenes.size.height) * scale
    let buffers = [PixelSurface(width: width, height: height)!, PixelSurface(width: width, height: height)!]
    let compositor = Compositor(scale: CGFloat(scale))
    compositor.isIncremental = incremental
    compositor.renderThreads = threads
    var result = Measurement()
    let warmUp = 10
    var shown = 0
    for frame in 0..<(frames + warmUp) {
        var start = clockTime(CLOCK_MONOTONIC), startCPU = clockTime(CLOCK_PROCESS_CPUTIME_ID)
        let tree = scene.make(frame)
        if !scene.timesTree { (start, startCPU) = (clockTime(CLOCK_MONOTONIC), clockTime(CLOCK_PROCESS_CPUTIME_ID)) }
        let drawn = compositor.render(tree, into: buffers[shown % 2], bufferAge: shown < 2 ? 0 : 2)
        let elapsed = clockTime(CLOCK_MONOTONIC) - start, cpu = clockTime(CLOCK_PROCESS_CPUTIME_ID) - startCPU
        if !drawn.damage.isEmpty || shown < 2 { shown += 1 }
        if frame >= warmUp {
            result.times.append(elapsed)
            result.cpuTimes.append(cpu)
            result.pixels.append(drawn.pixelsTouched)
            result.repainted.append(drawn.repainted.area)
        }
    }
    return result
}

// Options: `--kernel pixman|own` picks the kernels for transformed layers (QuartzCore reads
// QUARTZCORE_KERNELS once); `--threads N` sets the render threads (2 by default; the naive
// baseline always paints on one); `--no-naive` skips the naive baseline (for callgrind runs); `--scale N` renders at
// N device pixels per point; `--copies` gives each sprite and card its own copy of the image (nothing shared);
// `--no-avx512` keeps the affine and translate spans on AVX2 where the processor has AVX-512.
var options = Array(CommandLine.arguments.dropFirst())
if options.first == "machine" {
    print(String(format: "machine now: pixman's untransformed OVER at %.2f Gpix/s (issue 5's targets assume about 2)", MachineSpeed.pixmanOver()))
    exit(0)
}
if options.first == "layers" {
    let numbers = options.dropFirst().compactMap { Int($0) }
    MainActor.assumeIsolated { runLayerBench(count: numbers.first ?? 2000, reads: numbers.dropFirst().first ?? 0) }
    exit(0)
}
if options.first == "layout" {
    print(String(format: "machine now: pixman's untransformed OVER at %.2f Gpix/s (issue 5's targets assume about 2)", MachineSpeed.pixmanOver()))
    let maxViews = options.dropFirst().first.flatMap { Int($0) } ?? .max
    let once = options.contains("--once")
    let trees = options.contains("--scrolling") ? [false] : options.contains("--within") ? [true] : [false, true]
    let runs = options.firstIndex(of: "--runs").flatMap { $0 + 1 < options.count ? Int(options[$0 + 1]) : nil }
    let resolves = !options.contains("--no-resolve")
    MainActor.assumeIsolated { runLayoutBench(maxViews: maxViews, once: once, runs: runs, resolves: resolves, trees: trees) }
    exit(0)
}
if let index = options.firstIndex(of: "--kernel"), index + 1 < options.count {
    setenv("QUARTZCORE_KERNELS", options[index + 1], 1)
    options.removeSubrange(index...(index + 1))
}
var threads = 2
if let index = options.firstIndex(of: "--threads"), index + 1 < options.count {
    threads = max(1, Int(options[index + 1]) ?? 2)
    options.removeSubrange(index...(index + 1))
}
var scale = 1
if let index = options.firstIndex(of: "--scale"), index + 1 < options.count {
    scale = max(1, Int(options[index + 1]) ?? 1)
    options.removeSubrange(index...(index + 1))
}
SceneImages.copiesPerLayer = options.contains("--copies")
options.removeAll { $0 == "--copies" }
if options.contains("--no-avx512") { ck_allow_avx512_kernels(0) }
options.removeAll { $0 == "--no-avx512" }
let runsNaive = !options.contains("--no-naive")
options.removeAll { $0 == "--no-naive" }
let frames = options.first.flatMap { Int($0) } ?? 300
let only = options.dropFirst().first
print(String(format: "machine now: pixman's untransformed OVER at %.2f Gpix/s (issue 5's targets assume about 2)", MachineSpeed.pixmanOver()))
if scale != 1 { print("at scale \(scale): a \(Int(Scenes.size.width) * scale)×\(Int(Scenes.size.height) * scale) buffer, the scenes' layers in points") }
print("scene      | median ms | p99 ms | CPU ms | px written | px repainted | naive median ms | speed-up | what")
print("-----------|-----------|--------|--------|------------|--------------|-----------------|----------|-----")
for scene in Scenes.all() where only == nil || scene.name == only {
    let fast = measure(scene, frames: frames, incremental: true, threads: threads, scale: scale)
    let naive = runsNaive ? measure(scene, frames: max(30, frames / 5), incremental: false, threads: 1, scale: scale) : Measurement(times: [0])
    let ratio = fast.median > 0 ? naive.median / fast.median : .infinity
    print(String(
        format: "%-10@ | %9.3f | %6.3f | %6.3f | %10d | %12d | %15.3f | %7.1f× | %@",
        scene.name as NSString, fast.median * 1000, fast.p99 * 1000, fast.cpuMedian * 1000, fast.meanPixels, fast.meanRepainted,
        naive.median * 1000, ratio,
        scene.summary as NSString))
}
var usage = rusage()
getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
print(String(format: "peak resident: %.1f MB", Double(usage.ru_maxrss) / 1024))
