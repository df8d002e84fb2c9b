import QuartzCore

/// A wheel gliding to rest on a row: an ease-out from where it is to the row, whose starting speed matches the
/// speed it was let go with, lasting a whole number of display frames so that it ends on a frame.
struct PickerSettle: Equatable {
    /// Display frames a second; settles last whole frames of the context's display links.
    static let framesPerSecond: Double = 60
    /// The shortest and longest glide, in seconds.
    static let shortest: Double = 0.25
    static let longest: Double = 1.5
    /// How far a fling carries, in seconds of its release speed (UIScrollView's normal deceleration).
    static let projection: Double = 0.5

    let start: CGFloat
    let target: Int
    let startTime: CFTimeInterval
    let duration: CFTimeInterval

    init(from start: CGFloat, to target: Int, velocity: CGFloat, at time: CFTimeInterval) {
        self.start = start
        self.target = target
        startTime = time
        let distance = abs(Double(target) - Double(start))
        // An ease-out cubic begins at three times its mean speed: that is matched to the release speed.
        let matched = abs(velocity) > 1 ? 3 * distance / Double(abs(velocity)) : PickerSettle.shortest
        let seconds = min(max(matched, PickerSettle.shortest), PickerSettle.longest)
        duration = (seconds * PickerSettle.framesPerSecond).rounded(.up) / PickerSettle.framesPerSecond
    }

    /// The row a wheel at `offset` moving at `velocity` rows a second comes to rest on, among `count` rows.
    static func restingRow(from offset: CGFloat, velocity: CGFloat, count: Int) -> Int {
        let projected = Double(offset) + Double(velocity) * projection
        return min(max(Int(projected.rounded()), 0), max(count - 1, 0))
    }

    var endTime: CFTimeInterval { startTime + duration }

    /// The wheel's offset (in rows) at `time`.
    func offset(at time: CFTimeInterval) -> CGFloat {
        guard duration > 0 else { return CGFloat(target) }
        let progress = min(max((time - startTime) / duration, 0), 1)
        let eased = 1 - pow(1 - progress, 3)
        return start + (CGFloat(target) - start) * CGFloat(eased)
    }

    /// Whether the glide is over at `time` (a hair early counts, as frame times are sums).
    func isFinished(at time: CFTimeInterval) -> Bool {
        time >= endTime - 1e-9
    }
}
