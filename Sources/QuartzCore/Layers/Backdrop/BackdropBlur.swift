import Foundation

/// What a backdrop layer draws, as the render side sees it: the composited pixels behind the layer blurred by a
/// Gaussian of `radius` points, saturated, with `tint` laid over them; drawn in place of what is behind.
public struct BackdropBlur: Hashable, Sendable {
    /// The Gaussian's standard deviation, in points.
    public var radius: CGFloat
    /// 1 keeps the colours, 0 makes them grey.
    public var saturation: CGFloat
    /// Laid OVER the blurred pixels.
    public var tint: PremultipliedColor

    public init(radius: CGFloat, saturation: CGFloat = 1, tint: PremultipliedColor = .clear) {
        self.radius = radius.isFinite ? radius : 0
        self.saturation = saturation.isFinite ? saturation : 1
        self.tint = tint
    }

    /// How many target pixels each pixel of the reduced backdrop stands for at `scale` pixels per point: the blur
    /// runs at a size where its deviation is about 2.5 pixels, at most 8 times smaller.
    func reduction(scale: Double) -> Int {
        max(1, min(8, Int(Double(radius) * scale / 2.5)))
    }

    /// How far, in target pixels, a changed pixel behind the layer changes the blurred pixels around it: three
    /// deviations, plus a reduced pixel on each side for the box averaging and the bilinear magnification.
    func reach(scale: Double) -> Int {
        guard radius > 0 else { return 0 }
        return Int((3 * Double(radius) * scale).rounded(.up)) + 2 * reduction(scale: scale)
    }
}
