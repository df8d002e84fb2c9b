/// The Darwin constants `import UIKit` brings on iOS that Linux's C library does not declare: `M_PI` and its
/// family come from Glibc as on Darwin (deprecated there as here, for `.pi`); these complete the set, with Darwin's
/// types (`NSEC_PER_SEC` is `UInt64`, `HUGE` a `Float`), so `Double(NSEC_PER_SEC)` arithmetic compiles unchanged.

/// The largest finite `Float`, as Darwin's `math.h` defines it.
public let HUGE: Float = .greatestFiniteMagnitude
/// Nanoseconds per second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
