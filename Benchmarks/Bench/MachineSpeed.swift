import CPixman
import Foundation
import QuartzCore

/// How fast this machine is at the moment, in the terms issue 5 states its targets in: pixman's
/// untransformed OVER of a whole 1920×1080 frame ("about 2 Gpix/s" on the machine the targets
/// assume). A VM's speed drifts by tens of percent over minutes; printed with each run, it says
/// what state the figures were measured in.
enum MachineSpeed {
    /// Gigapixels a second, the median of 21 full-frame OVERs on the calling thread.
    static func pixmanOver() -> Double {
        let width = Int(Scenes.size.width), height = Int(Scenes.size.height)
        let stride = width * 4
        let source = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        let target = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer {
            source.deallocate()
            target.deallocate()
        }
        source.initialize(repeating: 0x8040_2010, count: width * height)
        target.initialize(repeating: 0xFF80_90A0, count: width * height)
        guard let from = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), source, Int32(stride)),
              let to = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), target, Int32(stride))
        else { return 0 }
        defer {
            pixman_image_unref(from)
            pixman_image_unref(to)
        }
        var times: [Double] = []
        for _ in 0..<21 {
            let start = clockTime(CLOCK_MONOTONIC)
            pixman_image_composite32(PIXMAN_OP_OVER, from, nil, to, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
            times.append(clockTime(CLOCK_MONOTONIC) - start)
        }
        return Double(width * height) / times.sorted()[times.count / 2] / 1e9
    }
}
