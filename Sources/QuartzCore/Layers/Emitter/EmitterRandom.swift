import Foundation

/// The random numbers of one particle: a SplitMix64 stream seeded from the emitter's `seed`, the cell and the
/// particle's birth slot, so the same slot draws the same numbers in every frame and every run.
struct EmitterRandom {
    private var state: UInt64

    init(_ a: UInt64, _ b: UInt64, _ c: UInt64 = 0, _ d: UInt64 = 0) {
        state = Self.mix(Self.mix(Self.mix(Self.mix(0x9E37_79B9_7F4A_7C15 ^ a) ^ b) ^ c) ^ d)
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

    /// The key of a cell at `index` among the cells of the one keyed `parent` (top-level cells: under `root`),
    /// distinct for distinct places in the tree of cells.
    static func key(_ index: Int, under parent: UInt64 = root) -> UInt64 {
        mix(parent ^ UInt64(truncatingIfNeeded: index &+ 1))
    }

    static let root: UInt64 = 0x5851_F42D_4C95_7F2D
}
