import QuartzCore

/// The twelve spokes of the iOS activity indicator for a spinner of one diameter: each a rounded bar pointing out
/// from the centre, the leading one opaque and the ones behind it (counter-clockwise) fainter.
struct SpinnerGeometry: Equatable {
    static let spokeCount = 12
    /// How long one turn takes: a step of 30° every twelfth of a second.
    static let period: CFTimeInterval = 1

    let diameter: CGFloat

    /// A spoke's length, along its radius.
    var spokeLength: CGFloat { diameter * 0.28 }
    /// A spoke's width; its ends are round.
    var spokeWidth: CGFloat { max(diameter * 0.09, 1.5) }

    /// The spoke at `index`: its frame before rotating (pointing up, its outer end at the spinner's edge), the angle
    /// it is turned by (clockwise from twelve o'clock) and its opacity.
    func spoke(_ index: Int) -> (frame: CGRect, angle: CGFloat, opacity: Float) {
        let frame = CGRect(x: (diameter - spokeWidth) / 2, y: 0, width: spokeWidth, height: spokeLength)
        // The trail runs counter-clockwise behind the head, each spoke fainter, down to a floor so none vanish.
        let angle = -CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
        let opacity = 1 - Float(index) * 0.07
        return (frame, angle, opacity)
    }

    /// The rotations of the whole spinner, one per step of a turn (radians, clockwise).
    static var stepAngles: [CGFloat] {
        (0..<spokeCount).map { CGFloat($0) * 2 * .pi / CGFloat(spokeCount) }
    }
}
