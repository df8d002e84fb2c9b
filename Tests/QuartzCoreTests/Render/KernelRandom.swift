/// Deterministic numbers (xorshift) for the kernel tests, so a failure names a reproducible case.
struct KernelRandom {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func next() -> UInt32 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return UInt32(truncatingIfNeeded: state)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt32(bound)) }

    /// A premultiplied pixel, fully opaque or transparent now and then.
    mutating func pixel() -> UInt32 {
        let alpha: UInt32 = below(5) == 0 ? 255 : below(8) == 0 ? 0 : next() & 0xff
        func channel() -> UInt32 { alpha == 0 ? 0 : next() % (alpha + 1) }
        return alpha << 24 | channel() << 16 | channel() << 8 | channel()
    }
}
