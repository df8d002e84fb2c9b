/// The damage of the last frames, so a buffer shown `age` frames ago is brought up to date by
/// repainting only what changed since (the buffer-age scheme of EGL and foot).
public struct DamageHistory: Sendable {
    private var frames: [DamageRegion] = []
    /// Frames remembered; an older buffer is repainted whole.
    public let depth: Int

    public init(depth: Int = 4) {
        self.depth = max(1, depth)
    }

    /// Records the damage of the frame just drawn.
    public mutating func record(_ damage: DamageRegion) {
        frames.append(damage)
        if frames.count > depth { frames.removeFirst(frames.count - depth) }
    }

    /// What to repaint in a buffer whose content is `age` frames old, given this frame's own
    /// damage; nil means everything (age 0 is undefined content, or older than remembered).
    public func damage(forBufferAge age: Int, current: DamageRegion) -> DamageRegion? {
        guard age > 0, age - 1 <= frames.count else { return nil }
        var total = current
        for frame in frames.suffix(age - 1) { total.formUnion(frame) }
        return total
    }

    /// Forgets everything (a resize makes every buffer's content stale).
    public mutating func reset() {
        frames.removeAll()
    }
}
