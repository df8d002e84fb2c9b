import Foundation
import OpenCombine

/// The time of the Foundation schedulers (`RunLoop`, `OperationQueue`): a date, moved by strides in seconds.
///
/// Difference from Apple: `RunLoop.SchedulerTimeType` and `OperationQueue.SchedulerTimeType` are this one type, not
/// two of the same shape; code that names either, its `Stride`, literals and `.milliseconds(_:)` reads the same.
public struct DateSchedulerTime: Strideable, Codable, Hashable {
    /// The date this time stands for.
    public var date: Date

    public init(_ date: Date) {
        self.date = date
    }

    public func distance(to other: DateSchedulerTime) -> Stride {
        Stride(other.date.timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate)
    }

    public func advanced(by n: Stride) -> DateSchedulerTime {
        DateSchedulerTime(date.addingTimeInterval(n.timeInterval))
    }

    /// An interval between two such times, in seconds; integer and float literals are seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable {
        public typealias FloatLiteralType = TimeInterval
        public typealias IntegerLiteralType = TimeInterval
        public typealias Magnitude = TimeInterval

        /// The interval in seconds.
        public var magnitude: TimeInterval

        /// The interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        public init(_ timeInterval: TimeInterval) {
            magnitude = timeInterval
        }

        public init(integerLiteral value: TimeInterval) {
            magnitude = value
        }

        public init(floatLiteral value: TimeInterval) {
            magnitude = value
        }

        public init?<Source: BinaryInteger>(exactly source: Source) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }

        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }
}
