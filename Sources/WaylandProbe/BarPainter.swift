import Wayland

/// Paints a step: a dark background with a light bar 16 px wide at 8 px per step.
enum BarPainter {
    static func paint(_ buffer: ShmBuffer, step: Int) {
        let barX = (step * 8) % max(1, buffer.width)
        for y in 0..<buffer.height {
            let row = (buffer.pixels + y * buffer.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<buffer.width {
                row[x] = (x >= barX && x < barX + 16) ? 0xFFF0_F0F0 : 0xFF20_3040
            }
        }
    }
}
