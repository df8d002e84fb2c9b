// `bench layers [count] [reads]`: makes `count` plain layers, then reads `position` of one `reads` times, so that
// callgrind's difference between two counts gives the instructions of one `CALayer()` and of one `position` read.
import QuartzCore

/// Makes `count` layers and reads a position `reads` times; prints a checksum so neither is optimized away.
@MainActor
func runLayerBench(count: Int, reads: Int) {
    var layers: [CALayer] = []
    layers.reserveCapacity(count)
    for _ in 0..<count { layers.append(CALayer()) }
    let layer = CALayer()
    layer.position = CGPoint(x: 1, y: 2)
    var sum: CGFloat = 0
    for _ in 0..<reads { sum += layer.position.x }
    print("layers: \(layers.count) made, \(reads) position reads, checksum \(sum)")
}
