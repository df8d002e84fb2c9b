import Dispatch
import OpenCombine

/// A dispatch queue as a scheduler: work is `async` on the queue, delayed work `asyncAfter`, repeating work a timer
/// source on it.
extension DispatchQueue: @retroactive Scheduler {
    /// The scheduler time type used by the dispatch queue: a dispatch time, moved by strides of nanoseconds.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            let from = dispatchTime.uptimeNanoseconds, to = other.dispatchTime.uptimeNanoseconds
            return Stride(nanoseconds: to >= from ? Int(clamping: to - from) : -Int(clamping: from - to))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let time = Int64(clamping: dispatchTime.uptimeNanoseconds).addingReportingOverflow(Int64(n.magnitude))
            guard !time.overflow else { return SchedulerTimeType(n.magnitude > 0 ? .distantFuture : DispatchTime(uptimeNanoseconds: 0)) }
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, time.partialValue))))
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime == rhs.dispatchTime
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        /// A dispatch interval in nanoseconds; integer and float literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
            Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The interval in nanoseconds.
            public var magnitude: Int

            /// The interval as a dispatch time interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            fileprivate init(nanoseconds: Int) {
                magnitude = nanoseconds
            }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): self = .seconds(s)
                case .milliseconds(let ms): self = .milliseconds(ms)
                case .microseconds(let us): self = .microseconds(us)
                case .nanoseconds(let ns): self = .nanoseconds(ns)
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            public init(floatLiteral value: Double) {
                self = .seconds(value)
            }

            public init(integerLiteral value: Int) {
                self = .seconds(value)
            }

            public init?<Source: BinaryInteger>(exactly source: Source) {
                guard let value = Int(exactly: source) else { return nil }
                self = .seconds(value)
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude &- rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: scaled(lhs.magnitude, rhs.magnitude)) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: scaled(s, 1_000_000_000)) }
            public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int(clamping: Int64(exactly: (s * 1e9).rounded(.towardZero)) ?? (s > 0 ? .max : .min))) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: scaled(ms, 1_000_000)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: scaled(us, 1_000)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

            /// `value × factor`, held at the ends of `Int` where it would overflow.
            private static func scaled(_ value: Int, _ factor: Int) -> Int {
                let product = value.multipliedReportingOverflow(by: factor)
                return product.overflow ? ((value < 0) != (factor < 0) ? .min : .max) : product.partialValue
            }
        }
    }

    /// Options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions {
        /// The dispatch quality-of-service for the work.
        public var qos: DispatchQoS
        /// The dispatch work item flags for the work.
        public var flags: DispatchWorkItemFlags
        /// The dispatch group, if any, the work belongs to.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions(), work = UncheckedAction(action)
        async(group: options.group, qos: options.qos, flags: options.flags) { work.action() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions(), work = UncheckedAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { work.action() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self), work = UncheckedAction(action)
        timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.action() }
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
