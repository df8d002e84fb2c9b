import Foundation

/// What the flash and frame-rate instruments keep from frame to frame: the pixels flashed yellow
/// (restored by the next frame), the frames counted over the last second and the last render time.
struct InstrumentOverlay {
    static let flash = PremultipliedColor(red: 0.5, green: 0.5, blue: 0, alpha: 0.5)

    /// The pixels the last frame tinted yellow.
    private var flashed: [DamageRect] = []
    private var meter = FrameRateMeter()
    private let box = FrameRateBox()
    /// How long the previous frame took to render, in seconds.
    var lastRenderDuration: Double = 0

    /// Forgets the flash and the frames counted (the options changed; the next frame is drawn whole).
    mutating func reset() {
        flashed = []
        meter.reset()
        lastRenderDuration = 0
    }

    /// Adds what the instruments repaint besides the layers' changes: last frame's flash, restored
    /// now, and the frame-rate box, whose figures change every frame.
    func addDamage(to damage: inout DamageRegion, options: RenderDebugOptions, target: DamageRect, scale: CGFloat) {
        for rect in flashed { damage.add(rect) }
        if options.contains(.showFramesPerSecond) { damage.add(box.frame(in: target, scale: scale)) }
    }

    /// Draws over the painted frame: yellow over `changes` (what the layers changed), then the
    /// frame-rate box for a frame drawn at `time` seconds. Returns pixels written.
    mutating func draw(options: RenderDebugOptions, changes: DamageRegion, time: Double, scale: CGFloat, into target: PixelSurface) -> Int {
        var touched = 0
        flashed = []
        if options.contains(.flashUpdatedRegions) {
            // Made exact, so overlapping damage rectangles are tinted once.
            let region = PixelRegion()
            for rect in changes.rects { region.add(rect) }
            region.intersect(target.bounds)
            flashed = region.rects
            for rect in flashed {
                CompositeKernel.fill(rect, color: Self.flash, clip: rect, into: target)
                touched += rect.area
            }
        }
        if options.contains(.showFramesPerSecond) {
            let count = meter.record(time)
            touched += box.draw(framesPerSecond: count, milliseconds: lastRenderDuration * 1000, scale: scale, into: target)
        }
        return touched
    }

    /// Whether the next frame must be drawn even if no layer changes: to restore a flash, or to
    /// keep the frame rate counting.
    func wantsNextFrame(options: RenderDebugOptions) -> Bool {
        !flashed.isEmpty || options.contains(.showFramesPerSecond)
    }
}
