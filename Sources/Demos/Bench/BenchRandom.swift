/// The desktop benchmark's scene generator: the same numbers in every toolkit's version of a scene
/// (Benchmarks/Desktop's QML and GTK programs use this generator with this seed), so all draw the same.
struct BenchRandom {
    private var state: UInt32

    init(seed: UInt32 = 1) { state = seed }

    /// The next number in [0, 1): a 31-bit linear congruential step (glibc's constants).
    mutating func next() -> Double {
        state = (state &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff
        return Double(state) / Double(1 << 31)
    }
}
