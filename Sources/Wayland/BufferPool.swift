/// A buffer the pool hands out: its size, whether the compositor holds it, and its age.
public protocol PooledBuffer: AnyObject {
    var width: Int { get }
    var height: Int { get }
    /// The compositor may read it: attached and committed, not yet released.
    var isBusy: Bool { get set }
    /// How many presentations ago this buffer's content was shown (1: the last one);
    /// 0 when its content is undefined (new, or never presented).
    var age: Int { get set }
}

/// The bookkeeping of a window's buffers: never hands out a busy buffer, allocates another when
/// the compositor holds them all (up to `maximumCount`, then none until one is released), tracks each buffer's age so a frame repaints only what changed
/// since that buffer was last shown, and lets buffers of an old size or long unused go.
public struct BufferPool<Buffer: PooledBuffer> {
    /// The buffers alive, busy or free.
    public private(set) var buffers: [Buffer] = []
    /// Makes a buffer of a size (in pixels).
    private let make: (_ width: Int, _ height: Int) throws -> Buffer
    /// A free buffer not presented for this many frames is let go.
    public var idleLimit = 30
    /// At most this many buffers are kept free: the ones a compositor held at once during a
    /// burst of resizes go when it releases them, so an idle window keeps no more than it needs.
    public var freeLimit = 2
    /// At most this many buffers exist at once: a compositor that never releases them makes the
    /// window wait (skip frames) rather than allocate without end. Sway holds two while it maps a
    /// window, a render thread draws into a third, and a storm of resizes leaves a few of old
    /// sizes held a moment longer (with 4, one configure in a storm of 100 found none free).
    public var maximumCount = 8
    /// The buffers committed and not yet released (kept across `removeAll`, whose busy buffers'
    /// owner waits for their release).
    private var held: Set<ObjectIdentifier> = []

    public init(make: @escaping (_ width: Int, _ height: Int) throws -> Buffer) {
        self.make = make
    }

    /// A free buffer of that size, preferring the one whose content is newest; a new one when
    /// every buffer of that size is busy; nil when `maximumCount` buffers are all busy (draw once
    /// one is released). Free buffers of another size, or idle too long, go.
    public mutating func acquire(width: Int, height: Int) throws -> Buffer? {
        buffers.removeAll { buffer in
            !buffer.isBusy && (buffer.width != width || buffer.height != height || buffer.age > idleLimit)
        }
        let free = buffers.filter { !$0.isBusy }
        if let shown = free.filter({ $0.age > 0 }).min(by: { $0.age < $1.age }) {
            return shown
        }
        if let fresh = free.first {
            return fresh
        }
        guard buffers.count < maximumCount else { return nil }
        let buffer = try make(width, height)
        buffers.append(buffer)
        return buffer
    }

    /// Records that `buffer` was committed: it is busy, its content is the newest, the others age.
    public mutating func presented(_ buffer: Buffer) {
        for other in buffers where other !== buffer && other.age > 0 {
            other.age += 1
        }
        buffer.isBusy = true
        buffer.age = 1
        held.insert(ObjectIdentifier(buffer))
    }

    /// Records the compositor's `wl_buffer.release`; lets the free buffers with the oldest
    /// content go beyond `freeLimit`. A release of a buffer the compositor does not hold (never
    /// committed, or released already) is ignored and returns false: taking it as free would
    /// hand out a buffer a frame is being drawn in, or one the compositor may be reading.
    @discardableResult
    public mutating func released(_ buffer: Buffer) -> Bool {
        guard held.remove(ObjectIdentifier(buffer)) != nil else { return false }
        buffer.isBusy = false
        let free = buffers.filter { !$0.isBusy }
        guard free.count > freeLimit else { return true }
        // Undefined content (age 0) counts as the oldest.
        let byNewest = free.sorted { ($0.age == 0 ? Int.max : $0.age) < ($1.age == 0 ? Int.max : $1.age) }
        let surplus = byNewest.dropFirst(freeLimit)
        buffers.removeAll { candidate in surplus.contains { $0 === candidate } }
        return true
    }

    /// Lets the free buffers go and keeps the busy ones (the one the compositor shows): an idle window keeps no
    /// buffer it does not show; its next frame makes one and draws it whole.
    public mutating func removeFree() {
        buffers.removeAll { !$0.isBusy }
    }

    /// Lets every free buffer go (the window shrank or hid) and forgets the busy ones, which
    /// their owner destroys once released.
    public mutating func removeAll() {
        buffers.removeAll()
    }
}
