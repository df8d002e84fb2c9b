import Foundation

/// When a window that keeps animating gives back the heap freed in bulk (the launch's, a screen built and let go),
/// which glibc keeps resident and `IdleMemoryRelease` trims only once the window rests: every `interval` seconds of
/// frames presented the free heap is looked at, and trimmed when it grew by `threshold` bytes since the last trim or
/// since it was last smaller, so memory freed and reused frame after frame costs no trim. The first look also gives
/// back the launch's code pages (`MappedFiles`), once.
struct HeapTrimPolicy {
    /// How often an animating window looks at the free heap, the first time this long after its first frame.
    static let interval: CFTimeInterval = 2
    /// How much the free heap must grow to be trimmed (the 500-sprite launch leaves about 11 MB).
    static let threshold = 4 << 20
    /// When the free heap is looked at next; nil before the first frame.
    private var nextCheck: CFTimeInterval?
    /// The free bytes after the last trim, or fewer seen since.
    private var baseline = 0
    /// Whether the launch's code pages went back.
    private var releasedLaunchPages = false

    /// A frame was presented at `time`: whether to look at the free heap now.
    mutating func checksHeap(at time: CFTimeInterval) -> Bool {
        guard let next = nextCheck else {
            nextCheck = time + Self.interval
            return false
        }
        guard time >= next else { return false }
        nextCheck = time + Self.interval
        return true
    }

    /// Whether to give back the launch's code pages now: true the first time only.
    mutating func releasesLaunchPages() -> Bool {
        defer { releasedLaunchPages = true }
        return !releasedLaunchPages
    }

    /// Whether `freeBytes` in the free lists are worth a trim; else they are the mark to grow from.
    mutating func trims(freeBytes: Int) -> Bool {
        if freeBytes - baseline >= Self.threshold { return true }
        baseline = min(baseline, freeBytes)
        return false
    }

    /// A trim left `freeBytes` in the free lists (their whole pages given back).
    mutating func trimmed(freeBytes: Int) {
        baseline = freeBytes
    }
}
