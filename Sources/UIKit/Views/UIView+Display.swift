import QuartzCore

/// When a view draws: as on iOS, a view whose class overrides `draw(_:)` is displayed when it joins a window,
/// without a `setNeedsDisplay()`; one whose drawing reaches UIView's empty `draw(_:)` keeps the contents it had.
extension UIView {
    /// Marks the layer for display on joining a window or on being laid out there (a view made with a zero frame
    /// draws once it has a size), unless the class is known not to draw or the layer already shows contents (an
    /// image view's image, an earlier drawing).
    func displayOnJoiningWindow() {
        // Cheapest first: finding the window climbs to the root, which the views of a large tree each did per layout.
        guard !layer.needsDisplay(), !bounds.isEmpty,
              !UIKitContextState.current.nonDrawingViewClasses.contains(ObjectIdentifier(type(of: self))),
              layer.contents == nil, window != nil
        else { return }
        layer.setNeedsDisplay()
    }

    /// Draws the layer's backing store through `draw(_:)`; when that reached only UIView's empty implementation
    /// and left nothing, the previous contents stay and the class is remembered as one that does not draw.
    public func display(_ layer: CALayer) {
        guard layer === self.layer else { return layer.drawContents() }
        let state = UIKitContextState.current
        let previous = layer.contents
        state.reachedBaseDraw = false
        layer.drawContents()
        guard state.reachedBaseDraw else { return }
        state.reachedBaseDraw = false
        guard let image = layer.contents as? CGImage, image.isFullyTransparent else { return }
        layer.contents = previous
        state.nonDrawingViewClasses.insert(ObjectIdentifier(type(of: self)))
    }
}

extension CGImage {
    /// Whether every pixel is fully transparent.
    var isFullyTransparent: Bool {
        withUnsafeBytes { bytes in
            (0..<height).allSatisfy { row in
                let line = UnsafeRawBufferPointer(rebasing: bytes[(row * bytesPerRow)..<(row * bytesPerRow + width * 4)])
                return line.withMemoryRebound(to: UInt32.self) { pixels in
                    var any: UInt32 = 0
                    for pixel in pixels { any |= pixel }
                    return any == 0
                }
            }
        }
    }
}
