import Foundation

/// The frame rates a display link asks for: at least `minimum`, at most `maximum`, ideally `preferred`.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate the link accepts, in frames a second.
    public var minimum: Float
    /// The highest rate the link accepts, in frames a second.
    public var maximum: Float
    /// The rate the link would like, in frames a second; nil leaves it to the system.
    public var preferred: Float?

    /// A range of rates; `preferred` nil leaves the choice within it to the system.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range of rates with no preference inside it.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// No request: the link fires on every frame the display shows.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges ask for the same rates.
    public func isEqual(to range: CAFrameRateRange) -> Bool {
        self == range
    }

    /// The rate this range asks the link to fire at, 0 for every frame.
    var requestedRate: Float {
        if let preferred, preferred > 0 { return preferred }
        return max(maximum, 0)
    }
}
