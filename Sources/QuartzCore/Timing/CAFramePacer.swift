import Foundation

/// How something that asks for fewer frames than its context draws picks its frames: it takes a frame unless the frame
/// comes sooner after the last one it took than its rate allows. Display links and UIKit's update links pace alike.
@_spi(FrameUpdates)
public struct CAFramePacer: Sendable {
    /// The target time of the last frame taken; nil before the first.
    public private(set) var lastFrame: CFTimeInterval?

    public init() {}

    /// Whether the frame shown at `targetTime`, `frameDuration` after the context's last, comes late enough for the rate
    /// `range` asks for, else `fallbackRate` frames a second (0 for every frame).
    public func allows(
        _ targetTime: CFTimeInterval, frameDuration: CFTimeInterval, range: CAFrameRateRange, fallbackRate: Int = 0
    ) -> Bool {
        let rangeRate = range.requestedRate
        let rate = rangeRate > 0 ? Double(rangeRate) : Double(fallbackRate)
        guard rate > 0, let lastFrame else { return true }
        return targetTime - lastFrame >= 1 / rate - frameDuration / 2
    }

    /// Takes the frame shown at `targetTime`: the next is measured from it.
    public mutating func take(_ targetTime: CFTimeInterval) {
        lastFrame = targetTime
    }
}
