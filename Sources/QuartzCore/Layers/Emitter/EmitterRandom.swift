import Foundation

/// The random numbers of one particle: a SplitMix64 stream seeded from the emitter's `seed`, the cell and the
/// particle's birth slot, so the same slot draws the same numbers in every frame and every run.
struct EmitterRandom {
    private var state: UInt64

    init(_ keys: UInt64...) {
        var mixed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for key in keys { mixed = Self.mix(mixed ^ key) }
        state = mixed
    }

    /// A number in 0..<1.
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Double(Self.mix(state) >> 11) * 0x1.0p-53
    }

    /// A number in -1..<1 (a range's spread about its mean).
    mutating func signed() -> Double {
        unit() * 2 - 1
    }

    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A key for a cell's place in the tree of cells (index path), distinct for distinct paths.
    static func key(path: [Int]) -> UInt64 {
        path.reduce(0x5851_F42D_4C95_7F2D) { mix($0 ^ UInt64(truncatingIfNeeded: $1 &+ 1)) }
    }
}
