import QuartzCore

extension CGContext {
    /// Draws `image` into `rect` with its first row at the top, as UIKit's image drawing does in its y-down
    /// contexts (`draw(_:in:)` itself puts it upside down there, as on iOS).
    func drawUpright(_ image: CGImage, in rect: CGRect) {
        saveGState()
        defer { restoreGState() }
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(image, in: rect)
    }
}
