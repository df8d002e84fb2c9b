/// Counts the frames drawn over the last second of frame times.
struct FrameRateMeter {
    /// The times of the frames drawn within the last second, oldest first.
    private var times: [Double] = []

    /// Records a frame drawn at `time` (seconds) and returns the frames drawn in the second up to it.
    mutating func record(_ time: Double) -> Int {
        // A hair of slack, so frames exactly a second apart are not both counted.
        times.removeAll { $0 <= time - 1 + 1e-6 || $0 > time }
        times.append(time)
        return times.count
    }

    mutating func reset() {
        times.removeAll()
    }
}
